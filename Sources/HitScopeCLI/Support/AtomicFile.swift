import Foundation

/// Writes files so that readers never see half of one: the bytes go to a temporary file in the
/// same folder, which is then renamed over the destination.
enum AtomicFile {
  /// An error whose description is one full sentence naming the path and the reason.
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary =
      "\(folder)/.\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
      throw WriteError(
        description:
          "Cannot write \"\(path)\": creating a file in \"\(folder)\" failed (does the folder exist and is it writable?)."
      )
    }
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw WriteError(
        description:
          "Cannot write \"\(path)\": renaming the finished file into place failed (\(reason)).")
    }
  }

  /// Writes UTF-8 text.
  static func write(_ text: String, to path: String) throws(WriteError) {
    try write(Array(text.utf8), to: path)
  }
}
