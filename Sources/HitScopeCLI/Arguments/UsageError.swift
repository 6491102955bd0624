/// The command line was wrong; the command stops at once with exit code 2.
///
/// `description` is the whole message without the `hitscope: ` prefix, a full sentence naming the
/// offending argument and what is allowed.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String
  /// The command whose help explains the right usage, if known.
  public var command: String?

  public init(_ description: String, command: String? = nil) {
    self.description = description
    self.command = command
  }
}
