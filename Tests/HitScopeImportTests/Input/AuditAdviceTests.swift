import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeImport

/// Each rule's advice, followed on the scene that triggered it: the finding is gone and no
/// other appears.
@Suite struct AuditAdviceTests {
  struct Advice: Sendable, CustomStringConvertible {
    var name: String
    /// A file of `Tests/Scenes/audit`, or the text of a scene.
    var file: String?
    var text: String?
    var rule: AuditRule
    var view: String
    /// Words of the advice the finding gives.
    var says: String
    /// The advice applied to the scene's text: (what to find, what to put instead).
    var edit: (String, String)
    var description: String { name }
  }

  static let cases: [Advice] = [
    Advice(
      name: "UIKit overlay: isUserInteractionEnabled = false", file: "chat.json",
      rule: .invisibleHitArea, view: "typingIndicator",
      says: "set typingIndicator.isUserInteractionEnabled = false",
      edit: (
        #"{"id": "typingIndicator", "frame": [0, 701, 390, 96]}"#,
        #"{"id": "typingIndicator", "frame": [0, 701, 390, 96], "userInteractionEnabled": false}"#
      )),
    Advice(
      name: "keyboard-dismiss tap: cancelsTouchesInView = false", file: "chat.json",
      rule: .gestureStealsTap, view: "messages",
      says: "set dismissKeyboard.cancelsTouchesInView = false",
      edit: (
        #"{"id": "dismissKeyboard", "kind": "tap","#,
        #"{"id": "dismissKeyboard", "kind": "tap", "cancelsTouchesInView": false,"#
      )),
    Advice(
      name: "image view's tap: isUserInteractionEnabled = true", file: "chat.json",
      rule: .recognizerUnreachable, view: "photo",
      says: "set photo.isUserInteractionEnabled = true",
      edit: (
        ##""fill": "#8ecae6","##, ##""fill": "#8ecae6", "userInteractionEnabled": true,"##
      )),
    Advice(
      name: "SwiftUI overlay: .allowsHitTesting(false)", file: "settings-form.json",
      rule: .invisibleHitArea, view: "toast", says: "add .allowsHitTesting(false) to toast",
      edit: (#""fill": "clear","#, #""fill": "clear", "allowsHitTesting": false,"#)),
    Advice(
      name: "AppKit overlay: return nil from hitTest", file: "notes-window.json",
      rule: .invisibleHitArea, view: "hoverCardHost",
      says: "return nil from hoverCardHost's hitTest(_:)",
      edit: (
        #"{"id": "hoverCardHost", "frame": [780, 0, 120, 200],"#,
        #"{"id": "hoverCardHost", "frame": [780, 0, 120, 200], "hitTest": "passthrough","#
      )),
    Advice(
      name: "SwiftUI dead gap: .contentShape(Rectangle())", text: deadGapScene,
      rule: .deadGap, view: "row", says: "add .contentShape(Rectangle())",
      edit: (#""id": "row","#, #""id": "row", "contentShape": "rect","#)),
    Advice(
      name: "AppKit single click waiting: delaysPrimaryMouseButtonEvents = false",
      text: appKitWaitScene, rule: .tapWaits, view: "openButton",
      says: "set doubleClick.delaysPrimaryMouseButtonEvents = false",
      edit: (#""taps": 2,"#, #""taps": 2, "delaysPrimaryMouseButtonEvents": false,"#)),
    Advice(
      name: "UIKit single tap waiting: delaysTouchesEnded = false", text: uikitWaitScene,
      rule: .tapWaits, view: "likeButton", says: "set doubleTap.delaysTouchesEnded = false",
      edit: (#""taps": 2,"#, #""taps": 2, "delaysTouchesEnded": false,"#)),
  ]

  static let deadGapScene = """
    {"canvas": {"width": 300, "height": 200}, "semantics": "swiftui", "root": {"id": "window",
     "fill": "#f2f2f7", "children": [
       {"id": "card", "frame": [10, 10, 280, 100], "fill": "#ffffff"},
       {"id": "row", "frame": [10, 10, 280, 100], "onTap": {"log": "open"}, "children": [
         {"id": "icon", "frame": [10, 30, 40, 40], "fill": "#007aff"},
         {"id": "title", "frame": [70, 40, 100, 20], "label": "Account"}
       ]}
     ]}}
    """

  static let appKitWaitScene = """
    {"canvas": {"width": 300, "height": 200}, "semantics": "appkit", "root": {"id": "window",
     "gestures": [{"id": "doubleClick", "kind": "click", "taps": 2,
                   "onRecognize": {"log": "zoom"}}],
     "children": [
       {"id": "openButton", "type": "NSButton", "frame": [20, 20, 120, 40], "label": "Open",
        "onTap": {"log": "open"}}
     ]}}
    """

  static let uikitWaitScene = """
    {"canvas": {"width": 300, "height": 200}, "root": {"id": "window", "children": [
       {"id": "post", "frame": [0, 0, 300, 200], "fill": "#ffffff",
        "gestures": [{"id": "doubleTap", "kind": "tap", "taps": 2,
                      "onRecognize": {"log": "like"}}],
        "children": [
         {"id": "likeButton", "type": "UIControl", "frame": [20, 20, 120, 50], "fill": "#ff2d55",
          "onTap": {"log": "like"}}
       ]}
     ]}}
    """

  static func text(of c: Advice) throws -> String {
    if let text = c.text { return text }
    let url = RealScreenAuditTests.directory.appendingPathComponent(c.file!)
    return try String(contentsOf: url, encoding: .utf8)
  }

  static func audit(_ text: String) throws -> (Scene, [AuditFinding]) {
    let scene = try SceneLoader.load(bytes: Array(text.utf8), fileName: "advice.json")
    return (scene, Audit.run(scene))
  }

  static func key(_ f: AuditFinding, _ s: Scene) -> String {
    "\(f.rule.rawValue) \(s.views[f.view].id)"
  }

  @Test(arguments: cases)
  func followingTheAdviceRemovesTheFindingAndRaisesNone(_ c: Advice) throws {
    let text = try Self.text(of: c)
    let (before, findings) = try Self.audit(text)
    let finding = try #require(
      findings.first { $0.rule == c.rule && before.views[$0.view].id == c.view },
      "\(findings.map(\.message))")
    #expect(finding.message.contains(c.says), "\(finding.message)")
    #expect(text.contains(c.edit.0), "the edit must apply")
    let (after, remaining) = try Self.audit(text.replacingOccurrences(of: c.edit.0, with: c.edit.1))
    let was = Set(findings.map { Self.key($0, before) })
    let now = Set(remaining.map { Self.key($0, after) })
    #expect(!now.contains(Self.key(finding, before)))
    #expect(now.isSubset(of: was), "new findings: \(now.subtracting(was))")
  }

  @Test func appKitAdviceNeverNamesUIKitsDelays() throws {
    let (_, findings) = try Self.audit(Self.appKitWaitScene)
    #expect(!findings.isEmpty)
    for finding in findings { #expect(!finding.message.contains("delaysTouches")) }
  }
}
