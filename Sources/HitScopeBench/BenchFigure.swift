/// One measured number of `hitscope bench`: a name from the command-line spec, its value (the
/// median of `runs` runs), its unit, and the goal it is held against, when there is one.
public struct BenchFigure: Hashable, Sendable {
  public var name: String
  public var value: Double
  public var unit: String
  /// How many runs the median was taken over.
  public var runs: Int

  public init(name: String, value: Double, unit: String, runs: Int) {
    self.name = name
    self.value = value
    self.unit = unit
    self.runs = runs
  }
}
