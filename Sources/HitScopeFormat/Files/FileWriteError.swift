/// A failure of the one writer (`AtomicFile`): the path as given and the reason, in one sentence.
public struct FileWriteError: Error, CustomStringConvertible, Sendable {
  public var message: String
  /// The cause alone, without the file it concerns (`"No space left on device"`), for callers
  /// that restate the message around another path.
  public var reason: String

  public init(_ message: String, reason: String? = nil) {
    self.message = message
    self.reason = reason ?? message
  }

  public var description: String { message }
}
