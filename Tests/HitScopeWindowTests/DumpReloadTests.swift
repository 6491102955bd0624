import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeWindow

extension UnderX {
  /// The window on an LLDB dump: a click routes through the imported views, and saving a fresh
  /// paste reloads it like a scene.
  @Suite("Window on a dump", .serialized)
  struct DumpReloadTests {
    static func dump(imageInteraction: Bool) -> String {
      let off = imageInteraction ? "" : " userInteractionEnabled = NO;"
      return """
        (lldb) po [[UIWindow keyWindow] recursiveDescription]
        <UIWindow: 0x1; frame = (0 0; 240 240); layer = <UIWindowLayer: 0x2>>
           | <UIImageView: 0x3; frame = (20 20; 200 200);\(off) layer = <CALayer: 0x4>>
           |    | <UIButton: 0x5; frame = (50 50; 100 60); layer = <CALayer: 0x6>>
        """
    }

    @Test("a click on a dump's button inside an interaction-off image view, then a fresh paste")
    func clickAndReload() throws {
      let h = try WindowHarness(sceneText: Self.dump(imageInteraction: false))
      #expect(h.window.session.scene.views.map(\.id) == ["window", "imageView", "button"])
      try h.click(Point(120, 100))
      // The image view with interaction off takes its subtree out: the window gets the click.
      #expect(h.events(named: "ended").last?["hit"] as? String == "window")
      try h.save(Self.dump(imageInteraction: true))
      try h.pump("reloaded") { !h.events(named: "reloaded").isEmpty }
      try h.click(Point(120, 100))
      #expect(h.events(named: "ended").last?["hit"] as? String == "button")
    }
  }
}
