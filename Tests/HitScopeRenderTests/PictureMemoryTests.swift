import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A picture past the memory budget is refused before it is drawn, with its size and a scale
/// that fits; pictures within it are drawn.
struct PictureMemoryTests {
  @Test func aCanvasAtTheFormatsLimitIsRefusedNamingItsSizeAndAScaleThatFits() throws {
    let scene = testScene(width: 16_384, height: 16_384, children: [])
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picture-memory-\(getpid()).png").path
    var options = RenderOptions()
    options.overlays = [.map]
    let error = #expect(throws: RenderError.self) {
      try Exporter.export(scene: scene, to: path, format: .png, options: options)
    }
    let message = try #require(error?.message)
    #expect(message.contains("16384 x 16384 pixels"))
    #expect(message.contains("2 GB"))
    #expect(message.contains("--scale 0.6 or less"))
    #expect(!FileManager.default.fileExists(atPath: path), "nothing is written")
  }

  @Test func theSuggestedScaleFitsTheBudget() throws {
    let scene = testScene(width: 16_384, height: 16_384, children: [])
    #expect(throws: RenderError.self) { try PictureMemory.check(canvasOf: scene, scale: 1) }
    try PictureMemory.check(canvasOf: scene, scale: 0.6)
  }

  @Test func anOrdinaryPictureIsWithinTheBudget() throws {
    try PictureMemory.check(canvasOf: testScene(width: 3840, height: 2160, children: []), scale: 2)
  }

  @Test(arguments: [
    // (canvas side, scale asked, scale drawn)
    (16_384.0, 2.0, 0.6), (16_384.0, 0.5, 0.5), (1_280.0, 2.0, 2.0), (10_000.0, 8.0, 1.0),
  ])
  func aVectorPicturesRastersAreMadeCoarserToFitTheBudget(
    side: Double, asked: Double, drawn: Double
  ) {
    let scene = testScene(width: side, height: side, children: [])
    let scale = PictureMemory.rasterScale(canvasOf: scene, upTo: asked)
    #expect(scale == drawn)
    let pixels = Int((side * scale).rounded(.up))
    #expect(
      PictureMemory.bytes(for: PixelSize(width: pixels, height: pixels)) <= PictureMemory.budget)
  }
}
