import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// SwiftUI's single-point hit-testing: painted areas, content shapes, gaps and offsets.
@Suite struct SwiftUIRulesTests {
  // MARK: The ring over a button

  /// The spec's example: a ring (evenodd content shape) over a gray border that ignores touches,
  /// over a blue button filling the canvas.
  static let ring = scene(
    semantics: .swiftui,
    children: [
      view("below", type: "Button", [0, 0, 240, 240]) { $0.fill = Palette.blue },
      view("border", [0, 0, 240, 240]) {
        $0.shape = .ellipse
        $0.stroke = Palette.gray
        $0.lineWidth = 8
        $0.allowsHitTesting = false
      },
      view("ring", [0, 0, 240, 240]) {
        $0.fill = Palette.red
        $0.contentShape = .compound(
          [
            .ellipseIn(Rect(x: 0, y: 0, width: 240, height: 240)),
            .ellipseIn(Rect(x: 72, y: 72, width: 96, height: 96)),
          ],
          .evenodd)
      },
    ])

  @Test(arguments: [
    (120.0, 120.0, "below"), (210.0, 120.0, "ring"), (10.0, 10.0, "below"), (30.0, 120.0, "ring"),
    (120.0, 60.0, "ring"), (120.0, 80.0, "below"),
  ])
  func ringOverButton(x: Double, y: Double, expected: String) {
    #expect(Self.ring.hitID(x, y) == expected)
  }

  @Test func ringTraceNamesEachVerdict() {
    let t = Self.ring.trace(at: 120, 120)
    #expect(t.map(\.id) == ["root", "ring", "border", "below"])
    #expect(t.map(\.verdict) == [.descended, .outside, .hitTestingDisabled, .hit])
    #expect(Self.ring.handlerName(120, 120) == "below")
    #expect(Self.ring.handlerName(210, 120) == nil)
    #expect(Self.ring.chainNames(210, 120) == ["ring", "root", "UIApplication"])
  }

  // MARK: Step 1: gates

