import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeImport

/// The audit on screens written fresh for it (`Tests/Scenes/audit`): a UIKit chat, a SwiftUI
/// settings form, a macOS notes window, a UIKit and an AppKit dump. Every planted bug is found,
/// and nothing else is: each false finding the old audit gave on them has its own test.
@Suite struct RealScreenAuditTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes/audit")

  static func load(_ name: String) throws -> Scene {
    try SceneInput.load(directory.appendingPathComponent(name).path).scene
  }

  static func summary(_ scene: Scene) -> [String] {
    Audit.run(scene).map {
      "\($0.severity.rawValue) \($0.rule.rawValue) \(scene.views[$0.view].id)"
    }
  }

  struct Planted: Sendable, CustomStringConvertible {
    var file: String
    var rule: AuditRule
    var view: String
    var severity: AuditRule.Severity
    /// The targets it affects, as `related` lists them.
    var related: [String]
    var description: String { "\(file): \(rule.rawValue) \(view)" }
  }

  static let planted: [Planted] = [
    Planted(
      file: "chat.json", rule: .invisibleHitArea, view: "typingIndicator", severity: .error,
      related: ["messageField", "sendButton"]),
    Planted(
      file: "chat.json", rule: .gestureStealsTap, view: "messages", severity: .error,
      related: ["message1", "message2", "message3", "photoMessage", "message5"]),
    Planted(
      file: "chat.json", rule: .recognizerUnreachable, view: "photo", severity: .error,
      related: []),
    Planted(
      file: "settings-form.json", rule: .invisibleHitArea, view: "toast", severity: .error,
      related: ["signOutButton"]),
    Planted(
      file: "notes-window.json", rule: .invisibleHitArea, view: "hoverCardHost", severity: .error,
      related: ["shareButton"]),
    Planted(
      file: "notes-window.json", rule: .smallTarget, view: "pinButton", severity: .error,
      related: []),
    Planted(
      file: "music-player.dump.txt", rule: .invisibleHitArea, view: "miniPlayerContainerView",
      severity: .error,
      related: ["button-library", "button-search", "button-radio", "button-settings"]),
    Planted(
      file: "mail-window.dump.txt", rule: .invisibleHitArea, view: "dropTargetView",
      severity: .error, related: ["button-delete"]),
    Planted(
      file: "now-playing.dump.txt", rule: .recognizerUnreachable, view: "imageView",
      severity: .error, related: []),
    Planted(
      file: "now-playing.dump.txt", rule: .smallTarget, view: "button-2", severity: .warning,
      related: []),
    Planted(
      file: "search-results.dump.txt", rule: .gestureStealsTap, view: "view", severity: .error,
      related: ["textField-search-recipes", "tableViewCell", "tableViewCell-2", "tableViewCell-3"]),
    Planted(
      file: "../../HitScopeImportTests/Fixtures/Screens/orders-ios.txt", rule: .smallTarget,
      view: "roundedRectButton", severity: .warning, related: []),
  ]

  @Test(arguments: planted)
  func everyPlantedBugIsFound(_ bug: Planted) throws {
    let scene = try Self.load(bug.file)
    let finding = try #require(
      Audit.run(scene).first { $0.rule == bug.rule && scene.views[$0.view].id == bug.view })
    #expect(finding.severity == bug.severity)
    #expect(finding.related.map { scene.views[$0].id } == bug.related)
    #expect(scene.position(of: finding.view) != nil, "every finding has a place in its file")
  }

  @Test(arguments: [
    "chat.json", "settings-form.json", "notes-window.json", "music-player.dump.txt",
    "mail-window.dump.txt", "now-playing.dump.txt", "search-results.dump.txt",
    "../../HitScopeImportTests/Fixtures/Screens/orders-ios.txt",
    "../../HitScopeImportTests/Fixtures/Screens/importer-macos.txt",
  ])
  func nothingButThePlantedBugsIsFound(_ file: String) throws {
    let scene = try Self.load(file)
    let expected = Self.planted.filter { $0.file == file }.map {
      "\($0.severity.rawValue) \($0.rule.rawValue) \($0.view)"
    }
    #expect(Set(Self.summary(scene)) == Set(expected))
    #expect(Self.summary(scene).count == expected.count)
  }

  // The false findings the old audit gave on these screens, one test each.

  @Test func macRowsAndToolbarButtonsOfMacOSSizeAreNotSmall() throws {
    let scene = try Self.load("notes-window.json")
    #expect(scene.platform == .macos)
    let small = Audit.run(scene).filter { $0.rule == .smallTarget }.map { scene.views[$0.view].id }
    #expect(small == ["pinButton"], "28-point rows and buttons meet macOS' default")
  }

  /// A bar's background draws its material, though the dump prints no colour for it: the bar
  /// buttons over it are not clear areas taking taps from the view behind the bar.
  @Test func barsDrawTheirBackgroundSoTheirButtonsAreNotInvisible() throws {
    let scene = try Self.load("../../HitScopeImportTests/Fixtures/Screens/orders-ios.txt")
    let backgrounds = scene.views.filter { $0.type == "_UIBarBackground" }
    #expect(backgrounds.count == 2)
    #expect(backgrounds.allSatisfy { $0.fill != nil })
    #expect(Audit.run(scene).filter { $0.rule == .invisibleHitArea }.isEmpty)
  }

  @Test func theFrameworksBarButtonsAndAStepperWorkingThroughItsHalvesAreNotFindings() throws {
    let scene = try Self.load("../../HitScopeImportTests/Fixtures/Screens/orders-ios.txt")
    let named = Set(Audit.run(scene).flatMap { [$0.view] + $0.related }.map { scene.views[$0].id })
    for id in [
      "stepper", "stepperButton", "stepperButton-2", "modernBarButton", "buttonBarButton",
      "navigationBarTitleControl", "tabBarButton", "segmentedControl",
      "searchBarTextField-search-orders",
    ] {
      #expect(!named.contains(id), "\(id)")
    }
  }

  /// A tap on a cell of an imported table selects it: the cell handles the touch, fires its
  /// selection, and so is what a keyboard-dismiss tap that cancels touches takes the tap from.
  @Test func aTapOnAnImportedCellSelectsIt() throws {
    let scene = try Self.load("search-results.dump.txt")
    let cell = try #require(scene.views.firstIndex { $0.id == "tableViewCell-2" })
    #expect(scene.views[cell].onSelect == [.log("select tableViewCell-2")])
    #expect(scene.views[cell].isTouchTarget)
    let result = scene.hitTest(Point(195, 240))
    #expect(result.handler == .view(cell))
    let delivery = scene.deliver(.tap, at: Point(195, 240)).delivery
    #expect(delivery.firedIDs(in: scene) == ["view.tap"], "the dismiss tap cancels it")
  }

  @Test func theWindowsWidgetsAndScrollerAreNotJudged() throws {
    let scene = try Self.load("notes-window.json")
    let named = Set(Audit.run(scene).flatMap { [$0.view] + $0.related }.map { scene.views[$0].id })
    for id in ["closeWidget", "minimiseWidget", "zoomWidget", "sidebarScroller"] {
      #expect(!named.contains(id))
    }
  }

  @Test func labelsAreNeverSmallTargetsNorVictims() throws {
    for file in ["chat.json", "settings-form.json", "notes-window.json", "music-player.dump.txt"] {
      let scene = try Self.load(file)
      for finding in Audit.run(scene) where finding.rule != .recognizerUnreachable {
        #expect(
          scene.views[finding.view].isTouchTarget || finding.rule == .invisibleHitArea
            || finding.rule == .gestureStealsTap)
        for v in finding.related where finding.rule == .invisibleHitArea {
          #expect(scene.views[v].isTouchTarget, "\(scene.views[v].id) in \(file) takes no taps")
        }
      }
    }
  }

  @Test func theOverlayOverTheInputBarNamesTheSendButtonNotTheBar() throws {
    let scene = try Self.load("chat.json")
    let finding = try #require(Audit.run(scene).first { $0.rule == .invisibleHitArea })
    #expect(finding.message.contains("so messageField and sendButton lose those taps"))
    #expect(!finding.message.contains("inputBar"))
  }

  @Test func oneKeyboardDismissTapIsOneFindingNotOnePerCell() throws {
    let scene = try Self.load("chat.json")
    let steals = Audit.run(scene).filter { $0.rule == .gestureStealsTap }
    #expect(steals.count == 1)
    #expect(steals.first?.message.contains("message1, message2, message3 and 2 more") == true)
  }

  @Test func aContentShapeFixedButtonIsNotAnInvisibleHitArea() throws {
    let scene = try Self.load("settings-form.json")
    let named = Audit.run(scene).map { scene.views[$0.view].id }
    #expect(!named.contains("accountButton"))
  }

  @Test func aSwiftUIToggleHasTheSystemsSize() throws {
    let scene = try Self.load("settings-form.json")
    #expect(!Audit.run(scene).contains { scene.views[$0.view].id == "notificationsSwitch" })
  }

  @Test func aDumpsContainersOverTheirOwnBackgroundsAreQuiet() throws {
    let scene = try Self.load("music-player.dump.txt")
    #expect(!Audit.run(scene).contains { $0.rule == .invisibleHitArea && $0.severity == .warning })
  }

  @Test func dumpFindingsArePlacedAtTheirDumpLines() throws {
    let scene = try Self.load("mail-window.dump.txt")
    let finding = try #require(Audit.run(scene).first)
    #expect(scene.position(of: finding.view) == SourcePosition(line: 21, column: 1))
  }
}
