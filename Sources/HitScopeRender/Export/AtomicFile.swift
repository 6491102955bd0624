import Foundation

/// Writes files whole or not at all: into a temporary file in the destination's directory, then
/// renamed over the destination.
enum AtomicFile {
  /// Calls `write` with a temporary path beside `path`, then renames it to `path`. On any failure
  /// the temporary file is removed, an existing file at `path` is left as it was, and the error
  /// names `path` and the reason.
  static func write(to path: String, _ write: (String) throws -> Void) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw RenderError("Cannot write \"\(path)\": the directory \"\(directory)\" does not exist.")
    }
    guard isDirectory.boolValue else {
      throw RenderError("Cannot write \"\(path)\": \"\(directory)\" is not a directory.")
    }
    guard FileManager.default.isWritableFile(atPath: directory) else {
      throw RenderError("Cannot write \"\(path)\": the directory \"\(directory)\" is not writable.")
    }
    var existingIsDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &existingIsDirectory),
      existingIsDirectory.boolValue
    {
      throw RenderError("Cannot write \"\(path)\": it is a directory.")
    }
    let temporary =
      directory + "/." + url.lastPathComponent
      + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    do {
      try write(temporary)
      guard rename(temporary, path) == 0 else {
        let reason = String(cString: strerror(errno))
        throw RenderError(
          "Cannot write \"\(path)\": renaming the finished file failed (\(reason)).")
      }
    } catch {
      unlink(temporary)
      if let error = error as? RenderError {
        if error.message.hasPrefix("Cannot write \"\(path)\"") { throw error }
        throw RenderError("Cannot write \"\(path)\": \(error.reason).", reason: error.reason)
      }
      throw RenderError("Cannot write \"\(path)\": \(error).")
    }
  }
}
