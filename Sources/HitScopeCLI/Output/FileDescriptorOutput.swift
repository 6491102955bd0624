import Glibc
import Synchronization

/// Writes straight to a file descriptor with `write(2)`, so every call reaches a pipe at once
/// (no stdio buffer that would hold lines back until exit).
public final class FileDescriptorOutput: TextOutput, Sendable {
  public let descriptor: Int32
  public let isTerminal: Bool
  /// The first write error (`errno`), kept so that the command can end with exit 3 and say so.
  private let failure = Mutex<Int32?>(nil)

  public init(descriptor: Int32) {
    self.descriptor = descriptor
    self.isTerminal = isatty(descriptor) == 1
  }

  public static func standardOutput() -> FileDescriptorOutput { .init(descriptor: 1) }
  public static func standardError() -> FileDescriptorOutput { .init(descriptor: 2) }

  public func write(_ text: String) {
    guard failure.withLock({ $0 == nil }) else { return }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        // A full disk, /dev/full, a reader gone (EPIPE when SIGPIPE is ignored): the rest
        // can go nowhere. `close()` reports it.
        let code = errno
        failure.withLock { $0 = code }
        return
      }
      offset += written
    }
  }

  /// Closes the descriptor; the reason any write or the close failed (`"No space left on
  /// device"`), or nil when everything written arrived. A descriptor that was never open is no
  /// failure.
  public func close() -> String? {
    if let code = failure.withLock({ $0 }) { return String(cString: strerror(code)) }
    if Glibc.close(descriptor) != 0, errno != EBADF { return String(cString: strerror(errno)) }
    return nil
  }
}
