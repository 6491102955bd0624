import Dispatch
import Synchronization
import Testing

@testable import HitScopeRender

/// A layer job hands back what its work returned or threw, and jobs on one serial queue run
/// in the order they were started.
@Suite
struct LayerJobTests {
  private struct Failure: Error, Equatable {}

  @Test func waitReturnsTheValueEveryTime() throws {
    let job = LayerJob(on: DispatchQueue(label: "test")) { 6 * 7 }
    #expect(try job.wait() == 42)
    #expect(try job.wait() == 42)
  }

  @Test func waitRethrowsWhatTheWorkThrew() {
    let job = LayerJob<Int>(on: DispatchQueue(label: "test")) { throw Failure() }
    #expect(throws: Failure()) { try job.wait() }
  }

  @Test func jobsOnOneQueueRunInTheOrderStarted() throws {
    let queue = DispatchQueue(label: "test")
    let order = Mutex<[Int]>([])
    // The first job is held until the others are queued, so that order is what the queue
    // gives, not how fast each was started.
    let gate = DispatchSemaphore(value: 0)
    let first = LayerJob(on: queue) {
      gate.wait()
      order.withLock { $0.append(1) }
    }
    let others = (2...5).map { n in LayerJob(on: queue) { order.withLock { $0.append(n) } } }
    gate.signal()
    try first.wait()
    for job in others { try job.wait() }
    #expect(order.withLock { $0 } == [1, 2, 3, 4, 5])
  }
}
