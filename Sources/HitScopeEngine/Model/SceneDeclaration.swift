/// What a scene's files declare: every value `Scene` is built from and every value taps change
/// (counters, toggleable flags), and nothing computed from them.
///
/// Equality is compiler-derived over every stored property, so a field added later takes part
/// without anyone listing it. It is cheap for a declaration compared with a copy of itself
/// (arrays sharing storage compare in constant time); two built separately from the same file
/// compare equal, view by view.
public struct SceneDeclaration: Sendable, Equatable {
  public var title: String
  /// The window's content size, in points.
  public var canvas: Size
  /// Not a view: never hit.
  public var background: Color
  /// Counter names in the order the file declares them.
  public var counterNames: [String]
  public var counters: [String: Int64]
  /// The views in pre-order: the root at index 0, every parent before its children.
  public internal(set) var views: [ViewNode]
  public var probes: [Probe]
  /// Where each view's object starts in the file it was read from, by view index; empty for a
  /// scene built in code.
  public let viewPositions: [SourcePosition]
  /// The model constants of the gesture simulation.
  public var gestureTiming: GestureTiming
  /// What the screen runs on: the audit's target sizes and wording.
  public var platform: Platform
}
