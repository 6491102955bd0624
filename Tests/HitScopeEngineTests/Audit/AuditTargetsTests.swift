import HitScopeEngine
import HitScopeSynthetic
import HitScopeTestSupport
import Testing

/// What the audit judges on a real screen: touch targets only, by the platform's sizes; one
/// finding per cause; recognizers that never see a touch; the fast audit agreeing with the plain.
@Suite struct AuditTargetsTests {
  static let red: @Sendable (inout ViewNode) -> Void = { $0.fill = Color(r: 220, g: 40, b: 40) }

  private func on(_ platform: Platform, _ s: Scene) -> Scene {
    Scene(title: s.title, canvas: s.canvas, views: s.views, platform: platform)
  }

  private func button(_ side: Double, type: String = "UIButton") -> Scene {
    scene(children: [view("button", type: type, [10, 10, side, side], Self.red)])
  }

  struct SizeCase: Sendable, CustomStringConvertible {
    var platform: Platform
    var side: Double
    /// nil: no finding.
    var severity: AuditRule.Severity?
    var description: String { "\(platform.rawValue) \(side) pt" }
  }

  /// Apple's table: warning below the default, error below the minimum, per platform.
  static let sizes: [SizeCase] = [
    SizeCase(platform: .ios, side: 44, severity: nil),
    SizeCase(platform: .ios, side: 40, severity: .warning),
    SizeCase(platform: .ios, side: 27, severity: .error),
    SizeCase(platform: .watchos, side: 30, severity: .warning),
    SizeCase(platform: .macos, side: 28, severity: nil),
    SizeCase(platform: .macos, side: 24, severity: .warning),
    SizeCase(platform: .macos, side: 19, severity: .error),
    SizeCase(platform: .tvos, side: 66, severity: nil),
    SizeCase(platform: .tvos, side: 60, severity: .warning),
    SizeCase(platform: .tvos, side: 50, severity: .error),
    SizeCase(platform: .visionos, side: 59, severity: .warning),
    SizeCase(platform: .visionos, side: 27, severity: .error),
  ]

  @Test(arguments: sizes)
  func smallTargetUsesThePlatformsSizes(_ c: SizeCase) {
    let findings = Audit.run(on(c.platform, button(c.side))).filter { $0.rule == .smallTarget }
    #expect(findings.map(\.severity) == (c.severity.map { [$0] } ?? []))
  }

  @Test func theSceneDefaultsToMacOSUnderAppKitAndIOSOtherwise() {
    #expect(scene(semantics: .appkit).platform == .macos)
    #expect(scene(semantics: .swiftui).platform == .ios)
    #expect(scene().platform == .ios)
  }

  @Test func minTargetReplacesTheDefaultButTheMinimumStays() {
    let s = button(30)
    #expect(Audit.run(s, options: Audit.Options(minTarget: 30)).isEmpty)
    let tiny = button(24)
    let finding = Audit.run(tiny, options: Audit.Options(minTarget: 20)).first
    #expect(finding?.rule == .smallTarget)
    #expect(finding?.severity == .error, "24 pt is under iOS' 28-point minimum whatever is asked")
  }

  @Test(arguments: [
    "UISwitch", "UIStepper", "UIPageControl", "Toggle", "NSScroller", "_NSThemeCloseWidget",
    "_NSThemeMinimizeWidget", "_NSThemeZoomWidget", "NSStepper", "UITabBarButton",
    "_UIButtonBarButton", "UIToolbarButton", "_UINavigationBarTitleControl", "_UIModernBarButton",
    "UINavigationButton", "UISwipeActionButton", "UISwipeActionStandardButton",
    "_UITableViewCellActionButton", "_UIStepperButton", "NSToolbarButton",
  ])
  func systemSizedControlsAreNotJudged(_ type: String) {
    let s = scene(children: [
      view("control", type: type, [10, 10, 14, 16]) {
        Self.red(&$0)
        $0.onTap = [.log("x")]
      }
    ])
    #expect(Audit.run(s).filter { $0.rule == .smallTarget }.isEmpty)
  }

  struct HeightCase: Sendable, CustomStringConvertible {
    var type: String
    var width: Double
    var height: Double
    /// nil: no finding.
    var severity: AuditRule.Severity?
    var description: String { "\(type) \(width) x \(height)" }
  }

