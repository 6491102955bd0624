import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A stamp is kept by its value: equal stamps share one image, unequal ones (of another type
/// too) never do, once per scale and sub-pixel place (once per text and scale for a snapped
/// tag); a composited stamp has the pixels its paint draws, and the cache stays within its
/// bound.
@Suite(.serialized)
struct StampsTests {
  init() { TestEnvironment.pinFonts }

  /// Draws `tags` (text, top-left corner in points) on a striped 240x80 pt image at `scale`,
  /// through `stamps` or (nil) directly, and returns its pixels.
  func draw(_ tags: [(String, Point)], scale: Double, stamps: Stamps?) throws -> RasterImage {
    let width = Int(240 * scale)
    let height = Int(80 * scale)
    let surface = try CairoSurface.image(width: width, height: height)
    let context = try CairoContext(surface: surface)
    // Stripes under the tags: their boxes are translucent.
    for k in 0..<12 {
      context.rectangle(
        Rect(x: Double(k) * 20 * scale, y: 0, width: 10 * scale, height: 80 * scale))
      context.setSource(k % 2 == 0 ? .black : Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
      context.fill()
    }
    context.scale(scale, scale)
    for (text, corner) in tags {
      let layout = try TextLayout(
        text, style: TagLayout.textStyle, width: nil, in: context)
      let size = Size(
        width: layout.size.width + 2 * TagLayout.paddingX,
        height: layout.size.height + 2 * TagLayout.paddingY)
      let tag = PlacedTag(
        owner: .view(0), overlay: .regions, text: text, frame: Rect(origin: corner, size: size),
        target: Rect(origin: corner, size: size), leader: nil,
        color: Color(red: 0.8, green: 0.1, blue: 0.3, alpha: 1))
      if let stamps {
        try tag.draw(on: context, stamps: stamps, texts: TextLayoutCache())
      } else {
        // The direct drawing: the same box and text straight onto the surface, where the stamp
        // goes (the tag's box, a point of room around its frame, with its corner on the
        // nearest pixel).
        let x = ((corner.x - 1) * scale).rounded()
        let y = ((corner.y - 1) * scale).rounded()
        context.withState {
          context.setMatrix(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y))
          context.roundedRectangle(Rect(origin: Point(1, 1), size: size), radius: 4)
          context.setSource(tag.color.withAlpha(0.92))
          context.fill()
          layout.draw(
            at: Point(1 + TagLayout.paddingX, 1 + TagLayout.paddingY), color: .white,
            in: context)
        }
      }
    }
    return RasterImage(width: width, height: height, pixels: surface.copyARGBPixels())
  }

  @Test(arguments: [1.0, 2.0, 1.5])
  func compositedTagsLookLikeDrawnOnes(scale: Double) throws {
    let tags = [
      ("cardB", Point(10, 10)), ("photo → badge", Point(70.3, 30.7)), ("é ✓", Point(180.5, 52.25)),
    ]
    let direct = try draw(tags, scale: scale, stamps: nil)
    let composited = try draw(tags, scale: scale, stamps: Stamps())
    // Compositing rounds twice where direct drawing rounds once: a few levels at most.
    let comparison = ImageComparison(direct, composited, tolerance: 4)
    #expect(comparison.mismatched == 0, "largest difference \(comparison.largestDifference)")
    // The tags were drawn at all: the pictures differ from the bare stripes.
    let bare = try draw([], scale: scale, stamps: nil)
    #expect(ImageComparison(bare, composited, tolerance: 8).mismatched > 200)
  }

  @Test func aTagsImageIsMadeOncePerTextAndScaleWhereverItLands() throws {
    let stamps = Stamps()
    _ = try draw([("a", Point(10, 10)), ("a", Point(60, 10))], scale: 1, stamps: stamps)
    #expect(stamps.count == 1)
    _ = try draw([("a", Point(110.5, 10.25)), ("a", Point(3.7, 40))], scale: 1, stamps: stamps)
    #expect(stamps.count == 1)
    _ = try draw([("a", Point(10, 10))], scale: 2, stamps: stamps)
    #expect(stamps.count == 2)
    _ = try draw([("b", Point(10, 10))], scale: 2, stamps: stamps)
    #expect(stamps.count == 3)
  }

  /// A ring stroked around the centre of its box, in points.
  struct Ring: Stamp {
    var radius: Double
    var size: Size { Size(width: 2 * radius + 2, height: 2 * radius + 2) }

    func paint(on context: CairoContext, texts: TextLayoutCache) {
      context.arc(center: Point(radius + 1, radius + 1), radius: radius)
      context.setStroke(width: 1.5)
      context.stroke()
    }
  }

  /// A disc filling its box, in points: another type whose values hash as a ring's do.
  struct Disc: Stamp {
    var radius: Double
    var size: Size { Size(width: 2 * radius + 2, height: 2 * radius + 2) }

    func paint(on context: CairoContext, texts: TextLayoutCache) {
      context.arc(center: Point(radius + 1, radius + 1), radius: radius)
      context.fill()
    }
  }

  /// `stamps` drawn through `Stamps` (or, nil, painted straight onto the surface) at their
  /// corners on a transparent 120x60 pt image at `scale`; its pixels.
  func pixels(
    of stamps: [(any Stamp, Point)], scale: Double, snapped: Bool = false, through kept: Stamps?
  ) throws -> [UInt32] {
    let surface = try CairoSurface.image(width: Int(120 * scale), height: Int(60 * scale))
    let context = try CairoContext(surface: surface)
    context.scale(scale, scale)
    for (stamp, corner) in stamps {
      if let kept {
        try kept.draw(stamp, at: corner, snapped: snapped, on: context, texts: TextLayoutCache())
      } else {
        try context.withState {
          context.translate(corner.x, corner.y)
          try stamp.paint(on: context, texts: TextLayoutCache())
        }
      }
    }
    return surface.copyARGBPixels()
  }

  @Test(arguments: [1.0, 2.0, 1.5])
  func equalStampsShareOneImageAndUnequalOnesNever(scale: Double) throws {
    let stamps = Stamps()
    _ = try pixels(
      of: [(Ring(radius: 4), Point(10, 10)), (Ring(radius: 4), Point(40, 20))], scale: scale,
      snapped: true, through: stamps)
    #expect(stamps.count == 1)
    _ = try pixels(
      of: [(Ring(radius: 5), Point(10, 10)), (Disc(radius: 4), Point(40, 20))], scale: scale,
      snapped: true, through: stamps)
    #expect(stamps.count == 3)
  }

  @Test func anUnsnappedStampsImageIsMadeOncePerSubPixelPlace() throws {
    let stamps = Stamps()
    let corners = [10.0, 30, 50.5, 70.5, 12.25].map { Point($0, 10) }
    _ = try pixels(of: corners.map { (Ring(radius: 3), $0) }, scale: 1, through: stamps)
    #expect(stamps.count == 3)
  }

  /// On a transparent image a composited stamp is the very pixels its paint draws there: at
  /// whole pixels and at a sub-pixel offset, for each kind of stamp.
  @Test(arguments: [1.0, 2.0, 1.5])
  func aStampsPixelsAreItsPaintsPixels(scale: Double) throws {
    let drawn: [(any Stamp, Point)] = [
      (Ring(radius: 4), Point(10, 10)), (Disc(radius: 3), Point(40.25, 20.5)),
      (Ring(radius: 6), Point(70.5, 30.75)),
    ]
    let direct = try pixels(of: drawn, scale: scale, through: nil)
    #expect(direct == (try pixels(of: drawn, scale: scale, through: Stamps())))
    #expect(direct.contains { $0 != 0 })
  }

  /// A stamp drawn in a band of device pixels draws there what its paint draws, and nothing
  /// outside the band, whatever the user space.
  @Test func aBandStampDrawsInsideItsBandOnly() throws {
    /// A ring stroked past the band's bottom and right edges.
    struct Overflowing: Stamp {
      var size: Size { Size(width: 12, height: 8) }
      func paint(on context: CairoContext, texts: TextLayoutCache) {
        context.rectangle(Rect(x: 2, y: 2, width: 14, height: 14))
        context.setStroke(width: 2)
        context.stroke()
      }
    }
    let surface = try CairoSurface.image(width: 40, height: 30)
    let context = try CairoContext(surface: surface)
    context.scale(2, 2)
    try Stamps().draw(Overflowing(), pixels: Point(10, 5), on: context, texts: TextLayoutCache())
    let expected = try CairoSurface.image(width: 40, height: 30)
    let direct = try CairoContext(surface: expected)
    direct.rectangle(Rect(x: 10, y: 5, width: 12, height: 8))
    direct.clip()
    direct.translate(10, 5)
    Overflowing().paint(on: direct, texts: TextLayoutCache())
    #expect(surface.copyARGBPixels() == expected.copyARGBPixels())
    #expect(surface.copyARGBPixels().contains { $0 != 0 })
  }

  /// On a vector surface a stamp is painted where it goes, not composited.
  @Test func aVectorDocumentGetsTheStampPainted() throws {
    let stamps = Stamps()
    let surface = try CairoSurface.document(.svg, width: 100, height: 50)
    try stamps.draw(
      Ring(radius: 4), at: Point(10, 10), on: CairoContext(surface: surface),
      texts: TextLayoutCache())
    #expect(stamps.count == 0)
    let document = String(decoding: try surface.finishedBytes(), as: UTF8.self)
    #expect(document.contains("<path") && !document.contains("<image"))
  }

  @Test func theCacheStaysWithinTwiceItsCapacity() throws {
    let stamps = Stamps(capacity: 4)
    let tags = (0..<20).map { ("t\($0)", Point(Double($0 % 5) * 40, Double($0 / 5) * 18)) }
    _ = try draw(tags, scale: 1, stamps: stamps)
    #expect(stamps.count <= 8)
    #expect(stamps.count >= 4)
  }
}
