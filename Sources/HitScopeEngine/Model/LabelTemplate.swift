/// A label's text with `{counter}` placeholders already parsed (`{{` and `}}` are literal braces).
public struct LabelTemplate: Hashable, Sendable {
  public enum Segment: Hashable, Sendable {
    case text(String)
    case counter(String)
  }

  public var segments: [Segment]

  public init(segments: [Segment]) {
    self.segments = segments
  }

  /// Whether the label shows any character at all, whatever the counters hold.
  public var isEmpty: Bool {
    segments.allSatisfy {
      if case .text(let s) = $0 { return s.isEmpty }
      return false
    }
  }

  /// The text with each placeholder replaced by its counter's value (0 for an unknown counter).
  public func text(counters: [String: Int64]) -> String {
    var out = ""
    for segment in segments {
      switch segment {
      case .text(let s): out += s
      case .counter(let name): out += String(counters[name] ?? 0)
      }
    }
    return out
  }

  /// The names of the counters the label shows, in order.
  public var counterNames: [String] {
    segments.compactMap {
      if case .counter(let name) = $0 { return name }
      return nil
    }
  }
}