  /// Controls whose height the system sets are judged by their width: a 31-point-tall slider is
  /// the system's, a 30-point-wide one the app's doing.
  @Test(arguments: [
    HeightCase(type: "UISlider", width: 200, height: 31, severity: nil),
    HeightCase(type: "UISlider", width: 30, height: 31, severity: .warning),
    HeightCase(type: "UISegmentedControl", width: 20, height: 32, severity: .error),
    HeightCase(type: "UISearchBarTextField", width: 358, height: 36, severity: nil),
    HeightCase(type: "UIButton", width: 200, height: 31, severity: .warning),
  ])
  func controlsOfTheSystemsHeightAreJudgedByTheirWidth(_ c: HeightCase) throws {
    let s = scene(children: [
      view("control", type: c.type, [10, 10, c.width, c.height]) {
        Self.red(&$0)
        $0.onTap = [.log("x")]
      }
    ])
    let finding = Audit.run(s).first { $0.rule == .smallTarget }
    #expect(finding?.severity == c.severity)
    if let finding, c.type != "UIButton" {
      #expect(
        finding.message.hasPrefix(
          "The taps that reach control span \(Int(c.width)) pt across (its height is the system's)")
      )
    }
  }

  /// A stepper works through its own halves, which take every tap on it: not unreachable. A
  /// control of the app's whose whole area a button of the app's takes still is.
  @Test func aControlReachedThroughTheFrameworksOwnPartsIsNotUnreachable() throws {
    let stepper = scene(children: [
      view(
        "stepper", type: "UIStepper", [20, 20, 94, 32],
        children: [
          view("minus", type: "_UIStepperButton", [0, 0, 47, 32], Self.red),
          view("plus", type: "_UIStepperButton", [47, 0, 47, 32], Self.red),
        ]
      ) { $0.onTap = [.log("step")] }
    ])
    #expect(Audit.run(stepper).filter { $0.rule == .unreachable }.isEmpty)
    let card = scene(children: [
      view(
        "card", type: "CardControl", [20, 20, 200, 60],
        children: [view("cover", type: "UIButton", [0, 0, 200, 60], Self.red)]
      ) {
        $0.baseClass = "UIControl"
        $0.onTap = [.log("open")]
      }
    ])
    let finding = try #require(Audit.run(card).first { $0.rule == .unreachable })
    #expect(card.views[finding.view].id == "card")
  }

  @Test func labelsImageViewsAndContainersAreNotTargets() {
    let s = scene(children: [
      view("label", type: "UILabel", [10, 10, 20, 12]) {
        $0.label = LabelTemplate(segments: [.text("3")])
      },
      view("icon", type: "UIImageView", [40, 10, 16, 16], Self.red),
      view("stack", type: "UIStackView", [60, 10, 20, 20], Self.red),
    ])
    #expect(s.views.filter(\.isTouchTarget).isEmpty)
    #expect(Audit.run(s).isEmpty)
  }

  @Test func aRecognizerOrASelectableCellMakesATarget() {
    let s = scene(children: [
      view("photo", type: "UIImageView", [10, 10, 50, 50]) {
        $0.gestures = [GestureRecognizer(id: "photoTap", kind: .tap)]
      },
      view("cell", type: "UITableViewCell", [10, 80, 200, 44]) { $0.onSelect = [.log("open")] },
      view("plainWithSelect", [10, 140, 200, 44]) { $0.onSelect = [.log("open")] },
    ])
    #expect(s.views.map(\.isTouchTarget) == [false, true, true, false])
  }

  @Test func oneFindingForTheCardThatTurnsAwayThreeButtons() throws {
    let s = scene(children: [
      view(
        "card", [10, 10, 220, 80],
        children: (0..<3).map { i in
          view("b\(i)", type: "UIButton", [Double(i) * 70, 0, 60, 60], Self.red)
        }
      ) { $0.userInteractionEnabled = false }
    ])
    let findings = Audit.run(s)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.rule == .unreachable)
    #expect(s.views[finding.view].id == "card")
    #expect(finding.related.map { s.views[$0].id } == ["b0", "b1", "b2"])
    #expect(
      finding.message == "No tap reaches b0, b1 and b2: card has user interaction disabled.")
  }

  @Test func anOverlayNamesItsVictimsLargestLossFirstAndCountsTheRest() throws {
    let buttons = [
      ("small", 50.0), ("big", 90.0), ("mid", 70.0), ("fourth", 46.0), ("fifth", 45.0),
    ]
    var x = 0.0
    let children = buttons.map { name, w -> TestView in
      defer { x += w + 2 }
      return view(name, type: "UIButton", [x, 20, w, 44], Self.red)
    }
    let s = scene(
      width: 400,
      children: children + [view("overlay", [0, 0, 400, 100]) { $0.fill = .clear }])
    let finding = try #require(Audit.run(s).first { $0.rule == .invisibleHitArea })
    #expect(finding.severity == .error)
    #expect(finding.related.map { s.views[$0].id } == ["big", "mid", "small", "fourth", "fifth"])
    #expect(finding.message.contains("so big, mid, small and 2 more lose those taps"))
  }

  @Test func anInvisibleAreaOverNoTargetIsAWarningOnItself() throws {
    let s = scene(children: [
      view("picture", type: "UIImageView", [20, 20, 150, 150], Self.red),
      view("veil", [0, 0, 200, 200]),
    ])
    let finding = try #require(Audit.run(s).first)
    #expect(finding.rule == .invisibleHitArea)
    #expect(s.views[finding.view].id == "veil")
    #expect(finding.severity == .warning)
  }

  @Test func aContainerOverItsOwnCellsBackgroundTakesNothingFromAnyone() {
    // UITableViewCellContentView over the cell's background view: the same cell either way.
    let s = scene(children: [
      view(
        "cell", type: "UITableViewCell", [0, 20, 240, 120],
        children: [
          view("background", [0, 0, 240, 120]) { $0.fill = Color(r: 240, g: 240, b: 240) },
          view(
            "contentView", [0, 0, 240, 120],
            children: [
              view("title", type: "UILabel", [16, 16, 200, 20]) {
                $0.label = LabelTemplate(segments: [.text("Order")])
              }
            ]),
        ])
    ])
    #expect(Audit.run(s).isEmpty, "\(Audit.run(s).map(\.message))")
  }

  @Test func anImageViewsTapIsUnreachableAndTheDeliverySaysWhy() throws {
    let s = scene(children: [
      view("photo", type: "UIImageView", [20, 20, 120, 120]) {
        Self.red(&$0)
        var tap = GestureRecognizer(id: "openPhotoTap", kind: .tap)
        tap.onRecognize = [.log("open")]
        $0.gestures = [tap]
      }
    ])
    let finding = try #require(Audit.run(s).first)
    #expect(finding.rule == .recognizerUnreachable)
    #expect(finding.severity == .error)
    #expect(
      finding.message
        == "openPhotoTap on photo never sees a touch: photo has user interaction disabled (UIImageView's default). Fix: set photo.isUserInteractionEnabled = true."
    )
    let result = s.hitTest(Point(80, 80))
    #expect(s.missedViews(in: result).map { s.views[$0.view].id } == ["photo"])
    let delivery = s.deliver(.tap, at: Point(80, 80)).delivery
    let lines = delivery.notFiredLines(in: s)
    #expect(
      lines == [
        "openPhotoTap's onRecognize does not run: the touch never reaches it: photo contains (80, 80), but it has user interaction disabled (UIImageView's default)."
      ])
  }

  @Test func aRecognizerWithoutActionsThatNeverSeesATouchIsAWarning() throws {
    let s = scene(children: [
      view("photo", type: "UIImageView", [20, 20, 120, 120]) {
        Self.red(&$0)
        $0.gestures = [GestureRecognizer(id: "zoomPinchStandIn", kind: .pan)]
      }
    ])
    let finding = try #require(Audit.run(s).first)
    #expect(finding.rule == .recognizerUnreachable)
    #expect(finding.severity == .warning)
  }

  /// The tiled, boxed audit against the plain one that scans every view at every pixel.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func theFastAuditFindsWhatThePlainOneFinds(seed: UInt64) {
    let s = SyntheticScene.generate(
      viewCount: 300, seed: seed, canvas: Size(width: 240, height: 180))
    let fast = Audit.run(s)
    let plain = Audit.run(s, options: Audit.Options(plain: true))
    #expect(!fast.isEmpty, "a seeded scene with nothing to find tests nothing")
    #expect(fast == plain)
  }

  struct DenseCase: Sendable, CustomStringConvertible {
    var seed: UInt64
    var scale: Double
    var description: String { "seed \(seed) at \(scale)x" }
  }

  static let denseCases = [11, 12, 13].flatMap { seed in
    [1.0, 2.0].map { DenseCase(seed: UInt64(seed), scale: $0) }
  }

  /// The same on views piled many deep, mostly rectangles (the fast way's boxes) among turned,
  /// rounded and outlined ones, at one and two pixels per point.
  @Test(arguments: denseCases)
  func theFastAuditFindsWhatThePlainOneFindsOnDenseScenes(_ c: DenseCase) {
    let s = DenseScene.generate(seed: c.seed, cards: 40)
    let fast = Audit.run(s, options: Audit.Options(scale: c.scale))
    let plain = Audit.run(s, options: Audit.Options(scale: c.scale, plain: true))
    #expect(Set(fast.map(\.rule)).count >= 3, "a dense scene finds several kinds of bugs")
    #expect(fast == plain)
  }
}
