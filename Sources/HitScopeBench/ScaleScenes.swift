import HitScopeSynthetic

/// The scenes of the figures at scale (`cli.map.*`, `cli.export.*`, `report.5k.*`): as large as
/// users bring, seeded, the same on every machine.
enum ScaleScenes {
  /// A 1280 x 800 pt scene of `viewCount` views (root included): buttons of 80 x 30 pt at random
  /// places, overlapping, each with a label and an action, and `probeCount` probes at the
  /// centres of the first buttons expecting each its own (the later buttons cover most of
  /// them, so most fail).
  static func buttons(viewCount: Int, probeCount: Int = 0, seed: UInt64 = 31) -> String {
    precondition(viewCount >= 2, "A button scene needs its root and at least one button.")
    var rng = SplitMix64(seed: seed)
    var out = """
      {
        "title": "\(viewCount) buttons",
        "canvas": {"width": 1280, "height": 800},
        "counters": {"taps": 0},
        "root": {"id": "root", "type": "UIWindow", "children": [

      """
    var centres: [(Int, Int)] = []
    for i in 1..<viewCount {
      let x = Int(rng.next() % 1200)
      let y = Int(rng.next() % 770)
      if centres.count < probeCount { centres.append((x + 40, y + 15)) }
      out += i == 1 ? "" : ",\n"
      out +=
        "    {\"id\": \"b\(i)\", \"type\": \"UIButton\", \"frame\": [\(x), \(y), 80, 30],"
        + " \"fill\": \"#2563eb\", \"label\": \"Button \(i)\", \"textColor\": \"white\","
        + " \"onTap\": {\"increment\": \"taps\"}}"
    }
    out += "\n  ]}"
    if !centres.isEmpty {
      let probes = centres.enumerated().map { k, c in
        "    {\"at\": [\(c.0), \(c.1)], \"expect\": \"b\(k + 1)\"}"
      }
      out += ",\n  \"probes\": [\n" + probes.joined(separator: ",\n") + "\n  ]"
    }
    return out + "\n}\n"
  }
}
