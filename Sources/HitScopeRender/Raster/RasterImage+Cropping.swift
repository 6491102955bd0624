extension RasterImage {
  /// The pixels of `rect` (output pixels, y down) cut out of this image, after clamping `rect`
  /// to the image: a rectangle partly outside gives its part inside, at least one pixel.
  public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> RasterImage {
    let x0 = min(max(0, x), width - 1)
    let y0 = min(max(0, y), height - 1)
    let x1 = max(x0 + 1, min(width, x + cropWidth))
    let y1 = max(y0 + 1, min(height, y + cropHeight))
    let out = (y0..<y1).flatMap { row in pixels[(row * width + x0)..<(row * width + x1)] }
    return RasterImage(width: x1 - x0, height: y1 - y0, pixels: out)
  }
}
