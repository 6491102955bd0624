import HitScopeEngine

/// A frame a renderer drew (see `SceneRenderer.renderFrame(_:)`): its pixels and where they
/// differ from the frame the same renderer returned before it, so that a window sends only
/// those to its display.
public struct RenderedFrame: Sendable {
  /// Counts the frames a renderer returned, from 1: `changed` holds since frame `number - 1`.
  public let number: Int
  public let image: RasterImage
  /// Rectangles of whole pixels in the image's coordinates (origin at the top-left, y down)
  /// that hold every pixel differing from frame `number - 1`, perhaps overlapping and reaching
  /// past the image's edges; nil when unknown (the first frame, a new size, an overlay turned
  /// on or off, a renderer that keeps nothing).
  public let changed: [Rect]?
}
