import Foundation
import Glibc

/// The system calls of `AtomicFile`.
extension AtomicFile {
  /// Where writing `path` goes: symbolic links followed, devices and pipes written in place.
  static func target(of path: String) throws -> Target {
    var file = path
    var status = stat()
    // Follow links one at a time: a link to a file that does not exist yet is a new file there.
    var hops = 0
    while lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      hops += 1
      guard hops <= 40, let destination = linkDestination(file) else {
        throw FileWriteError(
          "Cannot write \"\(path)\": it is a symbolic link loop (its links never reach a file).")
      }
      file =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: file).deletingLastPathComponent().path + "/" + destination
    }
    guard lstat(file, &status) == 0 else { return .replaced(file) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .replaced(file)
    case S_IFCHR, S_IFIFO: return .inPlace(file)
    case S_IFDIR: throw FileWriteError("Cannot write \"\(path)\": it is a directory.")
    default:
      throw FileWriteError(
        "Cannot write \"\(path)\": it is a block device or a socket; HitScope writes files,"
          + " character devices and pipes.")
    }
  }

  private static func linkDestination(_ link: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func failure(_ path: String) -> FileWriteError {
    let reason = String(cString: strerror(errno))
    return FileWriteError("Cannot write \"\(path)\": \(reason).", reason: reason)
  }

  /// Writes `bytes` into the device or pipe at `path`, opened without truncating or creating.
  static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(path) }
    defer { close(fd) }
    try writeAll(bytes, to: fd, path)
  }

  /// Writes `bytes` to a new file at `path` with every system call checked, through `fsync`, so
  /// that a full disk or an I/O error surfaces here with its reason rather than as a short file.
  static func writeChecked(_ bytes: [UInt8], to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw failure(path) }
    var closed = false
    defer { if !closed { close(fd) } }
    try writeAll(bytes, to: fd, path)
    guard fsync(fd) == 0 else { throw failure(path) }
    closed = true
    guard close(fd) == 0 else { throw failure(path) }
  }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32, _ path: String) throws {
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { throw failure(path) }
        offset += written
      }
    }
  }

  /// Gives `temporary` the permission bits of the file it replaces, if there is one.
  static func keepMode(of file: String, on temporary: String) throws {
    var status = stat()
    guard stat(file, &status) == 0 else { return }
    guard chmod(temporary, status.st_mode & 0o7777) == 0 else { throw failure(temporary) }
  }

  static func rename(_ temporary: String, over file: String) throws {
    guard Glibc.rename(temporary, file) == 0 else {
      let reason = String(cString: strerror(errno))
      throw FileWriteError(
        "renaming the finished file failed (\(reason))",
        reason: "renaming the finished file failed (\(reason))")
    }
  }

  static func removeFile(_ path: String) { unlink(path) }
}
