import Testing

@testable import HitScopeImport

/// Every kind of warning, produced by a fixture, at the right line.
@Suite struct WarningTests {
  static let window = "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>"

  /// (kind, fixture, the one warning it gives)
  static let cases: [(ImportWarningKind, String, String)] = [
    (
      .otherPlatform,
      window + "\n[ A ] h=--- v=--- NSView 0x9 f=(0,0,10,10) b=(-)",
      "t.txt:2: warning: entries of the other platform's dump are skipped (line 2): one paste"
        + " imports one screen, UIKit or AppKit, whichever comes first"
    ),
    (
      .noFrame,
      window + "\n   | <MyApp.Odd: 0x3; layer = <CALayer: 0x4>>",
      "t.txt:2: warning: 1 view prints no frame (a class with its own description, or an entry"
        + " cut short) and is left out with its subviews (line 2)"
    ),
    (
      .windowLevels,
      window + "\n<UIWindow: 0x5; frame = (0 0; 100 50); layer = <CALayer: 0x6>>",
      "t.txt:1: warning: the dump has 2 top-level entries (lines 1, 2), imported as windows under"
        + " a passthrough root \"screen\" in dump order, the last frontmost; window levels are"
        + " not in the dump"
    ),
    (
      .smallCanvas,
      "<UIWindow: 0x1; frame = (0 0; 0 0.5); layer = <CALayer: 0x2>>",
      "t.txt:1: warning: the root's frame is 0 x 0.5 points, less than 1 on a side; the canvas"
        + " is 1 x 1"
    ),
    (
      .largeCanvas,
      "<UIWindow: 0x1; frame = (0 0; 100 20000); layer = <CALayer: 0x2>>",
      "t.txt:1: warning: the dump spans 100 x 20000 points, more than the scene format's 16384 a"
        + " side; the canvas is 100 x 16384 from its top-left"
    ),
    (
      .alphaNaN,
      window + "\n   | <UIView: 0x3; frame = (0 0; 10 10); alpha = nan; layer = <CALayer: 0x4>>",
      "t.txt:2: warning: alpha nan is read as 1 (UIKit's alpha < 0.01 test is false for it)"
        + " (line 2)"
    ),
    (
      .alphaAboveOne,
      window + "\n   | <UIView: 0x3; frame = (0 0; 10 10); alpha = 1.5; layer = <CALayer: 0x4>>",
      "t.txt:2: warning: alpha above 1 is read as 1 (line 2)"
    ),
    (
      .singularTransform,
      window
        + "\n   | <UIView: 0x3; frame = (0 0; 14.1421 14.1421); transform = [0.707107, 0.707107,"
        + " -0.707107, 0.707107, 0, 0]; layer = <CALayer: 0x4>>",
      "t.txt:2: warning: the transform of 1 view turns the view by 45 degrees, so its size"
        + " cannot be solved from the printed frame; taken as square (line 2)"
    ),
    (
      .perspective,
      window
        + "\n   | <UIView: 0x3; frame = (0 0; 10 10); transform3D = [1, 0, 0, 0; 0, 1, 0, -0.002;"
        + " 0, 0, 1, 0; 0, 0, 0, 1]; layer = <CATransformLayer: 0x4>>",
      "t.txt:2: warning: transform3D with perspective (m14, m24 or m34 not 0) is not modelled;"
        + " its affine part is used (line 2)"
    ),
    (
      .scaledOrRotated,
      "[ A ] h=--- v=--- NSView 0x1 f=(0,0,100,100) b=(-)\n  [ AS ] h=--- v=--- NSView 0x2"
        + " f=(0,0,10,10) b=(-)",
      "t.txt:2: warning: 1 view is flagged S (scaled or rotated), which the dump gives no numbers"
        + " for; imported unscaled (line 2)"
    ),
    (
      .boundsSize,
      "[ A ] h=--- v=--- NSView 0x1 f=(0,0,100,100) b=(-)\n  [ A ] h=--- v=--- NSView 0x2"
        + " f=(0,0,10,10) b=(0,0,5,5)",
      "t.txt:2: warning: 1 view has a bounds size unlike its frame's (scaling is not modelled);"
        + " the frame size is used (line 2)"
    ),
    (
      .customClasses,
      window + "\n   | <_TtC5MyApp4Card: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>"
        + "\n   | <MyApp.Card: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
      "t.txt:2: warning: views of custom classes may override hitTest(_:with:) or"
        + " point(inside:with:), which a dump cannot show: MyApp.Card (lines 2, 3); they are"
        + " marked \"custom\" in the imported scene"
    ),
    (
      .gestureRecognizers,
      window
        + "\n   | <UIView: 0x3; frame = (0 0; 10 10); gestureRecognizers = <NSArray: 0x9>; layer ="
        + " <CALayer: 0x4>>",
      "t.txt:2: warning: 1 view has gesture recognizers of unknown kinds, which HitScope does not"
        + " run (line 2)"
    ),
    (
      .hostingViews,
      window
        + "\n   | <_UIHostingView<ModifiedContent<AnyView, RootModifier>>: 0x3; frame = (0 0; 10"
        + " 10); layer = <CALayer: 0x4>>",
      "t.txt:2: warning: SwiftUI's own hit-testing inside a hosting view is not in the dump; the"
        + " hosting views' platform subviews are imported as drawn (line 2)"
    ),
    (
      .animations,
      window
        + "\n   | <UIView: 0x3; frame = (0 0; 10 10); animations = { position=<CABasicAnimation:"
        + " 0x9>; }; layer = <CALayer: 0x4>>",
      "t.txt:2: warning: 1 view was mid-animation; its model geometry is used (line 2)"
    ),
    (
      .unmatchedControllers,
      window + "\n<MyApp.Home 0x9>, state: appeared, view: <UIView 0x77>",
      "t.txt:2: warning: controllers whose view is not in the view dump are left out: MyApp.Home"
        + " (line 2)"
    ),
    (
      .recognizerWithoutView,
      window + "\n<UITapGestureRecognizer: 0x10; state = Possible; view = <UIView 0x99>; target="
        + " <(action=tap:, target=<MyApp.VC 0x20>)>>",
      "t.txt:2: warning: 1 recognizer names a view that is not in the dump (or view = (nil)) and"
        + " is left out (line 2)"
    ),
    (
      .unknownRecognizerClass,
      window + "\n<MyApp.Squiggle: 0x10; state = Possible; view = <UIWindow 0x1>; target="
        + " <(action=s:, target=<MyApp.VC 0x20>)>>",
      "t.txt:2: warning: 1 recognizer of a class HitScope cannot place (no baseClass of UIKit's)"
        + " is left out: MyApp.Squiggle (line 2)"
    ),
    (
      .recognizerState,
      window + "\n<UITapGestureRecognizer: 0x10; state = Ended; view = <UIWindow 0x1>; target="
        + " <(action=tap:, target=<MyApp.VC 0x20>)>>",
      "t.txt:2: warning: 1 recognizer is not in state Possible: the paste was taken mid-gesture"
        + " (line 2)"
    ),
    (
      .manyTaps,
      window + "\n<UITapGestureRecognizer: 0x10; state = Possible; view = <UIWindow 0x1>; target="
        + " <(action=tap:, target=<MyApp.VC 0x20>)>; numberOfTapsRequired = 3>",
      "t.txt:2: warning: tap recognizers of more than 2 taps are not modelled and are left out"
        + " (line 2)"
    ),
    (
      .tapAndHold,
      window + "\n<UILongPressGestureRecognizer: 0x10; state = Possible; view = <UIWindow 0x1>;"
        + " target= <(action=p:, target=<MyApp.VC 0x20>)>; numberOfTapsRequired = 1>",
      "t.txt:2: warning: long-press recognizers that need taps before the hold (tap-and-hold) are"
        + " not modelled and are left out (line 2)"
    ),
    (
      .multiTouchRecognizers,
      window + "\n<UITapGestureRecognizer: 0x10; state = Possible; view = <UIWindow 0x1>; target="
        + " <(action=tap:, target=<MyApp.VC 0x20>)>; numberOfTouchesRequired = 2>",
      "t.txt:2: warning: recognizers that need two fingers or the screen's edge are left out (one"
        + " finger away from the edge never starts them, so they fail at once and nothing waits"
        + " for them): UITapGestureRecognizer (line 2)"
    ),
    (
      .swiftUIRecognizers,
      window + "\n<SwiftUI.UIKitResponderGestureRecognizer: 0x10; state = Possible; view ="
        + " <UIWindow 0x1>; target= <(action=handle:, target=<SwiftUI.Coordinator 0x20>)>>",
      "t.txt:2: warning: SwiftUI's gestures inside a hosting view are not modelled; its"
        + " recognizer is left out (line 2)"
    ),
    (
      .tabIndentation,
      "[   ] h=--- v=--- NSView 0x1 f=(0,0,100,100) b=(-)\n  [   ] h=--- v=--- NSView 0x2"
        + " f=(0,0,10,10) b=(-)\n    [   ] h=--- v=--- NSView 0x3 f=(0,0,10,10) b=(-)\n      [   ]"
        + " h=--- v=--- NSView 0x4 f=(0,0,10,10) b=(-)\n\t[   ] h=--- v=--- NSView 0x5"
        + " f=(0,0,10,10) b=(-)",
      "t.txt:5: warning: tabs in the indentation are read on 8-column stops, as a terminal shows"
        + " them (line 5)"
    ),
    (
      .nanFrame,
      window + "\n   | <UIView: 0x3; frame = (nan nan; 10 10); layer = <CALayer: 0x4>>",
      "t.txt:2: warning: 1 view prints a frame that is not a number and is left out with its"
        + " subviews (line 2)"
    ),
    (
      .cellTextFields,
      "[   ] h=--- v=--- NSTableView 0x1 f=(0,0,100,100) b=(-)\n  [F  ] h=--- v=--- NSTableRowView"
        + " 0x2 f=(0,0,100,20) b=(-)\n    [   ] h=--- v=--- NSTextField 0x3 \"Paid\" f=(0,0,50,20) b=(-)",
      "t.txt:3: warning: 1 text field inside table rows is read as a label (editable and"
        + " selectable false: the dump does not print editability), so a click on it selects the"
        + " row (line 3)"
    ),
  ]

