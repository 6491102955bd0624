/// An immutable outline in one coordinate space (a view's bounds space), in points, with the fill
/// rule that decides its inside.
///
/// The renderer hands `elements` to Cairo and the engine answers `contains` from the same value,
/// so what is drawn is what is hit. Curves are flattened once, at construction, to within
/// `Path.flatteningTolerance` of the exact Bézier; primitives (rectangles, ellipses, rounded
/// rectangles) are answered in closed form wherever the point is clearly away from the outline.
///
/// Every containment question reduces to one primitive, `winding(at:yUp:)`.
public struct Path: Hashable, Sendable {
  /// The drawing commands, absolute, in order. Paths made only of primitives store none and
  /// generate them when asked (the renderer asks once per frame), which keeps a scene of many
  /// rectangles, ellipses and rounded rectangles small.
  public var elements: [PathElement] {
    storedElements ?? subpaths.flatMap { $0.primitive?.elements ?? [] }
  }
  private let storedElements: [PathElement]?
  public let fillRule: FillRule
  /// The smallest axis-aligned rectangle holding the flattened outline; empty paths give `.zero`.
  public let bounds: Rect
  let subpaths: [Subpath]

  /// Maximum distance between a curve and its flattened polygon, in points: well under Cairo's
  /// 24.8 fixed-point resolution (1/256 point), so the polygon is the curve for every pixel test.
  public static let flatteningTolerance = 0.001

  /// A path from explicit commands; open subpaths are closed for filling.
  public init(elements: [PathElement], fillRule: FillRule = .nonzero) {
    self.init(elements: elements, fillRule: fillRule, subpaths: Subpath.flatten(elements))
  }

  init(elements: [PathElement]?, fillRule: FillRule, subpaths: [Subpath]) {
    self.storedElements = elements
    self.fillRule = fillRule
    self.subpaths = subpaths
    var box: Rect? = nil
    for subpath in subpaths where !subpath.isEmpty {
      box = box.map { $0.union(subpath.bounds) } ?? subpath.bounds
    }
    self.bounds = box ?? .zero
  }

  /// A path with no outline at all; it contains no point.
  public static let empty = Path(elements: [])

  public var isEmpty: Bool { subpaths.isEmpty }

  /// The rectangle when the path is one rectangle primitive (`Path.rect`), whose fill then
  /// holds exactly the points `Rect.contains(_:yUp:)` does; nil for any other path.
  var rectangle: Rect? {
    guard subpaths.count == 1, case .rect(let r)? = subpaths[0].primitive else { return nil }
    return r
  }

  /// A rectangle, drawn clockwise (y-down) from its minimum corner.
  public static func rect(_ r: Rect) -> Path {
    Path(primitive: .rect(r))
  }

  /// The ellipse inscribed in `r`, four cubic Béziers from its maximum-x point, clockwise (y-down).
  public static func ellipse(_ r: Rect) -> Path {
    Path(primitive: .ellipse(r))
  }

  /// A rectangle with quarter-ellipse corners of `radius`, clamped to `[0, min(w, h) / 2]`.
  public static func roundedRect(_ r: Rect, radius: Double) -> Path {
    let radius = max(0, min(radius, min(r.width, r.height) / 2))
    guard radius > 0 else { return rect(r) }
    return Path(primitive: .roundedRect(r, radius: radius))
  }

  /// All subpaths of `parts` in order under one fill rule; the parts' own rules are ignored.
  public static func compound(_ parts: [Path], fillRule: FillRule) -> Path {
    let primitiveOnly = parts.allSatisfy { $0.storedElements == nil }
    return Path(
      elements: primitiveOnly ? nil : parts.flatMap(\.elements), fillRule: fillRule,
      subpaths: parts.flatMap(\.subpaths))
  }

  private init(primitive: PathPrimitive) {
    self.init(elements: nil, fillRule: .nonzero, subpaths: [Subpath(primitive: primitive)])
  }

  /// The same outline under another fill rule.
  public func with(fillRule: FillRule) -> Path {
    Path(elements: storedElements, fillRule: fillRule, subpaths: subpaths)
  }

  // MARK: Containment

  /// The sum of the subpaths' winding numbers around `p`, clockwise on a y-down screen counting +1.
  ///
  /// Edges are half-open as `Rect.contains(_:yUp:)`: in y-down spaces (`yUp == false`) a point on
  /// a left or top edge counts as inside and on a right or bottom edge as outside; in y-up spaces
  /// the top edge on screen is the maximum-y one.
  public func winding(at p: Point, yUp: Bool = false) -> Int {
    var total = 0
    for i in subpaths.indices {
      total += subpaths[i].winding(at: p, yUp: yUp)
    }
    return total
  }

  /// Whether the fill of the path covers `p` (see `winding(at:yUp:)` for the edges).
  public func contains(_ p: Point, yUp: Bool = false) -> Bool {
    guard p.x >= bounds.minX, p.x <= bounds.maxX, p.y >= bounds.minY, p.y <= bounds.maxY else {
      return false
    }
    return fillRule.fills(winding: winding(at: p, yUp: yUp))
  }

  /// Whether `p` lies within `lineWidth / 2` of the outline (round joins and caps); open subpaths
  /// are not closed for stroking.
  public func strokeContains(_ p: Point, lineWidth: Double) -> Bool {
    guard lineWidth > 0 else { return false }
    let half = lineWidth / 2
    guard p.x >= bounds.minX - half, p.x <= bounds.maxX + half, p.y >= bounds.minY - half,
      p.y <= bounds.maxY + half
    else { return false }
    let limit = half * half
    for subpath in subpaths where subpath.squaredDistance(to: p, atMost: limit) <= limit {
      return true
    }
    return false
  }
}
