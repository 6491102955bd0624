/// Why the window could not open or keep running; each description is one full sentence.
///
/// The command line maps every case to exit code 3 (the environment failed).
public enum WindowError: Error, Equatable, CustomStringConvertible {
  /// `XOpenDisplay` failed; `display` is the name tried (the `DISPLAY` variable), nil when unset.
  case noDisplay(display: String?)
  /// The screen offers no 24-bit TrueColor visual to show 32-bit ARGB pixels on.
  case unsupportedVisual(depth: Int)
  /// Watching the scene's folder for saves failed.
  case watchFailed(path: String, reason: String)
  /// Rendering a frame failed.
  case renderFailed(reason: String)
  /// The pipe that carries SIGTERM and SIGINT to the event loop could not be made.
  case signals(reason: String)

  public var description: String {
    switch self {
    case .noDisplay(let display?):
      "Cannot open the X display \"\(display)\" named by DISPLAY; check that an X server runs there, "
        + "or use `hitscope export SCENE -o OUT.png` for a picture without a window, "
        + "or run under `xvfb-run hitscope open SCENE`."
    case .noDisplay(nil):
      "No X display: the DISPLAY environment variable is not set; set it to a running X server, "
        + "or use `hitscope export SCENE -o OUT.png` for a picture without a window, "
        + "or run under `xvfb-run hitscope open SCENE`."
    case .unsupportedVisual(let depth):
      "The X screen's default depth is \(depth) and it offers no 24-bit TrueColor visual; "
        + "HitScope needs one (Xvfb: `-screen 0 1600x1000x24`)."
    case .watchFailed(let path, let reason):
      "Cannot watch \"\(path)\" for saves (\(reason)); hot reload needs inotify on the scene's folder."
    case .renderFailed(let reason):
      "Rendering the scene failed: \(reason)."
    case .signals(let reason):
      "Cannot set up SIGTERM and SIGINT handling (\(reason)); the window could not close cleanly on them."
    }
  }
}
