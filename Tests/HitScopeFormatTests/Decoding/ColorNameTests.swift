import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// Named colours: every CSS Color Level 4 name and the Apple system colours, in the case shown.
@Suite struct ColorNameTests {
  @Test func everyCSSLevel4NameIsKnown() {
    // 148 names: the 16 of CSS1, orange (CSS2), the 130 of SVG 1.1, rebeccapurple (Level 4).
    #expect(ColorName.css.count == 148)
    #expect(ColorName.css.keys.allSatisfy { $0 == $0.lowercased() })
  }

  @Test(
    arguments: [
      ("orange", Color(r: 0xFF, g: 0xA5, b: 0x00)),
      ("rebeccapurple", Color(r: 0x66, g: 0x33, b: 0x99)),
      ("aliceblue", Color(r: 0xF0, g: 0xF8, b: 0xFF)),
      ("crimson", Color(r: 0xDC, g: 0x14, b: 0x3C)),
      ("darkslategrey", Color(r: 0x2F, g: 0x4F, b: 0x4F)),
      ("yellowgreen", Color(r: 0x9A, g: 0xCD, b: 0x32)),
      ("gray", Color(r: 0x80, g: 0x80, b: 0x80)),
      ("green", Color(r: 0x00, g: 0x80, b: 0x00)),
      ("transparent", Color.clear),
      ("clear", Color.clear),
      ("systemBlue", Color(r: 0x00, g: 0x7A, b: 0xFF)),
      ("systemRed", Color(r: 0xFF, g: 0x3B, b: 0x30)),
      ("systemOrange", Color(r: 0xFF, g: 0x95, b: 0x00)),
      ("systemGreen", Color(r: 0x34, g: 0xC7, b: 0x59)),
      ("systemYellow", Color(r: 0xFF, g: 0xCC, b: 0x00)),
      ("systemPink", Color(r: 0xFF, g: 0x2D, b: 0x55)),
      ("systemPurple", Color(r: 0xAF, g: 0x52, b: 0xDE)),
      ("systemTeal", Color(r: 0x30, g: 0xB0, b: 0xC7)),
      ("systemIndigo", Color(r: 0x58, g: 0x56, b: 0xD6)),
      ("systemGray", Color(r: 0x8E, g: 0x8E, b: 0x93)),
      ("systemBackground", Color(r: 0xFF, g: 0xFF, b: 0xFF)),
      ("secondarySystemBackground", Color(r: 0xF2, g: 0xF2, b: 0xF7)),
      ("label", Color(r: 0x00, g: 0x00, b: 0x00)),
      ("secondaryLabel", Color(r: 0x3C, g: 0x3C, b: 0x43, a: 0x99)),
    ])
  func namesDecode(name: String, colour: Color) throws {
    #expect(try child(#""fill": "\#(name)""#).fill == colour)
  }

  /// Case matters: CSS names are lower case, Apple's camel case as UIKit spells them.
  @Test(
    arguments: [
      ("Orange", #"did you mean "orange"?"#),
      ("SystemBlue", #"did you mean "systemBlue"?"#),
      ("systemblue", #"did you mean "systemBlue"?"#),
    ])
  func otherCasesAreRefusedWithTheSpelling(name: String, suggestion: String) {
    #expect(
      problems(oneChild(#""fill": "\#(name)""#)) == [
        #"t.json:3:9: view "v": fill: unknown colour "\#(name)" (\#(suggestion))"#
      ])
  }
}
