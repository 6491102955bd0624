import Foundation
import Glibc

/// Writes files whole or not at all: into a temporary file in the destination's directory, then
/// renamed over the destination. Exports, maps, screenshots and the CLI's JUnit report all write
/// through it.
public enum AtomicFile {
  /// Calls `write` with a temporary path beside `path`, then renames it to `path`. On any failure
  /// the temporary file is removed, an existing file at `path` is left as it was, and the error
  /// names `path` and the reason.
  public static func write(bytes: [UInt8], to path: String) throws {
    try write(to: path) { temporary in try writeChecked(bytes, to: temporary) }
  }

  /// Writes `bytes` to a new file at `path` with every system call checked, through `fsync`, so
  /// that a full disk or an I/O error surfaces here with its reason rather than as a short file.
  private static func writeChecked(_ bytes: [UInt8], to path: String) throws {
    func failure() -> RenderError {
      let reason = String(cString: strerror(errno))
      return RenderError("Cannot write \"\(path)\": \(reason).", reason: reason)
    }
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw failure() }
    var closed = false
    defer { if !closed { close(fd) } }
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { throw failure() }
        offset += written
      }
    }
    guard fsync(fd) == 0 else { throw failure() }
    closed = true
    guard close(fd) == 0 else { throw failure() }
  }

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
