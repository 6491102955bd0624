import Foundation
import Glibc

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
    // Every system call is checked, through fsync, so that a full disk names itself here
    // instead of leaving a short file.
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else {
      throw WriteError(
        description:
          "Cannot write \"\(path)\": creating a file in \"\(folder)\" failed (\(String(cString: strerror(errno))))."
      )
    }
    var failure: String? = nil
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else {
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
    if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      throw WriteError(description: "Cannot write \"\(path)\": \(failure).")
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
