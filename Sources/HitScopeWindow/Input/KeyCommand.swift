import HitScopeRender

/// What a key does in the window (the status bar shows them).
enum KeyCommand: Equatable, Sendable {
  case toggle(Overlay)
  /// `s`: a PNG of the window, overlays included, next to the scene.
  case save
  /// `0`: counters back to the file's values.
  case resetCounters
  /// `Ctrl+R`: read the scene file again now.
  case reload
  case zoomIn
  case zoomOut
  /// `f`: the largest scale that shows the whole canvas in the window.
  case fit
  /// Left and Right scroll a canvas larger than the window (Up and Down too, with no list open).
  case left
  case right
  case toggleHelp
  /// `n`: the last click or probe becomes a probe expecting what happened.
  case recordProbe
  /// `Shift+N`: choose what the last click should have reached; the probe files that as a bug.
  case fileBug
  /// `u`: takes the newest recorded probe out of the file again.
  case undoProbe
  /// `]` and `[`: the next or previous probe, failing ones first, replayed as a click.
  case nextProbe
  case previousProbe
  /// Up, Down and Enter: move through and pick from an open list.
  case up
  case down
  case pick
  /// `Esc`: closes an open list, else quits.
  case escape
  /// `q`.
  case quit

  /// The command of a key press, or nil for keys that do nothing.
  init?(_ key: KeyStroke) {
    let lower = key.keysym >= 0x41 && key.keysym <= 0x5a ? key.keysym + 0x20 : key.keysym
    if key.control {
      guard lower == KeySymbol.r else { return nil }
      self = .reload
      return
    }
    // The overlays' keys come from the one table the status bar's chips and the help show.
    if let overlay = Overlay.allCases.first(where: { KeyCommand.keysym(of: $0) == lower }) {
      self = .toggle(overlay)
      return
    }
    switch lower {
    case KeySymbol.s: self = .save
    case KeySymbol.zero, KeySymbol.keypadZero: self = .resetCounters
    case KeySymbol.plus, KeySymbol.equal, KeySymbol.keypadAdd: self = .zoomIn
    case KeySymbol.minus, KeySymbol.keypadSubtract: self = .zoomOut
    case KeySymbol.question: self = .toggleHelp
    case KeySymbol.n: self = key.shift ? .fileBug : .recordProbe
    case KeySymbol.u: self = .undoProbe
    case KeySymbol.bracketRight: self = .nextProbe
    case KeySymbol.bracketLeft: self = .previousProbe
    case KeySymbol.f: self = .fit
    case KeySymbol.left: self = .left
    case KeySymbol.right: self = .right
    case KeySymbol.up: self = .up
    case KeySymbol.down: self = .down
    case KeySymbol.returnKey, KeySymbol.keypadEnter: self = .pick
    case KeySymbol.escape: self = .escape
    case KeySymbol.q: self = .quit
    default: return nil
    }
  }

  /// The keysym of the key that toggles `overlay` (see `StatusBar.key(of:)`; Latin-1 keysyms
  /// equal their code points).
  static func keysym(of overlay: Overlay) -> UInt {
    UInt(StatusBar.key(of: overlay).unicodeScalars.first?.value ?? 0)
  }

  /// What `?` lists in the status bar, one short line per group of keys (two columns).
  static let help =
    [
      "click: deliver a touch (drag to move it)",
      "Shift-click: probe, deliver nothing",
    ]
    + [Overlay.allCases.prefix(4), Overlay.allCases.dropFirst(4)].map { overlays in
      overlays.map { "\(StatusBar.key(of: $0)) \($0.rawValue)" }.joined(separator: " · ")
    }
    + [
      "n record the last click as a probe",
      "Shift+N file it as a bug: pick the view",
      "u undo the last recorded probe",
      "] / [ next / previous probe, failing first",
      "s save a PNG next to the scene",
      "0 reset counters · Ctrl+R reload",
      "+ / − zoom · f fit · arrows, wheel scroll",
      "q or Esc quit",
      "? hide this list",
    ]
}
