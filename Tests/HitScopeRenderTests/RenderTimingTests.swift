import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeRender

/// Measures full and overlay-only renders; the cached path must be the faster one.
@Suite(.serialized)
struct RenderTimingTests {
  init() { TestEnvironment.pinFonts }

  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }

  @Test(arguments: [1.0, 2.0])
  func overlayOnlyChangesReuseTheSceneLayer(scale: Double) throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    // Font set-up happens once per process; keep it out of the numbers.
    _ = try SceneRenderer.render(scene: scene, options: RenderOptions())
    let plainOptions = RenderOptions(scale: scale, showPanel: false)
    let plain = try Self.milliseconds {
      _ = try SceneRenderer.render(scene: scene, options: plainOptions)
    }
    var options = RenderOptions(scale: scale, overlays: [.regions, .chain], click: Point(283, 97))
    let full = try Self.milliseconds {
      _ = try SceneRenderer.render(scene: scene, options: options)
    }
    let renderer = SceneRenderer()
    _ = try renderer.render(scene: scene, options: options)
    var overlayOnly = 0.0
    let runs = 5
    for i in 0..<runs {
      options.hover = i % scene.views.count
      options.click = Point(20 + Double(i) * 40, 97)
      overlayOnly += try Self.milliseconds {
        _ = try renderer.render(scene: scene, options: options)
      }
    }
    overlayOnly /= Double(runs)
    print(
      "render delete-badge \(scale)x: plain \(plain) ms, full with regions+chain+panel \(full) ms, overlay-only \(overlayOnly) ms"
    )
    #expect(overlayOnly < full)
  }
}
