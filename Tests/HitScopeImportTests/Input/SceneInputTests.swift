import Foundation
import Glibc
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeImport

/// The one loading entry point: scene or dump by content, standard input, the probe sidecar.
@Suite struct SceneInputTests {
  let dump = """
    <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
       | <UIButton: 0x3; frame = (10 10; 50 30); layer = <CALayer: 0x4>>
    """

  func load(_ text: String, name: String = "t.txt", sidecar: String? = nil) throws(SceneLoadError)
    -> LoadedScene
  {
    try SceneInput.load(bytes: Array(text.utf8), fileName: name, sidecar: sidecar)
  }

  func problems(_ text: String) -> [String] {
    do {
      _ = try load(text)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func aDumpsPlatformIsItsFormats() throws {
    #expect(try load(dump).scene.platform == .ios)
    let tv =
      dump + "\n   | <_UIFloatingContentView: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>"
    #expect(try load(tv).scene.platform == .tvos)
    let mac = """
      [   A      LU ] h=--- v=--- NSThemeFrame 0x7f1 "W" f=(0,0,100,100) b=(-)
        [   A      LU ] h=--- v=--- NSButton 0x7f2 "OK" f=(10,10,50,30) b=(-)
      """
    #expect(try load(mac).scene.platform == .macos)
  }

  @Test func aDumpsViewsArePlacedAtTheirLines() throws {
    let scene = try load(dump).scene
    #expect(
      scene.position(of: scene.indexByID["button"] ?? -1) == SourcePosition(line: 2, column: 1))
  }

  @Test func aSceneIsReadAsJSONWhateverItsName() throws {
    let loaded = try load(
      "// a comment\n{\"canvas\": {\"width\": 10, \"height\": 10}, \"root\": {\"id\": \"r\"}}",
      name: "scene.txt")
    #expect(loaded.imported == nil)
    #expect(loaded.scene.root.id == "r")
  }

  @Test func aDumpIsImportedWhateverItsName() throws {
    let loaded = try load(dump, name: "screen.json")
    #expect(loaded.imported != nil)
    #expect(loaded.scene.views.map(\.id) == ["window", "button"])
    #expect(loaded.scene.hitView(Point(20, 20)) == 1)
  }

  @Test(
    arguments: [
      ("", "t.txt:1:1: the file is empty (expected a scene object {...})"),
      (
        "[1, 2]",
        "t.txt:1:1: the scene must be a JSON object, got an array (expected {\"canvas\": ..., \"root\": ...})"
      ),
    ])
  func emptyFilesAndOtherJSONGetTheScenesDiagnostics(text: String, first: String) {
    let p = problems(text)
    #expect(p.count == 1)
    #expect(p.first?.hasPrefix(String(first.prefix(12))) == true)
  }

  @Test(arguments: [
    "hello world\n", "\u{1}\u{2}\u{3}", "<html><body>", "| not a view |\n(lldb) bt",
  ])
  func anythingElseIsOneLineSayingWhatWasExpected(text: String) {
    #expect(
      problems(text) == [
        "t.txt:1:1: neither a scene nor a view dump (expected a JSON scene (starting with \"{\")"
          + " or a view dump LLDB prints: po [[UIWindow keyWindow] recursiveDescription], po"
          + " [UIViewController _printHierarchy] or po [[[NSApp keyWindow] contentView]"
          + " _subtreeDescription])"
      ])
  }

  @Test func standardInputIsNamedInDiagnostics() throws {
    let loaded = try SceneInput.load(
      "-",
      standardInput: {
        Array(
          (self.dump + "\n   | <UIView: 0x5; frame = (0 0; 1 1); alpha = 3; layer = <CALayer: 0x6>>")
            .utf8)
      })
    #expect(
      loaded.warnings.map(\.description) == [
        "<stdin>:3: warning: alpha above 1 is read as 1 (line 3)"
      ])
  }

  /// A folder of files for one test.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aSidecarBesideTheDumpAddsItsProbes() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("login.dump.txt").path
    try dump.write(toFile: path, atomically: true, encoding: .utf8)
    try """
    // recorded in the window
    {"probes": [
      {"at": [20, 20], "expect": "button", "name": "tap the button",},
      {"at": [90, 90], "expect": "window"},
    ]}
    """.write(toFile: path + ".probes.json", atomically: true, encoding: .utf8)
    let loaded = try SceneInput.load(path)
    #expect(loaded.sidecarPath == path + ".probes.json")
    #expect(loaded.scene.probes.count == 2)
    #expect(loaded.scene.probes[0].expect == .named("button"))
    #expect(loaded.scene.probes[0].name == "tap the button")
  }

  @Test func aSidecarsProblemsNameTheSidecar() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("d.txt").path
    try dump.write(toFile: path, atomically: true, encoding: .utf8)
    let sidecar = path + ".probes.json"
    try "{\"probes\": [\n  {\"at\": [1, 2], \"expect\": \"buton\"}\n], \"extra\": 1}"
      .write(toFile: sidecar, atomically: true, encoding: .utf8)
    do {
      _ = try SceneInput.load(path)
      Issue.record("expected the sidecar to be refused")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "\(sidecar):2:28: probes[0]: expect: no view has id \"buton\" (did you mean \"button\"?)",
          "\(sidecar):3:4: extra: unknown key (expected one of probes)",
        ])
    }
  }

  @Test func aSidecarThatIsALinkLoopIsReportedNotSkipped() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("d.txt").path
    try dump.write(toFile: path, atomically: true, encoding: .utf8)
    let sidecar = path + ".probes.json"
    #expect(symlink(sidecar, sidecar) == 0)
    do {
      _ = try SceneInput.load(path)
      Issue.record("expected the sidecar loop to be reported")
    } catch {
      #expect(error.diagnostics.map(\.description).count == 1)
      #expect(error.diagnostics.first?.description.contains("symbolic link loop") == true)
    }
  }

  @Test func aSceneFileIgnoresSidecars() throws {
    let loaded = try load(
      "{\"canvas\": {\"width\": 10, \"height\": 10}, \"root\": {\"id\": \"r\"}}",
      sidecar: "/nonexistent/x.probes.json")
    #expect(loaded.sidecarPath == nil)
  }
}
