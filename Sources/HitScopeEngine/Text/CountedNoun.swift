/// A count with its noun, as every message, panel and page words one: "1 view", "3 views",
/// "0 views". The plural adds an "s" unless another is given.
public enum CountedNoun {
  /// `n` and `singular` when `n` is 1, else `n` and the plural (`plural`, or `singular` + "s").
  public static func text(_ n: Int, _ singular: String, plural: String? = nil) -> String {
    "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
  }
}
