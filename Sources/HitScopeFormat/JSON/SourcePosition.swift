/// A place in a scene file: line and column, both counted from 1, the column in Unicode scalars.
///
/// A UTF-8 byte order mark at the very start of a file is not counted: the first character after
/// it is at line 1, column 1.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The start of a file (also used for problems that concern the file as a whole).
  public static let start = SourcePosition(line: 1, column: 1)

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}
