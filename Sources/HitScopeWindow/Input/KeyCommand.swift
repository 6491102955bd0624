import HitScopeRender

/// What a key does in the window (the status bar shows them).
enum KeyCommand: Equatable {
  case toggle(Overlay)
  /// `s`: a PNG of the window, overlays included, next to the scene.
  case save
  /// `0`: counters back to the file's values.
  case resetCounters
  /// `Ctrl+R`: read the scene file again now.
  case reload
  case zoomIn
  case zoomOut
  case toggleHelp
  case quit

  /// The command of a key press, or nil for keys that do nothing.
  init?(_ key: KeyStroke) {
    let lower = key.keysym >= 0x41 && key.keysym <= 0x5a ? key.keysym + 0x20 : key.keysym
    if key.control {
      guard lower == KeySymbol.r else { return nil }
      self = .reload
      return
    }
    switch lower {
    case KeySymbol.r: self = .toggle(.regions)
    case KeySymbol.o: self = .toggle(.outsets)
    case KeySymbol.c: self = .toggle(.chain)
    case KeySymbol.t: self = .toggle(.trace)
    case KeySymbol.m: self = .toggle(.map)
    case KeySymbol.p: self = .toggle(.probes)
    case KeySymbol.a: self = .toggle(.audit)
    case KeySymbol.s: self = .save
    case KeySymbol.zero, KeySymbol.keypadZero: self = .resetCounters
    case KeySymbol.plus, KeySymbol.equal, KeySymbol.keypadAdd: self = .zoomIn
    case KeySymbol.minus, KeySymbol.keypadSubtract: self = .zoomOut
    case KeySymbol.question: self = .toggleHelp
    case KeySymbol.q, KeySymbol.escape: self = .quit
    default: return nil
    }
  }

  /// What `?` lists in the status bar, one short line per group of keys (two columns).
  static let help = [
    "click: deliver a touch (drag to move it)",
    "Shift-click: probe, deliver nothing",
    "r regions · o outsets · c chain · t trace",
    "m map · p probes · a audit findings",
    "s save a PNG next to the scene",
    "0 reset counters · Ctrl+R reload",
    "+ / − zoom · q or Esc quit",
    "? hide this list",
  ]
}
