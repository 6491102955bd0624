import HitScopeEngine
import Testing

@testable import HitScopeRender

/// Cairo fills and the engine's containment come from the same `Path` values, so they agree at
/// pixel centres except within a pixel of an edge.
@Suite(.serialized)
struct ContainmentAgreementTests {
  /// Scenes with rotations, scaling, curves, even-odd holes and y-up spaces.
  static let programmaticScenes: [(String, Scene)] = [
    (
      "rotated-ellipse-evenodd",
      testScene(children: [
        testView("ring", [30, 20, 140, 110]) {
          $0.transform = .rotation(degrees: 17).concatenating(.scale(1.1, 0.8))
          $0.contentShape = .compound(
            [.ellipse, .ellipseIn(Rect(x: 40, y: 30, width: 60, height: 50))], .evenodd)
        },
        testView("pill", [60, 60, 90, 37]) {
          $0.transform = .rotation(degrees: -33)
          $0.contentShape = .roundedRect(radius: 14)
        },
      ])
    ),
    (
      "appkit-y-up-quads",
      testScene(
        semantics: .appkit,
        children: [
          testView("box", [20, 15, 150, 120]) {
            $0.boundsOrigin = Point(5, -7)
            $0.contentShape = .path(
              Path(elements: [
                .move(Point(5, 0)), .quad(Point(80, 140), Point(150, 10)),
                .line(Point(120, 100)), .cubic(Point(90, 20), Point(40, 130), Point(5, 60)), .close,
              ]))
          },
          testView("flipped", [100, 70, 70, 60]) {
            $0.isFlipped = true
            $0.hitOutset = EdgeInsets(top: 6, left: 3, bottom: -4, right: 9)
          },
        ])
    ),
  ]

  static func scenes() throws -> [(String, Scene)] {
    var result = programmaticScenes
    for name in TestEnvironment.bundledSceneNames {
      result.append((name, try TestEnvironment.bundledScene(name)))
    }
    return result
  }

  /// The frontmost (last in pre-order) view whose path holds each pixel centre, by the engine.
  static func engineRaster(_ scene: Scene, grid: HitMapGrid, path: (ViewIndex) -> Path) -> [Int32] {
    let maps = scene.views.indices.map { scene.windowToView($0) }
    let paths = scene.views.indices.map(path)
    var out = [Int32](repeating: -1, count: grid.width * grid.height)
    for j in 0..<grid.height {
      for i in 0..<grid.width {
        let p = grid.centre(column: i, row: j)
        for v in scene.views.indices.reversed() {
          guard let m = maps[v] else { continue }
          if paths[v].contains(m.apply(p), yUp: scene.geometry[v].isYUp) {
            out[j * grid.width + i] = Int32(v)
            break
          }
        }
      }
    }
    return out
  }

  static func compare(
    _ name: String, _ scene: Scene, scale: Double, what: String, path: @escaping (ViewIndex) -> Path
  ) throws {
    let grid = HitMapGrid(canvas: scene.canvas, scale: scale)
    let cairo = try ViewIDRaster.views(on: grid) { context in
      for v in scene.views.indices {
        let m = scene.viewToWindow(v)
        guard ScenePainter.isDrawable(m) else { continue }
        context.withState {
          context.concatenate(m)
          context.append(path(v))
          context.setSource(ViewIDRaster.color(for: v))
          context.fill()
        }
      }
    }
    let engine = engineRaster(scene, grid: grid, path: path)
    var disagreements = 0
    var awayFromEdges: [(Int, Int)] = []
    for j in 0..<grid.height {
      for i in 0..<grid.width where cairo[j * grid.width + i] != engine[j * grid.width + i] {
        disagreements += 1
        var nearEdge = false
        for dj in -1...1 {
          for di in -1...1 {
            let x = i + di
            let y = j + dj
            guard x >= 0, y >= 0, x < grid.width, y < grid.height else { continue }
            if engine[y * grid.width + x] != engine[j * grid.width + i] { nearEdge = true }
          }
        }
        if !nearEdge { awayFromEdges.append((i, j)) }
      }
    }
    let total = grid.width * grid.height
    let agreement = 1 - Double(disagreements) / Double(total)
    #expect(
      agreement >= 0.999,
      "\(name) \(what) at \(scale)x: cairo and the engine agree on \(agreement * 100)% of \(total) pixels"
    )
    #expect(
      awayFromEdges.isEmpty,
      "\(name) \(what) at \(scale)x: \(awayFromEdges.count) disagreeing pixels lie away from any edge, first \(awayFromEdges.prefix(5))"
    )
  }

  @Test(arguments: [1.0, 2.0])
  func hitRegionsAgree(scale: Double) throws {
    for (name, scene) in try Self.scenes() {
      try Self.compare(name, scene, scale: scale, what: "hit regions") {
        scene.geometry[$0].hitRegion.path
      }
    }
  }

  @Test func drawnShapesAgree() throws {
    for (name, scene) in try Self.scenes() {
      try Self.compare(name, scene, scale: 1, what: "shapes") { scene.geometry[$0].shapePath }
    }
  }

  @Test func indexColorsRoundTrip() throws {
    let indices = [0, 1, 254, 255, 256, 65_535, 70_000, 16_000_000]
    let grid = HitMapGrid(canvas: Size(width: Double(indices.count), height: 1), scale: 1)
    let raster = try ViewIDRaster.views(on: grid) { context in
      for (i, index) in indices.enumerated() {
        context.rectangle(Rect(x: Double(i), y: 0, width: 1, height: 1))
        context.setSource(ViewIDRaster.color(for: index))
        context.fill()
      }
    }
    #expect((0..<indices.count).map { Int(raster[$0]) } == indices)
  }
}
