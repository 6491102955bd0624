import Foundation

/// Timing for benchmarks: wall-clock time on the monotonic clock, or the calling thread's CPU
/// time (for comparing two builds on a machine other work keeps busy).
enum Stopwatch {
  /// Whether `seconds` reads the thread's CPU time; set once before the suite runs.
  nonisolated(unsafe) static var threadCPUTime = false

  /// Seconds `body` takes.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    if threadCPUTime {
      let start = cpuSeconds()
      try body()
      return cpuSeconds() - start
    }
    let clock = ContinuousClock()
    let elapsed = try clock.measure(body)
    let (s, attoseconds) = elapsed.components
    return Double(s) + Double(attoseconds) * 1e-18
  }

  private static func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
  }

  /// The median of `runs` timings of `body`, in seconds.
  static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<max(1, runs) { samples.append(try seconds(body)) }
    return median(of: samples)
  }

  /// The median of timings already taken; `samples` must not be empty.
  static func median(of samples: [Double]) -> Double {
    precondition(!samples.isEmpty, "A median needs at least one timing; take one before asking.")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The timing below which a fraction `p` (0 to 1) of `samples` lies, by nearest rank;
  /// `samples` must not be empty.
  static func percentile(_ p: Double, of samples: [Double]) -> Double {
    precondition(
      !samples.isEmpty, "A percentile needs at least one timing; take one before asking.")
    let sorted = samples.sorted()
    let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}

/// A sink for the result of a benchmark loop, so the optimiser cannot drop the work.
final class Sink: @unchecked Sendable {
  /// Written only from the benchmark's own thread.
  nonisolated(unsafe) static var value = 0

  @inline(never)
  static func consume(_ x: Int) { value &+= x }
}
