/// The X keysyms HitScope binds (Latin-1 keysyms equal their code points).
enum KeySymbol {
  static let a: UInt = 0x61
  static let c: UInt = 0x63
  static let f: UInt = 0x66
  static let g: UInt = 0x67
  static let m: UInt = 0x6d
  static let n: UInt = 0x6e
  static let o: UInt = 0x6f
  static let p: UInt = 0x70
  static let q: UInt = 0x71
  static let r: UInt = 0x72
  static let s: UInt = 0x73
  static let t: UInt = 0x74
  static let u: UInt = 0x75
  static let bracketLeft: UInt = 0x5b
  static let bracketRight: UInt = 0x5d
  static let zero: UInt = 0x30
  static let plus: UInt = 0x2b
  static let minus: UInt = 0x2d
  static let equal: UInt = 0x3d
  static let question: UInt = 0x3f
  static let escape: UInt = 0xff1b
  static let returnKey: UInt = 0xff0d
  static let left: UInt = 0xff51
  static let up: UInt = 0xff52
  static let right: UInt = 0xff53
  static let down: UInt = 0xff54
  static let keypadEnter: UInt = 0xff8d
  static let keypadAdd: UInt = 0xffab
  static let keypadSubtract: UInt = 0xffad
  static let keypadZero: UInt = 0xffb0
}
