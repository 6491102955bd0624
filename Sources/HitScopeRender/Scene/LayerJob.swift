import Dispatch

/// Work a renderer hands to its drawing queue while it draws the rest of the frame on the
/// caller's thread: the click layer (see `SceneRenderer`) and the side panel, whose pixels
/// depend on the frame value alone (the panel but for how many name tags the frame leaves out,
/// which the renderer takes from the frame before).
///
/// What the work draws with (its kept layers or panels, its own text layouts and stamps, the
/// frame) is the job's alone from its start until `wait` returns: the renderer touches none of
/// it meanwhile, which is what makes the unchecked hand-off safe. What both sides read is
/// immutable or behind a lock (the scene's lazy outlines, the analysis' titles); text goes
/// through Pango's one lock (see `TextFontMap`); cairo draws on each side's own surfaces.
/// Jobs on one serial queue run in the order they were started.
final class LayerJob<Value>: @unchecked Sendable {
  private let work: () throws -> Value
  private let done = DispatchGroup()
  private var result: Result<Value, any Error>?

  /// Starts `work` on `queue`.
  init(on queue: DispatchQueue, _ work: @escaping () throws -> Value) {
    self.work = work
    done.enter()
    queue.async {
      self.result = Result { try self.work() }
      self.done.leave()
    }
  }

  /// What the work returned, once it has run; rethrows what it threw. Every job must be waited
  /// for before anything it draws with is touched again.
  func wait() throws -> Value {
    done.wait()
    guard let result else {
      preconditionFailure("A layer job ended without a result; it must set one before leaving.")
    }
    return try result.get()
  }
}
