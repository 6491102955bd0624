/// Why a scene file could not be edited (a probe recorded or removed): a full sentence that
/// names the file and, for a problem in its text, the line and column.
public struct SceneEditError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
