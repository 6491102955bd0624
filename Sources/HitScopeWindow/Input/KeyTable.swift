import HitScopeRender

/// Every key the window binds, written once: the key handling (`KeyCommand.init`), the list `?`
/// shows in the status bar and the status bar's overlay chips all read this table, and so does
/// the key table in docs/window.md.
enum KeyTable {
  /// Keys that do one thing, as `?` lists them (the overlays' keys: two lines naming them).
  struct Entry {
    /// The keys as the list shows them: `n`, `Shift+N`, `+ / -`.
    var keys: String
    /// What they do, in a few words.
    var does: String
    /// The key presses and their commands; none for mouse actions.
    var bindings: [Binding]

    init(_ keys: String, _ does: String, _ bindings: [Binding] = []) {
      self.keys = keys
      self.does = does
      self.bindings = bindings
    }
  }

  /// One key press: an X keysym (letters in lower case; Latin-1 keysyms equal their code
  /// points) with the modifiers it needs, and what it does.
  struct Binding {
    var keysym: UInt
    /// Whether Shift must be held (true), must not be (false), or either (nil).
    var shift: Bool?
    var control: Bool
    var command: KeyCommand

    init(_ keysym: UInt, shift: Bool? = nil, control: Bool = false, _ command: KeyCommand) {
      self.keysym = keysym
      self.shift = shift
      self.control = control
      self.command = command
    }
  }

  /// The key that toggles each overlay, as the chips, the help and the keysyms spell it.
  static func key(of overlay: Overlay) -> String {
    switch overlay {
    case .regions: "r"
    case .outsets: "o"
    case .chain: "c"
    case .trace: "t"
    case .map: "m"
    case .probes: "p"
    case .audit: "a"
    case .gestures: "g"
    }
  }

  /// The overlays' keys, in two lines of the list.
  private static let overlayEntries: [Entry] = [
    Overlay.allCases.prefix(4), Overlay.allCases.dropFirst(4),
  ].map { overlays in
    Entry(
      overlays.map { "\(key(of: $0)) \($0.rawValue)" }.joined(separator: " · "), "",
      overlays.map { Binding(keysym(of: $0), .toggle($0)) })
  }

  /// Every entry, in the order `?` lists them.
  static let entries: [Entry] =
    [
      Entry("click", "deliver a touch (drag to move it)"),
      Entry("Shift-click", "probe, deliver nothing"),
    ] + overlayEntries + [
      Entry(
        "n", "record the last click as a probe", [Binding(KeySymbol.n, shift: false, .recordProbe)]),
      Entry(
        "Shift+N", "file it as a bug: pick the view", [Binding(KeySymbol.n, shift: true, .fileBug)]),
      Entry("u", "undo the last recorded probe", [Binding(KeySymbol.u, .undoProbe)]),
      Entry(
        "] / [", "next / previous probe, failing first",
        [
          Binding(KeySymbol.bracketRight, .nextProbe),
          Binding(KeySymbol.bracketLeft, .previousProbe),
        ]),
      Entry("s", "save a PNG next to the scene", [Binding(KeySymbol.s, .save)]),
      Entry(
        "0", "reset counters",
        [Binding(KeySymbol.zero, .resetCounters), Binding(KeySymbol.keypadZero, .resetCounters)]),
      Entry("Ctrl+R", "reload the scene file", [Binding(KeySymbol.r, control: true, .reload)]),
      Entry(
        "+ / -", "zoom",
        [
          Binding(KeySymbol.plus, .zoomIn), Binding(KeySymbol.equal, .zoomIn),
          Binding(KeySymbol.keypadAdd, .zoomIn), Binding(KeySymbol.minus, .zoomOut),
          Binding(KeySymbol.keypadSubtract, .zoomOut),
        ]),
      Entry("f", "fit the canvas to the window", [Binding(KeySymbol.f, .fit)]),
      Entry(
        "arrows, wheel", "scroll a canvas larger than it",
        [
          Binding(KeySymbol.left, .left), Binding(KeySymbol.right, .right),
          Binding(KeySymbol.up, .up), Binding(KeySymbol.down, .down),
        ]),
      Entry(
        "Enter", "pick from an open list (Up, Down move)",
        [Binding(KeySymbol.returnKey, .pick), Binding(KeySymbol.keypadEnter, .pick)]),
      Entry(
        "q or Esc", "quit (Esc closes an open list first)",
        [
          Binding(KeySymbol.q, .quit), Binding(KeySymbol.escape, .escape),
        ]),
      Entry("?", "hide this list", [Binding(KeySymbol.question, .toggleHelp)]),
    ]

  /// What `?` lists in the status bar, one line per entry (the overlays' lines name each
  /// overlay after its key).
  static let help = entries.map { $0.does.isEmpty ? $0.keys : "\($0.keys): \($0.does)" }

  /// What the status bar says while the canvas is larger than the window: the keys that scroll
  /// and fit it.
  static let scrollNote = entries.filter {
    $0.bindings.contains { $0.command == .left || $0.command == .fit }
  }.map { "\($0.keys): \($0.does.split(separator: " ").first ?? "")" }.joined(separator: " · ")

  /// The command of a key press, or nil for keys that do nothing (letters count in either case).
  static func command(for key: KeyStroke) -> KeyCommand? {
    let lower = key.keysym >= 0x41 && key.keysym <= 0x5a ? key.keysym + 0x20 : key.keysym
    for entry in entries {
      for binding in entry.bindings
      where binding.keysym == lower && binding.control == key.control
        && (binding.shift.map { $0 == key.shift } ?? true)
      {
        return binding.command
      }
    }
    return nil
  }

  /// The status bar's chips: one per overlay, its key and name, lit while it is on.
  static func chips(on overlays: Set<Overlay>) -> [StatusBar.Chip] {
    Overlay.allCases.map {
      StatusBar.Chip(key: key(of: $0), name: $0.rawValue, isOn: overlays.contains($0))
    }
  }

  /// The keysym of the key that toggles `overlay` (a Latin-1 keysym equals its code point).
  private static func keysym(of overlay: Overlay) -> UInt {
    UInt(key(of: overlay).unicodeScalars.first?.value ?? 0)
  }
}
