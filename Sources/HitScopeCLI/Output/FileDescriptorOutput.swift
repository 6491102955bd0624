import Glibc

/// Writes straight to a file descriptor with `write(2)`, so every call reaches a pipe at once
/// (no stdio buffer that would hold lines back until exit).
public final class FileDescriptorOutput: TextOutput, Sendable {
  public let descriptor: Int32
  public let isTerminal: Bool

  public init(descriptor: Int32) {
    self.descriptor = descriptor
    self.isTerminal = isatty(descriptor) == 1
  }

  public static func standardOutput() -> FileDescriptorOutput { .init(descriptor: 1) }
  public static func standardError() -> FileDescriptorOutput { .init(descriptor: 2) }

  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        // Anything else (EPIPE when SIGPIPE is ignored, a full disk) means the text can go
        // nowhere; the command's exit code still reports its own result.
        return
      }
      offset += written
    }
  }
}
