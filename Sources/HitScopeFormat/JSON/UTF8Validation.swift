/// The first byte offset at which `bytes` stop being well-formed UTF-8 (overlong forms,
/// surrogates and values over U+10FFFF are ill-formed), or nil when all of them are.
func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
  let n = bytes.count
  var i = 0
  while i < n {
    let b0 = bytes[i]
    if b0 < 0x80 {
      i += 1
      continue
    }
    func continuation(_ k: Int) -> Bool { i + k < n && bytes[i + k] & 0xC0 == 0x80 }
    switch b0 {
    case 0xC2...0xDF:
      guard continuation(1) else { return i }
      i += 2
    case 0xE0...0xEF:
      guard continuation(1), continuation(2) else { return i }
      let b1 = bytes[i + 1]
      if b0 == 0xE0 && b1 < 0xA0 { return i }
      if b0 == 0xED && b1 >= 0xA0 { return i }
      i += 3
    case 0xF0...0xF4:
      guard continuation(1), continuation(2), continuation(3) else { return i }
      let b1 = bytes[i + 1]
      if b0 == 0xF0 && b1 < 0x90 { return i }
      if b0 == 0xF4 && b1 >= 0x90 { return i }
      i += 4
    default:
      return i
    }
  }
  return nil
}

/// What every reader says about `byte`, the first that is not UTF-8.
func invalidUTF8Message(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  let hex = String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  return "the file is not valid UTF-8: byte 0x\(hex) cannot appear here (save the file as UTF-8)"
}