  @Test(arguments: [
    // SwiftUI compares alpha as a double with 0.001, which itself still receives taps.
    (0.001, true), (0.0009, false), (0.0011, true), (0.005, true), (0.0, false),
  ])
  func alphaThresholdIsOneThousandth(alpha: Double, hit: Bool) {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("v", [0, 0, 100, 100]) {
          $0.fill = Palette.red
          $0.alpha = alpha
        }
      ])
    #expect(s.hitID(50, 50) == (hit ? "v" : nil))
    #expect(s.verdict(of: "v", at: 50, 50) == (hit ? .hit : .transparent))
  }

  @Test(arguments: [
    // (hidden, alpha, allowsHitTesting, verdict)
    (true, 0.0, false, Verdict.hidden), (false, 0.0, false, .transparent),
    (false, 1.0, false, .hitTestingDisabled),
    (false, 1.0, true, .hit),
  ])
  func gatesApplyInTheSpecOrder(hidden: Bool, alpha: Double, allows: Bool, verdict: Verdict) {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("v", [0, 0, 100, 100]) {
          $0.fill = Palette.red
          $0.isHidden = hidden
          $0.alpha = alpha
          $0.allowsHitTesting = allows
        }
      ])
    #expect(s.verdict(of: "v", at: 50, 50) == verdict)
  }

  @Test(arguments: ["UILabel", "UIImageView", "Text"])
  func userInteractionEnabledIsNeverConsulted(type: String) {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("v", type: type, [0, 0, 100, 100]) {
          $0.fill = Palette.red
          $0.userInteractionEnabled = false
        }
      ])
    #expect(s.hitID(50, 50) == "v")
  }

  // MARK: Step 3: painted area

  /// An HStack of two red squares with a 20-point gap; the stack paints nothing itself.
  private func stack(contentShape: Shape? = nil) -> Scene {
    scene(
      semantics: .swiftui,
      children: [
        view(
          "stack", [0, 0, 120, 50],
          children: [
            view("left", [0, 0, 50, 50]) { $0.fill = Palette.red },
            view("right", [70, 0, 50, 50]) { $0.fill = Palette.red },
          ]
        ) { $0.contentShape = contentShape }
      ])
  }

  @Test func stackGapIsNoRegion() {
    let s = stack()
    #expect(s.hitID(60, 25) == nil)
    #expect(s.verdict(of: "stack", at: 60, 25) == .noRegion)
    #expect(s.verdict(of: "root", at: 60, 25) == .noRegion)
    #expect(s.hitID(25, 25) == "left")
    #expect(s.hitID(95, 25) == "right")
  }

  @Test func contentShapeFillsTheGap() {
    let s = stack(contentShape: .rect)
    #expect(s.hitID(60, 25) == "stack")
    #expect(s.verdict(of: "stack", at: 60, 25) == .hit)
    #expect(s.hitID(25, 25) == "left")
    // The content shape bounds the whole subtree.
    #expect(s.hitID(130, 25) == nil)
    #expect(s.verdict(of: "stack", at: 130, 25) == .outside)
  }

  @Test func contentShapeBoundsChildrenOutsideIt() {
    let s = scene(
      semantics: .swiftui,
      children: [
        view(
          "card", [0, 0, 100, 100],
          children: [view("offset", [80, 80, 60, 60]) { $0.fill = Palette.red }]
        ) {
          $0.contentShape = .rect
        }
      ])
    #expect(s.hitID(90, 90) == "offset")
    #expect(s.hitID(120, 120) == nil)
  }

  @Test func offsetChildrenOutsideTheParentFrameStillHit() {
    let s = scene(
      semantics: .swiftui,
      children: [
        view(
          "parent", [0, 0, 100, 50],
          children: [view("moved", [150, 0, 40, 40]) { $0.fill = Palette.red }]
        ) {
          $0.fill = Palette.gray
          $0.clipsToBounds = true
        }
      ])
    #expect(s.hitID(170, 20) == "moved")
    #expect(s.verdict(of: "parent", at: 170, 20) == .descended)
    #expect(s.hitID(50, 25) == "parent")
  }

  @Test(
    arguments: [
      // A 100 x 100 circle at (50, 50) stroked 10 wide, not filled.
      (Point(52, 100), "ring"), (Point(46, 100), "ring"), (Point(54, 100), "ring"),
      (Point(56, 100), nil),
      (Point(44, 100), nil),
      (Point(100, 100), nil), (Point(100, 53), "ring"), (Point(100, 57), nil),
    ] as [(Point, String?)])
  func strokeOnlyShapesHitOnTheBand(p: Point, expected: String?) {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("ring", [50, 50, 100, 100]) {
          $0.shape = .ellipse
          $0.stroke = Palette.gray
          $0.lineWidth = 10
        }
      ])
    #expect(s.hitID(p.x, p.y) == expected)
    if expected == nil { #expect(s.verdict(of: "ring", at: p.x, p.y) == .outside) }
  }

  @Test(
    arguments: [
      // (fill, stroke, lineWidth, label, verdict at the centre, verdict off the shape)
      (nil, nil, 1.0, nil, Verdict.noRegion, Verdict.noRegion),
      (Palette.transparentRed, nil, 1.0, nil, .noRegion, .noRegion),
      (nil, Palette.gray, 0.0, nil, .noRegion, .noRegion),
      (nil, nil, 1.0, "", .noRegion, .noRegion),
      (Palette.red, nil, 1.0, nil, .hit, .outside),
      (nil, Palette.gray, 2.0, nil, .outside, .outside),
      (nil, nil, 1.0, "Tap", .hit, .hit),
    ] as [(Color?, Color?, Double, String?, Verdict, Verdict)])
  func paintedAreaDecidesTheVerdict(
    fill: Color?, stroke: Color?, lineWidth: Double, label: String?, centre: Verdict,
    corner: Verdict
  ) {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("v", [0, 0, 100, 100]) {
          $0.shape = .ellipse
          $0.fill = fill
          $0.stroke = stroke
          $0.lineWidth = lineWidth
          $0.label = label.map { LabelTemplate(segments: [.text($0)]) }
        }
      ])
    #expect(s.verdict(of: "v", at: 50, 50) == centre)
    // (3, 3) is inside the bounds but outside the inscribed ellipse and its thin stroke.
    #expect(s.verdict(of: "v", at: 3, 3) == corner)
  }

  @Test func labelWithOnlyACounterIsNeverEmpty() {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("count", [0, 0, 100, 40]) { $0.label = LabelTemplate(segments: [.counter("taps")]) }
      ])
    #expect(s.hitID(99, 39) == "count")
    #expect(s.hitID(100, 20) == nil)
  }

  @Test func explicitShapeScrollsWithTheBoundsOrigin() {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("v", [0, 0, 100, 100]) {
          $0.boundsOrigin = Point(50, 0)
          $0.shape = .rectIn(Rect(x: 50, y: 0, width: 20, height: 20))
          $0.fill = Palette.red
        }
      ])
    // The rectangle at x 50 of the bounds space appears at the view's left edge.
    #expect(s.hitID(10, 10) == "v")
    #expect(s.hitID(30, 10) == nil)
  }

  @Test func contentShapeWithoutPaintStillHits() {
    let s = scene(
      semantics: .swiftui, children: [view("v", [0, 0, 100, 100]) { $0.contentShape = .ellipse }])
    #expect(s.hitID(50, 50) == "v")
    #expect(s.hitID(2, 2) == nil)
    #expect(s.verdict(of: "v", at: 2, 2) == .outside)
  }
}
