/// What the X server told the window, reduced to what the inspector acts on.
///
/// Positions are in window pixels, origin at the window's top-left corner, y down.
enum WindowEvent: Equatable {
  /// Part of the window needs repainting.
  case exposed
  /// The window's size (it may be unchanged when the window only moved).
  case configured(width: Int, height: Int)
  case mapped
  case destroyed
  case pointerMoved(x: Int, y: Int)
  case buttonPressed(x: Int, y: Int, button: Int, shift: Bool)
  case buttonReleased(x: Int, y: Int, button: Int)
  case pointerLeft
  case keyPressed(KeyStroke)
  /// The window manager (or a test) asked the window to close (`WM_DELETE_WINDOW`).
  case closeRequested
  case other
}
