import HitScopeEngine

/// A view as tests describe it: semantics and class defaults are resolved when the scene is built,
/// as the scene format resolves them (a view inherits its parent's semantics unless it names one).
public struct TestView {
  public var id: String
  public var type: String?
  /// In the parent's bounds space, in points.
  public var frame: Rect
  public var semantics: Semantics?
  public var configure: (inout ViewNode) -> Void
  public var children: [TestView]
}

/// A view at `frame` (`[x, y, w, h]` in the parent's bounds space); `configure` sets any other
/// property after the defaults of its class and semantics are applied.
public func view(
  _ id: String, type: String? = nil, _ frame: [Double], semantics: Semantics? = nil,
  children: [TestView] = [], _ configure: @escaping (inout ViewNode) -> Void = { _ in }
) -> TestView {
  precondition(
    frame.count == 4, "A test frame is [x, y, w, h]; \(frame) has \(frame.count) values.")
  return TestView(
    id: id, type: type, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
    semantics: semantics, configure: configure, children: children)
}

/// A scene whose root (id `root`, a `UIWindow`, or `NSWindow` under appkit, unless `rootType`
/// names another class) fills the canvas and holds `children`, back to front.
public func scene(
  width: Double = 240, height: Double = 240, semantics: Semantics = .uikit,
  rootType: String? = nil, background: Color = .white, counters: [(String, Int64)] = [],
  children: [TestView] = [], root configureRoot: @escaping (inout ViewNode) -> Void = { _ in }
) -> Scene {
  let root = TestView(
    id: "root", type: rootType ?? semantics.defaultWindowType,
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
    counters: counters, views: nodes)
}
