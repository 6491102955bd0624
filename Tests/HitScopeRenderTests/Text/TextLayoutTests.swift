import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeRender

/// Text laid out and drawn through Pango from many threads at once is the text laid out and
/// drawn on one thread: the same sizes, lines and pixels, and no crash.
@Suite struct TextLayoutTests {
  init() { TestEnvironment.pinFonts }

  /// One paragraph of the sample: wrapped, ellipsized at either end, or one plain line.
  struct Sample {
    var text: String
    var style: TextStyle
    var width: Double?
  }

  static let samples: [Sample] = [
    Sample(
      text: "Taps below the ring's outset reach the delete button, not the cell under it",
      style: TextStyle(size: 11, overflow: .wrap), width: 130),
    Sample(
      text: "删除 Удалить Excluir Hapus: a label wider than its box",
      style: TextStyle(size: 12, bold: true, overflow: .ellipsizeEnd), width: 150),
    Sample(
      text: "window > root > list > cell 12 > content > ring > delete",
      style: TextStyle(size: 10, face: .monospace, overflow: .ellipsizeMiddle), width: 160),
    Sample(text: "ring (UIButton) 44 x 44", style: TextStyle(size: 13), width: nil),
    Sample(
      text: "centred and wrapped over several lines of a narrow panel",
      style: TextStyle(size: 9, alignment: .center, overflow: .wrap), width: 70),
  ]

  /// What one thread saw for the whole sample: each paragraph's size and lines, and the pixels
  /// of the picture they were drawn into, fresh and through a cache.
  struct Outcome: Equatable {
    var sizes: [Size]
    var lines: [[String]]
    var pixels: [UInt32]
  }

  /// Lays out and draws every sample at `scale` on a fresh image, each paragraph once afresh
  /// and once through `cache`, below one another.
  static func drawSample(scale: Double, cache: TextLayoutCache) throws -> Outcome {
    let surface = try CairoSurface.image(
      width: Int(380 * scale), height: Int(180 * scale))
    let context = try CairoContext(surface: surface)
    context.scale(scale, scale)
    var outcome = Outcome(sizes: [], lines: [], pixels: [])
    var y = 2.0
    for sample in samples {
      let fresh = try TextLayout(sample.text, style: sample.style, width: sample.width, in: context)
      let cached = try cache.layout(
        sample.text, style: sample.style, width: sample.width, in: context)
      fresh.draw(at: Point(2, y), color: .black, in: context)
      cached.draw(at: Point(190, y), color: .black, in: context)
      outcome.sizes += [fresh.size, cached.size]
      outcome.lines += [fresh.lineTexts, cached.lineTexts]
      y += max(fresh.size.height, cached.size.height) + 2
    }
    outcome.pixels = surface.copyARGBPixels()
    return outcome
  }

  /// Results gathered from the threads, under a lock.
  final class Findings: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [String] = []
    private var finished = 0

    func add(_ problem: String) {
      lock.lock()
      problems.append(problem)
      lock.unlock()
    }

    func finish() {
      lock.lock()
      finished += 1
      lock.unlock()
    }

