import HitScopeEngine

/// Text layouts kept from frame to frame: a hover or click frame sets the same panel lines and
/// name tags as the frame before, and laying each out again through Pango cost more than drawing
/// it. A layout is made once per text, style, width and user-space scale and rotation, in a
/// measuring context of its own, so it holds no frame's surface; it draws on any image context
/// with that scale and rotation exactly as a layout made there would (Pango lays text out for
/// the matrix without its offset, and every image surface has the same font options).
///
/// Bounded: at most twice `capacity` layouts stay alive (see `GenerationCache`).
final class TextLayoutCache {
  private struct Key: Hashable {
    var text: String
    var style: TextStyle
    var width: Double?
    var linear: Linear
  }

  /// A user space's scale and rotation (its matrix without the offset).
  private struct Linear: Hashable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double
  }

  private var layouts: GenerationCache<Key, TextLayout>
  private var measuring: [Linear: CairoContext] = [:]

  init(capacity: Int = 4096) {
    layouts = GenerationCache(capacity: capacity)
  }

  var capacity: Int { layouts.capacity }

  /// `text` laid out as `TextLayout(text, style:, width:, in: context)` would, from the cache
  /// when it was laid out before under the same scale and rotation. Vector documents get a
  /// fresh layout: their font options differ from an image's.
  func layout(_ text: String, style: TextStyle, width: Double?, in context: CairoContext) throws
    -> TextLayout
  {
    guard context.surface.isImage else {
      return try TextLayout(text, style: style, width: width, in: context)
    }
    let m = context.matrix
    let linear = Linear(a: m.a, b: m.b, c: m.c, d: m.d)
    let key = Key(text: text, style: style, width: width, linear: linear)
    return try layouts.value(for: key) {
      try TextLayout(text, style: style, width: width, in: measuringContext(linear))
    }
  }

  /// Layouts held now (both generations).
  var count: Int { layouts.count }

  private func measuringContext(_ linear: Linear) throws -> CairoContext {
    if let known = measuring[linear] { return known }
    if measuring.count >= 8 { measuring = [:] }
    let context = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
    context.setMatrix(
      AffineTransform(a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: 0, ty: 0))
    measuring[linear] = context
    return context
  }
}

extension Optional where Wrapped == TextLayoutCache {
  /// A layout from the cache, or made afresh on `context` when there is no cache.
  func layout(_ text: String, style: TextStyle, width: Double?, in context: CairoContext) throws
    -> TextLayout
  {
    switch self {
    case .some(let cache): try cache.layout(text, style: style, width: width, in: context)
    case .none: try TextLayout(text, style: style, width: width, in: context)
    }
  }
}
