import HitScopeEngine

/// A view for programmatic test scenes: `configure` sets properties after the class defaults.
struct TestView {
  var id: String
  var type: String?
  var frame: Rect
  var semantics: Semantics?
  var configure: (inout ViewNode) -> Void
  var children: [TestView]
}

func testView(
  _ id: String, type: String? = nil, _ frame: [Double], semantics: Semantics? = nil,
  children: [TestView] = [], _ configure: @escaping (inout ViewNode) -> Void = { _ in }
) -> TestView {
  precondition(frame.count == 4, "A test frame is [x, y, w, h]; got \(frame).")
  return TestView(
    id: id, type: type, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
    semantics: semantics, configure: configure, children: children)
}

/// A scene whose root fills the canvas and holds `children`, back to front; views inherit the
/// parent's semantics unless they name their own.
func testScene(
  width: Double = 200, height: Double = 160, semantics: Semantics = .uikit,
  background: Color = .white, counterValues: [(String, Int64)] = [], children: [TestView],
  root configureRoot: @escaping (inout ViewNode) -> Void = { _ in }
) -> Scene {
  let root = TestView(
    id: "root", type: semantics.defaultWindowType,
    frame: Rect(x: 0, y: 0, width: width, height: height), semantics: semantics,
    configure: configureRoot, children: children)
  var nodes: [ViewNode] = []
  func add(_ v: TestView, parent: ViewIndex?, inherited: Semantics) {
    let semantics = v.semantics ?? inherited
    var node = ViewNode(
      id: v.id, type: v.type, frame: v.frame, semantics: semantics, parent: parent)
    v.configure(&node)
    let index = nodes.count
    nodes.append(node)
    for child in v.children {
      nodes[index].children.append(nodes.count)
      add(child, parent: index, inherited: semantics)
    }
  }
  add(root, parent: nil, inherited: semantics)
  return Scene(
    title: "test", canvas: Size(width: width, height: height), background: background,
    counters: counterValues, views: nodes)
}

extension Color {
  static let testRed = Color(r: 220, g: 30, b: 40)
  static let testBlue = Color(r: 30, g: 90, b: 220)
}
