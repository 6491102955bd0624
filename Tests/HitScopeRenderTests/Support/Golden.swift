import Foundation
import HitScopeRender
import Testing

/// Golden-image checks: `Goldens/NAME.png` beside the tests. A missing or mismatched golden
/// writes expected | diff | actual to `TestEnvironment.failuresDirectory` and fails the test;
/// `RECORD_GOLDENS=1` rewrites the golden instead.
enum Golden {
  /// Channel difference (0...255) a pixel may show without counting as changed: rounding in
  /// compositing stays within it, a moved edge or a new colour does not.
  static let tolerance = 8
  /// Share of pixels that may exceed the tolerance: one in ten thousand.
  static let allowedMismatchFraction = 0.0001

  static func check(
    _ image: RasterImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = TestEnvironment.goldensDirectory + "/\(name).png"
    if TestEnvironment.recording {
      try image.writePNG(to: path)
      return
    }
    let expected =
      FileManager.default.fileExists(atPath: path)
      ? try RasterImage(contentsOfPNG: path) : nil
    var failure: String? = nil
    if let expected {
      let comparison = ImageComparison(expected, image, tolerance: tolerance)
      if !comparison.sameSize {
        failure =
          "Golden \(name) is \(expected.width)x\(expected.height) but the render is \(image.width)x\(image.height)."
      } else if Double(comparison.mismatched) > allowedMismatchFraction * Double(comparison.total) {
        failure =
          "Golden \(name): \(comparison.mismatched) of \(comparison.total) pixels differ by more than \(tolerance) (largest \(comparison.largestDifference))."
      }
    } else {
      failure = "Golden \(name) is missing; run with RECORD_GOLDENS=1 to record it."
    }
    guard let failure else { return }
    let directory = TestEnvironment.failuresDirectory
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let out = directory + "/\(name).png"
    try FileManager.default.createDirectory(
      atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try ImageComparison.triptych(expected: expected, actual: image, tolerance: tolerance)
      .writePNG(to: out)
    Issue.record("\(failure) Expected | diff | actual: \(out)", sourceLocation: sourceLocation)
  }
}
