import Foundation

/// This process's memory use as Linux reports it in `/proc/self/status`, in bytes.
public enum ProcessMemory {
  /// The peak resident set size (`VmHWM`), or nil where /proc is unavailable.
  public static var peakResident: Int? { field("VmHWM:") }

  /// The current resident set size (`VmRSS`).
  public static var resident: Int? { field("VmRSS:") }

  private static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let kilobytes = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        .first.flatMap { Int($0) }
      return kilobytes.map { $0 * 1024 }
    }
    return nil
  }
}
