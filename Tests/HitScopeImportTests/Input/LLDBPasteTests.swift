import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeImport

/// The paste `hitscope-dump` prints (the LLDB command's own test compares its output with this
/// recording) imports whole: views, controllers, recognizers and overrides.
@Suite struct LLDBPasteTests {
  static let paste = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("lldb/tests/recordings/ios-paste.txt")

  @Test func theCommandsPasteImportsWhole() throws {
    let s = try imported(try String(contentsOf: Self.paste, encoding: .utf8))
    let content = try #require(view(s, at: "0x7fa3a1d0c000"))
    #expect(content.controller?.name == "Shop.CheckoutViewController")
    #expect(content.gestures.map(\.id) == ["view.tap"])
    #expect(
      content.gestures.first?.onRecognize == [.log("Shop.CheckoutViewController dismissKeyboard")])
    let buy = try #require(view(s, at: "0x7fa3a1d0d000"))
    #expect(buy.overrides == [.pointInside] && buy.isControl)
    // The window's system gate is left out silently: no recognizer warning remains.
    #expect(!s.warnings.contains { $0.message.contains("recognizer") })
  }
}
