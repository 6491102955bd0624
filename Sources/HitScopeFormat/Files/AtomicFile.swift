import Foundation

/// The one writer of every output file (exports, maps, screenshots, the JUnit report, imported
/// scenes, the HTML report, recorded probes): whole or not at all.
///
/// - A regular file (or none yet) is written into a temporary file beside it, synced, and renamed
///   over it; on any failure the temporary file is removed and an existing file is left as it
///   was. The temporary file is also removed when SIGINT, SIGTERM or SIGHUP ends the process.
/// - A symbolic link is followed: its target is replaced, atomically, and the link stays.
/// - A character device or a named pipe (`/dev/null`, `/dev/stdout`, a FIFO) is written in place,
///   never replaced by a regular file; a block device, a socket or a folder is refused.
/// - The temporary name fits wherever the target's name fits (names of up to 255 bytes).
///
/// Errors name the path as given and the reason, in one sentence.
public enum AtomicFile {
  /// The longest file name (one path component) Linux file systems take, in bytes.
  static let longestName = 255

  /// Writes `bytes` to `path` as described above.
  public static func write(bytes: [UInt8], to path: String) throws {
    switch try target(of: path) {
    case .inPlace(let device):
      do {
        try writeInPlace(bytes, to: device)
      } catch let error as FileWriteError {
        throw FileWriteError("Cannot write \"\(path)\": \(error.reason).", reason: error.reason)
      }
    case .replaced(let file):
      try replace(file, naming: path) { temporary in try writeChecked(bytes, to: temporary) }
    }
  }

  /// Calls `write` with a temporary path beside `path` (or beside the target of the symbolic
  /// link `path`), then renames it over that file. On any failure the temporary file is removed,
  /// an existing file is left as it was, and the error names `path` and the reason.
  static func write(to path: String, _ write: (String) throws -> Void) throws {
    guard case .replaced(let file) = try target(of: path) else {
      throw FileWriteError("Cannot write \"\(path)\": it is a device or a pipe, not a file.")
    }
    try replace(file, naming: path, write)
  }

  /// What writing a path does.
  enum Target {
    /// Write into this character device or named pipe.
    case inPlace(String)
    /// Replace (or create) this regular file: the path itself, or the file its links lead to.
    case replaced(String)
  }

  private static func replace(_ file: String, naming path: String, _ write: (String) throws -> Void)
    throws
  {
    let url = URL(fileURLWithPath: file)
    let directory = url.deletingLastPathComponent().path
    try checkDirectory(directory, of: path)
    let temporary = directory + "/" + temporaryName(for: url.lastPathComponent)
    TemporaryFiles.register(temporary)
    defer { TemporaryFiles.unregister(temporary) }
    do {
      try write(temporary)
      TestHold.wait(TestHold.write)
      try keepMode(of: file, on: temporary)
      try rename(temporary, over: file)
    } catch {
      removeFile(temporary)
      if let error = error as? FileWriteError {
        if error.message.hasPrefix("Cannot write \"\(path)\"") { throw error }
        throw FileWriteError("Cannot write \"\(path)\": \(error.reason).", reason: error.reason)
      }
      throw FileWriteError("Cannot write \"\(path)\": \(error).")
    }
  }

  private static func checkDirectory(_ directory: String, of path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw FileWriteError(
        "Cannot write \"\(path)\": the directory \"\(directory)\" does not exist.")
    }
    guard isDirectory.boolValue else {
      throw FileWriteError("Cannot write \"\(path)\": \"\(directory)\" is not a directory.")
    }
    guard FileManager.default.isWritableFile(atPath: directory) else {
      throw FileWriteError(
        "Cannot write \"\(path)\": the directory \"\(directory)\" is not writable.")
    }
  }

  /// A hidden name beside `name`, unique to this process and call, at most `longestName` bytes:
  /// `.NAME.tmp-PID-RANDOM`, with NAME cut (at a character boundary) when the whole would not fit.
  static func temporaryName(for name: String) -> String {
    let suffix = ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let room = longestName - 1 - suffix.utf8.count
    var kept = Substring(name)
    while kept.utf8.count > room { kept = kept.dropLast() }
    return "." + kept + suffix
  }
}
