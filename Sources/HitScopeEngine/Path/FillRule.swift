/// How a winding number decides containment: `nonzero` fills where the outline winds around a
/// point at all; `evenodd` where it winds an odd number of times, so overlaps cancel.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
  case nonzero
  case evenodd

  @inline(__always)
  public func fills(winding: Int) -> Bool {
    switch self {
    case .nonzero: winding != 0
    case .evenodd: winding & 1 != 0
    }
  }
}
