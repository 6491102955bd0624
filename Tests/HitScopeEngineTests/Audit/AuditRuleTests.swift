import HitScopeEngine
import HitScopeTestSupport
import Testing

/// Each rule against a scene written to trigger it and a near twin that must pass.
@Suite struct AuditRuleTests {
  struct Case: CustomStringConvertible, Sendable {
    var rule: AuditRule
    /// The view the finding must name.
    var view: String
    /// Words the sentence must contain (the cause, the views involved).
    var words: [String]
    var related: [String]
    var triggering: @Sendable () -> Scene
    var clean: @Sendable () -> Scene
    var description: String { rule.rawValue }
  }

  static let red: @Sendable (inout ViewNode) -> Void = { $0.fill = Color(r: 220, g: 40, b: 40) }

  static let cases: [Case] = [
    Case(
      rule: .unreachable, view: "button", words: ["card", "user interaction disabled"],
      related: ["card"],
      triggering: {
        scene(children: [
          view(
            "card", [20, 20, 200, 100],
            children: [view("button", type: "UIButton", [10, 10, 80, 50], red)]
          ) {
            $0.userInteractionEnabled = false
          }
        ])
      },
      clean: {
        scene(children: [
          view(
            "card", [20, 20, 200, 100],
            children: [view("button", type: "UIButton", [10, 10, 80, 50], red)])
        ])
      }),
    Case(
      rule: .occluded, view: "button", words: ["overlay", "25%", "on top of it, takes 75%"],
      related: ["overlay"],
      triggering: {
        scene(children: [
          view("button", type: "UIButton", [20, 20, 100, 60], red),
          view("overlay", [20, 20, 75, 60]) { $0.fill = Color(r: 250, g: 250, b: 250) },
        ])
      },
      clean: {
        scene(children: [
          view("button", type: "UIButton", [20, 20, 100, 60], red),
          view("overlay", [20, 20, 25, 60]) { $0.fill = Color(r: 250, g: 250, b: 250) },
        ])
      }),
    Case(
      rule: .outsideParent, view: "badge", words: ["cell", "200 pt²"], related: ["cell"],
      triggering: {
        scene(children: [
          view(
            "cell", [20, 40, 150, 80],
            children: [view("badge", type: "UIButton", [130, -20, 40, 40], red)]
          ) {
            $0.fill = Color(r: 240, g: 240, b: 240)
          }
        ])
      },
      clean: {
        scene(children: [
          view(
            "cell", [20, 40, 150, 80],
            children: [view("badge", type: "UIButton", [100, 10, 40, 40], red)]
          ) {
            $0.fill = Color(r: 240, g: 240, b: 240)
          }
        ])
      }),
    Case(
      rule: .invisibleHitArea, view: "overlay", words: ["photo", "draws nothing"],
      related: ["photo"],
      triggering: {
        scene(children: [
          view("photo", type: "UIImageView", [20, 20, 100, 100], red),
          view("overlay", [0, 0, 160, 160]) { $0.fill = .clear },
        ])
      },
      clean: {
        scene(children: [
          view("photo", type: "UIImageView", [20, 20, 100, 100], red),
          view("overlay", [0, 0, 160, 160]) {
            $0.fill = .clear
            $0.hitTestOverride = .passthrough
          },
        ])
      }),
    Case(
      rule: .smallTarget, view: "button", words: ["30x30 pt", "44x44 pt"], related: [],
      triggering: { scene(children: [view("button", type: "UIButton", [10, 10, 30, 30], red)]) },
      clean: { scene(children: [view("button", type: "UIButton", [10, 10, 50, 50], red)]) }),
    Case(
      rule: .overlappingHandlers, view: "back", words: ["front", "1600 pt²"], related: ["front"],
      triggering: {
        scene(children: [
          view("back", type: "UIButton", [20, 20, 80, 80], red),
          view("front", type: "UIButton", [60, 60, 80, 80], red),
        ])
      },
      clean: {
        scene(children: [
          view("back", type: "UIButton", [20, 20, 80, 80], red),
          view("front", type: "UIButton", [120, 120, 80, 80], red),
        ])
      }),
    Case(
      rule: .deadGap, view: "stack", words: ["contentShape", "4800 pt²"], related: [],
      triggering: {
        scene(
          semantics: .swiftui,
          children: [
            view(
              "stack", [20, 20, 200, 60],
              children: [
                view("left", [0, 0, 60, 60]) { $0.label = LabelTemplate(segments: [.text("A")]) },
                view("right", [140, 0, 60, 60]) {
                  $0.label = LabelTemplate(segments: [.text("B")])
                },
              ]
            ) {
              $0.onTap = [.log("tap")]
              $0.handlesTouches = true
            }
          ])
      },
      clean: {
        scene(
          semantics: .swiftui,
          children: [
            view(
              "stack", [20, 20, 200, 60],
              children: [
                view("left", [0, 0, 60, 60]) { $0.label = LabelTemplate(segments: [.text("A")]) },
                view("right", [140, 0, 60, 60]) {
                  $0.label = LabelTemplate(segments: [.text("B")])
                },
              ]
            ) {
              $0.onTap = [.log("tap")]
              $0.handlesTouches = true
              $0.contentShape = .rect
            }
          ])
      }),
  ]

