import HitScopeEngine
import HitScopeRender

/// What the window shows, as a value: the frame's inputs (the scene, the options, the frame's
/// size) and the status bar's (its content, the window's size, the scale in the options). The
/// window draws when the session's picture differs from the one it shows, and only then.
struct WindowPicture: Equatable {
  var scene: Scene
  var options: RenderOptions
  /// The frame above the status bar's row, in pixels.
  var frameSize: PixelSize
  /// The whole window, in pixels.
  var windowSize: PixelSize
  /// Nil when the window is too short for one.
  var statusBar: StatusBar?
}
