import HitScopeEngine

/// Reads window points given as `X,Y` on the command line (`120,80`, `-4.5,10`).
enum PointArgument {
  static func parse(_ text: String, option: String? = nil) throws(UsageError) -> Point {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    if parts.count == 2,
      let x = Double(parts[0].trimmingWhitespace), let y = Double(parts[1].trimmingWhitespace),
      x.isFinite, y.isFinite
    {
      return Point(x, y)
    }
    let what = option.map { "option '--\($0)' needs" } ?? "a point needs"
    throw UsageError(
      "\(what) two finite numbers separated by a comma, as X,Y (e.g. 120,80), not '\(text)'")
  }
}

extension Substring {
  fileprivate var trimmingWhitespace: Substring {
    var s = self
    while s.first?.isWhitespace == true { s.removeFirst() }
    while s.last?.isWhitespace == true { s.removeLast() }
    return s
  }
}
