/// Opens the inspector window and runs it until it is closed; returns the exit code (0).
///
/// A scene file that does not load opens under the error banner and loads once a save fixes it.
/// Throws `HitScopeFormat.SceneLoadError` when the file's folder does not exist (exit code 2) and
/// `WindowError` when there is no usable display or the scene's folder cannot be watched
/// (exit code 3). A lost X connection ends the process with exit code 3 and a message.
public func runWindow(_ options: WindowOptions) throws -> Int32 {
  let window = try InspectorWindow(options: options)
  return try window.run()
}
