import HitScopeRender

/// What a key does in the window; `KeyTable` says which key does what.
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

  /// The command of a key press (see `KeyTable`), or nil for keys that do nothing.
  init?(_ key: KeyStroke) {
    guard let command = KeyTable.command(for: key) else { return nil }
    self = command
  }
}
