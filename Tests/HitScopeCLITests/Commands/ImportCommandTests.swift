import Foundation
import Testing

/// `hitscope import` and the other commands on dumps.
@Suite struct ImportCommandTests {
  let example = Repository.scene("login-screen.dump.txt")

  @Test func importWritesTheSceneAtomicallyAndPrintsTheWarnings() throws {
    let dir = Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("login.json").path
    let run = CLIRun(["import", example, "-o", out])
    #expect(run.code == 0)
    #expect(run.out.isEmpty)
    #expect(run.stderr.lines.count == 3)
    #expect(
      run.stderr.lines.allSatisfy { $0.hasPrefix("\(example):") && $0.contains(": warning: ") })
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.hasPrefix("// Imported by hitscope import from \(example) on "))
    #expect(CLIRun(["validate", out]).code == 0)
  }

  @Test func strictExitsWith1OnWarningsAndQuietDropsThem() {
    let strict = CLIRun(["import", example, "--strict", "--quiet"])
    #expect(strict.code == 1)
    #expect(strict.err.isEmpty)
    #expect(strict.out.contains("\"id\": \"signInButton-sign-in\""))
  }

  @Test func aCleanDumpIsNotStrictlyFailed() throws {
    let dir = Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let dump = dir.appendingPathComponent("clean.txt").path
    try "<UIWindow: 0x1; frame = (0 0; 10 10); layer = <UIWindowLayer: 0x2>>\n".write(
      toFile: dump, atomically: true, encoding: .utf8)
    let run = CLIRun(["import", dump, "--strict"])
    #expect(run.code == 0 && run.err.isEmpty)
  }

  @Test func neitherASceneNorADumpIsExit2WithOneLine() throws {
    let dir = Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let junk = dir.appendingPathComponent("notes.txt").path
    try "buy milk\n".write(toFile: junk, atomically: true, encoding: .utf8)
    for command in [
      ["import", junk], ["hit", junk, "1,1"], ["audit", junk], ["validate", junk],
    ] {
      let run = CLIRun(command)
      #expect(run.code == 2)
      #expect(run.stderr.lines.count == 1)
      #expect(
        run.err.hasPrefix("\(junk):1:1: neither a scene nor a view dump (expected a JSON scene"))
      #expect(run.err.contains("recursiveDescription") && run.err.contains("_subtreeDescription"))
    }
  }

  @Test func importRefusesAScene() {
    let run = CLIRun(["import", Repository.scene("ring-over-button.json")])
    #expect(run.code == 2)
    #expect(run.err.contains("this is a JSON scene already"))
  }

  @Test func everyCommandReadsTheDumpDirectly() throws {
    let hit = CLIRun(["hit", example, "100,235", "--quiet"])
    #expect(hit.code == 0 && hit.err.isEmpty)
    #expect(hit.out.hasPrefix("(100, 235): hit view,"))
    let audit = CLIRun(["audit", example, "--quiet"])
    #expect(audit.code == 1)
    #expect(audit.out.contains("error unreachable button-what-s-new"))
    let validate = CLIRun(["validate", example])
    #expect(validate.code == 0 && validate.out == "\(example): ok\n")
    #expect(validate.stderr.lines.count == 3)
  }

  @Test func importHasHelp() {
    let run = CLIRun(["import", "--help"])
    #expect(run.code == 0)
    #expect(run.out.contains("USAGE: hitscope import DUMP... [-o SCENE.json] [--strict] [--quiet]"))
    #expect(run.out.contains("po [[UIWindow keyWindow] recursiveDescription]"))
  }
}
