import Foundation
import HitScopeEngine

/// How the report writes values: points, expectations, the date and the command line.
enum ReportText {
  /// `(120, 80)` in window points, each coordinate rounded to at most 2 decimals, as HitScope's
  /// text output writes it.
  static func point(_ p: Point) -> String { p.readableDescription }

  /// A view id or controller name, or "nothing".
  static func name(_ name: String?) -> String { name ?? "nothing" }

  /// `Probe 3 "centre"`, or `Probe 3` for an unnamed probe (numbered from 1 in file order, as
  /// `check` and the probes overlay number them).
  static func probeTitle(_ probe: ReportProbe) -> String {
    let number = "Probe \(probe.index + 1)"
    guard let name = probe.probe.name else { return number }
    return "\(number) \u{201C}\(name)\u{201D}"
  }

  /// `2026-12-01 08:30:05 UTC`.
  static func date(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):"
      + "\(two(c.second)) UTC"
  }

  /// The arguments as a shell would take them back: words with characters a shell treats
  /// specially are single-quoted.
  static func commandLine(_ arguments: [String]) -> String {
    arguments.map(shellWord).joined(separator: " ")
  }

  private static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { c in
      c.properties.isAlphabetic || c.properties.numericType != nil
        || "-_./=,:+@%".unicodeScalars.contains(c)
    }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
