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
  /// (the side panel, a few hundred pixels wide, is left out of the estimate): the message names
  /// the size, the memory and the largest scale (a multiple of 0.05, at most the one asked)
  /// within the budget.
  public static func check(canvasOf scene: Scene, scale: Double) throws {
    let size = PixelSize(scene.canvas, scale: scale)
    let needed = bytes(for: size)
    guard needed > budget else { return }
    let suggested = max(
      RenderOptions.scaleRange.lowerBound, fittingScale(needing: needed, at: scale))
    let gigabytes = String(format: "%.1f", Double(needed) / Double(1 << 30))
    throw RenderError(
      "The picture would be \(size.width) x \(size.height) pixels at scale "
        + "\(scale.shortDescription), about \(gigabytes) GB to draw, past the 2 GB budget; "
        + "pass --scale \(suggested.shortDescription) or less to draw it smaller.")
  }

  /// The scale, in pixels per point, at which the per-pixel overlays of `scene` (the hit map,
  /// masks and hatches a vector picture embeds as images) are drawn when `scale` is asked: `scale`
  /// itself when its canvas fits the budget, else the largest multiple of 0.05 below it that
  /// fits. Vector pictures have no size limit of their own, so their rasters are made coarser
  /// rather than the picture refused.
  public static func rasterScale(canvasOf scene: Scene, upTo scale: Double) -> Double {
    let needed = bytes(for: PixelSize(scene.canvas, scale: scale))
    guard needed > budget else { return scale }
    return max(0.05, fittingScale(needing: needed, at: scale))
  }

  /// The largest multiple of 0.05, at most `scale`, at which a picture needing `needed` bytes at
  /// `scale` fits the budget (memory grows with the square of the scale).
  private static func fittingScale(needing needed: Int, at scale: Double) -> Double {
    let fitting = scale * (Double(budget) / Double(needed)).squareRoot()
    return (fitting * 20).rounded(.down) / 20
  }
}
