import Foundation
import HitScopeEngine

/// The memory a picture takes to draw, and the budget a headless picture must fit: a canvas at
/// the format's limit (16,384 x 16,384 points) drawn at scale 1 would take some 5 GB, which a
/// command refuses rather than starts, naming the size and the scale that fits.
public enum PictureMemory {
  /// Bytes each output pixel holds while a frame is drawn, at the peak: the frame, the scene
  /// layer, the overlays' layers and masks, the hit map's view per pixel and its tint image
  /// (4 bytes each), with room for the PNG being written.
  public static let bytesPerPixel = 20
  /// The most a picture may take: 2 GiB.
  public static let budget = 2 << 30

  /// The bytes a picture of `size` output pixels takes to draw.
  public static func bytes(for size: PixelSize) -> Int {
    size.width * size.height * bytesPerPixel
  }

  /// Throws when `scene`'s canvas drawn at `scale` output pixels per point is past the budget
  /// (the side panel, a few hundred pixels wide, is left out of the estimate).
  public static func check(canvasOf scene: Scene, scale: Double) throws {
    let size = PixelSize(
      width: Int((scene.canvas.width * scale).rounded(.up)),
      height: Int((scene.canvas.height * scale).rounded(.up)))
    try check(size, scale: scale)
  }

  /// Throws when a picture of `size`, drawn at `scale` output pixels per point, is past the
  /// budget: the message names the size, the memory and the largest scale (a multiple of 0.05,
  /// at most the one asked) within the budget.
  public static func check(_ size: PixelSize, scale: Double) throws {
    let needed = bytes(for: size)
    guard needed > budget else { return }
    // Memory grows with the square of the scale.
    let fitting = scale * (Double(budget) / Double(needed)).squareRoot()
    let suggested = max(RenderOptions.scaleRange.lowerBound, (fitting * 20).rounded(.down) / 20)
    let gigabytes = String(format: "%.1f", Double(needed) / Double(1 << 30))
    throw RenderError(
      "The picture would be \(size.width) x \(size.height) pixels at scale "
        + "\(scale.shortDescription), about \(gigabytes) GB to draw, past the 2 GB budget; "
        + "pass --scale \(suggested.shortDescription) or less to draw it smaller.",
      reason: "past the memory budget")
  }
}
