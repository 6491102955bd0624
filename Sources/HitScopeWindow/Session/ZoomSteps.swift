/// The scales `+` and `-` step through, in device pixels per scene point.
enum ZoomSteps {
  static let all: [Double] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 6, 8]

  /// The next step above `scale`, or `scale` at the top.
  static func after(_ scale: Double) -> Double {
    all.first { $0 > scale + 1e-9 } ?? scale
  }

  /// The next step below `scale`, or `scale` at the bottom.
  static func before(_ scale: Double) -> Double {
    all.last { $0 < scale - 1e-9 } ?? scale
  }
}