  @Test(arguments: cases.indices)
  func eachKindIsGivenOnceAtItsLine(index: Int) throws {
    let (_, fixture, expected) = Self.cases[index]
    #expect(try warnings(fixture) == [expected])
  }

  @Test func everyKindHasAFixture() {
    #expect(Set(Self.cases.map(\.0)) == Set(ImportWarningKind.allCases))
  }

  @Test func manyPlacesAreListedOnceWithAFewLinesShown() throws {
    var text = Self.window
    for i in 0..<12 {
      text +=
        "\n   | <UIView: 0x\(i + 10); frame = (0 0; 10 10); alpha = 2; layer = <CALayer: 0x4>>"
    }
    #expect(
      try warnings(text) == [
        "t.txt:2: warning: alpha above 1 is read as 1 (lines 2, 3, 4, 5, 6, 7, 8, 9 and 4 more)"
      ])
  }

  @Test func warningsOfSeveralFilesNameTheirFile() throws {
    let a = DumpSource(name: "a.txt", bytes: Array((Self.window + "\n").utf8))
    let b = DumpSource(
      name: "b.txt",
      bytes: Array(
        "<UIWindow: 0x9; frame = (0 0; 10 10); alpha = nan; layer = <CALayer: 0x2>>\n".utf8))
    let s = try #require(try DumpImporter.importScene([a, b]))
    #expect(
      s.warnings.map(\.description) == [
        "a.txt:1: warning: the dump has 2 top-level entries (lines 1, b.txt:1), imported as"
          + " windows under a passthrough root \"screen\" in dump order, the last frontmost;"
          + " window levels are not in the dump",
        "b.txt:1: warning: alpha nan is read as 1 (UIKit's alpha < 0.01 test is false for it)"
          + " (line 1)",
      ])
  }
}
