import HitScopeEngine
import HitScopeTestSupport
import Testing

/// The audit names each bug once, on the view it is about, blaming the ancestor that causes it;
/// and says nothing about views nobody can see.
@Suite struct AuditOneFindingPerBugTests {
  static let red: @Sendable (inout ViewNode) -> Void = { $0.fill = Color(r: 220, g: 40, b: 40) }
  static let white: @Sendable (inout ViewNode) -> Void = { $0.fill = Color(r: 255, g: 255, b: 255) }

  private func summary(_ scene: Scene) -> [String] {
    Audit.run(scene).map { "\($0.rule.rawValue) \(scene.views[$0.view].id)" }
  }

  @Test func aButtonHalfOutsideItsStackIsOutsideParentOnly() throws {
    let s = scene(
      width: 375, height: 240,
      children: [
        view(
          "cell", [16, 40, 343, 150],
          children: [
            view(
              "buttonStack", type: "UIStackView", [120, 76, 211, 40],
              children: [view("addButton", type: "UIButton", [0, 22, 130, 44], Self.red)])
          ]
        ) {
          Self.white(&$0)
          $0.onTap = [.log("open")]
          $0.handlesTouches = true
        }
      ])
    #expect(summary(s) == ["outside-parent addButton"])
    let finding = try #require(Audit.run(s).first)
    #expect(finding.related == [s.indexByID["buttonStack"]!])
    #expect(finding.message.contains("its parent buttonStack"))
  }

  @Test func aSmallTargetCutOffByItsParentIsStillTooSmall() {
    let s = scene(children: [
      view(
        "photo", [40, 40, 100, 100],
        children: [view("badge", type: "UIButton", [86, -14, 28, 28], Self.red)],
        Self.white)
    ])
    #expect(summary(s) == ["outside-parent badge", "small-target badge"])
  }

  /// A scroll view scrolled by 240 points: rows above, below and off the window are its normal
  /// state, not bugs.
  @Test func rowsScrolledOutOfAClippingScrollViewGetNoFinding() {
    let rows = (0..<8).map { i in
      view("row\(i)", [0, Double(i) * 80, 240, 79]) {
        Self.white(&$0)
        $0.onTap = [.log("row \(i)")]
        $0.handlesTouches = true
      }
    }
    let s = scene(
      width: 240, height: 400,
      children: [
        view("scroll", type: "UIScrollView", [0, 40, 240, 300], children: rows) {
          $0.boundsOrigin = Point(0, 240)
          $0.clipsToBounds = true
        }
      ])
    #expect(Audit.run(s).isEmpty, "\(Audit.run(s).map(\.message))")
  }

  @Test func aRowHalfScrolledIntoViewIsNoSmallTarget() {
    let rows = (0..<3).map { i in
      view("row\(i)", [0, Double(i) * 80, 240, 79]) {
        Self.white(&$0)
        $0.onTap = [.log("row \(i)")]
        $0.handlesTouches = true
      }
    }
    // Row 2 shows 40 of its 79 points; a 40-point button is small wherever it is.
    let s = scene(
      width: 240, height: 300,
      children: [
        view("scroll", type: "UIScrollView", [0, 40, 240, 200], children: rows) {
          $0.clipsToBounds = true
        },
        view("small", type: "UIButton", [10, 250, 40, 40], Self.red),
      ])
    #expect(summary(s) == ["small-target small"])
  }

  @Test func aRowOutsideANonClippingScrollViewBlamesTheScrollViewNotTheWindow() throws {
    let s = scene(
      width: 240, height: 400,
      children: [
        view(
          "scroll", type: "UIScrollView", [0, 0, 240, 200],
          children: [
            view("row", [0, 250, 240, 60]) {
              Self.white(&$0)
              $0.onTap = [.log("row")]
              $0.handlesTouches = true
            }
          ])
      ])
    let finding = try #require(Audit.run(s).first { $0.rule == .unreachable })
    #expect(
      finding.message
        == "No tap reaches row: it lies outside the hit region of its parent scroll, where hit-testing never descends."
    )
    #expect(finding.related == [s.indexByID["scroll"]!])
  }

  @Test func aRowWhoseMiddleIsOffTheWindowIsExplainedWhereItIsSeen() throws {
    // The row's centre (y 390) is off the 360-point canvas; its visible top is under the sheet.
    let s = scene(
      width: 240, height: 360,
      children: [
        view("row", [0, 340, 240, 100]) {
          Self.white(&$0)
          $0.onTap = [.log("row")]
          $0.handlesTouches = true
        },
        view("sheet", [0, 300, 240, 60]) { $0.fill = Color(r: 240, g: 240, b: 240) },
      ])
    let finding = try #require(Audit.run(s).first { $0.rule == .unreachable })
    #expect(
      finding.message == "No tap reaches row: it is covered by sheet, which takes the click.")
  }

  @Test func theAncestorABadgeSticksOutOfIsBlamedNotOneFurtherUp() throws {
    let s = scene(children: [
      view(
        "panel", [20, 20, 150, 150],
        children: [
          view(
            "card", [10, 10, 100, 100],
            children: [view("badge", type: "UIButton", [80, 80, 120, 60], Self.red)], Self.white)
        ], Self.white)
    ])
    let finding = try #require(Audit.run(s).first { $0.rule == .outsideParent })
    #expect(finding.related == [s.indexByID["card"]!])
  }

  @Test func aSwiftUIClearOverlayWithAContentShapeIsOneErrorOnTheOverlay() throws {
    let s = scene(
      width: 320, height: 220, semantics: .swiftui,
      children: [
        view(
          "zstack", type: "ZStack", [20, 20, 280, 180],
          children: [
            view("card", [0, 0, 280, 180], Self.white),
            view("buyButton", type: "Button", [20, 110, 240, 50]) {
              Self.red(&$0)
              $0.label = LabelTemplate(segments: [.text("Buy now")])
            },
            view("clearOverlay", type: "Color", [0, 0, 280, 180]) {
              $0.fill = .clear
              $0.contentShape = .rect
            },
          ])
      ])
    #expect(summary(s) == ["invisible-hit-area clearOverlay"])
    let finding = try #require(Audit.run(s).first)
    #expect(finding.severity == .error)
    #expect(finding.related.first == s.indexByID["buyButton"])
    #expect(finding.message.contains("so buyButton loses those taps."))
    #expect(finding.message.hasSuffix("Fix: add .allowsHitTesting(false) to clearOverlay."))
  }

  @Test func aContentShapeOverNothingButItsOwnCardIsFine() {
    // The dead-gap fix: a container's content shape over its parent's background.
    let s = scene(
      semantics: .swiftui,
      children: [
        view(
          "card", [10, 10, 220, 220],
          children: [
            view(
              "row", [0, 0, 220, 100],
              children: [
                view("text", type: "Text", [10, 10, 80, 30]) {
                  $0.label = LabelTemplate(segments: [.text("Inbox")])
                }
              ]
            ) {
              $0.contentShape = .rect
              $0.onTap = [.log("row")]
              $0.handlesTouches = true
            }
          ], Self.white)
      ])
    #expect(summary(s).isEmpty, "\(Audit.run(s).map(\.message))")
  }

  @Test func handlersDrawnOverEachOtherAreNotReportedTwice() {
    let s = scene(children: [
      view("back", type: "UIButton", [20, 20, 100, 100], Self.red),
      view("front", type: "UIButton", [20, 20, 100, 80], Self.white),
    ])
    #expect(summary(s) == ["occluded back"])
  }
}
