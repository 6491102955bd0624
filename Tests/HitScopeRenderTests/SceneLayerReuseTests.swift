import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A long-lived renderer's frames draw the scene's views again only when their pixels can change:
/// not for overlays, clicks and hovers, nor for a counter that no label shows.
@Suite(.serialized)
struct SceneLayerReuseTests {
  init() { TestEnvironment.pinFonts }

  @Test(arguments: [1.0, 2.0])
  func overlayOnlyChangesReuseTheSceneLayer(scale: Double) throws {
    var scene = try TestEnvironment.bundledScene("delete-badge")
    let renderer = SceneRenderer()
    var options = RenderOptions(scale: scale, overlays: [.regions, .chain], click: Point(283, 97))
    var frame = try Frame(scene: scene, options: options)
    _ = try renderer.render(frame)
    let layer = try #require(frame.analysis).sceneLayer()
    for i in 0..<5 {
      options.hover = i % scene.views.count
      options.click = Point(20 + Double(i) * 40, 97)
      options.overlays = i % 2 == 0 ? [.regions, .chain, .trace] : [.outsets]
      frame = try Frame(scene: scene, options: options, previous: frame)
      _ = try renderer.render(frame)
      #expect(try #require(frame.analysis).sceneLayer() === layer)
    }

    // "deleted: {deletedA}" shows this counter: its label's text changes.
    scene.counters["deletedA"] = 1
    frame = try Frame(scene: scene, options: options, previous: frame)
    let counted = try renderer.render(frame)
    #expect(try #require(frame.analysis).sceneLayer() !== layer)
    #expect(counted.pixels == (try SceneRenderer.render(scene: scene, options: options)).pixels)
  }

  @Test func aCounterNoLabelShowsKeepsTheSceneLayer() throws {
    var scene = try TestEnvironment.bundledScene("ring-over-button")
    scene.counterNames.append("unseen")
    scene.counters["unseen"] = 0
    let renderer = SceneRenderer()
    let options = RenderOptions(overlays: [.regions], click: Point(210, 120))
    var frame = try Frame(scene: scene, options: options)
    _ = try renderer.render(frame)
    let layer = try #require(frame.analysis).sceneLayer()
    scene.counters["unseen"] = 7
    frame = try Frame(scene: scene, options: options, previous: frame)
    let image = try renderer.render(frame)
    #expect(try #require(frame.analysis).sceneLayer() === layer)
    #expect(image.pixels == (try SceneRenderer.render(scene: scene, options: options)).pixels)
  }
}
