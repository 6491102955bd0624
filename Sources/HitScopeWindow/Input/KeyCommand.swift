import HitScopeRender

/// What a key does in the window (the status line lists them).
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

  /// The hint line the window shows at the bottom of the panel.
  static let hints =
    "r regions  o outsets  c chain  t trace  m map  p probes  a audit  s save  0 reset  "
    + "Ctrl+R reload  +/- zoom  ? help  q quit"

  /// One line per key, for the help overlay.
  static let help = [
    "Click: deliver a touch (press, drag, release) through the responder chain",
    "Shift-click: probe a point without delivering it",
    "r  hit regions of every view        o  hit area beyond the drawn bounds",
    "c  responder chain of the last click t  trace of the last hit-test",
    "m  hit map                           p  probes (green holds, red fails)",
    "a  audit findings                    s  save a PNG next to the scene",
    "0  reset counters    Ctrl+R  reload    + / -  zoom    ?  this help    q / Esc  quit",
  ]
}
