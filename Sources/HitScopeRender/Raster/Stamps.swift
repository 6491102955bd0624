import HitScopeEngine

/// Stamps (see `Stamp`) kept as images: name tags, which a crowded frame draws by the thousand
/// on every click, and the side panel's lines and markers, drawn again on every frame. Cairo's
/// fills and Pango's text cost several times a copy of their pixels. On image surfaces these are
/// always drawn this way, by one-shot renders too, so every image frame has the same pixels;
/// vector documents get them painted as vectors.
///
/// An image is drawn over transparency at the stamp's offset within a device pixel and kept per
/// stamp, user-space scale and that offset, so a stamp drawn again at the same sub-pixel place
/// is only composited; at most twice `capacity` images of each stamp type stay alive (see
/// `GenerationCache`).
final class Stamps {
  /// A stamp with the user-space scale and offset its image is drawn at.
  private struct Key<S: Stamp>: Hashable {
    var stamp: S
    var scale: Size
    /// The stamp's top-left corner's offset within its device pixel, 0 up to 1.
    var offset: Point
  }

  /// The images of one stamp type: keyed by that type itself, so that a lookup hashes and
  /// compares stamps as their own type (a type-erased key cost more than the drawing it saved
  /// on a crowded frame's thousand tags).
  private final class Table<S: Stamp>: ImageTable {
    var images: GenerationCache<Key<S>, CairoSurface>
    var count: Int { images.count }

    init(capacity: Int) { images = GenerationCache(capacity: capacity) }
  }

  private var tables: [ObjectIdentifier: any ImageTable] = [:]
  private let capacity: Int

  /// `capacity`: per stamp type; the default holds every tag and panel line of a 1,000-view
  /// frame in one generation.
  init(capacity: Int = 2048) {
    self.capacity = capacity
  }

  /// Whether stamps drawn on `context` are composited from images: on image surfaces under a
  /// user space that is scaled, not rotated or skewed.
  static func apply(to context: CairoContext) -> Bool {
    let m = context.matrix
    return context.surface.isImage && m.isAxisAligned && m.a > 0 && m.d > 0
  }

  /// Draws `stamp` on `context` with its box's top-left corner at `corner` (user space): its
  /// image composited where `apply(to:)` holds, else painted straight on. `snapped`: the corner
  /// goes to the nearest device pixel (less than half a pixel away), so that one image serves
  /// wherever the stamp is drawn; else the image is drawn at the corner's offset within the
  /// device pixel holding it.
  func draw(
    _ stamp: some Stamp, at corner: Point, snapped: Bool = false, on context: CairoContext,
    texts: TextLayoutCache
  ) throws {
    guard Stamps.apply(to: context) else {
      return try context.withState {
        context.translate(corner.x, corner.y)
        try stamp.paint(on: context, texts: texts)
      }
    }
    let m = context.matrix
    let p = m.apply(corner)
    let pixel =
      snapped ? Point(p.x.rounded(), p.y.rounded()) : Point(p.x.rounded(.down), p.y.rounded(.down))
    let key = Key(
      stamp: stamp, scale: Size(width: m.a, height: m.d),
      offset: snapped ? .zero : Point(p.x - pixel.x, p.y - pixel.y))
    let image = try self.image(key, texts: texts)
    Stamps.composite(
      image,
      in: Rect(origin: pixel, size: Size(width: Double(image.width), height: Double(image.height))),
      on: context)
  }

  /// Draws `stamp`, whose `size` is in device pixels, on `context` in the band of whole device
  /// pixels whose top-left corner is `corner`, and nowhere else, whatever the user space.
  func draw(
    _ stamp: some Stamp, pixels corner: Point, on context: CairoContext, texts: TextLayoutCache
  ) throws {
    let band = Rect(origin: corner, size: stamp.size)
    precondition(
      band.minX == band.minX.rounded() && band.minY == band.minY.rounded()
        && band.width == band.width.rounded() && band.height == band.height.rounded(),
      "Stamps.draw(_:pixels:on:texts:) draws whole device pixels; got the band \(band).")
    guard band.width > 0, band.height > 0 else { return }
    let key = Key(stamp: stamp, scale: Size(width: 1, height: 1), offset: .zero)
    Stamps.composite(try image(key, texts: texts), in: band, on: context)
  }

  /// Composites `image` in `box` (device pixels, its top-left corner the image's) on `context`,
  /// whatever the user space.
  private static func composite(_ image: CairoSurface, in box: Rect, on context: CairoContext) {
    context.withState {
      context.setMatrix(.identity)
      context.rectangle(box)
      context.setSource(image, x: box.minX, y: box.minY)
      context.fill()
    }
  }

  /// Stamps held now (both generations of every type).
  var count: Int { tables.values.reduce(0) { $0 + $1.count } }

  /// The image of `key`'s stamp kept for `key`, else drawn.
  private func image<S: Stamp>(_ key: Key<S>, texts: TextLayoutCache) throws -> CairoSurface {
    let type = ObjectIdentifier(S.self)
    if tables[type] == nil { tables[type] = Table<S>(capacity: capacity) }
    let table = tables[type] as! Table<S>
    return try table.images.value(for: key) {
      let size = key.stamp.size
      // A pixel of room past the far edges for antialiasing.
      let width = Int((key.offset.x + size.width * key.scale.width).rounded(.up)) + 1
      let height = Int((key.offset.y + size.height * key.scale.height).rounded(.up)) + 1
      let image = try CairoSurface.image(width: max(1, width), height: max(1, height))
      let drawing = try CairoContext(surface: image)
      drawing.translate(key.offset.x, key.offset.y)
      drawing.scale(key.scale.width, key.scale.height)
      try key.stamp.paint(on: drawing, texts: texts)
      try drawing.check("a stamp's image")
      return image
    }
  }
}

/// A table of stamp images, whatever its stamp type.
private protocol ImageTable: AnyObject {
  var count: Int { get }
}
