import CCairo
import Foundation

/// Owns one `cairo_surface_t`: an ARGB32 or A8 image in pixels, or an SVG or PDF document in
/// points (SVG: px units, so one scene point is one CSS pixel).
package final class CairoSurface {
  let handle: OpaquePointer
  /// Size in the surface's own units: pixels for images, points for documents.
  package let width: Int
  package let height: Int

  private init(handle: OpaquePointer, width: Int, height: Int, what: String) throws {
    try CairoSurface.check(cairo_surface_status(handle), "Could not create \(what)") {
      cairo_surface_destroy(handle)
    }
    self.handle = handle
    self.width = width
    self.height = height
  }

  /// Where a stream surface's bytes go; held as long as the surface, which writes into it.
  private var sink: ByteSink?
  /// The document's text as `<text>` elements, for an SVG document.
  private(set) var textLayer: SVGTextLayer?

  deinit {
    cairo_surface_destroy(handle)
  }

  /// The bytes a stream surface (SVG, PDF, PNG encoding) writes, collected in memory. Files are
  /// then written with checked system calls: cairo's own file output can report success for a
  /// PDF whose bytes never reached a full disk.
  private final class ByteSink {
    var bytes: [UInt8] = []
  }

  private static let collect: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }

  /// An SVG document (px units) or a one-page PDF document (points, `title` in its metadata)
  /// collected in memory, for `format` `.svg` or `.pdf`; `finishedBytes()` completes it.
  static func document(
    _ format: ExportFormat, width: Double, height: Double, title: String = ""
  ) throws -> CairoSurface {
    precondition(format != .png, "A PNG is an image, not a document.")
    let sink = ByteSink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let surface = try CairoSurface(
      handle: format == .svg
        ? cairo_svg_surface_create_for_stream(collect, closure, width, height)
        : cairo_pdf_surface_create_for_stream(collect, closure, width, height),
      width: Int(width.rounded(.up)), height: Int(height.rounded(.up)),
      what: format == .svg ? "an SVG document" : "a PDF document")
    surface.sink = sink
    if format == .svg {
      surface.textLayer = SVGTextLayer()
      cairo_svg_surface_set_document_unit(surface.handle, CAIRO_SVG_UNIT_PX)
    } else {
      cairo_pdf_surface_set_metadata(surface.handle, CAIRO_PDF_METADATA_TITLE, title)
      cairo_pdf_surface_set_metadata(surface.handle, CAIRO_PDF_METADATA_CREATOR, "HitScope")
    }
    return surface
  }

  /// Completes an in-memory SVG or PDF document and returns its bytes.
  func finishedBytes() throws -> [UInt8] {
    guard let sink else {
      preconditionFailure("finishedBytes() is for SVG and PDF documents, made by document(...).")
    }
    cairo_surface_finish(handle)
    try CairoSurface.check(cairo_surface_status(handle), "Could not complete the document")
    return textLayer?.inserted(into: sink.bytes) ?? sink.bytes
  }

  /// The image encoded as a PNG file's bytes.
  func pngBytes() throws -> [UInt8] {
    cairo_surface_flush(handle)
    let sink = ByteSink()
    try CairoSurface.check(
      cairo_surface_write_to_png_stream(
        handle, CairoSurface.collect, Unmanaged.passUnretained(sink).toOpaque()),
      "Could not encode the PNG")
    return sink.bytes
  }

  /// Throws `RenderError("<failure>: <cairo's reason>.")`, after `cleanup`, unless `status` is
  /// success.
  static func check(
    _ status: cairo_status_t, _ failure: @autoclosure () -> String, cleanup: () -> Void = {}
  ) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    cleanup()
    throw RenderError("\(failure()): \(String(cString: cairo_status_to_string(status))).")
  }

  /// Largest side cairo's image surfaces accept, in pixels.
  static let maximumImageSide = 32767

  /// A transparent ARGB32 (premultiplied, native-endian) image of `width` x `height` pixels, or
  /// with `mask` an 8-bit alpha image.
  package static func image(width: Int, height: Int, mask: Bool = false) throws -> CairoSurface {
    try checkImageSize(width, height)
    return try CairoSurface(
      handle: cairo_image_surface_create(
        mask ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      width: width, height: height,
      what: "a \(width)x\(height) \(mask ? "mask" : "image") surface")
  }

  /// `width` x `height` ARGB32 pixels (as `copyARGBPixels` returns them) drawn by `body` on an
  /// image surface over the array's own storage, finished when `body` returns. `body` must
  /// write every pixel (the storage starts uninitialized).
  static func drawingPixels(
    width: Int, height: Int, _ body: (CairoSurface) throws -> Void
  ) throws -> [UInt32] {
    try checkImageSize(width, height)
    return try [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
      try drawing(over: buffer.baseAddress!, width: width, height: height, body)
      count = width * height
    }
  }

  /// Draws `body` on an image surface over `pixels` (`width` x `height` ARGB32 pixels, as
  /// `copyARGBPixels` returns them), which it changes in place; finished when `body` returns.
  static func drawing(
    on pixels: inout [UInt32], width: Int, height: Int, _ body: (CairoSurface) throws -> Void
  ) throws {
    try checkImageSize(width, height)
    precondition(
      pixels.count == width * height,
      "Drawing on \(pixels.count) pixels as a \(width)x\(height) image; pass an array of width * height pixels."
    )
    try pixels.withUnsafeMutableBufferPointer { buffer in
      try drawing(over: buffer.baseAddress!, width: width, height: height, body)
    }
  }

  private static func drawing(
    over base: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
    _ body: (CairoSurface) throws -> Void
  ) throws {
    precondition(
      Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4,
      "ARGB32 rows are packed 4 bytes a pixel; cairo asks for another stride.")
    let data = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self)
    let surface = try CairoSurface(
      handle: cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)),
      width: width, height: height, what: "a \(width)x\(height) image over an array")
    defer { cairo_surface_finish(surface.handle) }
    try body(surface)
    cairo_surface_flush(surface.handle)
  }

  static func checkImageSize(_ width: Int, _ height: Int) throws {
    guard (1...maximumImageSide).contains(width), (1...maximumImageSide).contains(height) else {
      throw RenderError(
        "An image of \(width)x\(height) pixels cannot be rendered; each side must be 1...\(maximumImageSide) pixels (lower the scale)."
      )
    }
  }

  /// Reads a PNG file into an ARGB32 image, whatever the file's own format.
  static func png(contentsOf path: String) throws -> CairoSurface {
    guard FileManager.default.fileExists(atPath: path) else {
      throw RenderError("Cannot read the PNG \"\(path)\": no such file.")
    }
    let loaded = cairo_image_surface_create_from_png(path)!
    defer { cairo_surface_destroy(loaded) }
    try check(cairo_surface_status(loaded), "Cannot read the PNG \"\(path)\"")
    let width = Int(cairo_image_surface_get_width(loaded))
    let height = Int(cairo_image_surface_get_height(loaded))
    let image = try CairoSurface.image(width: width, height: height)
    let cr = cairo_create(image.handle)!
    defer { cairo_destroy(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, loaded, 0, 0)
    cairo_paint(cr)
    try check(cairo_status(cr), "Cannot convert the PNG \"\(path)\"")
    cairo_surface_flush(image.handle)
    return image
  }

  /// Whether this is an image in memory (not a vector document).
  var isImage: Bool { cairo_surface_get_type(handle) == CAIRO_SURFACE_TYPE_IMAGE }

  var isSVG: Bool { cairo_surface_get_type(handle) == CAIRO_SURFACE_TYPE_SVG }

  /// Bytes per row of an image surface.
  var stride: Int { Int(cairo_image_surface_get_stride(handle)) }

  /// Copies an ARGB32 image's pixels out, row by row, `width` values per row.
  package func copyARGBPixels() -> [UInt32] {
    cairo_surface_flush(handle)
    precondition(stride == width * 4, "copyARGBPixels reads ARGB32 images, whose rows are packed.")
    guard let data = cairo_image_surface_get_data(handle) else {
      return [UInt32](repeating: 0, count: width * height)
    }
    // Every element is written by the copy: no zero-filling pass first.
    return [UInt32](unsafeUninitializedCapacity: width * height) { dst, count in
      memcpy(dst.baseAddress!, data, width * height * 4)
      count = width * height
    }
  }

  /// Replaces the image's pixels with `pixels`, `width` per row: ARGB32 values (`UInt32`) for an
  /// image, alpha bytes (`UInt8`) for a mask.
  func replacePixels<Pixel: FixedWidthInteger>(_ pixels: [Pixel]) {
    let size = MemoryLayout<Pixel>.size
    precondition(pixels.count == width * height, "Pixel count must be width x height.")
    precondition(
      size == (cairo_image_surface_get_format(handle) == CAIRO_FORMAT_A8 ? 1 : 4),
      "Replacing pixels of another size than the image's.")
    cairo_surface_flush(handle)
    let rowBytes = stride
    guard let data = cairo_image_surface_get_data(handle) else { return }
    pixels.withUnsafeBytes { src in
      for row in 0..<height {
        memcpy(data + row * rowBytes, src.baseAddress! + row * width * size, width * size)
      }
    }
    cairo_surface_mark_dirty(handle)
  }

  /// A run of pixels on one row: columns `x0..<x1` of row `y`.
  struct PixelRun: Equatable {
    var y: Int
    var x0: Int
    var x1: Int
  }

  /// The runs of pixels of an A8 mask in columns `x0..<x1` and rows `y0..<y1` (clamped to the
  /// image) whose alpha is not zero, row by row, left to right; clears those rows' bytes, so
  /// that the next shape drawn there starts from a transparent mask.
  func drainCoveredRuns(x0: Int, y0: Int, x1: Int, y1: Int) -> [PixelRun] {
    precondition(
      cairo_image_surface_get_format(handle) == CAIRO_FORMAT_A8,
      "drainCoveredRuns reads A8 masks; make the surface with image(width:height:mask:).")
    let (x0, y0, x1, y1) = (max(0, x0), max(0, y0), min(width, x1), min(height, y1))
    guard x1 > x0, y1 > y0 else { return [] }
    cairo_surface_flush(handle)
    guard let data = cairo_image_surface_get_data(handle) else { return [] }
    let rowBytes = stride
    var runs: [PixelRun] = []
    for y in y0..<y1 {
      let row = data + y * rowBytes
      var x = x0
      while x < x1 {
        guard row[x] != 0 else {
          x += 1
          continue
        }
        let start = x
        while x < x1, row[x] != 0 { x += 1 }
        runs.append(PixelRun(y: y, x0: start, x1: x))
      }
      memset(row + x0, 0, x1 - x0)
    }
    cairo_surface_mark_dirty_rectangle(
      handle, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    return runs
  }
}
