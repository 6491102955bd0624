import HitScopeEngine
import Testing

@testable import HitScopeRender

/// Frame buffers hand each frame the buffer not returned last, with where it misses the frame
/// returned last, and never change an image they returned.
@Suite
struct FrameBuffersTests {
  private struct Failure: Error {}

  /// Fills the whole surface with `pixel`, or only `boxes`.
  private static func fill(_ surface: CairoSurface, _ pixel: UInt32, in boxes: [Rect]? = nil)
    throws
  {
    let context = try CairoContext(surface: surface)
    let source = try CairoSurface.image(width: surface.width, height: surface.height)
    source.replaceARGBPixels([UInt32](repeating: pixel, count: surface.width * surface.height))
    if let boxes {
      context.copyPixels(of: source, in: boxes)
    } else {
      context.copyPixels(of: source)
    }
  }

  @Test func eachBufferIsHandedWhatItMissesOfTheFrameReturnedLast() throws {
    let buffers = FrameBuffers()
    var handed: [[Rect]?] = []
    let changes: [[Rect]?] = [
      nil, [Rect(x: 0, y: 0, width: 1, height: 1)], [Rect(x: 2, y: 2, width: 1, height: 1)],
      nil, [Rect(x: 3, y: 0, width: 1, height: 1)], [],
    ]
    for change in changes {
      _ = try buffers.draw(width: 4, height: 3) { surface, stale in
        handed.append(stale)
        try Self.fill(surface, 0xFF00_0000)
        return change
      }
    }
    // Two new buffers; then each misses the change of the frame drawn into the other.
    #expect(
      handed == [
        nil, nil, [Rect(x: 0, y: 0, width: 1, height: 1)],
        [Rect(x: 2, y: 2, width: 1, height: 1)], nil, [Rect(x: 3, y: 0, width: 1, height: 1)],
      ])
  }

  @Test func aNewSizeAndAFailedDrawingStartAfresh() throws {
    let buffers = FrameBuffers()
    var handed: [[Rect]?] = []
    func draw(width: Int, fails: Bool = false) throws {
      _ = try buffers.draw(width: width, height: 3) { surface, stale in
        handed.append(stale)
        try Self.fill(surface, 0xFF00_0000)
        if fails { throw Failure() }
        return []
      }
    }
    try draw(width: 4)
    try draw(width: 4)
    try draw(width: 5)
    try draw(width: 5)
    #expect(throws: Failure.self) { try draw(width: 5, fails: true) }
    try draw(width: 5)
    try draw(width: 5)
    #expect(handed == [nil, nil, nil, nil, [], nil, []])
  }

  /// A frame drawn over the buffer of an image still held leaves the image's pixels alone:
  /// it starts from a copy of them when it updates them, from nothing when it draws them all.
  @Test(arguments: [true, false])
  func anImageHeldKeepsItsPixels(updating: Bool) throws {
    let buffers = FrameBuffers()
    let first = try buffers.draw(width: 4, height: 3) { surface, _ in
      try Self.fill(surface, 0xFF11_1111)
      return nil
    }
    _ = try buffers.draw(width: 4, height: 3) { surface, _ in
      try Self.fill(surface, 0xFF22_2222)
      return updating ? [] : nil
    }
    let third = try buffers.draw(width: 4, height: 3) { surface, stale in
      #expect((stale == nil) == !updating)
      try Self.fill(
        surface, 0xFF33_3333, in: updating ? [Rect(x: 0, y: 0, width: 1, height: 1)] : nil)
      return [Rect(x: 0, y: 0, width: 1, height: 1)]
    }
    #expect(first.pixels == [UInt32](repeating: 0xFF11_1111, count: 12))
    #expect(third.pixel(x: 0, y: 0) == 0xFF33_3333)
    #expect(third.pixel(x: 1, y: 0) == (updating ? 0xFF11_1111 : 0xFF33_3333))
  }
}
