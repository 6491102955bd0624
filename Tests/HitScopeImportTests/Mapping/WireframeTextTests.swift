import HitScopeEngine
import Testing

@testable import HitScopeImport

/// The text an imported wireframe draws: sized as the app sets it, drawn once.
@Suite struct WireframeTextTests {
  @Test(
    arguments: [
      (44.0, Semantics.uikit, 17.0), (20, .uikit, 16), (15, .uikit, 12), (5, .uikit, 6),
      (44, .appkit, 13), (5, .appkit, 13),
    ])
  func textIsSizedByHeightUnderUIKitAndFixedUnderAppKit(
    height: Double, semantics: Semantics, size: Double
  ) {
    #expect(DumpMapper.fontSize(height: height, semantics: semantics) == size)
  }

  /// A section header whose only labelled descendant repeats its text draws it once, by the
  /// label; a view whose text differs, or with several labelled descendants, keeps its own.
  @Test func aRepeatedTextIsDrawnOnceByTheDescendant() throws {
    let s = try imported(
      """
      <UIWindow: 0x1; frame = (0 0; 390 300); layer = <CALayer: 0x2>>
         | <_UITableViewHeaderFooterView: 0x3; frame = (0 0; 390 40); text = 'ORDERS'; layer = <CALayer: 0x4>>
         |    | <UIView: 0x5; frame = (0 0; 390 40); layer = <CALayer: 0x6>>
         |    |    | <_UITableViewHeaderFooterViewLabel: 0x7; frame = (20 10; 100 20); text = 'ORDERS'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x8>>
         | <_UITableViewHeaderFooterView: 0x9; frame = (0 40; 390 40); text = 'PAID'; layer = <CALayer: 0xa>>
         |    | <UILabel: 0xb; frame = (20 10; 100 20); text = 'PAID'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xc>>
         |    | <UILabel: 0xd; frame = (200 10; 100 20); text = '3 orders'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xe>>
      """)
    #expect(view(s, at: "0x3")?.label == nil)
    #expect(view(s, at: "0x7")?.label?.text(counters: [:]) == "ORDERS")
    #expect(view(s, at: "0x7")?.fontSize == 16)
    #expect(view(s, at: "0x9")?.label?.text(counters: [:]) == "PAID")
  }
}
