import Foundation
import HitScopeRender

/// A picture embedded in the page as a `data:image/png;base64,...` URI, so that the report is one
/// file that needs nothing else.
struct ReportPicture: Sendable {
  /// The `src` of an `<img>`.
  let dataURI: String
  /// The size the page lays the picture out at, in CSS pixels: the image's pixels divided by
  /// the scale it was rendered at (so a picture rendered at 2 stays sharp on a 2x screen).
  let width: Int
  let height: Int

  init(_ image: RasterImage, scale: Double) throws {
    dataURI = "data:image/png;base64," + Data(try image.pngBytes(.fast)).base64EncodedString()
    width = max(1, Int((Double(image.width) / scale).rounded()))
    height = max(1, Int((Double(image.height) / scale).rounded()))
  }
}
