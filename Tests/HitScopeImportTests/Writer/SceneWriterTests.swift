import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeImport

/// The scene file `hitscope import` writes.
@Suite struct SceneWriterTests {
  let dump = """
    <UIWindow: 0x1; frame = (0 0; 200 100); layer = <CALayer: 0x2>>
       | <UIView: 0xa; frame = (0 0; 200 100); backgroundColor = UIExtendedSRGBColorSpace 1 0.5 0 0.5; layer = <CALayer: 0x4>>
       |    | <UILabel: 0xb; frame = (10 10; 80 20); text = 'Total {n}: "5"'; userInteractionEnabled = NO; layer = <CALayer: 0x6>>
       |    | <UILabel: 0xc; frame = (10 40; 80 20); text = 'tap me'; layer = <CALayer: 0x6>>
       |    | <_TtC5MyApp8BuyPanel: 0xd; baseClass = UIButton; frame = (100 10; 40 80); transform = [0, 1, -1, 0, 0, 0]; alpha = 0.5; hidden = YES; layer = <CALayer: 0x8>>
       |    | <UIScrollView: 0xe; frame = (150 0; 50 100); clipsToBounds = YES; layer = <CALayer: 0x8>; contentOffset: {0, 30}>
    <UINavigationController 0x99>, state: appeared, view: <UIView 0xa>
    """

  func written(_ text: String) throws -> (ImportedScene, String) {
    let s = try imported(text, name: "shop.dump.txt")
    return (s, SceneWriter.text(of: s, date: "2026-12-01"))
  }

  @Test func theWrittenSceneLoadsToTheImportedViews() throws {
    let (s, text) = try written(dump)
    let loaded = try SceneLoader.load(bytes: Array(text.utf8), fileName: "shop.json")
    #expect(loaded.title == "shop")
    #expect(loaded.canvas == s.canvas)
    #expect(loaded.views.count == s.views.count)
    for (a, b) in zip(s.views, loaded.views) {
      #expect(a.id == b.id && a.type == b.type && a.baseClass == b.baseClass)
      #expect(a.frame == b.frame && a.boundsOrigin == b.boundsOrigin && a.transform == b.transform)
      #expect(a.isHidden == b.isHidden && a.alpha == b.alpha && a.clipsToBounds == b.clipsToBounds)
      #expect(a.userInteractionEnabled == b.userInteractionEnabled)
      #expect(a.handlesTouches == b.handlesTouches)
      #expect(a.fill == b.fill && a.stroke == b.stroke && a.label == b.label && a.shape == b.shape)
      #expect(a.controller == b.controller && a.children == b.children)
    }
    #expect(loaded.views[2].label?.text(counters: [:]) == "Total {n}: \"5\"")
    #expect(loaded.views[3].userInteractionEnabled)
  }

  @Test func theHeaderSaysWhereItComesFromAndWhatIsUncertain() throws {
    let (_, text) = try written(dump)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[0]
        == "// Imported by hitscope import from shop.dump.txt on 2026-12-01 (UIKit"
        + " recursiveDescription, UIKit _printHierarchy).")
    #expect(text.contains("// The dump prints numbers to 6 significant digits"))
    #expect(
      text.contains(
        "//   shop.dump.txt:5: warning: views of custom classes may override hitTest(_:with:)"))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "      {\"id\": \"buyPanel\", \"type\": \"MyApp.BuyPanel\", \"baseClass\": \"UIButton\"")
          && $0.hasSuffix("// 0xd, line 5, custom")
      })
    #expect(
      lines.contains { $0.contains("\"controller\": {\"name\": \"UINavigationController\"}") })
  }

  /// A class name with a carriage return or another control character in it (a paste gone
  /// wrong) is named in the warnings' comment as an escape: a raw one would end the `//` line
  /// and leave the rest of it to be read as JSON.
  @Test(arguments: ["\r", "\u{1B}", "\u{2028}"])
  func controlCharactersInCommentsAreEscaped(_ control: String) throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 200 100); layer = <CALayer: 0x2>>
         | <_TtC5MyApp4Bu\(control)y: 0xd; frame = (10 10; 40 20); layer = <CALayer: 0x8>>
      """
    let (s, text) = try written(dump)
    let loaded = try SceneLoader.load(bytes: Array(text.utf8), fileName: "shop.json")
    #expect(loaded.views.count == s.views.count)
    #expect(loaded.views.map(\.type) == s.views.map(\.type))
    let escaped = ["\r": "\\u{d}", "\u{1B}": "\\u{1b}", "\u{2028}": "\\u{2028}"][control]!
    let comments = text.split(separator: "\n").filter { $0.hasPrefix("//") }
    #expect(comments.contains { $0.contains("Bu" + escaped + "y") }, "\(comments)")
    #expect(!comments.contains { $0.contains(control) })
  }

  /// Importing the dump of the written scene gives the same file.
  @Test(arguments: [21, 22, 23] as [UInt64])
  func theWrittenScenesDumpImportsToTheSameFile(seed: UInt64) throws {
    var scene = RandomScenes.uikit(seed: seed, count: 30)
    // Exact numbers only: quarter turns and whole scales keep the dump's 6 digits exact.
    var views = scene.views
    for i in views.indices {
      if let t = views[i].transform {
        views[i].transform = AffineTransform(
          a: t.a.rounded(), b: t.b.rounded(), c: t.c.rounded(), d: t.d.rounded(), tx: 0, ty: 0)
        if views[i].transform == .identity { views[i].transform = nil }
      }
      views[i].alpha = views[i].alpha == 1 ? 1 : 0.5
    }
    views[2].baseClass = "UIButton"
    views[3].type = "MyApp.Card"
    scene = Scene(title: "r", canvas: scene.canvas, views: views)
    let (first, text) = try written(recursiveDescription(of: scene))
    let reloaded = try SceneLoader.load(bytes: Array(text.utf8), fileName: "shop.json")
    let again = try imported(
      recursiveDescription(of: reloaded, addresses: first.notes.map(\.address)),
      name: "shop.dump.txt")
    #expect(SceneWriter.text(of: again, date: "2026-12-01") == text)
  }

  @Test func probesAreWrittenAfterTheViews() throws {
    var s = try imported(dump, name: "shop.dump.txt")
    s.probes = [Probe(point: Point(20, 20), expect: .named("label-tap-me"), name: "label")]
    let text = SceneWriter.text(of: s, date: "2026-12-01")
    #expect(
      text.contains(
        "  \"probes\": [\n    {\"at\": [20, 20], \"expect\": \"label-tap-me\", \"name\": \"label\"},\n  ]\n}\n"
      ))
    let loaded = try SceneLoader.load(bytes: Array(text.utf8), fileName: "shop.json")
    #expect(loaded.probes.count == 1)
  }
}
