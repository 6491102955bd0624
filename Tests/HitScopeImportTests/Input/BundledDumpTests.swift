import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeImport

/// The example dumps in `scenes/`: what the README shows of them holds.
@Suite struct BundledDumpTests {
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes")

  func load(_ name: String) throws -> LoadedScene {
    try SceneInput.load(Self.scenes.appendingPathComponent(name).path)
  }

  @Test func theLoginScreenShowsItsBugs() throws {
    let loaded = try load("login-screen.dump.txt")
    let s = loaded.scene
    #expect(s.canvas == Size(width: 390, height: 844))
    // The button inside the image view with interaction off is unreachable.
    #expect(s.hitTest(Point(100, 235)).hit.map { s.views[$0].id } == "view")
    // The table is scrolled by 60: the password cell (content y 120) shows at window y 348.
    #expect(s.hitTest(Point(250, 378)).hit.map { s.views[$0].id } == "textField-required")
    // The custom sign-in button is a button by its baseClass; the rotated badge sits over it.
    let signIn = try #require(s.indexByID["signInButton-sign-in"])
    #expect(s.views[signIn].isControl && s.views[signIn].type == "Storefront.SignInButton")
    #expect(s.hitTest(Point(350, 616)).hit.map { s.views[$0].id } == "badgeView")
    #expect(
      s.views[try #require(s.indexByID["view"])].controller?.name
        == "Storefront.LoginViewController")
    #expect(loaded.warnings.count == 3)
  }

  @Test func theNotesWindowIsAnAppKitScreen() throws {
    let s = try load("notes-window.dump.txt").scene
    #expect(s.rootSemantics == .appkit)
    #expect(s.canvas == Size(width: 640, height: 420))
    // The clip view is scrolled by 240: the first visible row is the one at y 240.
    #expect(s.hitTest(Point(100, 110)).hit.map { s.views[$0].id } == "textField-trip-to-lisbon")
    #expect(s.hitTest(Point(600, 380)).hit.map { s.views[$0].id } == "stickerView")
    #expect(s.hitTest(Point(560, 50)).hit.map { s.views[$0].id } == "button-new-note")
  }
}
