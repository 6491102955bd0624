/// Opens the inspector window and runs it until it is closed; returns the exit code (0).
///
/// A scene file that does not load opens under the error banner and loads once a save fixes it.
/// Throws `HitScopeFormat.SceneLoadError` when the file's folder does not exist (exit code 2) and
/// `WindowError` when there is no usable display or the scene's folder cannot be watched
/// (exit code 3). A lost X connection ends the process with exit code 3 and a message.
///
/// SIGTERM, SIGINT and SIGHUP are handled from the start, before the scene is read: one that
/// comes while the window opens (seconds on a large scene) ends it with `closed` and exit 0, as
/// once it is open.
public func runWindow(_ options: WindowOptions) throws -> Int32 {
  let signals = try TerminationSignals()
  let window: InspectorWindow
  do {
    window = try InspectorWindow(options: options, signals: signals)
  } catch is WindowOpening.Closed {
    return 0
  }
  return try window.run()
}
