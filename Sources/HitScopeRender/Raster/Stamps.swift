import HitScopeEngine

/// Small things drawn once into images ("stamps") and composited wherever they are drawn again:
/// name tags, which a crowded frame draws by the thousand on every click, and the side panel's
/// lines and markers, drawn again on every frame. Cairo's fills and Pango's text cost several
/// times a copy of their pixels. On image surfaces these are always drawn this way, by one-shot
/// renders too, so every image frame has the same pixels; vector documents draw them as
/// vectors.
///
/// A stamp is drawn over transparency at its box's offset within a device pixel and kept per
/// content (anything `Hashable` that says what is drawn), box size, user-space scale and that
/// offset, so a thing drawn again at the same sub-pixel place is only composited; at most twice
/// `capacity` stamps stay alive (see `GenerationCache`).
final class Stamps {
  private struct Key: Hashable {
    var content: AnyHashable
    var size: Size
    var scale: Size
    /// The box's top-left corner's offset within its device pixel, 0 up to 1.
    var offset: Point
    /// Whether `size` is a band of device pixels (see `draw(_:pixels:on:body:)`).
    var isBand = false
  }

  private var images: GenerationCache<Key, CairoSurface>

  /// `capacity`: the default holds every tag and panel line of a 1,000-view frame in one
  /// generation.
  init(capacity: Int = 2048) {
    images = GenerationCache(capacity: capacity)
  }

  /// Whether things drawn on `context` are stamped: on image surfaces under a user space that
  /// is scaled, not rotated or skewed.
  static func apply(to context: CairoContext) -> Bool {
    let m = context.matrix
    return context.surface.isImage && m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0
  }

  /// Draws `content` on `context` by `body`, which must draw only inside `box` (user space) and
  /// draws with the box's top-left corner at the user-space origin of the context it is handed
  /// (whose scale is `context`'s). `body` runs when no stamp of `content` at this scale and
  /// sub-pixel offset is kept. `snapped`: the box's corner goes to the nearest device pixel
  /// (less than half a pixel away), so that one stamp serves wherever the thing is drawn.
  /// Returns the stamp as placed, for drawing it again under the same user space.
  @discardableResult
  func draw(
    _ content: AnyHashable, in box: Rect, snapped: Bool = false, on context: CairoContext,
    body: (CairoContext) throws -> Void
  ) throws -> Placed {
    let m = context.matrix
    let (corner, offset) = Stamps.corner(of: box, snapped: snapped, under: m)
    let key = Key(
      content: content, size: box.size, scale: Size(width: m.a, height: m.d), offset: offset)
    let placed = Placed(image: try self.image(for: key, body: body), corner: corner)
    placed.draw(on: context)
    return placed
  }

  /// Composites `image`, a stamp `draw(_:in:snapped:on:body:)` made for a box of `box`'s size
  /// under `context`'s scale (and, unless `snapped`, at `box`'s sub-pixel offset), where that
  /// would put it for `box`. Returns it as placed.
  @discardableResult
  static func place(
    _ image: CairoSurface, in box: Rect, snapped: Bool, on context: CairoContext
  ) -> Placed {
    let placed = Placed(
      image: image, corner: corner(of: box, snapped: snapped, under: context.matrix).corner)
    placed.draw(on: context)
    return placed
  }

  /// The device pixel a stamp of `box` (user space under `m`) goes to: its corner's nearest
  /// when `snapped`, else the one holding it, with the corner's offset within it (zero when
  /// snapped).
  private static func corner(of box: Rect, snapped: Bool, under m: AffineTransform) -> (
    corner: Point, offset: Point
  ) {
    let corner = m.apply(box.origin)
    let x = snapped ? corner.x.rounded() : corner.x.rounded(.down)
    let y = snapped ? corner.y.rounded() : corner.y.rounded(.down)
    return (Point(x, y), snapped ? .zero : Point(corner.x - x, corner.y - y))
  }

  /// A stamp and where it goes: its top-left corner, in whole device pixels.
  struct Placed {
    let image: CairoSurface
    let corner: Point

    /// Composites the stamp at its place on `context`, whatever the user space.
    func draw(on context: CairoContext) {
      context.withState {
        context.setMatrix(.identity)
        context.rectangle(
          Rect(
            x: corner.x, y: corner.y, width: Double(image.width), height: Double(image.height)))
        context.setSource(image, x: corner.x, y: corner.y, smooth: false)
        context.fill()
      }
    }
  }

  /// Draws `content` on `context` in `band` (whole device pixels) and nowhere else, by `body`,
  /// which draws on a context whose user space is the band's device pixels (its origin the
  /// band's top-left corner). `content` must say all `body` draws, relative to that corner.
  func draw(
    _ content: AnyHashable, pixels band: Rect, on context: CairoContext,
    body: (CairoContext) throws -> Void
  ) throws {
    precondition(
      band.minX == band.minX.rounded() && band.minY == band.minY.rounded()
        && band.width == band.width.rounded() && band.height == band.height.rounded(),
      "Stamps.draw(_:pixels:on:body:) draws whole device pixels; got the band \(band).")
    guard band.width > 0, band.height > 0 else { return }
    let key = Key(
      content: content, size: band.size, scale: Size(width: 1, height: 1), offset: .zero,
      isBand: true)
    let image = try images.value(for: key) {
      let image = try CairoSurface.image(width: Int(band.width), height: Int(band.height))
      let drawing = try CairoContext(surface: image)
      try body(drawing)
      try drawing.check("a stamp's image")
      return image
    }
    context.withState {
      context.setMatrix(.identity)
      context.rectangle(band)
      context.setSource(image, x: band.minX, y: band.minY, smooth: false)
      context.fill()
    }
  }

  /// Stamps held now (both generations).
  var count: Int { images.count }

  private func image(for key: Key, body: (CairoContext) throws -> Void) throws -> CairoSurface {
    try images.value(for: key) {
      // A pixel of room past the far edges for antialiasing.
      let width = Int((key.offset.x + key.size.width * key.scale.width).rounded(.up)) + 1
      let height = Int((key.offset.y + key.size.height * key.scale.height).rounded(.up)) + 1
      let image = try CairoSurface.image(width: max(1, width), height: max(1, height))
      let drawing = try CairoContext(surface: image)
      drawing.setMatrix(
        AffineTransform(
          a: key.scale.width, b: 0, c: 0, d: key.scale.height, tx: key.offset.x,
          ty: key.offset.y))
      try body(drawing)
      try drawing.check("a stamp's image")
      return image
    }
  }
}
