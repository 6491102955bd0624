import HitScopeSynthetic

/// The inputs of the figures at scale (`cli.map.*`, `cli.export.*`, `report.5k.*`,
/// `report.table5k.*`): scenes and dumps as large as users bring, seeded, the same on every
/// machine.
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

  /// A UIKit `recursiveDescription` paste of about `viewCount` views: a 1000 pt wide table in
  /// four columns of cells 40 pt tall, each cell a content view holding a label and a 30 x 30 pt
  /// accessory button (a small target), the window tall enough to show every cell.
  static func tableDump(viewCount: Int) -> String {
    let cells = max(1, (viewCount - 2) / 4)
    let rows = (cells + 3) / 4
    let height = max(40, rows * 40)
    var out = "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n"
    out +=
      "<UIWindow: 0x7f0000000000; frame = (0 0; 1000 \(height)); layer = <UIWindowLayer:"
      + " 0x600000000001>>\n"
    out +=
      "   | <UITableView: 0x7f0000000001; frame = (0 0; 1000 \(height)); clipsToBounds = YES;"
      + " gestureRecognizers = <NSArray: 0x6000>; layer = <CALayer: 0x6001>;"
      + " contentOffset: {0, 0}; contentSize: {1000, \(height)}>\n"
    var address = 16
    func next() -> String {
      address += 1
      return "0x7f" + String(address, radix: 16)
    }
    for c in 0..<cells {
      let x = (c % 4) * 250
      let y = (c / 4) * 40
      out +=
        "   |    | <UITableViewCell: \(next()); frame = (\(x) \(y); 250 40); autoresize = W;"
        + " layer = <CALayer: 0x6\(address)>>\n"
      out +=
        "   |    |    | <UITableViewCellContentView: \(next()); frame = (0 0; 250 40);"
        + " opaque = NO; layer = <CALayer: 0x6\(address)>>\n"
      out +=
        "   |    |    |    | <UILabel: \(next()); frame = (12 10; 190 20.3333); text = 'Row \(c)';"
        + " opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6\(address)>>\n"
      out +=
        "   |    |    |    | <UIButton: \(next()); frame = (212 5; 30 30); opaque = NO;"
        + " layer = <CALayer: 0x6\(address)>>\n"
    }
    return out
  }
}
