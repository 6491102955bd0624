import HitScopeEngine
import HitScopeTestSupport

/// A view for the renderer's programmatic test scenes (see `HitScopeTestSupport.view`).
func testView(
  _ id: String, type: String? = nil, _ frame: [Double], semantics: Semantics? = nil,
  children: [TestView] = [], _ configure: @escaping (inout ViewNode) -> Void = { _ in }
) -> TestView {
  view(id, type: type, frame, semantics: semantics, children: children, configure)
}

/// The renderer tests' scene: 200 x 160 unless told otherwise (see `HitScopeTestSupport.scene`).
func testScene(
  width: Double = 200, height: Double = 160, semantics: Semantics = .uikit,
  background: Color = .white, counterValues: [(String, Int64)] = [], children: [TestView],
  root configureRoot: @escaping (inout ViewNode) -> Void = { _ in }
) -> Scene {
  scene(
    width: width, height: height, semantics: semantics, background: background,
    counters: counterValues, children: children, root: configureRoot)
}

extension Color {
  static let testRed = Color(r: 220, g: 30, b: 40)
  static let testBlue = Color(r: 30, g: 90, b: 220)
}
