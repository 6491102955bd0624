/// Why SVG path data could not be read, and where.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem starts, as an index into the data's Unicode scalars (0 is the first).
  public var offset: Int
  /// A full sentence naming what was expected, where, and what was found, such as
  /// `expected a number after "L" at offset 7, found "x"`.
  public var message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  public var description: String { "invalid SVG path data: \(message)" }
}
