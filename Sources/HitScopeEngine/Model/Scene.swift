/// A window's view hierarchy with everything its files declare, ready to hit-test.
///
/// A scene is its `declaration` (what the files say, and what taps have changed since) and its
/// `derivation` (what is computed once from the declared views: geometry, hit rules, window
/// transforms, the index). Views are stored flat, in pre-order: the root at index 0, every parent
/// before its children. Taps may later change counters and the toggleable flags (`hidden`,
/// `userInteractionEnabled`, `allowsHitTesting`) but never geometry.
///
/// Two scenes are equal when their declarations are: the derivation is a function of the
/// declaration, so equal scenes draw, hit-test and audit alike, and nothing derived is compared.
public struct Scene: Sendable, Equatable {
  public private(set) var declaration: SceneDeclaration
  public private(set) var derivation: SceneDerivation

  public static func == (lhs: Scene, rhs: Scene) -> Bool {
    lhs.declaration == rhs.declaration
  }

  /// Builds a scene. Views must be in pre-order with consistent `parent` and `children`, and ids
  /// must be unique: the scene format's validation guarantees it, so a violation here is a bug
  /// of the caller and traps.
  public init(
    title: String, canvas: Size, background: Color = .white,
    counters: [(String, Int64)] = [], views: [ViewNode], probes: [Probe] = [],
    viewPositions: [SourcePosition] = [],
    gestureTiming: GestureTiming = GestureTiming(), platform: Platform? = nil
  ) {
    precondition(
      viewPositions.isEmpty || viewPositions.count == views.count,
      "viewPositions has \(viewPositions.count) entries for \(views.count) views; give one per view or none."
    )
    derivation = SceneDerivation(views: views)
    declaration = SceneDeclaration(
      title: title, canvas: canvas, background: background, counterNames: counters.map(\.0),
      counters: Dictionary(counters, uniquingKeysWith: { _, last in last }), views: views,
      probes: probes, viewPositions: viewPositions, gestureTiming: gestureTiming,
      platform: platform ?? Platform.implied(byRoot: views[0].semantics))
  }

  // MARK: The declaration

  public var title: String {
    get { declaration.title }
    _modify { yield &declaration.title }
  }
  /// The window's content size, in points.
  public var canvas: Size {
    get { declaration.canvas }
    _modify { yield &declaration.canvas }
  }
  /// Not a view: never hit.
  public var background: Color {
    get { declaration.background }
    _modify { yield &declaration.background }
  }
  /// Counter names in the order the file declares them.
  public var counterNames: [String] {
    get { declaration.counterNames }
    _modify { yield &declaration.counterNames }
  }
  public var counters: [String: Int64] {
    get { declaration.counters }
    _modify { yield &declaration.counters }
  }
  /// The views in pre-order; `set(_:of:to:)` changes their toggleable flags.
  public var views: [ViewNode] { declaration.views }
  public var probes: [Probe] {
    get { declaration.probes }
    _modify { yield &declaration.probes }
  }
  /// Where each view's object starts in the file it was read from, by view index; empty for a
  /// scene built in code. See `position(of:)`.
  public var viewPositions: [SourcePosition] { declaration.viewPositions }
  /// The model constants of the gesture simulation.
  public var gestureTiming: GestureTiming {
    get { declaration.gestureTiming }
    _modify { yield &declaration.gestureTiming }
  }
  /// What the screen runs on: the audit's target sizes and wording.
  public var platform: Platform {
    get { declaration.platform }
    _modify { yield &declaration.platform }
  }

  // MARK: The derivation

  public var geometry: [ViewGeometry] { derivation.geometry }
  /// Per view, how `hit(v, p)` treats it; `set(_:of:to:)` keeps the flags' gate current.
  public var rules: [HitRule] { derivation.rules }
  /// Per view, its maps between window points and its bounds space.
  public var windowTransforms: [WindowTransform] { derivation.windowTransforms }
  /// Window-space bounds for skipping subtrees.
  public var index: HitIndex { derivation.index }
  public var indexByID: [String: ViewIndex] { derivation.indexByID }
  /// Where each recognizer id is attached.
  public var recognizerByID: [String: RecognizerAddress] { derivation.recognizerByID }
  /// The views that carry at least one recognizer, in pre-order.
  public var recognizerViews: [ViewIndex] { derivation.recognizerViews }

  public static let root: ViewIndex = 0

  /// Where view `v`'s object starts in the scene's file; nil for a scene built in code.
  public func position(of v: ViewIndex) -> SourcePosition? {
    viewPositions.isEmpty ? nil : viewPositions[v]
  }

  /// The recognizer at `address`.
  public func recognizer(at address: RecognizerAddress) -> GestureRecognizer {
    views[address.view].gestures[address.index]
  }

  /// The canvas, in window points.
  public var canvasRect: Rect { Rect(origin: .zero, size: canvas) }

  /// Whether the window point `p` lies on the canvas: `[0, width) x [0, height)`, as pixel
  /// centres do. Points off it are still hit-tested by the rules (a SwiftUI child may stick out).
  public func canvasContains(_ p: Point) -> Bool {
    p.x >= 0 && p.x < canvas.width && p.y >= 0 && p.y < canvas.height
  }

  public var root: ViewNode { views[0] }

  /// The semantics of the root, which names the application at the end of every chain.
  public var rootSemantics: Semantics { views[0].semantics }

  /// Sets a toggleable flag of a view (what `toggle` actions change).
  // Out of line so the optimizer cannot hoist the views array's uniqueness check into callers
  // such as the delivery simulator's action loop, where the array is still shared with the
  // loaded scene: every fired action, even a counter or a log line, would copy all the views.
  @inline(never)
  public mutating func set(_ property: ToggleableProperty, of view: ViewIndex, to value: Bool) {
    switch property {
    case .hidden: declaration.views[view].isHidden = value
    case .userInteractionEnabled: declaration.views[view].userInteractionEnabled = value
    case .allowsHitTesting: declaration.views[view].allowsHitTesting = value
    }
    derivation.rules[view].gate = HitRule.gate(of: declaration.views[view])
  }

  /// The current value of a toggleable flag.
  public func value(of property: ToggleableProperty, of view: ViewIndex) -> Bool {
    switch property {
    case .hidden: views[view].isHidden
    case .userInteractionEnabled: views[view].userInteractionEnabled
    case .allowsHitTesting: views[view].allowsHitTesting
    }
  }

  /// The map from window points to `view`'s bounds space, or nil when a transform on the way
  /// is singular.
  public func windowToView(_ view: ViewIndex) -> AffineTransform? {
    windowTransforms[view].fromWindow
  }

  /// The map from `view`'s bounds space to window points (for drawing and overlays).
  public func viewToWindow(_ view: ViewIndex) -> AffineTransform {
    windowTransforms[view].toWindow
  }
}
