import HitScopeEngine

/// Name tags drawn once into small images and composited from there: a crowded frame redraws
/// hundreds of tags on every click (where an outline under them changed), and cairo's fill and
/// Pango's text cost several times a copy of their pixels. On image surfaces every tag is drawn
/// this way, by a one-shot render too, so a kept frame and a fresh one have the same pixels.
///
/// A tag's image is its rounded box and text, drawn over transparency at the tag's offset
/// within a device pixel; it is kept per text, colours, size, user-space scale and that offset,
/// so a tag drawn again at the same place is only composited; at most twice `capacity` images
/// stay alive (see `GenerationCache`).
final class TagImages {
  private struct Key: Hashable {
    var text: String
    var background: Color
    var foreground: Color
    var size: Size
    var scale: Size
    /// The tag's top-left corner's offset within its device pixel, 0 up to 1.
    var offset: Point
  }

  private var images: GenerationCache<Key, CairoSurface>

  init(capacity: Int = 2048) {
    images = GenerationCache(capacity: capacity)
  }

  /// Whether tags on `context` are composited from images: on image surfaces under a user
  /// space that is scaled, not rotated or skewed.
  static func apply(to context: CairoContext) -> Bool {
    let m = context.matrix
    return context.surface.isImage && m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0
  }

  /// Draws `body` of a tag whose rounded box is `frame` (user space) on `context`: `body` draws
  /// the box and text with the box's top-left corner at the user-space origin of the context it
  /// is handed, whose scale is `context`'s.
  func draw(
    text: String, background: Color, foreground: Color, frame: Rect, on context: CairoContext,
    body: (CairoContext) -> Void
  ) throws {
    let m = context.matrix
    let corner = m.apply(frame.origin)
    let x = corner.x.rounded(.down)
    let y = corner.y.rounded(.down)
    let key = Key(
      text: text, background: background, foreground: foreground, size: frame.size,
      scale: Size(width: m.a, height: m.d), offset: Point(corner.x - x, corner.y - y))
    let image = try self.image(for: key, body: body)
    context.withState {
      context.setMatrix(.identity)
      context.rectangle(
        Rect(x: x, y: y, width: Double(image.width), height: Double(image.height)))
      context.setSource(image, x: x, y: y, smooth: false)
      context.fill()
    }
  }

  /// Images held now (both generations).
  var count: Int { images.count }

  private func image(for key: Key, body: (CairoContext) -> Void) throws -> CairoSurface {
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
      body(drawing)
      try drawing.check("a name tag's image")
      return image
    }
  }
}
