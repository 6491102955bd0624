import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeImport

/// Recognizer pastes in each form `real-screens.md` lists (our own fixtures in
/// `Fixtures/Recognizers`), joined to the views of one screen and mapped to scene recognizers.
@Suite struct RecognizerImportTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Recognizers")

  static func fixture(_ name: String) throws -> String {
    try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  /// The screen's dump followed (or preceded) by the recognizer paste `name`.
  static func importing(_ name: String, recognizersFirst: Bool = false) throws -> ImportedScene {
    let screen = try fixture("screen.txt")
    let paste = try fixture(name)
    return try imported(recognizersFirst ? paste + screen : screen + paste)
  }

  /// Each recognizer as `view kind taps=N ...`, with the recognizers it waits for named by
  /// their taps, so forms that print them in another order compare equal.
  static func summary(_ s: ImportedScene) -> [String] {
    var byID: [String: GestureRecognizer] = [:]
    for v in s.views { for g in v.gestures { byID[g.id] = g } }
    var out: [String] = []
    for v in s.views {
      for g in v.gestures {
        let waits = g.requireToFail.map { "\(byID[$0]!.kind.rawValue)\(byID[$0]!.taps)" }
        let logs = g.onRecognize.map { action -> String in
          if case .log(let text) = action { return text }
          return "?"
        }
        out.append(
          "\(v.id) \(g.kind.rawValue) taps=\(g.taps) press=\(g.minimumPressDuration)"
            + " cancels=\(g.cancelsTouchesInView) waits=\(waits) log=\(logs)")
      }
    }
    return out.sorted()
  }

  static let expected = [
    "button-checkout longPress taps=1 press=1.0 cancels=true waits=[] log=[\"Shop.OrdersViewController showMenu:\"]",
    "view tap taps=1 press=0.5 cancels=false waits=[\"tap2\"] log=[\"Shop.OrdersViewController dismissKeyboard\"]",
    "view tap taps=2 press=0.5 cancels=true waits=[] log=[\"Shop.OrdersViewController zoom:\"]",
  ]

  @Test(arguments: ["objc-array.txt", "swift-frames.txt", "set.txt", "quoted.txt", "multiline.txt"])
  func everyFormImportsTheSameRecognizers(name: String) throws {
    let s = try Self.importing(name)
    #expect(Self.summary(s) == Self.expected)
    // The views whose recognizers the paste prints are no longer "of unknown kinds".
    let unknown = s.warnings.map(\.message).filter { $0.contains("unknown kinds") }
    #expect(
      unknown == [
        "3 views have gesture recognizers of unknown kinds, which HitScope does not run (lines 2, 4, 5)"
      ])
    #expect(
      !s.warnings.contains {
        $0.message.contains("recognizer") && !$0.message.contains("unknown kinds")
      })
  }

  @Test(arguments: ["objc-array.txt", "swift-frames.txt", "multiline.txt"])
  func recognizersMayComeBeforeTheViews(name: String) throws {
    #expect(Self.summary(try Self.importing(name, recognizersFirst: true)) == Self.expected)
  }

  /// Ids are the view's id and the kind, `-2` for a repeat; the written scene reads back.
  @Test func idsAndTheWrittenSceneReadBack() throws {
    let s = try Self.importing("objc-array.txt")
    let view = try #require(s.views.first { $0.id == "view" })
    #expect(view.gestures.map(\.id) == ["view.tap", "view.tap-2"])
    #expect(view.gestures[0].requireToFail == ["view.tap-2"])
    let text = SceneWriter.text(of: s, date: "2026-12-01")
    #expect(
      text.contains(
        #""gestures": [{"id": "view.tap", "kind": "tap", "cancelsTouchesInView": false, "requireToFail": ["view.tap-2"], "onRecognize": {"log": "Shop.OrdersViewController dismissKeyboard"}}, {"id": "view.tap-2", "kind": "tap", "taps": 2, "onRecognize": {"log": "Shop.OrdersViewController zoom:"}}]"#
      ))
  }

  /// UIKit's own recognizers are left out (silently, or with one note per kind), the scroll
  /// view's own become its flags, an app's endEditing: tap on a cell stays.
  @Test func systemRecognizersAreLeftOutAndScrollRecognizersAreFlags() throws {
    let s = try Self.importing("system.txt")
    #expect(
      Self.summary(s) == [
        "tableViewCell tap taps=1 press=0.5 cancels=true waits=[] log=[\"UIView endEditing:\"]"
      ])
    let table = try #require(s.views.first { $0.id == "tableView" })
    #expect(table.scroll.scrollEnabled && !table.scroll.delaysContentTouches)
    #expect(table.gestures.isEmpty)
    let messages = s.warnings.map(\.message)
    #expect(
      messages.contains(
        "recognizers that need two fingers or the screen's edge are left out (one finger away from"
          + " the edge never starts them, so they fail at once and nothing waits for them):"
          + " UIPinchGestureRecognizer (line 13)"))
    #expect(messages.filter { $0.contains("left out") }.count == 1)
    // Every view with printed recognizers now has them read (or knowingly left out), except
    // the view and the button whose recognizers this paste does not print.
    #expect(
      messages.contains(
        "2 views have gesture recognizers of unknown kinds, which HitScope does not run (lines 3, 6)"
      ))
  }

  /// The same recognizer printed twice is read from its fullest printing: a nested copy cut to
  /// `...` does not erase the flags of the full one.
  @Test func theFullestPrintingWins() throws {
    let s = try imported(
      try Self.fixture("screen.txt") + """
        <UITapGestureRecognizer: 0x7f9a1e000100; state = Possible; delaysTouchesBegan = YES; view = <UIView 0x7f9a1c00b000>; target= <(action=zoom:, target=<_TtC4Shop20OrdersViewController 0x7f9a1b000000>)>; numberOfTapsRequired = 2>
        <UITapGestureRecognizer: 0x7f9a1e000000; state = Possible; view = <UIView 0x7f9a1c00b000>; target= <(action=dismissKeyboard, target=<_TtC4Shop20OrdersViewController 0x7f9a1b000000>)>; must-fail = {<UITapGestureRecognizer: 0x7f9a1e000100; state = Possible; view = <UIView 0x7f9a1c00b000>; ...>}>
        """)
    let view = try #require(s.views.first { $0.id == "view" })
    #expect(view.gestures.count == 2)
    let double = try #require(view.gestures.first { $0.taps == 2 })
    #expect(
      double.delaysTouchesBegan && double.onRecognize == [.log("Shop.OrdersViewController zoom:")])
  }

  /// A recognizer printed only inside another's must-fail braces counts when it names its view.
  @Test func aNestedRecognizerNamingItsViewCounts() throws {
    let s = try imported(
      try Self.fixture("screen.txt") + """
        <UITapGestureRecognizer: 0x7f9a1e000000; state = Possible; view = <UIView 0x7f9a1c00b000>; target= <(action=dismissKeyboard, target=<_TtC4Shop20OrdersViewController 0x7f9a1b000000>)>; must-fail = {
                <UITapGestureRecognizer: 0x7f9a1e000100; state = Possible; view = <UIView 0x7f9a1c00b000>; target= <(action=zoom:, target=<_TtC4Shop20OrdersViewController 0x7f9a1b000000>)>; numberOfTapsRequired = 2>
            }>
        """)
    let view = try #require(s.views.first { $0.id == "view" })
    #expect(view.gestures.map(\.taps) == [1, 2])
    #expect(view.gestures[0].requireToFail == [view.gestures[1].id])
  }

  @Test func aNamedRecognizerTakesASlugOfItsName() throws {
    let s = try imported(
      try Self.fixture("screen.txt")
        + "<UIPanGestureRecognizer: 0x7f9a1e000900 (Drag To Reorder); state = Possible; view ="
        + " <UIView 0x7f9a1c00b000>; target= <(action=drag:, target=<_TtCC4Shop5Board6Column"
        + " 0x7f9a1b000100>)>>\n")
    let view = try #require(s.views.first { $0.id == "view" })
    #expect(view.gestures.map(\.id) == ["view.drag-to-reorder"])
    #expect(view.gestures[0].onRecognize == [.log("Shop.Board.Column drag:")])
  }

  /// `hit --gesture`: what fires on the imported screen follows the gesture rules.
  @Test(
    arguments: [
      // A single tap waits for the double tap to fail, then dismisses the keyboard.
      (Gesture.tap, Point(200, 650), ["view.tap"]),
      // A double tap zooms; the single tap, which waits for it, fails.
      (.doubleTap, Point(200, 650), ["view.tap-2"]),
      // A long press on the button shows the menu (held past its 1 s), not a shorter one.
      (.longPress(hold: 1.2), Point(100, 745), ["button-checkout.longPress"]),
      (.longPress(hold: 0.8), Point(100, 745), []),
      // A tap on the button: its control precedence stops the view's 1-tap recognizer.
      (.tap, Point(100, 745), []),
    ] as [(Gesture, Point, [String])])
  func gesturesFireWhatTheRulesSay(gesture: Gesture, at point: Point, fires: [String]) throws {
    let s = try Self.importing("objc-array.txt").scene
    #expect(s.deliver(gesture, at: point).delivery.firedIDs(in: s) == fires)
  }
}
