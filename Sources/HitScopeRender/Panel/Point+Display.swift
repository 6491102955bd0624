import HitScopeEngine

extension Point {
  /// The point as the window shows it to a person: each coordinate rounded to 2 decimals at
  /// most (`(70.67, 12)`), since a pixel is never finer than an eighth of a point.
  public var roundedForDisplay: String {
    func show(_ v: Double) -> String { ((v * 100).rounded() / 100).shortDescription }
    return "(\(show(x)), \(show(y)))"
  }
}