  @Test(arguments: cases)
  func ruleFiresOnItsSceneWithTheCauseNamed(_ c: Case) throws {
    let scene = c.triggering()
    let findings = Audit.run(scene).filter { $0.rule == c.rule }
    let finding = try #require(findings.first, "\(c.rule.rawValue) did not fire")
    #expect(findings.count == 1)
    #expect(scene.views[finding.view].id == c.view)
    #expect(finding.related.map { scene.views[$0].id } == c.related)
    for word in c.words {
      #expect(finding.message.contains(word), "\"\(finding.message)\" lacks \"\(word)\"")
    }
    #expect(finding.message.hasSuffix("."))
    #expect(finding.severity == c.rule.severity)
  }

  @Test(arguments: cases)
  func ruleStaysQuietOnTheCleanTwin(_ c: Case) {
    let scene = c.clean()
    let findings = Audit.run(scene).filter { $0.rule == c.rule }
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  /// Two handlers `width` wide outlined as imported cells are (a 1 pt stroke inside their
  /// bounds), the second at x = `left`.
  static func outlinedCells(_ semantics: Semantics, left: Double, width: Double) -> Scene {
    let outlined: @Sendable (inout ViewNode) -> Void = { node in
      node.stroke = Color(r: 142, g: 142, b: 147)
      node.lineWidth = 1
      node.shape = .rectIn(node.bounds.insetBy(0.5))
      node.handlesTouches = true
    }
    return scene(
      width: 240, height: 160, semantics: semantics,
      children: [
        view("cell", [0, 0, width, 120], outlined),
        view("next", [left, 0, width, 120], outlined),
      ])
  }

  static let edgeCases: [(Semantics, Double)] = [Semantics.uikit, .appkit].flatMap { s in
    [1.0, 2.0, 3.0].map { (s, $0) }
  }

  /// Cells sharing the half-point edge x = 97.5 only touch: at 1x and 3x a pixel centre lies
  /// exactly on it, and it is drawn by one of them, so they are not drawn over each other; the
  /// fast audit and the plain one agree.
  @Test(arguments: edgeCases)
  func handlersSharingAFractionalEdgeAreNotDrawnOverEachOther(
    semantics: Semantics, scale: Double
  ) {
    let s = Self.outlinedCells(semantics, left: 97.5, width: 97.5)
    let fast = Audit.run(s, options: Audit.Options(scale: scale))
    let plain = Audit.run(s, options: Audit.Options(scale: scale, plain: true))
    #expect(fast.filter { $0.rule == .overlappingHandlers }.isEmpty, "\(fast.map(\.message))")
    #expect(fast == plain)
  }

  /// The same cells overlapping by a point are still drawn over each other there.
  @Test(arguments: edgeCases)
  func handlersOverlappingByAPointAreDrawnOverEachOther(semantics: Semantics, scale: Double) {
    let s = Self.outlinedCells(semantics, left: 96.5, width: 97.5)
    let fast = Audit.run(s, options: Audit.Options(scale: scale))
    let plain = Audit.run(s, options: Audit.Options(scale: scale, plain: true))
    #expect(fast.filter { $0.rule == .overlappingHandlers }.map(\.view) == [1])
    #expect(fast == plain)
  }

  @Test func minTargetOptionRaisesTheBar() {
    let s = scene(children: [
      view("button", type: "UIButton", [10, 10, 46, 46], AuditRuleTests.red)
    ])
    #expect(Audit.run(s).filter { $0.rule == .smallTarget }.isEmpty)
    let strict = Audit.run(s, options: Audit.Options(minTarget: 48))
    #expect(strict.map(\.rule) == [.smallTarget])
  }

  @Test func unreachableNamesTheCoveringView() throws {
    let s = scene(children: [
      view("button", type: "UIButton", [20, 20, 60, 60], AuditRuleTests.red),
      view("sheet", [0, 0, 240, 240]) { $0.fill = Color(r: 255, g: 255, b: 255) },
    ])
    let finding = try #require(Audit.run(s).first { $0.rule == .unreachable })
    #expect(
      finding.message
        == "No tap reaches button: it is covered by sheet, which takes the click.")
    #expect(finding.related == [s.indexByID["sheet"]!])
  }

  @Test func severitiesAndIdsAreStable() {
    #expect(
      AuditRule.allCases.map(\.rawValue) == [
        "unreachable", "occluded", "outside-parent", "invisible-hit-area", "small-target",
        "overlapping-handlers", "dead-gap", "gesture-steals-tap", "tap-waits",
        "recognizer-unreachable",
      ])
    #expect(
      AuditRule.allCases.filter { $0.severity == .error } == [
        .unreachable, .occluded, .gestureStealsTap,
      ])
  }
}
