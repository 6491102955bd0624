import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// A tag layer updated from one set of tags to another holds exactly the pixels of a layer
/// drawn afresh with the second, says where it changed, and composites each pixel once.
@Suite
struct TagLayerTests {
  init() { TestEnvironment.pinFonts }

  /// The frame's user space: points at `scale`, the canvas 10 px in.
  static func matrix(scale: Double) -> AffineTransform {
    AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 10, ty: 10)
  }

  /// Tags with texts and corners from `seed`, some crowded together so that their boxes meet.
  static func tags(seed: UInt64, count: Int, on context: CairoContext) throws -> [LabelBoard.Tag] {
    var random = SplitMix64(seed: seed)
    return try (0..<count).map { k in
      let text = "view-\(random.next() % 40)"
      let layout = try TextLayout(
        text, style: TextStyle(size: LabelBoard.fontSize, bold: true), width: nil, in: context)
      let size = Size(
        width: layout.size.width + 2 * LabelBoard.paddingX,
        height: layout.size.height + 2 * LabelBoard.paddingY)
      let corner = Point(
        Double(random.next() % 2000) / 10, Double(random.next() % 1200) / 10)
      let frame = Rect(origin: corner, size: size)
      let leader =
        k % 3 == 0
        ? PlacedTag.Leader(from: corner, to: Point(corner.x - 12.5, corner.y + 20.25)) : nil
      return LabelBoard.Tag(
        placed: PlacedTag(
          owner: .view(k), overlay: .regions, text: text, frame: frame, target: frame,
          leader: leader),
        background: Color(red: 0.2, green: 0.3 + 0.05 * Double(k % 8), blue: 0.7, alpha: 1),
        foreground: .white, layout: layout)
    }
  }

  /// Shows `tags` on `layer` as the overlay painter does; returns where it changed.
  @discardableResult
  static func show(_ tags: [LabelBoard.Tag], on layer: TagLayer, scale: Double) throws
    -> [Rect]?
  {
    let matrix = matrix(scale: scale)
    let board = LabelBoard(
      context: try CairoContext(surface: layer.surface),
      area: Rect(x: 0, y: 0, width: 240, height: 160))
    let records = tags.map { tag in
      FrameItem.Record(
        identity: .tag(tag.placed, tag.background, tag.foreground),
        boxes: [FrameItem.devicePixels(of: tag.box.insetBy(-2), under: matrix)])
    }
    return try layer.show(tags, records: records, under: matrix) { i, context in
      try board.draw(tags[i], on: context)
    }
  }

  @Test(arguments: [1.0, 2.0, 1.5])
  func anUpdatedLayerHoldsTheFreshPixels(scale: Double) throws {
    let width = Int(260 * scale) + 20
    let height = Int(180 * scale) + 20
    let kept = try TagLayer(width: width, height: height)
    let scratch = try CairoContext(surface: kept.surface)
    let first = try Self.tags(seed: 7, count: 30, on: scratch)
    // The second set keeps most of the first, drops some, moves some and adds new ones.
    var second = Array(first.enumerated().filter { $0.offset % 5 != 0 }.map(\.element))
    second.append(contentsOf: try Self.tags(seed: 8, count: 6, on: scratch))
    #expect(try Self.show(first, on: kept, scale: scale) == nil)
    let changed = try #require(try Self.show(second, on: kept, scale: scale))
    #expect(!changed.isEmpty)

    let fresh = try TagLayer(width: width, height: height)
    try Self.show(second, on: fresh, scale: scale)
    let keptPixels = kept.surface.copyARGBPixels()
    let freshPixels = fresh.surface.copyARGBPixels()
    let differing = zip(keptPixels, freshPixels).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels differ from a fresh layer at scale \(scale)")

    // Every pixel that differs from the first set's layer lies in a changed box.
    let before = try TagLayer(width: width, height: height)
    try Self.show(first, on: before, scale: scale)
    let beforePixels = before.surface.copyARGBPixels()
    var outside = 0
    for (i, (a, b)) in zip(beforePixels, freshPixels).enumerated() where a != b {
      let x = Double(i % width) + 0.5
      let y = Double(i / width) + 0.5
      if !changed.contains(where: { $0.contains(Point(x, y)) }) { outside += 1 }
    }
    #expect(outside == 0)
  }

  @Test func theSameTagsChangeNothing() throws {
    let layer = try TagLayer(width: 300, height: 200)
    let tags = try Self.tags(seed: 3, count: 12, on: try CairoContext(surface: layer.surface))
    try Self.show(tags, on: layer, scale: 1)
    #expect(try Self.show(tags, on: layer, scale: 1) == [])
    // Another user space draws the layer whole.
    #expect(try layer.show([], records: [], under: Self.matrix(scale: 2)) { _, _ in } == nil)
  }

  @Test func overlappingBoxesCompositeEachPixelOnce() throws {
    let image = try CairoSurface.image(width: 40, height: 40)
    let paint = try CairoContext(surface: image)
    paint.setSource(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    paint.paint()
    func composited(_ boxes: [Rect]) throws -> [UInt32] {
      let target = try CairoSurface.image(width: 40, height: 40)
      let context = try CairoContext(surface: target)
      context.setSource(.white)
      context.paint()
      context.composite(image, in: boxes)
      return target.copyARGBPixels()
    }
    let overlapping = try composited([
      Rect(x: 0, y: 0, width: 30, height: 20), Rect(x: 10, y: 0, width: 30, height: 20),
    ])
    let union = try composited([Rect(x: 0, y: 0, width: 40, height: 20)])
    #expect(overlapping == union)
    #expect(union[0] != union[39 * 40])
  }
}
