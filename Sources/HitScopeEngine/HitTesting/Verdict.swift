/// Why a hit-test of one view ended as it did.
public enum Verdict: String, Hashable, Sendable, CaseIterable {
  /// The view itself is the result.
  case hit
  /// A child's result was taken.
  case descended
  case hidden
  /// UIKit: `isUserInteractionEnabled` is false.
  case interactionDisabled
  /// Alpha below the framework's cut-off (UIKit 0.01 as a Float, SwiftUI 0.001).
  case transparent
  /// SwiftUI's `allowsHitTesting(false)`.
  case hitTestingDisabled
  /// The point lies outside the hit region (or the transform is singular).
  case outside
  /// SwiftUI: the view paints nothing and no child took the point.
  case noRegion
  /// A `passthrough` override returned nil instead of the view.
  case passthrough
  /// A `redirect` override returned another view.
  case redirected

  /// Whether the verdict means the view took part in the result.
  public var isPositive: Bool { self == .hit || self == .descended || self == .redirected }
}
