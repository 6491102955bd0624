import Synchronization

/// How far a long computation (an audit, a hit map) has come, and whether whoever waits for it
/// still wants it: the computation reports into it as it goes and stops early once it is
/// cancelled. Safe to share between the thread that computes and the one that shows the progress.
public final class WorkProgress: Sendable {
  /// A moment of the computation: `done` of `total` `unit` (for an audit the views whose painted
  /// area is measured, then the rules checked; for a hit map its rows), for a line such as
  /// "4,210 of 20,000 views".
  public struct Snapshot: Equatable, Sendable {
    public var done: Int
    public var total: Int
    public var unit: String

    public init(done: Int, total: Int, unit: String) {
      self.done = done
      self.total = total
      self.unit = unit
    }
  }

  private let state = Mutex<(snapshot: Snapshot?, cancelled: Bool)>((nil, false))

  public init() {}

  /// The last step reported; nil before the first.
  public var snapshot: Snapshot? { state.withLock { $0.snapshot } }

  /// Asks the computation to stop at its next check; what it returns then is not finished.
  public func cancel() { state.withLock { $0.cancelled = true } }

  public var isCancelled: Bool { state.withLock { $0.cancelled } }

  /// Records a step and returns true; once cancelled, records nothing and returns false (the
  /// computation stops there).
  @discardableResult
  public func report(_ done: Int, of total: Int, _ unit: String) -> Bool {
    state.withLock {
      guard !$0.cancelled else { return false }
      $0.snapshot = Snapshot(done: done, total: total, unit: unit)
      return true
    }
  }
}

/// A computation (an audit, a hit map) stopped by `WorkProgress.cancel()` before it finished.
public struct WorkCancelled: Error, Equatable, Sendable {
  public init() {}
}
