import HitScopeEngine

/// Text layouts kept from frame to frame (a frame sets mostly the panel lines and tags of the
/// one before). A layout is made once per text, style, width and user-space scale and rotation,
/// in a measuring context of its own; it draws on any image context with that scale and
/// rotation exactly as a layout made there would (Pango lays text out for the matrix without
/// its offset, and every image surface has the same font options). At most twice `capacity`
/// layouts stay alive (see `GenerationCache`).
final class TextLayoutCache {
  private struct Key: Hashable {
    var text: String
    var style: TextStyle
    var width: Double?
    /// The user space's scale and rotation: its matrix without the offset.
    var linear: AffineTransform
  }

  private var layouts: GenerationCache<Key, TextLayout>
  private var measuring: [AffineTransform: CairoContext] = [:]

  init(capacity: Int = 4096) {
    layouts = GenerationCache(capacity: capacity)
  }

  /// `text` laid out as `TextLayout(text, style:, width:, in: context)` would, from the cache
  /// when it was laid out before under the same scale and rotation. Vector documents get a
  /// fresh layout: their font options differ from an image's.
  func layout(_ text: String, style: TextStyle, width: Double?, in context: CairoContext) throws
    -> TextLayout
  {
    guard context.surface.isImage else {
      return try TextLayout(text, style: style, width: width, in: context)
    }
    var linear = context.matrix
    (linear.tx, linear.ty) = (0, 0)
    let key = Key(text: text, style: style, width: width, linear: linear)
    return try layouts.value(for: key) {
      try TextLayout(text, style: style, width: width, in: measuringContext(linear))
    }
  }

  /// Layouts held now (both generations).
  var count: Int { layouts.count }

  private func measuringContext(_ linear: AffineTransform) throws -> CairoContext {
    if let known = measuring[linear] { return known }
    if measuring.count >= 8 { measuring = [:] }
    let context = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
    context.setMatrix(linear)
    measuring[linear] = context
    return context
  }
}
