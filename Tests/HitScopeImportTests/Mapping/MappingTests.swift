import HitScopeEngine
import Testing

@testable import HitScopeImport

/// Transforms, windows, ids and names as a dump maps to a scene (see docs/decisions.md).
@Suite struct MappingTests {
  @Test(
    arguments: [
      // (printed box, transform, solved frame)
      ("(0 300; 100 50)", "[0, 1, -1, 0, 0, 0]", Rect(x: 25, y: 275, width: 50, height: 100)),
      ("(10 10; 80 40)", "[2, 0, 0, 2, 5, 5]", Rect(x: 30, y: 20, width: 40, height: 20)),
      ("(-10 -5; 40 20)", "[-1, 0, 0, -1, 0, 0]", Rect(x: -10, y: -5, width: 40, height: 20)),
      (
        "(0 0; 35.9808 32.3205)", "[0.866025, 0.5, -0.5, 0.866025, 0, 0]",
        Rect(x: 2.9904, y: 6.16025, width: 30, height: 20)
      ),
    ])
  func transformsAreSolvedFromThePrintedBox(box: String, transform: String, frame: Rect) throws {
    let s = try imported(
      "<UIWindow: 0x1; frame = (0 0; 400 400); layer = <CALayer: 0x2>>\n   | <UIView: 0x3;"
        + " frame = \(box); transform = \(transform); layer = <CALayer: 0x4>>")
    let v = try #require(view(s, at: "0x3"))
    #expect(abs(v.frame.minX - frame.minX) < 1e-4 && abs(v.frame.minY - frame.minY) < 1e-4)
    #expect(abs(v.frame.width - frame.width) < 1e-4 && abs(v.frame.height - frame.height) < 1e-4)
    #expect(v.transform?.tx == 0 && v.transform?.ty == 0)
  }

  @Test func aTranslationOnlyTransformIsInTheFrame() throws {
    let s = try imported(
      "<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>\n   | <UIView: 0x3; frame ="
        + " (15 25; 10 10); transform = [1, 0, 0, 1, 5, 5]; layer = <CALayer: 0x4>>")
    #expect(view(s, at: "0x3")?.transform == nil)
    #expect(view(s, at: "0x3")?.frame == Rect(x: 15, y: 25, width: 10, height: 10))
  }

  @Test func theTransform3DAffinePartIsUsed() throws {
    let s = try imported(
      "<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>\n   | <UIView: 0x3; frame ="
        + " (0 0; 20 40); transform3D = [2, 0, 0, 0; 0, 2, 0, 0; 0, 0, 1, 0; 0, 0, 0, 1];"
        + " layer = <CALayer: 0x4>>")
    let v = try #require(view(s, at: "0x3"))
    #expect(v.frame == Rect(x: 5, y: 10, width: 10, height: 20))
    #expect(v.transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
  }

  @Test func oneRootFillsTheCanvasFromTheTopLeft() throws {
    let s = try imported("<UIWindow: 0x1; frame = (30 40; 320 480); layer = <CALayer: 0x2>>")
    #expect(s.canvas == Size(width: 320, height: 480))
    #expect(s.views[0].frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(s.views[0].id == "window")
  }

  @Test func severalWindowsShareAPassthroughRootInDumpOrder() throws {
    let s = try imported(
      """
      <UIWindow: 0x1; frame = (0 0; 100 200); layer = <CALayer: 0x2>>
      <UITextEffectsWindow: 0x3; frame = (50 -20; 100 100); layer = <CALayer: 0x4>>
      """)
    #expect(s.canvas == Size(width: 150, height: 220))
    let root = s.views[0]
    #expect(root.id == "screen" && root.hitTestOverride == .passthrough)
    #expect(root.children == [1, 2])
    #expect(s.views[1].frame == Rect(x: 0, y: 20, width: 100, height: 200))
    #expect(s.views[2].frame == Rect(x: 50, y: 0, width: 100, height: 100))
    let scene = s.scene
    #expect(scene.hitView(Point(120, 50)) == 2)
    #expect(scene.hitView(Point(10, 150)) == 1)
    #expect(scene.hitView(Point(120, 180)) == nil)
  }

