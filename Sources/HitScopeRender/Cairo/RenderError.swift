/// A rendering or export failure caused by the environment or the input (a path that cannot be
/// written, a PNG that cannot be read, a size out of range), with a full-sentence message.
public struct RenderError: Error, CustomStringConvertible, Sendable {
  public var message: String
  /// The cause alone, without the file it concerns (`"out of memory"`), for callers that
  /// restate the message around another path.
  public var reason: String

  public init(_ message: String, reason: String? = nil) {
    self.message = message
    self.reason = reason ?? message
  }

  public var description: String { message }
}
