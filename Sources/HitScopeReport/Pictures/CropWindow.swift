import HitScopeEngine
import HitScopeRender

/// Which part of a rendered frame a cropped picture shows: a box in window points, kept at least
/// a minimum size and inside the frame.
enum CropWindow {
  /// Size of the picture around a probe's point, in window points.
  static let aroundPoint = Size(width: 240, height: 170)
  /// Room kept around a view's box, in window points.
  static let viewPadding = 28.0
  /// Smallest picture of a view, in window points.
  static let minimumAroundView = Size(width: 200, height: 140)

  /// The box `size` centred on `point`.
  static func around(_ point: Point, size: Size = aroundPoint) -> Rect {
    Rect(
      x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// `box` grown by `viewPadding` on each side, then to `minimumAroundView` about its centre.
  static func around(_ box: Rect) -> Rect {
    let padded = box.insetBy(-viewPadding)
    let width = max(padded.width, minimumAroundView.width)
    let height = max(padded.height, minimumAroundView.height)
    return Rect(
      x: padded.midX - width / 2, y: padded.midY - height / 2, width: width, height: height)
  }

  /// `window` (window points) as whole output pixels of a frame laid out by `layout`, moved
  /// (not shrunk) to lie inside a frame of `frameSize` where it fits, else cut to it.
  static func pixels(of window: Rect, in layout: FrameLayout, frameSize: PixelSize)
    -> (x: Int, y: Int, width: Int, height: Int)
  {
    let origin = layout.pixel(atScenePoint: Point(window.minX, window.minY))
    let width = min(frameSize.width, Int((window.width * layout.scale).rounded()))
    let height = min(frameSize.height, Int((window.height * layout.scale).rounded()))
    let x = min(max(0, Int(origin.x.rounded())), frameSize.width - width)
    let y = min(max(0, Int(origin.y.rounded())), frameSize.height - height)
    return (x, y, width, height)
  }
}
