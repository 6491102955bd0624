import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// The chain from the hit view up to the application, and which entry handles the touch.
@Suite struct ResponderChainTests {
  /// white (root, with a controller) > orange > blue > yellow, nested, each 20 points inside.
  private func nested(
    orangeHandles: Bool = false, controllerHandles: Bool = false, yellowType: String? = nil,
    semantics: Semantics = .uikit
  ) -> Scene {
    scene(
      semantics: semantics,
      children: [
        view(
          "orange", [20, 20, 200, 200],
          children: [
            view(
              "blue", [20, 20, 160, 160],
              children: [view("yellow", type: yellowType, [20, 20, 120, 120])])
          ]
        ) { $0.handlesTouches = orangeHandles }
      ]
    ) {
      $0.id = "white"
      $0.controller = Controller(name: "MainViewController", handlesTouches: controllerHandles)
    }
  }

  @Test func eventDeliveryChainRunsUpToTheApplication() {
    let s = nested(orangeHandles: true)
    #expect(s.hitID(120, 120) == "yellow")
    #expect(
      s.chainNames(120, 120) == [
        "yellow", "blue", "orange", "white", "MainViewController", "UIApplication",
      ])
    #expect(s.handlerName(120, 120) == "orange")
    #expect(s.hitTest(Point(120, 120)).handler == .view(s.index("orange")))
  }

  @Test(
    arguments: [
      // (orange handles, controller handles, yellow type, handler)
      (false, false, nil, nil),
      (false, true, nil, "MainViewController"),
      (true, true, nil, "orange"),
      (false, false, "UIButton", "yellow"),
      (true, false, "UISwitch", "yellow"),
    ] as [(Bool, Bool, String?, String?)])
  func firstHandlingEntryTakesTheTouch(
    orange: Bool, controller: Bool, yellowType: String?, handler: String?
  ) {
    let s = nested(orangeHandles: orange, controllerHandles: controller, yellowType: yellowType)
    #expect(s.handlerName(120, 120) == handler)
  }

  @Test func hitOnAnInnerLevelStartsThereAndControllersFollowTheirViews() {
    let s = scene(children: [
      view(
        "card", [0, 0, 200, 200], children: [view("button", type: "UIButton", [10, 10, 50, 50])]
      ) {
        $0.controller = Controller(name: "CardController", handlesTouches: true)
      }
    ]) { $0.controller = Controller(name: "RootController") }
    #expect(
      s.chainNames(100, 100) == [
        "card", "CardController", "root", "RootController", "UIApplication",
      ])
    #expect(s.handlerName(100, 100) == "CardController")
    #expect(s.chainNames(20, 20).first == "button")
    #expect(s.handlerName(20, 20) == "button")
  }

  @Test func aMissHasNoChainAndNoHandler() {
    let s = nested()
    let result = s.hitTest(Point(500, 500))
    #expect(result.hit == nil)
    #expect(result.chain.isEmpty)
    #expect(result.handler == nil)
  }

  @Test(arguments: [
    (Semantics.uikit, "UIApplication"), (.swiftui, "UIApplication"), (.appkit, "NSApplication"),
  ])
  func applicationClassFollowsTheRootSemantics(semantics: Semantics, application: String) {
    let s = scene(semantics: semantics) { $0.fill = Palette.red }
    #expect(s.chainNames(10, 10) == ["root", application])
    #expect(s.handlerName(10, 10) == nil)
  }

  @Test func controlTypesHandleTouchesByDefault() {
    for type in ViewClass.uikitControls.union(ViewClass.otherControls) {
      #expect(ViewNode(id: "c", type: type, frame: .zero).handlesTouches, "\(type)")
    }
    for type in ["UIView", "NSView", "UILabel", "UIImageView", "Text"] {
      #expect(!ViewNode(id: "c", type: type, frame: .zero).handlesTouches, "\(type)")
    }
  }
}
