import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender

struct PNGEncoderTests {
  static func roundTrip(_ image: RasterImage) throws -> (bytes: [UInt8], decoded: RasterImage) {
    let bytes = try image.pngBytes(.fast)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitscope-png-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    return (bytes, try RasterImage(contentsOfPNG: path))
  }

  @Test func anOpaqueImageReadsBackExactlyAsRGB() throws {
    let pixels = (0..<(37 * 11)).map { i in 0xFF00_0000 | UInt32(i &* 2_654_435_761 & 0xFF_FFFF) }
    let image = RasterImage(width: 37, height: 11, pixels: pixels)
    let (bytes, decoded) = try Self.roundTrip(image)
    #expect(Array(bytes.prefix(8)) == PNGEncoder.signature)
    #expect(bytes[25] == 2, "colour type RGB")
    #expect(decoded.width == 37 && decoded.height == 11)
    #expect(decoded.pixels == pixels)
  }

  @Test func translucentPixelsKeepTheirStraightColour() throws {
    // Premultiplied: half-transparent red, fully transparent, opaque blue, 20 % white.
    let pixels: [UInt32] = [0x8080_0000, 0x0000_0000, 0xFF00_00FF, 0x3333_3333]
    let image = RasterImage(width: 2, height: 2, pixels: pixels)
    let (bytes, decoded) = try Self.roundTrip(image)
    #expect(bytes[25] == 6, "colour type RGBA")
    for y in 0..<2 {
      for x in 0..<2 {
        let a = image.components(x: x, y: y)
        let b = decoded.components(x: x, y: y)
        #expect(a.alpha == b.alpha)
        #expect(abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1)
        #expect(abs(Int(a.blue) - Int(b.blue)) <= 1)
      }
    }
  }

  @Test func aRenderedFrameEncodesToTheSamePixelsEitherWay() throws {
    let scene = SceneLoader.defaultScene()
    let image = try SceneRenderer().render(
      scene: scene, options: RenderOptions(overlays: [.regions, .chain], click: Point(210, 120)))
    let (_, decoded) = try Self.roundTrip(image)
    #expect(decoded.pixels == image.pixels)
  }
}
