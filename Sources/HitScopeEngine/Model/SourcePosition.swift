/// A place in a source file (a scene, a dump): line and column, both counted from 1, the column in Unicode scalars.
///
/// A UTF-8 byte order mark at the very start of a file is not counted: the first character after
/// it is at line 1, column 1.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  // 32 bits each keep every parsed value small; files are far below 4 GiB.
  private var storedLine: UInt32
  private var storedColumn: UInt32

  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }

  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(clamping: newValue) }
  }

  public init(line: Int, column: Int) {
    self.storedLine = UInt32(clamping: line)
    self.storedColumn = UInt32(clamping: column)
  }

  /// The start of a file (also used for problems that concern the file as a whole).
  public static let start = SourcePosition(line: 1, column: 1)

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }

  /// `PATH:LINE:COLUMN`, the compiler's shape that editors and CI logs jump to; `PATH` alone
  /// when there is no position (a scene built in code).
  public static func place(_ path: String, _ position: SourcePosition?) -> String {
    position.map { "\(path):\($0)" } ?? path
  }
}
