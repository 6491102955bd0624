/// A rendering or export failure caused by the environment or the input (a PNG that cannot be
/// read, a size out of range, cairo out of memory), with a full-sentence message. Files that
/// cannot be written throw `FileWriteError` (`AtomicFile`).
public struct RenderError: Error, CustomStringConvertible, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
