import HitScopeEngine

/// Why a file is not readable as JSON (with comments and trailing commas), and where.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  public var position: SourcePosition
  /// A sentence fragment naming what was found and what was expected.
  public var message: String

  public init(_ message: String, at position: SourcePosition) {
    self.position = position
    self.message = message
  }
}
