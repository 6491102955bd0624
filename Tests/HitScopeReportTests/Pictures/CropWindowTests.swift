import HitScopeEngine
import HitScopeRender
import HitScopeTestSupport
import Testing

@testable import HitScopeReport

struct CropWindowTests {
  static let scene = HitScopeTestSupport.scene(width: 400, height: 300)
  static let options = RenderOptions(scale: 2, overlays: [.chain], showPanel: false)

  @Test func aPointsPictureIsCentredOnItInFramePixels() {
    let layout = FrameLayout(scene: Self.scene, options: Self.options)
    let frame = layout.size
    let box = CropWindow.pixels(
      of: CropWindow.around(Point(200, 150)), in: layout, frameSize: frame)
    #expect(box.width == 480 && box.height == 340)
    let centre = layout.pixel(atScenePoint: Point(200, 150))
    #expect(Double(box.x) + 240 == centre.x && Double(box.y) + 170 == centre.y)
  }

  @Test(arguments: [Point(0, 0), Point(400, 300), Point(-50, 150), Point(390, -20)])
  func aPictureNearAnEdgeMovesInsideTheFrameKeepingItsSize(point: Point) {
    let layout = FrameLayout(scene: Self.scene, options: Self.options)
    let frame = layout.size
    let box = CropWindow.pixels(of: CropWindow.around(point), in: layout, frameSize: frame)
    #expect(box.width == 480 && box.height == 340)
    #expect(box.x >= 0 && box.y >= 0)
    #expect(box.x + box.width <= frame.width && box.y + box.height <= frame.height)
  }

  @Test func aPictureLargerThanTheFrameIsCutToIt() {
    let small = HitScopeTestSupport.scene(width: 100, height: 60)
    let layout = FrameLayout(scene: small, options: Self.options)
    let box = CropWindow.pixels(
      of: CropWindow.around(Point(50, 30)), in: layout, frameSize: layout.size)
    #expect(box.x == 0 && box.y == 0)
    #expect(box.width == layout.size.width && box.height == layout.size.height)
  }

  @Test func aViewsPictureKeepsRoomAroundItAndAMinimumSize() {
    let tiny = CropWindow.around(Rect(x: 100, y: 100, width: 10, height: 10))
    #expect(tiny.width == 200 && tiny.height == 140)
    #expect(tiny.midX == 105 && tiny.midY == 105)
    let large = CropWindow.around(Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(large == Rect(x: -28, y: -28, width: 356, height: 256))
  }

  @Test func croppingCutsThePixelsOfTheBoxClampedToTheImage() {
    let image = RasterImage(width: 4, height: 3, pixels: (0..<12).map(UInt32.init))
    let inside = image.cropped(x: 1, y: 1, width: 2, height: 2)
    #expect(inside.width == 2 && inside.height == 2 && inside.pixels == [5, 6, 9, 10])
    let over = image.cropped(x: 3, y: 2, width: 5, height: 5)
    #expect(over.width == 1 && over.height == 1 && over.pixels == [11])
  }
}
