/// One positional argument of a command, as help shows it (`SCENE`, `X,Y`).
public struct PositionalSpec: Hashable, Sendable {
  /// How many arguments the positional takes.
  public enum Arity: Hashable, Sendable {
    case one
    case optional
    case oneOrMore
    case zeroOrMore

    var minimum: Int { self == .one || self == .oneOrMore ? 1 : 0 }
    var isRepeated: Bool { self == .oneOrMore || self == .zeroOrMore }
  }

  public var name: String
  public var arity: Arity
  public var help: String

  public init(_ name: String, _ arity: Arity = .one, help: String) {
    self.name = name
    self.arity = arity
    self.help = help
  }

  /// How usage lines show the positional (`SCENE`, `[SCENE]`, `SCENE...`, `[X,Y ...]`).
  public var synopsis: String {
    switch arity {
    case .one: name
    case .optional: "[\(name)]"
    case .oneOrMore: "\(name)..."
    case .zeroOrMore: "[\(name)...]"
    }
  }
}
