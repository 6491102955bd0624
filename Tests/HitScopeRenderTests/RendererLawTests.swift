import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// The renderer's law: whatever a long-lived renderer drew before, the frame it draws is the
/// one a fresh renderer draws for the same scene, options and size, pixel for pixel. Seeded
/// random sequences of what a window does (clicks, hovers, overlay toggles, reloads, zooms,
/// resizes, panel lines, banners) drive one renderer, and every frame is compared.
@Suite(.serialized)
struct RendererLawTests {
  init() { TestEnvironment.pinFonts }

  /// One random event, applied to what the window renders.
  enum Event: CustomStringConvertible {
    case click(Point?)
    case hover(Point?)
    case toggle(Overlay)
    /// A reload of the file with a view's flag flipped (the geometry and titles stay).
    case reload(ViewIndex, ToggleableProperty)
    case zoom(Double)
    case size(PixelSize?)
    case extras(Int)
    case banner(String?)

    var description: String {
      switch self {
      case .click(let p): "click \(p.map { "\($0)" } ?? "none")"
      case .hover(let p): "hover \(p.map { "\($0)" } ?? "none")"
      case .toggle(let o): "toggle \(o.rawValue)"
      case .reload(let v, let property): "reload with \(property.rawValue) of view \(v) flipped"
      case .zoom(let s): "zoom \(s)"
      case .size(let s): "size \(s.map { "\($0)" } ?? "natural")"
      case .extras(let n): "\(n) panel lines"
      case .banner(let text): "banner \(text ?? "none")"
      }
    }

    /// A random event for `scene`, hovers and clicks most often, as in a window.
    static func random(in scene: Scene, using rng: inout SplitMix64) -> Event {
      let canvas = scene.canvas
      func point() -> Point {
        Point(
          (Double.random(in: -10...(canvas.width + 10), using: &rng) * 2).rounded() / 2,
          (Double.random(in: -10...(canvas.height + 10), using: &rng) * 2).rounded() / 2)
      }
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<35: return .hover(Int.random(in: 0..<8, using: &rng) == 0 ? nil : point())
      case 35..<55: return .click(Int.random(in: 0..<8, using: &rng) == 0 ? nil : point())
      case 55..<75: return .toggle(Overlay.allCases.randomElement(using: &rng)!)
      case 75..<83:
        let property: ToggleableProperty =
          Bool.random(using: &rng) ? .hidden : .userInteractionEnabled
        return .reload(Int.random(in: 1..<scene.views.count, using: &rng), property)
      case 83..<89: return .zoom([0.5, 1, 1.5, 2].randomElement(using: &rng)!)
      case 89..<94:
        return .size(
          [nil, PixelSize(width: 900, height: 640), PixelSize(width: 480, height: 360)]
            .randomElement(using: &rng)!)
      case 94..<97: return .extras(Int.random(in: 0...5, using: &rng))
      default:
        return .banner(Bool.random(using: &rng) ? "The scene file is not valid JSON." : nil)
      }
    }

    func apply(
      to scene: inout Scene, _ options: inout RenderOptions, _ size: inout PixelSize?,
      hoverPoint: inout Point?
    ) {
      switch self {
      case .click(let p): options.click = p
      case .hover(let p): hoverPoint = p
      case .toggle(let overlay):
        if options.overlays.remove(overlay) == nil { options.overlays.insert(overlay) }
      case .reload(let v, let property):
        scene.set(property, of: v, to: !scene.value(of: property, of: v))
      case .zoom(let s): options.scale = s
      case .size(let s): size = s
      case .extras(let n): options.panelExtras = (0..<n).map { "event \($0) at (\($0), 7)" }
      case .banner(let text): options.banner = text
      }
      // The hover is the view under the pointer in the scene as it is now.
      options.hover = hoverPoint.flatMap { scene.hitView($0) }
    }
  }

  struct Run: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var views: Int
    var steps: Int
    var testDescription: String { "seed \(seed), \(views) views, \(steps) events" }
  }

  static let runs = [
    Run(seed: 1, views: 60, steps: 70), Run(seed: 2, views: 150, steps: 60),
    Run(seed: 3, views: 300, steps: 40),
  ]

  @Test(arguments: runs)
  func everyFrameOfALongLivedRendererIsAFreshRenderersFrame(_ run: Run) throws {
    var rng = SplitMix64(seed: run.seed)
    var scene = SyntheticScene.generate(
      viewCount: run.views, seed: run.seed, canvas: Size(width: 420, height: 300))
    var options = RenderOptions(overlays: [.regions, .chain])
    var size: PixelSize? = nil
    var hoverPoint: Point? = nil
    let renderer = SceneRenderer()
    var differing: [String] = []
    for step in 0..<run.steps {
      let event = Event.random(in: scene, using: &rng)
      event.apply(to: &scene, &options, &size, hoverPoint: &hoverPoint)
      let kept = try renderer.render(scene: scene, options: options, size: size)
      let fresh = try SceneRenderer.render(scene: scene, options: options, size: size)
      let sameSize = kept.width == fresh.width && kept.height == fresh.height
      if !sameSize || kept.pixels != fresh.pixels {
        let count = ImageComparison(kept, fresh, tolerance: 0).mismatched
        differing.append("event \(step) (\(event)): \(count) pixels differ")
      }
    }
    #expect(differing.isEmpty, "\(differing.joined(separator: "; "))")
  }
}
