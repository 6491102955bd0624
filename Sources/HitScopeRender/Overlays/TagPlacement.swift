import HitScopeEngine

/// Where one frame's name tags went (see `TagLayout`): every tag drawn on the canvas, with what it
/// names and the box on the canvas it belongs to, and how many could not be placed readably. Window points
/// (y down, the canvas' top-left corner at the origin), whatever the output's scale.
public struct TagPlacement: Hashable, Sendable {
  public var tags: [PlacedTag] = []
  /// Tags left out because no readable place was free (not counting the hovered view's).
  public var hidden = 0
}

/// A name tag on the canvas.
public struct PlacedTag: Hashable, Sendable {
  /// What a tag names: a view, or a probe by its index in the scene's probes.
  public enum Owner: Hashable, Sendable {
    case view(ViewIndex)
    case probe(Int)
  }

  public var owner: Owner
  /// The overlay that asked for the tag; nil for the hovered view's.
  public var overlay: Overlay?
  /// The text shown (the text asked for, shortened when longer than a tag holds).
  public var text: String
  /// The tag's rounded box, window points, inside the canvas.
  public var frame: Rect
  /// The owner's box on the canvas (a view's visible outline box, a probe's marker), window
  /// points: the tag touches it, or `leader` joins the two.
  public var target: Rect
  /// The line drawn from the tag to its target when the tag had to move away from it: from a
  /// point on the tag's edge to the nearest point of `target`. Nil when the tag touches it.
  public var leader: Leader?
  /// The tag's box colour (its owner's, or its verdict's); the text is white.
  public var color: Color

  public struct Leader: Hashable, Sendable {
    public var from: Point
    public var to: Point

    /// Radius of the dot drawn at the line's end, in points.
    static let dotRadius = 2.0

    /// Every pixel the line and its dot draw, in window points.
    var box: Rect { Rect(spanning: from, to, outset: Leader.dotRadius + 1.5) }
  }
}
