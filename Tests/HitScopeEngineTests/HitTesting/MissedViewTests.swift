import HitScopeEngine
import HitScopeSynthetic
import HitScopeTestSupport
import Testing

/// "Why did my tap miss?": each way a touch target under the point loses the click, under each
/// semantics, with the view to blame and the sentence.
@Suite struct MissedViewTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var point: Point
    var view: String
    var blockedBy: String?
    var reason: MissedView.Reason
    var message: String
    var scene: @Sendable () -> Scene
    var description: String { name }
  }

  static let button = "UIButton"

  static let cases: [Case] = [
    Case(
      name: "uikit parent too short", point: Point(60, 70), view: "addButton",
      blockedBy: "buttonStack", reason: .verdict(.outside),
      message:
        "addButton contains (60, 70), but its parent buttonStack (40 pt tall) does not, so UIKit never asks it.",
      scene: {
        scene(children: [
          view(
            "buttonStack", [20, 20, 200, 40],
            children: [view("addButton", type: button, [10, 20, 80, 40])])
        ])
      }),
    Case(
      name: "uikit parent too narrow", point: Point(130, 40), view: "addButton",
      blockedBy: "buttonStack", reason: .verdict(.outside),
      message:
        "addButton contains (130, 40), but its parent buttonStack (100 pt wide) does not, so UIKit never asks it.",
      scene: {
        scene(children: [
          view(
            "buttonStack", [20, 20, 100, 40],
            children: [view("addButton", type: button, [60, 0, 80, 40])])
        ])
      }),
    Case(
      name: "uikit grandparent outside", point: Point(200, 200), view: "deep",
      blockedBy: "outer", reason: .verdict(.outside),
      message:
        "deep contains (200, 200), but its ancestor outer (100x100 pt) does not, so UIKit never asks it.",
      scene: {
        scene(children: [
          view(
            "outer", [0, 0, 100, 100],
            children: [
              view(
                "inner", [0, 0, 300, 300],
                children: [view("deep", type: button, [150, 150, 80, 80])])
            ])
        ])
      }),
    Case(
      name: "uikit ancestor interaction disabled", point: Point(50, 50), view: "infoButton",
      blockedBy: "priceTag", reason: .verdict(.interactionDisabled),
      message:
        "infoButton contains (50, 50), but its ancestor priceTag has user interaction disabled (UILabel's default).",
      scene: {
        scene(children: [
          view(
            "priceTag", type: "UILabel", [20, 20, 150, 80],
            children: [
              view(
                "box", [0, 0, 150, 80],
                children: [view("infoButton", type: button, [10, 10, 60, 40])])
            ])
        ])
      }),
    Case(
      name: "uikit parent hidden", point: Point(50, 50), view: "b", blockedBy: "card",
      reason: .verdict(.hidden), message: "b contains (50, 50), but its parent card is hidden.",
      scene: {
        scene(children: [
          view("card", [20, 20, 150, 80], children: [view("b", type: button, [10, 10, 60, 40])]) {
            $0.isHidden = true
          }
        ])
      }),
    Case(
      name: "uikit parent transparent", point: Point(50, 50), view: "b", blockedBy: "card",
      reason: .verdict(.transparent),
      message: "b contains (50, 50), but its parent card has alpha 0.005, below UIKit's 0.01.",
      scene: {
        scene(children: [
          view("card", [20, 20, 150, 80], children: [view("b", type: button, [10, 10, 60, 40])]) {
            $0.alpha = 0.005
          }
        ])
      }),
    Case(
      name: "uikit own flag", point: Point(50, 50), view: "b", blockedBy: nil,
      reason: .verdict(.interactionDisabled),
      message: "b contains (50, 50), but it has user interaction disabled.",
      scene: {
        scene(children: [
          view("b", type: button, [20, 20, 60, 40]) { $0.userInteractionEnabled = false }
        ])
      }),
    Case(
      name: "uikit own passthrough", point: Point(50, 50), view: "b", blockedBy: nil,
      reason: .verdict(.passthrough),
      message:
        "b contains (50, 50), but its hitTest override passes the touch through (returns nil).",
      scene: {
        scene(children: [
          view("b", type: button, [20, 20, 60, 40]) { $0.hitTestOverride = .passthrough }
        ])
      }),
    Case(
      name: "uikit own redirect", point: Point(50, 50), view: "b", blockedBy: nil,
      reason: .verdict(.redirected),
      message: "b contains (50, 50), but its hitTest override redirects the touch to target.",
      scene: {
        scene(children: [
          view("target", type: button, [150, 150, 40, 40]),
          view("b", type: button, [20, 20, 60, 40]) { $0.hitTestOverride = .redirect(1) },
        ])
      }),
    Case(
      name: "uikit covered by a clear overlay", point: Point(50, 50), view: "b",
      blockedBy: "clearOverlay", reason: .covered,
      message: "b contains (50, 50), but it is covered by clearOverlay, which takes the click.",
      scene: {
        scene(children: [
          view("b", type: button, [20, 20, 60, 40]),
          view("clearOverlay", [0, 0, 240, 120]),
        ])
      }),
    Case(
      name: "uikit covered by a view in another branch", point: Point(50, 50), view: "b",
      blockedBy: "cover", reason: .covered,
      message: "b contains (50, 50), but it is covered by cover, which takes the click.",
      scene: {
        scene(children: [
          view("back", [0, 0, 240, 240], children: [view("b", type: button, [20, 20, 60, 40])]),
          view("front", [0, 0, 240, 240], children: [view("cover", [40, 40, 30, 30])]),
        ])
      }),
    Case(
      name: "swiftui clear overlay with contentShape", point: Point(50, 50), view: "buy",
      blockedBy: "clearOverlay", reason: .covered,
      message: "buy contains (50, 50), but it is covered by clearOverlay, which takes the click.",
      scene: {
        scene(
          semantics: .swiftui,
          children: [
            view(
              "zstack", [0, 0, 240, 240],
              children: [
                view("buy", type: "Button", [20, 20, 120, 44]) {
                  $0.label = LabelTemplate(segments: [.text("Buy")])
                },
                view("clearOverlay", [0, 0, 240, 240]) {
                  $0.fill = .clear
                  $0.contentShape = .rect
                },
              ])
          ])
      }),
    Case(
      name: "swiftui ancestor contentShape", point: Point(150, 50), view: "badge",
      blockedBy: "card", reason: .verdict(.outside),
      message:
        "badge contains (150, 50), but the contentShape of its parent card does not, so SwiftUI never asks it.",
      scene: {
        scene(
          semantics: .swiftui,
          children: [
            view(
              "card", [20, 20, 100, 100],
              children: [
                view("badge", type: "Button", [110, 10, 40, 40]) { $0.fill = .black }
              ]
            ) { $0.contentShape = .rect }
          ])
      }),
    Case(
      name: "swiftui ancestor allowsHitTesting(false)", point: Point(50, 50), view: "buy",
      blockedBy: "card", reason: .verdict(.hitTestingDisabled),
      message: "buy contains (50, 50), but its parent card has allowsHitTesting(false).",
      scene: {
        scene(
          semantics: .swiftui,
          children: [
            view(
              "card", [20, 20, 200, 100],
              children: [
                view("buy", type: "Button", [0, 0, 100, 50]) {
                  $0.label = LabelTemplate(segments: [.text("Buy")])
                }
              ]
            ) { $0.allowsHitTesting = false }
          ])
      }),
    Case(
      name: "swiftui own alpha", point: Point(50, 50), view: "buy", blockedBy: nil,
      reason: .verdict(.transparent),
      message: "buy contains (50, 50), but it has alpha 0.0005, below SwiftUI's 0.001.",
      scene: {
        scene(
          semantics: .swiftui,
          children: [
            view("buy", type: "Button", [20, 20, 100, 50]) {
              $0.label = LabelTemplate(segments: [.text("Buy")])
              $0.alpha = 0.0005
            }
          ])
      }),
    Case(
      name: "appkit parent frame", point: Point(60, 110), view: "btn", blockedBy: "panel",
      reason: .verdict(.outside),
      message:
        "btn contains (60, 110), but its parent panel (100 pt tall) does not, so AppKit never asks it.",
      scene: {
        // Unflipped: the button's frame y = -30 is below the panel's bottom edge on screen.
        scene(
          semantics: .appkit,
          children: [
            view(
              "panel", [20, 140, 200, 100],
              children: [view("btn", type: "NSButton", [20, -30, 80, 40])])
          ])
      }),
    Case(
      name: "appkit parent hidden", point: Point(60, 60), view: "btn", blockedBy: "panel",
      reason: .verdict(.hidden), message: "btn contains (60, 60), but its parent panel is hidden.",
      scene: {
        scene(
          semantics: .appkit,
          children: [
            view(
              "panel", [20, 140, 200, 100],
              children: [view("btn", type: "NSButton", [20, 20, 80, 40])]
            ) {
              $0.isHidden = true
            }
          ])
      }),
    Case(
      name: "a point in thirds is shown rounded", point: Point(100.0 / 3, 200.0 / 3), view: "b",
      blockedBy: "strip", reason: .verdict(.outside),
      message:
        "b contains (33.33, 66.67), but its parent strip (20 pt tall) does not, so UIKit never asks it.",
      scene: {
        scene(children: [
          view("strip", [0, 40, 240, 20], children: [view("b", type: button, [0, 0, 100, 100])])
        ])
      }),
  ]

  @Test(arguments: cases)
  func explainsTheMiss(_ c: Case) {
    let scene = c.scene()
    let result = scene.hitTest(c.point)
    let missed = scene.missedViews(in: result)
    let entry = missed.first { scene.views[$0.view].id == c.view }
    #expect(entry != nil, "\(c.view) is not listed: \(missed.map(\.message))")
    guard let entry else { return }
    #expect(entry.blockedBy.map { scene.views[$0].id } == c.blockedBy)
    #expect(entry.reason == c.reason)
    #expect(entry.message == c.message)
  }

  @Test func hitViewItsAncestorsAndViewsAwayFromThePointAreNotListed() {
    let scene = scene(children: [
      view("elsewhere", type: Self.button, [150, 150, 40, 40]),
      view("card", [20, 20, 200, 100], children: [view("b", type: Self.button, [10, 10, 60, 40])]) {
        $0.handlesTouches = true
      },
    ])
    let result = scene.hitTest(Point(40, 40))
    #expect(result.hit.map { scene.views[$0].id } == "b")
    #expect(scene.missedViews(in: result).isEmpty)
  }

  @Test func viewsThatTakeNoTouchesAreNotListed() {
    let scene = scene(children: [
      view("decoration", [20, 20, 60, 40]),
      view("cover", [0, 0, 240, 240]),
    ])
    #expect(scene.missedViews(in: scene.hitTest(Point(40, 40))).isEmpty)
  }

  @Test func frontmostFirst() {
    let scene = scene(children: [
      view("back", type: Self.button, [20, 20, 100, 100]),
      view("middle", type: Self.button, [20, 20, 100, 100]),
      view("front", type: Self.button, [20, 20, 100, 100]) { $0.userInteractionEnabled = false },
    ])
    let missed = scene.missedViews(in: scene.hitTest(Point(50, 50)))
    #expect(missed.map { scene.views[$0.view].id } == ["front", "back"])
    #expect(missed.map(\.reason) == [.verdict(.interactionDisabled), .covered])
  }

  @Test func aTargetCutOffByItsParentIsListedEvenWhenTheWindowTakesTheClick() {
    let scene = scene(children: [
      view("card", [20, 20, 100, 40], children: [view("b", type: Self.button, [0, 30, 60, 40])])
    ]) { $0.userInteractionEnabled = true }
    let result = scene.hitTest(Point(30, 300))
    #expect(result.hit == nil)
    #expect(scene.missedViews(in: result).isEmpty)
    let inside = scene.hitTest(Point(30, 80))
    #expect(inside.hit.map { scene.views[$0].id } == "root")
    #expect(scene.missedViews(in: inside).map(\.reason) == [.verdict(.outside)])
  }

  /// One view's entry, read from its ancestors, is the one the whole list gives it, for every
  /// view at seeded points of seeded scenes of the three semantics.
  @Test(arguments: [1, 2] as [UInt64])
  func oneViewsEntryIsTheOneTheListGives(seed: UInt64) {
    let s = SyntheticScene.generate(
      viewCount: 200, seed: seed, canvas: Size(width: 240, height: 160))
    var rng = SplitMix64(seed: seed)
    var listed = 0
    for _ in 0..<40 {
      let p = Point(
        Double(rng.next() % 2400) / 10, Double(rng.next() % 1600) / 10)
      let result = s.hitTest(p)
      let all = s.missedViews(in: result)
      listed += all.count
      for v in s.views.indices {
        #expect(s.missedView(v, in: result) == all.first { $0.view == v }, "view \(v) at \(p)")
      }
    }
    #expect(listed > 0, "points where no view is missed test nothing")
  }
}