  @Test func aDumpWhoseEveryViewIsLeftOutIsAnError() {
    #expect(
      importProblems("   | SomeDescription\n   |    | <UIView: 0x3; frame = (0 0; 1 1)>") == [
        "t.txt:1:1: every view of the dump is left out: none prints a frame (expected entries"
          + " such as <UIView: 0x...; frame = (0 0; 375 812); ...>)"
      ])
  }

  @Test(
    arguments: [
      ("_TtC5MyApp10BannerView", "MyApp.BannerView"),
      ("_TtCC5MyApp5Outer5Inner", "MyApp.Outer.Inner"),
      ("_TtC5MyAppP33_0123456789abcdef0123456789abcdef9TitleView", "MyApp.TitleView"),
      ("_TtCs12_SwiftObject", "Swift._SwiftObject"),
      ("_TtGC7SwiftUI14_UIHostingViewV5MyApp8RootView_", "SwiftUI._UIHostingView<MyApp.RootView>"),
      ("_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_", "SwiftUI._UIHostingView<SwiftUI.AnyView>"),
      (
        "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__",
        "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>"
      ),
      (
        "_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView",
        "SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView"
      ),
      (
        "_TtC7SwiftUIP33_8825076C2763A50452A210CBE1FA4AF016PlatformViewHost",
        "SwiftUI.PlatformViewHost"
      ),
      ("_TtGC5MyApp4PairSiGSaSS__", "MyApp.Pair<Swift.Int, Swift.Array<Swift.String>>"),
      ("_TtGC5MyApp4PairCS_4LeafS0__", "MyApp.Pair<MyApp.Leaf, MyApp.Pair>"),
      ("_TtGC5MyApp3BoxFT_T__", "MyApp.Box<…>"),
      ("_TtGC7SwiftUI14_UIHostingView", "SwiftUI._UIHostingView<…>"),
      ("_TtGC5MyApp3BoxVS3_3Bad_", "MyApp.Box<…>"),
      (
        "_TtGC5MyApp3Box" + String(repeating: "GC5MyApp3Box", count: 40) + "Si"
          + String(repeating: "_", count: 41), "MyApp.Box<…>"
      ),
      ("_TtV5MyApp5Value", "_TtV5MyApp5Value"),
      ("_TtC5MyApp", "_TtC5MyApp"),
      ("_TtC5MyApp99Short", "_TtC5MyApp99Short"),
      ("_TtC6Player14LyricsOverlay", "_TtC6Player14LyricsOverlay"),
      ("UIButton", "UIButton"),
    ])
  func swiftNamesAreDemangledForDisplay(printed: String, shown: String) {
    #expect(SwiftName.demangled(printed) == shown)
  }

  /// SwiftUI's own classes print as `_Tt` names (generic, nested, private): they are Apple's,
  /// so they are not marked custom, and they read as Swift spells them.
  @Test func swiftUIsOwnMangledClassesAreNotCustom() throws {
    let s = try imported(
      "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>"
        + "\n   | <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_: 0x3; frame = (0 0; 100 100);"
        + " layer = <CALayer: 0x4>>"
        + "\n   |    | <_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView: 0x5;"
        + " frame = (0 0; 50 20); layer = <CALayer: 0x6>>"
        + "\n   |    | <_TtC8Weekends15ConfettiOverlay: 0x7; frame = (0 0; 100 100);"
        + " layer = <CALayer: 0x8>>")
    #expect(
      s.views.map(\.type) == [
        "UIWindow", "SwiftUI._UIHostingView<SwiftUI.AnyView>",
        "SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView", "Weekends.ConfettiOverlay",
      ])
    #expect(s.views.map(\.id) == ["window", "hostingView", "cgDrawingView", "confettiOverlay"])
    #expect(s.notes.map(\.isCustom) == [false, false, false, true])
  }

  @Test(
    arguments: [
      ("UIButton", "Sign In", "button-sign-in"), ("UILabel", nil, "label"),
      ("UITableViewCell", nil, "tableViewCell"), ("MyApp.BannerView", nil, "bannerView"),
      ("_UIHostingView<Text>", nil, "hostingView"), ("URLPreview", nil, "urlPreview"),
      ("UILabel", "¿Qué tal? — 42 €", "label-qu-tal-42"),
      ("UILabel", "A very long label that goes on and on", "label-a-very-long-label-that"),
      ("UILabel", "日本", "label"), ("NSTextField", "Name:", "textField-name"),
    ] as [(String, String?, String)])
  func idsComeFromTheClassAndTheText(type: String, text: String?, id: String) {
    var ids = ViewIDs()
    #expect(ids.view(className: type, text: text) == id)
  }

  @Test func idsAreUniqueAndStable() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
         | <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
         | <UILabel: 0x7; frame = (0 0; 10 10); text = '2'; layer = <CALayer: 0x4>>
         | <UILabel: 0x8; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
      """
    let a = try imported(text).views.map(\.id)
    #expect(a == ["window", "label", "label-2", "label-2-2", "label-3"])
    #expect(try imported(text).views.map(\.id) == a)
  }

  @Test(
    arguments: [
      ("UIButton", true), ("_UIBarBackground", true), ("NSTableView", true),
      ("SwiftUI._UIGraphicsView", true), ("CALayer", true), ("WKWebView", true),
      ("MyApp.BannerView", false), ("BannerView", false), ("UIsomething", false),
      ("FancyButton", false),
    ])
  func appleClassesAreKnownByPrefixAndModule(name: String, apple: Bool) {
    #expect(FrameworkClass.isApple(name) == apple)
  }

  @Test func everyImportedViewIsAnOutlineWithItsText() throws {
    let s = try imported(
      "<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>\n   | <UILabel: 0x3; frame"
        + " = (0 0; 10 10); text = 'Total: {n}'; layer = <CALayer: 0x4>>")
    #expect(s.views.allSatisfy { $0.stroke == DumpMapper.outline && $0.lineWidth == 1 })
    // The outline is drawn inside the bounds.
    #expect(s.views[0].shape == .rectIn(Rect(x: 0.5, y: 0.5, width: 99, height: 99)))
    #expect(s.views[1].shape == .rectIn(Rect(x: 0.5, y: 0.5, width: 9, height: 9)))
    #expect(s.views[1].label == LabelTemplate(segments: [.text("Total: {n}")]))
  }
}