    var summary: (problems: [String], finished: Int) {
      lock.lock()
      defer { lock.unlock() }
      return (problems, finished)
    }
  }

  /// The single-threaded reference does what each sample says: wrapped paragraphs break into
  /// several lines, ellipsized ones stay on one line within their width although the text is
  /// wider, every script has a font, and ink is drawn.
  @Test func referenceSampleHasWrappedEllipsizedAndPlainText() throws {
    let outcome = try Self.drawSample(scale: 1, cache: TextLayoutCache())
    let surface = try CairoSurface.image(width: 1, height: 1)
    let context = try CairoContext(surface: surface)
    func unbounded(_ sample: Sample) throws -> TextLayout {
      try TextLayout(sample.text, style: sample.style, width: nil, in: context)
    }
    #expect(outcome.lines[0].count > 2 && outcome.sizes[0].width <= 130)
    for (i, width) in [(1, 150.0), (2, 160.0)] {
      #expect(outcome.lines[2 * i].count == 1 && outcome.sizes[2 * i].width <= width)
      #expect(try unbounded(Self.samples[i]).size.width > width + 20)
    }
    #expect(outcome.lines[6] == ["ring (UIButton) 44 x 44"])
    #expect(outcome.lines[8].count > 3)
    #expect(outcome.pixels.filter { $0 != 0 }.count > 2000)
    #expect(try unbounded(Self.samples[1]).unknownGlyphsCount == 0)
  }

  /// Rounds of eight fresh threads, each with its own cache, lay out and draw the whole sample
  /// several times at two scales, starting together (a round's first text may be the
  /// process's, and is each thread's first); each thread's every result equals its first, and
  /// those equal the single-threaded ones made afterwards.
  @Test func eightThreadsAtOnceGetTheSingleThreadedResults() throws {
    let scales = [1.0, 2.0]
    let threads = 8
    let rounds = 12
    let iterations = 6
    let findings = Findings()
    let firsts = Firsts(threads: threads * rounds, scales: scales.count)
    for round in 0..<rounds {
      let start = DispatchSemaphore(value: 0)
      let done = DispatchGroup()
      for t in round * threads..<(round + 1) * threads {
        done.enter()
        let thread = Thread {
          defer {
            findings.finish()
            done.leave()
          }
          start.wait()
          let cache = TextLayoutCache(capacity: 4)
          var first: [Outcome?] = Array(repeating: nil, count: scales.count)
          for i in 0..<iterations {
            let s = (t + i) % scales.count
            do {
              let outcome = try Self.drawSample(scale: scales[s], cache: cache)
              if let expected = first[s] {
                if let difference = outcome.difference(from: expected) {
                  findings.add("thread \(t), iteration \(i), \(scales[s])x: \(difference)")
                }
              } else {
                first[s] = outcome
                firsts.set(outcome, thread: t, scale: s)
              }
            } catch {
              findings.add("thread \(t), iteration \(i): \(error)")
            }
          }
        }
        thread.start()
      }
      for _ in 0..<threads { start.signal() }
      // Only a hang trips this bound: a round takes well under a second.
      guard done.wait(timeout: .now() + 300) == .success else {
        Issue.record("round \(round) hung: \(findings.summary.finished) threads finished in all")
        return
      }
    }
    let problems = findings.summary.problems
    #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
    for (s, scale) in scales.enumerated() {
      let reference = try Self.drawSample(scale: scale, cache: TextLayoutCache())
      for t in 0..<threads * rounds {
        let outcome = firsts.get(thread: t, scale: s)
        #expect(outcome != nil, "thread \(t) made nothing at \(scale)x")
        if let difference = outcome?.difference(from: reference) {
          Issue.record("thread \(t), first at \(scale)x: \(difference)")
        }
      }
    }
  }

  /// Layouts made on one thread, in a measuring context of its own as the cache makes them,
  /// and not yet measured (Pango lays text out where it is first measured or drawn).
  static func makeBatch(in context: CairoContext) throws -> Batch {
    Batch(
      layouts: try samples.map {
        try TextLayout($0.text, style: $0.style, width: $0.width, in: context)
      })
  }

  /// Measures and draws a batch below one another on a fresh 1x image.
  static func drawBatch(_ batch: Batch) throws -> Outcome {
    let surface = try CairoSurface.image(width: 200, height: 260)
    let context = try CairoContext(surface: surface)
    var outcome = Outcome(sizes: [], lines: [], pixels: [])
    var y = 2.0
    for layout in batch.layouts {
      layout.draw(at: Point(2, y), color: .black, in: context)
      outcome.sizes.append(layout.size)
      outcome.lines.append(layout.lineTexts)
      y += layout.size.height + 2
    }
    outcome.pixels = surface.copyARGBPixels()
    return outcome
  }

  /// Four pairs of threads: one makes layouts and hands each batch over, going on with text
  /// of its own meanwhile; the other measures, draws and frees them (a Swift task may resume
  /// on another thread, and a renderer's kept layouts go with it). Every handed-over batch
  /// draws what a batch made and drawn on one thread draws.
  @Test func layoutsMadeOnOneThreadAreDrawnOnAnother() throws {
    let reference = try Self.drawBatch(
      Self.makeBatch(in: CairoContext(surface: CairoSurface.image(width: 1, height: 1))))
    let own = try Self.drawSample(scale: 1, cache: TextLayoutCache())
    let pairs = 4
    let handoffs = 40
    let findings = Findings()
    let done = DispatchGroup()
    for pair in 0..<pairs {
      let queue = Handoff()
      done.enter()
      Thread {
        defer { done.leave() }
        do {
          let context = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
          let cache = TextLayoutCache(capacity: 4)
          for h in 0..<handoffs {
            queue.put(try Self.makeBatch(in: context))
            if let difference = try Self.drawSample(scale: 1, cache: cache).difference(from: own) {
              findings.add("maker \(pair), batch \(h): \(difference)")
            }
          }
        } catch {
          findings.add("maker \(pair): \(error)")
        }
        queue.close()
      }.start()
      done.enter()
      Thread {
        defer { done.leave() }
        var h = 0
        while let batch = queue.take() {
          do {
            if let difference = try Self.drawBatch(batch).difference(from: reference) {
              findings.add("drawer \(pair), batch \(h): \(difference)")
            }
          } catch {
            findings.add("drawer \(pair), batch \(h): \(error)")
          }
          h += 1
        }
        if h != handoffs { findings.add("drawer \(pair) got \(h) of \(handoffs) batches") }
      }.start()
    }
    // Only a hang trips this bound: the whole run takes seconds.
    #expect(done.wait(timeout: .now() + 300) == .success, "the threads did not finish")
    let problems = findings.summary.problems
    #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
  }

  /// Layouts handed from one thread to another: each belongs to one thread at a time.
  final class Batch: @unchecked Sendable {
    let layouts: [TextLayout]
    init(layouts: [TextLayout]) { self.layouts = layouts }
  }

  /// Batches in the order they were put, until the maker closes it.
  final class Handoff: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [Batch] = []
    private var closed = false

    func put(_ batch: Batch) {
      condition.lock()
      batches.append(batch)
      condition.signal()
      condition.unlock()
    }

    func close() {
      condition.lock()
      closed = true
      condition.signal()
      condition.unlock()
    }

    /// The next batch, waiting for one; nil once the maker closed it and all were taken.
    func take() -> Batch? {
      condition.lock()
      defer { condition.unlock() }
      while batches.isEmpty && !closed { condition.wait() }
      return batches.isEmpty ? nil : batches.removeFirst()
    }
  }

  /// Each thread's first outcome at each scale, set by that thread and read after all joined.
  final class Firsts: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [[Outcome?]]

    init(threads: Int, scales: Int) {
      outcomes = Array(repeating: Array(repeating: nil, count: scales), count: threads)
    }

    func set(_ outcome: Outcome, thread: Int, scale: Int) {
      lock.lock()
      outcomes[thread][scale] = outcome
      lock.unlock()
    }

    func get(thread: Int, scale: Int) -> Outcome? {
      lock.lock()
      defer { lock.unlock() }
      return outcomes[thread][scale]
    }
  }
}

extension TextLayoutTests.Outcome {
  /// How this outcome differs from `expected`, or nil when it is the same.
  func difference(from expected: Self) -> String? {
    if sizes != expected.sizes { return "sizes \(sizes), expected \(expected.sizes)" }
    if lines != expected.lines { return "lines \(lines), expected \(expected.lines)" }
    if pixels != expected.pixels {
      return "\(zip(pixels, expected.pixels).filter { $0 != $1 }.count) pixels differ"
    }
    return nil
  }
}
