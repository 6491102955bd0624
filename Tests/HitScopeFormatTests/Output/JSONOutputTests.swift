import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

struct JSONOutputTests {
  @Test(arguments: [
    (120.0, "120"), (0.1, "0.1"), (-2.5, "-2.5"), (0.0, "0"), (-0.0, "0"),
    (1.0 / 3.0, "0.3333333333333333"), (1e-7, "1e-07"), (1e20, "1e+20"), (123456.75, "123456.75"),
    (Double.nan, "null"), (Double.infinity, "null"),
  ])
  func numbersPrintInShortestRoundTripForm(_ value: Double, _ expected: String) throws {
    let text = JSONOutput.number(value).serialized
    #expect(text == expected)
    if value.isFinite {
      let back = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as! [NSNumber]
      #expect(back[0].doubleValue == value)
    }
  }

  @Test func stringsAreEscaped() throws {
    let value = JSONOutput.string("a\"b\\c\nd\u{1}é")
    #expect(value.serialized == #""a\"b\\c\nd\u0001é""#)
    let back =
      try JSONSerialization.jsonObject(
        with: Data("[\(value.serialized)]".utf8)) as! [String]
    #expect(back == ["a\"b\\c\nd\u{1}é"])
  }

  @Test func objectsKeepKeyOrderAndUseTheDocumentedSeparators() {
    let value = JSONOutput.object([("b", 1), ("a", [true, nil, "x"])])
    #expect(value.serialized == #"{"b": 1, "a": [true, null, "x"]}"#)
  }
}
