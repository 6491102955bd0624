/// The common `hitTest(_:with:)` overrides a UIKit or AppKit view may carry.
public enum HitTestOverride: Hashable, Sendable {
  /// The framework's own behaviour.
  case standard
  /// Returns nil where the default would return the view itself (touches pass to views below).
  case passthrough
  /// Children are tested even where the point lies outside the view's own hit region.
  case outsideBounds
  /// Returns the view at this index of the tree, untested, where the default would return self.
  case redirect(ViewIndex)
}
