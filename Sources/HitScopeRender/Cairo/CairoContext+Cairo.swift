import CCairo
import HitScopeEngine

/// Owns one `cairo_t` drawing on a `CairoSurface`. Coordinates are the context's current user
/// space; the caller sets it up (device pixels, or points for documents).
package final class CairoContext {
  let handle: OpaquePointer
  /// Keeps the target alive as long as the context draws on it.
  let surface: CairoSurface

  /// Curve flattening tolerance in device pixels: fine enough that fills match the engine's
  /// containment at pixel centres (the engine flattens to 0.001 point).
  static let tolerance = 0.01

  package init(surface: CairoSurface) throws {
    let cr = cairo_create(surface.handle)!
    try CairoSurface.check(cairo_status(cr), "Could not create a drawing context") {
      cairo_destroy(cr)
    }
    handle = cr
    self.surface = surface
    cairo_set_tolerance(cr, CairoContext.tolerance)
  }

  deinit {
    cairo_destroy(handle)
  }

  /// Throws when any drawing so far failed (cairo errors are sticky on the context).
  package func check(_ what: String) throws {
    try CairoSurface.check(cairo_status(handle), "Drawing \(what) failed")
  }

  // MARK: State

  /// Runs `body` between `save()` and `restore()`.
  func withState<R>(_ body: () throws -> R) rethrows -> R {
    cairo_save(handle)
    defer { cairo_restore(handle) }
    return try body()
  }

  /// Runs `body` between `save()` and `restore()`, the clip first cut to `rect` (user space).
  func withClip<R>(to rect: Rect, _ body: () throws -> R) rethrows -> R {
    try withState {
      rectangle(rect)
      clip()
      return try body()
    }
  }

  func translate(_ x: Double, _ y: Double) { cairo_translate(handle, x, y) }
  package func scale(_ sx: Double, _ sy: Double) { cairo_scale(handle, sx, sy) }

  /// Prepends `m` to the current user space: points given afterwards are in `m`'s source space.
  func concatenate(_ m: AffineTransform) {
    var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    cairo_transform(handle, &matrix)
  }

  /// The current user space to device map.
  var matrix: AffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(handle, &m)
    return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  func setMatrix(_ m: AffineTransform) {
    var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    cairo_set_matrix(handle, &matrix)
  }

  func setAntialias(_ on: Bool) {
    cairo_set_antialias(handle, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }

  /// The compositing operators drawing uses besides cairo's default, over.
  enum Operator {
    case source, clear
  }

  func setOperator(_ op: Operator) {
    cairo_set_operator(handle, op == .source ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_CLEAR)
  }

  // MARK: Paths

  /// The one conversion from engine paths to cairo: appends `path.elements` (quadratics raised
  /// to cubics) and selects its fill rule, so the fill is the region `Path.contains` answers.
  func append(_ path: Path) {
    var start = Point.zero
    var current = Point.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(handle, p.x, p.y)
        start = p
        current = p
      case .line(let p):
        cairo_line_to(handle, p.x, p.y)
        current = p
      case .quad(let c, let p):
        let c1 = current + (c - current) * (2.0 / 3.0)
        let c2 = p + (c - p) * (2.0 / 3.0)
        cairo_curve_to(handle, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .cubic(let c1, let c2, let p):
        cairo_curve_to(handle, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .close:
        cairo_close_path(handle)
        current = start
      }
    }
    cairo_set_fill_rule(
      handle, path.fillRule == .nonzero ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
  }

  /// Appends `path`, in the space `transform` maps into user space, leaving the matrix as it
  /// was and the fill rule the path's (a saved and restored state would undo the fill rule).
  func append(_ path: Path, through transform: AffineTransform) {
    let saved = matrix
    concatenate(transform)
    append(path)
    setMatrix(saved)
  }

  package func rectangle(_ r: Rect) { cairo_rectangle(handle, r.minX, r.minY, r.width, r.height) }

  /// A rounded rectangle in the current user space (for panel and label chrome).
  package func roundedRectangle(_ r: Rect, radius: Double) {
    append(.roundedRect(r, radius: radius))
  }

  func arc(center: Point, radius: Double) {
    cairo_new_sub_path(handle)
    cairo_arc(handle, center.x, center.y, radius, 0, 2 * Double.pi)
  }

  func moveTo(_ p: Point) { cairo_move_to(handle, p.x, p.y) }
  func lineTo(_ p: Point) { cairo_line_to(handle, p.x, p.y) }

  // MARK: Painting

  package func setSource(_ c: Color) {
    cairo_set_source_rgba(handle, c.red, c.green, c.blue, c.alpha)
  }

  /// Uses an image as source with its top-left corner at (x, y) in user space, sampled
  /// nearest: on whole device pixels its pixels are copied, never blurred.
  func setSource(_ image: CairoSurface, x: Double, y: Double) {
    cairo_set_source_surface(handle, image.handle, x, y)
    if let pattern = cairo_get_source(handle) {
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    }
  }

  /// A repeating hatch of `color` lines, `spacing` apart in user units, at 45 degrees (and at
  /// -45 degrees too when `crossed`).
  func setHatchSource(_ color: Color, spacing: Double, lineWidth: Double, crossed: Bool) throws {
    let size = max(2, Int((spacing * 4).rounded()))
    let tile = try CairoSurface.image(width: size, height: size)
    let tc = try CairoContext(surface: tile)
    let s = Double(size)
    tc.setSource(color)
    cairo_set_line_width(tc.handle, lineWidth * 4)
    cairo_set_line_cap(tc.handle, CAIRO_LINE_CAP_SQUARE)
    for offset in [-s, 0, s] {
      tc.moveTo(Point(offset, s))
      tc.lineTo(Point(offset + s, 0))
      if crossed {
        tc.moveTo(Point(offset, 0))
        tc.lineTo(Point(offset + s, s))
      }
    }
    cairo_stroke(tc.handle)
    try tc.check("a hatch tile")
    let pattern = try Self.repeatingPattern(of: tile)
    defer { cairo_pattern_destroy(pattern) }
    // The tile is drawn at 4x for clean lines; the pattern matrix maps user space onto it.
    var m = cairo_matrix_t(xx: 4, yx: 0, xy: 0, yy: 4, x0: 0, y0: 0)
    cairo_pattern_set_matrix(pattern, &m)
    if try !setDeviceHatchSource(pattern, period: s / 4) {
      cairo_set_source(handle, pattern)
    }
  }

  /// `tile` as a pattern that repeats it in both directions; the caller destroys it.
  private static func repeatingPattern(of tile: CairoSurface) throws -> OpaquePointer {
    cairo_surface_flush(tile.handle)
    let pattern = cairo_pattern_create_for_surface(tile.handle)!
    try CairoSurface.check(cairo_pattern_status(pattern), "Could not create a hatch pattern") {
      cairo_pattern_destroy(pattern)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
    return pattern
  }

  /// Sets as source `hatch` (a repeating pattern of `period` user units, scaled down from its
  /// tile) pre-sampled onto one period of device pixels, when the current user space makes that
  /// exact: an image target, an axis-aligned scale by a power of two, whole-pixel translation and
  /// a whole-pixel period. Every device pixel then gets the value the scaled pattern gives it,
  /// fetched without the convolution that sampling the scaled tile runs for every painted pixel.
  /// Returns false (nothing set) when the user space does not allow it.
  private func setDeviceHatchSource(_ hatch: OpaquePointer, period: Double) throws -> Bool {
    guard surface.isImage else { return false }
    let m = matrix
    let scale = m.a
    guard m.b == 0, m.c == 0, m.d == scale, [0.25, 0.5, 1, 2, 4, 8].contains(scale),
      m.tx == m.tx.rounded(), m.ty == m.ty.rounded(), abs(m.tx) < 1e6, abs(m.ty) < 1e6
    else { return false }
    let devicePeriod = period * scale
    guard devicePeriod == devicePeriod.rounded(), (1...512).contains(devicePeriod) else {
      return false
    }
    let size = Int(devicePeriod)
    // The same user space shifted by whole periods, so that one period lands on the tile.
    let shiftX = m.tx - (m.tx / devicePeriod).rounded(.down) * devicePeriod
    let shiftY = m.ty - (m.ty / devicePeriod).rounded(.down) * devicePeriod
    let tile = try CairoSurface.image(width: size, height: size)
    let tc = try CairoContext(surface: tile)
    var shifted = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: shiftX, y0: shiftY)
    cairo_set_matrix(tc.handle, &shifted)
    cairo_set_source(tc.handle, hatch)
    cairo_set_operator(tc.handle, CAIRO_OPERATOR_SOURCE)
    cairo_paint(tc.handle)
    try tc.check("a device hatch tile")
    let pattern = try Self.repeatingPattern(of: tile)
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    // User space to tile pixels: the device position less whole periods.
    cairo_pattern_set_matrix(pattern, &shifted)
    cairo_set_source(handle, pattern)
    return true
  }

  /// Fills `r` (user space) with `color`, replacing the current path.
  package func fill(_ r: Rect, with color: Color) {
    rectangle(r)
    fill(with: color)
  }

  /// Fills the current path with `color`, which stays the source.
  package func fill(with color: Color) {
    setSource(color)
    fill()
  }

  package func fill(preserve: Bool = false) {
    if preserve { cairo_fill_preserve(handle) } else { cairo_fill(handle) }
  }

  package func stroke(preserve: Bool = false) {
    if preserve { cairo_stroke_preserve(handle) } else { cairo_stroke(handle) }
  }

  func clip() { cairo_clip(handle) }

  /// Intersects the clip with `box` (device pixels) grown to whole pixels: a clip cairo applies
  /// exactly, without antialiasing, so it never changes a pixel inside it. A box that is not
  /// finite leaves the clip as it is; one beyond cairo's coordinate range is cut to it.
  func clipToDevicePixels(_ box: Rect) {
    let limit = Double(CairoSurface.maximumImageSide) * 4
    let x0 = max(-limit, box.minX.rounded(.down))
    let y0 = max(-limit, box.minY.rounded(.down))
    let x1 = min(limit, box.maxX.rounded(.up))
    let y1 = min(limit, box.maxY.rounded(.up))
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
    let saved = matrix
    cairo_identity_matrix(handle)
    cairo_new_path(handle)
    cairo_rectangle(handle, x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    setMatrix(saved)
    cairo_clip(handle)
  }

  package func paint() { cairo_paint(handle) }

  func paint(alpha: Double) { cairo_paint_with_alpha(handle, alpha) }

  /// An image of `mask`'s size holding the current source painted through `mask`'s alpha, the
  /// mask's pixel (i, j) standing for user space (i / scale, j / scale).
  func sourceImage(through mask: CairoSurface, scale: Double) throws -> CairoSurface {
    let image = try CairoSurface.image(width: mask.width, height: mask.height)
    let c = try CairoContext(surface: image)
    c.scale(scale, scale)
    // Locked to this user space, as the pattern is to ours: the same pixels in both.
    cairo_set_source(c.handle, cairo_get_source(handle))
    c.scale(1 / scale, 1 / scale)
    c.mask(mask, x: 0, y: 0)
    try c.check("an overlay image")
    return image
  }

  /// The box of the current clip in user space (the whole target when nothing clips).
  var clipExtents: Rect {
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(handle, &x0, &y0, &x1, &y1)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Paints the current source through the alpha of `mask`, placed at (x, y) in user space.
  func mask(_ mask: CairoSurface, x: Double, y: Double) {
    cairo_mask_surface(handle, mask.handle, x, y)
  }

  func pushGroup() { cairo_push_group(handle) }
  func popGroupToSource() { cairo_pop_group_to_source(handle) }

  /// Round joins and caps, as the scene format strokes and hit-tests outlines.
  package func setStroke(width: Double, dash: [Double] = []) {
    cairo_set_line_width(handle, width)
    cairo_set_line_join(handle, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(handle, CAIRO_LINE_CAP_ROUND)
    if dash.isEmpty {
      cairo_set_dash(handle, nil, 0, 0)
    } else {
      dash.withUnsafeBufferPointer { cairo_set_dash(handle, $0.baseAddress, Int32($0.count), 0) }
    }
  }
}
