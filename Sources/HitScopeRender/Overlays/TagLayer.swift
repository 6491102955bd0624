import HitScopeEngine

/// A frame's name tags but the hover's, on a transparent image of the frame's size: composited
/// over the layers under them in one paint, so that a change under the tags (a new click's
/// outlines) puts them back without drawing them one by one.
///
/// Compositing the layer gives the pixels drawing its tags in order over those layers gives:
/// a tag over a transparent pixel is its own premultiplied colour, and composited over a
/// pixel it blends as it would have been drawn there (where leader lines cross earlier tags,
/// up to a level of rounding apart). Every image frame draws its tags this way, so a kept frame
/// and a fresh one have the same pixels.
final class TagLayer {
  let surface: CairoSurface
  private let context: CairoContext
  /// The tags it holds, their records and the user space they were drawn in; nil while it holds
  /// none.
  private var held:
    (tags: [ObjectIdentifier], records: [FrameItem.Record], matrix: AffineTransform)?

  /// A transparent layer of `width` x `height` pixels.
  init(width: Int, height: Int) throws {
    surface = try CairoSurface.image(width: width, height: height)
    context = try CairoContext(surface: surface)
  }

  /// A transparent layer the size of `context`'s surface.
  convenience init(frameOf context: CairoContext) throws {
    try self.init(width: context.surface.width, height: context.surface.height)
  }

  /// A layer holding the tags this one holds, on pixels of its own.
  func copy() throws -> TagLayer {
    let layer = try TagLayer(width: surface.width, height: surface.height)
    layer.context.copyPixels(of: surface)
    layer.held = held
    return layer
  }

  /// Makes the layer hold `tags`, whose records are `records` (whole device pixels under
  /// `matrix`, the frame's user space: window points to pixels), `draw(i, context)` drawing the
  /// `i`th on a context whose user space is `matrix`. A tag is one object for as long as it
  /// stays where it was placed (see `LabelBoard.Tag`), so tags it already holds stay (no record
  /// is compared); the pixels of those that went are cleared and every tag over them drawn
  /// again, clipped. Returns where the layer changed (whole device pixels), nil when it was
  /// drawn whole.
  func show(
    _ tags: [LabelBoard.Tag], records: [FrameItem.Record], under matrix: AffineTransform,
    draw: (Int, CairoContext) throws -> Void
  ) throws -> [Rect]? {
    precondition(
      tags.count == records.count,
      "TagLayer.show takes one record per tag; got \(tags.count) tags and \(records.count) records."
    )
    context.setMatrix(matrix)
    let identities = tags.map(ObjectIdentifier.init)
    defer { held = (identities, records, matrix) }
    guard let held, held.matrix == matrix else {
      context.clearPixels(in: nil)
      for i in records.indices { try draw(i, context) }
      try context.check("the name tags")
      return nil
    }
    let before = Set(held.tags)
    let now = Set(identities)
    let changed =
      zip(held.tags, held.records).flatMap { now.contains($0) ? [] : $1.boxes }
      + zip(identities, records).flatMap { before.contains($0) ? [] : $1.boxes }
    guard !changed.isEmpty else { return [] }
    context.clearPixels(in: changed)
    try FrameItem.redraw(records, in: changed, on: context) { try draw($0, context) }
    try context.check("the name tags")
    return changed
  }
}
