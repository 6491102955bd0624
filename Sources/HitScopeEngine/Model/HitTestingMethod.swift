/// A hit-testing method a view's class overrides, as the LLDB command prints it
/// (`hitscope: override <Class> hitTest:withEvent:`). Informational: HitScope still applies the
/// framework's default rule to the view and says so where its verdict decides an answer.
public enum HitTestingMethod: String, Hashable, Sendable, CaseIterable, Comparable {
  /// UIKit `hitTest(_:with:)`, AppKit `hitTest(_:)`.
  case hitTest
  /// UIKit `point(inside:with:)`.
  case pointInside

  /// The method as Swift names it under `semantics`.
  public func swiftName(_ semantics: Semantics) -> String {
    switch (self, semantics) {
    case (.hitTest, .appkit): "hitTest(_:)"
    case (.hitTest, _): "hitTest(_:with:)"
    case (.pointInside, _): "point(inside:with:)"
    }
  }

  /// The method of an Objective-C selector (`hitTest:withEvent:`, `hitTest:`,
  /// `pointInside:withEvent:`); nil for any other.
  public init?(selector: String) {
    switch selector {
    case "hitTest:withEvent:", "hitTest:": self = .hitTest
    case "pointInside:withEvent:": self = .pointInside
    default: return nil
    }
  }

  public static func < (a: HitTestingMethod, b: HitTestingMethod) -> Bool {
    a.rawValue < b.rawValue
  }
}

extension ViewNode {
  /// `StoreKit.BuyButton overrides point(inside:with:): UIKit's default shown`, or nil when the
  /// view's class overrides nothing.
  public var overrideNote: String? {
    guard !overrides.isEmpty else { return nil }
    let methods = overrides.sorted().map { $0.swiftName(semantics) }.joined(separator: " and ")
    let framework = semantics == .appkit ? "AppKit" : "UIKit"
    return "\(type) overrides \(methods): \(framework)'s default shown"
  }

  /// `overrides pointInside` (the methods as the `overrides` key names them), short enough for
  /// a name tag or a panel line; nil when the view's class overrides nothing.
  public var overridesPhrase: String? {
    guard !overrides.isEmpty else { return nil }
    return "overrides " + overrides.sorted().map(\.rawValue).joined(separator: " and ")
  }
}
