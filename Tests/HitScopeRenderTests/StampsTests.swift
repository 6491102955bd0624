import HitScopeEngine
import Testing

@testable import HitScopeRender

/// Stamped tags look as tags drawn directly do where the stamp puts them (on the nearest pixel), a
/// stamp is made once per content, scale and sub-pixel place (once per text and scale for a tag),
/// and the cache stays within its bound; a stamped panel looks as one drawn
/// directly does.
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
        text, style: TextStyle(size: TagLayout.fontSize, bold: true), width: nil, in: context)
      let size = Size(
        width: layout.size.width + 2 * TagLayout.paddingX,
        height: layout.size.height + 2 * TagLayout.paddingY)
      let tag = PlacedTag(
        owner: .view(0), overlay: .regions, text: text, frame: Rect(origin: corner, size: size),
        target: Rect(origin: corner, size: size), leader: nil,
        color: Color(red: 0.8, green: 0.1, blue: 0.3, alpha: 1))
      if let stamps {
        try tag.draw(on: context, stamps: stamps, texts: nil)
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

  @Test func anUnsnappedImageIsMadeOncePerSubPixelPlace() throws {
    let stamps = Stamps()
    let surface = try CairoSurface.image(width: 100, height: 40)
    let context = try CairoContext(surface: surface)
    var drawn = 0
    for x in [10.0, 30, 50.5, 70.5, 12.25] {
      try stamps.draw("dot", in: Rect(x: x, y: 10, width: 6, height: 6), on: context) {
        drawn += 1
        $0.arc(center: Point(3, 3), radius: 3)
        $0.fill()
      }
    }
    #expect(drawn == 3)
    #expect(stamps.count == 3)
  }

  @Test func theCacheStaysWithinTwiceItsCapacity() throws {
    let stamps = Stamps(capacity: 4)
    let tags = (0..<20).map { ("t\($0)", Point(Double($0 % 5) * 40, Double($0 / 5) * 18)) }
    _ = try draw(tags, scale: 1, stamps: stamps)
    #expect(stamps.count <= 8)
    #expect(stamps.count >= 4)
  }

  /// A stamp's image placed again for a box at another place lands where drawing the stamp
  /// there puts it: the same pixels, snapped or at the same sub-pixel offset.
  @Test(arguments: [(1.0, true), (2.0, true), (1.5, true), (1.0, false), (2.0, false)])
  func placingAStampsImageDrawsWhatDrawingItDraws(scale: Double, snapped: Bool) throws {
    let made = Stamps()
    let source = try CairoContext(surface: CairoSurface.image(width: 10, height: 10))
    source.scale(scale, scale)
    let image = try made.draw(
      "ring", in: Rect(x: 0.25, y: 0.5, width: 9, height: 7), snapped: snapped, on: source
    ) {
      $0.arc(center: Point(4.5, 3.5), radius: 3)
      $0.setStroke(width: 1.5)
      $0.stroke()
    }.image
    // Each box at the offset the image was made for, where the image itself is unsnapped.
    for box in [
      Rect(x: 20.25, y: 10.5, width: 9, height: 7), Rect(x: 3.25, y: 30.5, width: 9, height: 7),
    ] {
      let drawn = try CairoSurface.image(width: 120, height: 100)
      let drawing = try CairoContext(surface: drawn)
      drawing.scale(scale, scale)
      try made.draw("ring", in: box, snapped: snapped, on: drawing) { _ in
        Issue.record("The stamp is kept: drawing it again must not draw its content.")
      }
      let placed = try CairoSurface.image(width: 120, height: 100)
      let placing = try CairoContext(surface: placed)
      placing.scale(scale, scale)
      Stamps.place(image, in: box, snapped: snapped, on: placing)
      #expect(drawn.copyARGBPixels() == placed.copyARGBPixels(), "box \(box)")
      #expect(drawn.copyARGBPixels().contains { $0 != 0 })
    }
  }
}
