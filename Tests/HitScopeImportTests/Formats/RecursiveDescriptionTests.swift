import HitScopeEngine
import Testing

@testable import HitScopeImport

/// The quirks of pasted `recursiveDescription` text, each in a few lines of our own.
@Suite struct RecursiveDescriptionTests {
  /// The tree of an import as `id(child, child)`, for comparing shapes.
  func shape(_ s: ImportedScene) -> String {
    func visit(_ i: Int) -> String {
      let v = s.views[i]
      return v.children.isEmpty
        ? v.id : v.id + "(" + v.children.map(visit).joined(separator: " ") + ")"
    }
    return visit(0)
  }

  @Test(
    arguments: [
      "   | ",  // as printed
      "|",  // collapsed
      "\t|\t",  // tabbed
      "  | ",  // two spaces
      "    |    ",  // four spaces
    ])
  func depthIsThePipesBeforeTheFirstBracket(unit: String) throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
      \(unit)<UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
      \(unit)\(unit)<UILabel: 0x5; frame = (0 0; 10 10); text = 'a'; layer = <CALayer: 0x6>>
      \(unit)<UIButton: 0x7; frame = (50 50; 10 10); layer = <CALayer: 0x8>>
      """
    #expect(shape(try imported(text)) == "window(view(label-a) button)")
  }

  @Test func aFragmentCountsDepthsFromItsFirstEntry() throws {
    let text = """
         |    | <UIView: 0x3; frame = (10 20; 50 50); layer = <CALayer: 0x4>>
         |    |    | <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>
      """
    let s = try imported(text)
    #expect(shape(s) == "view(label)")
    #expect(s.canvas == Size(width: 50, height: 50))
    #expect(s.views[0].frame == Rect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func aShallowerEntryStartsANewTopLevelEntry() throws {
    let text = """
         |    | <UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
         |    |    | <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>
         | <UIView: 0x7; frame = (50 0; 50 80); layer = <CALayer: 0x8>>
         |    | <UIButton: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>>
      """
    let s = try imported(text)
    #expect(shape(s) == "screen(view(label) view-2(button))")
    #expect(s.canvas == Size(width: 100, height: 80))
  }

  @Test func aDepthThatJumpsIsAnErrorNamingTheLine() {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         |    |    | <UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
      """
    #expect(
      importProblems(text) == [
        #"t.txt:2:16: the depth jumps from 0 to 3 (expected at most one level deeper than the line before: 1 "|")"#
      ])
  }

  @Test func linesThatAreNotViewsAreSkipped() throws {
    let text = """
      (lldb) po [[UIWindow keyWindow] recursiveDescription]
      Printing description of $0:
      `<UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>

         | <UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
      ...
         |    | <CALayer: 0x9; position = CGPoint (1 1); bounds = CGRect (0 0; 2 2)> (layer)
         | <UIView: 0x5; frame = (50 50; 50 50); layer = <CALayer: 0x6>>`
      (lldb) continue
      """
    let s = try imported(text)
    #expect(shape(s) == "window(view view-2)")
    #expect(s.warnings.isEmpty)
  }

  @Test func cycriptQuotingIsStripped() throws {
    let text = """
      @"<UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>"
      """
    #expect(shape(try imported(text)) == "window(view)")
  }

  /// cycript's quote after a space on the first entry's line: the entry is read, not lost.
  @Test func aCycriptQuoteAfterASpaceIsStripped() throws {
    let text = """
      cy# UIApp.keyWindow.recursiveDescription().toString()
       `<UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
         |    | <UIFLEXSwitch: 0x5; baseClass = UISwitch; frame = (0 0; 51 31); layer = <CALayer: 0x6>>`
      """
    let s = try imported(text)
    #expect(shape(s) == "window(view(flexSwitch))")
  }

  @Test func textWithNewlinesContinuesTheEntry() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 50 50); text = 'Two
      lines | <here>'; userInteractionEnabled = NO; layer = <CALayer: 0x4>>
         | <UIView: 0x5; frame = (50 50; 50 50); layer = <CALayer: 0x6>>
      """
    let s = try imported(text)
    let label = try #require(view(s, at: "0x3"))
    #expect(label.label?.text(counters: [:]) == "Two\nlines | <here>")
    #expect(label.userInteractionEnabled == false)
    #expect(shape(s) == "window(label-two-lines-here view)")
  }

  @Test func aPipesLineWithoutAnEntryIsAViewWithItsOwnDescription() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | MyCustomDescription of a view
         |    | <UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
         | <UIView: 0x5; frame = (50 50; 50 50); layer = <CALayer: 0x6>>
      """
    let s = try imported(text)
    #expect(shape(s) == "window(view)")
    #expect(
      s.warnings.map(\.description) == [
        "t.txt:2: warning: 1 view prints no frame (a class with its own description, or an"
          + " entry cut short) and is left out with its subviews (line 2)"
      ])
  }

  @Test func anEntryCutShortKeepsTheFieldsItHas() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIView: 0x3; frame = (10 10; 50 50); hidden = YES; [...]
         | <UIView: 0x5; frame = (50 50; 50 50); clipsToBounds = YES; lay
      """
    let s = try imported(text)
    #expect(view(s, at: "0x3")?.isHidden == true)
    #expect(view(s, at: "0x3")?.frame == Rect(x: 10, y: 10, width: 50, height: 50))
    #expect(view(s, at: "0x5")?.clipsToBounds == true)
  }

  @Test func fieldsSplitOutsideBracketsAndText() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2; delegate = <X; y>>>
         | <UILabel: 0x3; frame = (0 0; 50 50); text = '2'''; opaque = NO; layer = <CALayer: 0x4>> - (null)
         | <UILabel: 0x5; frame = (0 0; 50 50); text = 'a; b = c'; hidden = YES; layer = <CALayer: 0x6>>
         | <UITextField: 0x7; frame = (0 50; 50 20); placeholder = Email (work); alpha = 0.5; layer = <CALayer: 0x8>>
         | <<UIView: 0x9; frame = (1 2; 3 4); layer = <CALayer: 0xa>>> minSize = {0, 0}
         | <UIView; frame = (5 6; 7 8); unknownKey = {1, 2}; layer = <CALayer>>
      """
    let s = try imported(text)
    #expect(view(s, at: "0x3")?.label?.text(counters: [:]) == "2''")
    #expect(view(s, at: "0x5")?.label?.text(counters: [:]) == "a; b = c")
    #expect(view(s, at: "0x5")?.isHidden == true)
    #expect(view(s, at: "0x7")?.label?.text(counters: [:]) == "Email (work)")
    #expect(view(s, at: "0x7")?.alpha == 0.5)
    #expect(view(s, at: "0x9")?.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    let last = s.views[s.views.count - 1]
    #expect(last.frame == Rect(x: 5, y: 6, width: 7, height: 8))
    #expect(s.notes[s.views.count - 1].address == nil)
  }

  @Test func scrollExtrasAfterTheLayerGiveTheBoundsOrigin() throws {
    let text = """
      <UITableView: 0x1; frame = (0 0; 100 100); clipsToBounds = YES; layer = <CALayer: 0x2>; contentOffset: {-0, 120.5}; contentSize: {100, 400}; adjustedContentInset: {0, 0, 0, 0}>
      """
    let s = try imported(text)
    #expect(s.views[0].boundsOrigin == Point(0, 120.5))
    #expect(s.views[0].clipsToBounds)
  }

  @Test(
    arguments: [
      ("alpha = -15.3281", 0.0), ("alpha = 1e-05", 0.00001), ("alpha = -0", 0.0),
      ("alpha = 0.5", 0.5),
    ])
  func numbersAreCPercentG(field: String, alpha: Double) throws {
    let s = try imported(
      "<UIView: 0x1; frame = (-0 -15.3281; 1e+03 2.5e+02); \(field); layer = <CALayer: 0x2>>")
    #expect(s.views[0].alpha == alpha)
    #expect(s.canvas == Size(width: 1000, height: 250))
  }

  @Test(
    arguments: [
      ("UIExtendedSRGBColorSpace 1 0 0 1", Color(r: 255, g: 0, b: 0)),
      ("UIExtendedSRGBColorSpace 0 0.478431 1 0.5", Color(r: 0, g: 122, b: 255, a: 128)),
      ("UIExtendedSRGBColorSpace 1.2 -0.1 0 1", Color(r: 255, g: 0, b: 0)),
      ("UIExtendedGrayColorSpace 0 0", Color(r: 0, g: 0, b: 0, a: 0)),
      (
        "<UIDynamicSystemColor: 0x6000; name = systemBackgroundColor>",
        Color(r: 255, g: 255, b: 255)
      ),
      (
        "<UIDynamicSystemColor: 0x6000; name = secondaryLabelColor>",
        Color(r: 0x3C, g: 0x3C, b: 0x43, a: 0x99)
      ),
    ])
  func backgroundColoursFill(text: String, colour: Color) throws {
    let s = try imported(
      "<UIView: 0x1; frame = (0 0; 10 10); backgroundColor = \(text); layer = <CALayer: 0x2>>")
    #expect(s.views[0].fill == colour)
  }

  @Test(
    arguments: [
      "<UIDynamicCatalogColor: 0x6000; name = BrandColor>", "UIDisplayP3ColorSpace 1 0 0 1",
      "<UIDynamicProviderColor: 0x6000; provider = <__NSMallocBlock__: 0x1>>",
    ])
  func otherColoursDoNotFill(text: String) throws {
    let s = try imported(
      "<UIView: 0x1; frame = (0 0; 10 10); backgroundColor = \(text); layer = <CALayer: 0x2>>")
    #expect(s.views[0].fill == nil)
  }

  @Test func interactionIsOnUnlessTheDumpSaysNO() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIImageView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
         | <UILabel: 0x5; frame = (0 0; 50 50); userInteractionEnabled = NO; layer = <CALayer: 0x6>>
         | <UIView: 0x7; frame = (0 0; 50 50); userInteractionEnabled = NO; layer = <CALayer: 0x8>>
         | <MyApp.Buy: 0x9; baseClass = UIButton; frame = (0 0; 50 50); layer = <CALayer: 0xa>>
      """
    let s = try imported(text)
    #expect(view(s, at: "0x3")?.userInteractionEnabled == true)
    #expect(view(s, at: "0x5")?.userInteractionEnabled == false)
    #expect(view(s, at: "0x7")?.userInteractionEnabled == false)
    let buy = try #require(view(s, at: "0x9"))
    #expect(buy.baseClass == "UIButton" && buy.isControl && buy.handlesTouches)
  }
}
