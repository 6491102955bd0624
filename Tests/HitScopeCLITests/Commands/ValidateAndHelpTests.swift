import Foundation
import HitScopeCLI
import Testing

struct ValidateCommandTests {
  @Test func validFilesAreConfirmedOnStdout() {
    let scenes = Repository.bundledScenes
    let run = CLIRun(["validate"] + scenes)
    #expect(run.code == 0)
    #expect(run.err == "")
    #expect(run.stdout.lines == scenes.map { "\($0): ok" })
  }

  @Test func problemsGoToStderrOneLineEachAsFileLineColumn() {
    let folder = Repository.temporaryFolder()
    let bad = CheckCommandTests.write(
      """
      {
        "canvas": {"width": 100, "height": 100},
        "root": {"id": "root", "alpha": "half", "children": [{"id": "a", "frame": [0, 0, -1, 1]}]}
      }
      """, named: "bad.json", in: folder)
    let run = CLIRun(["validate", bad, Repository.scene("ring-over-button.json")])
    #expect(run.code == 2)
    #expect(run.stdout.lines == ["\(Repository.scene("ring-over-button.json")): ok"])
    #expect(run.stderr.lines.count >= 2)
    for line in run.stderr.lines {
      #expect(line.hasPrefix("\(bad):3:"), "\(line)")
    }
  }
}

struct HelpAndVersionTests {
  @Test(arguments: CommandRegistry.commands.map { $0.spec.name })
  func everyCommandHasHelpBothWays(_ name: String) {
    let flag = CLIRun([name, "--help"])
    let short = CLIRun([name, "-h"])
    let word = CLIRun(["help", name])
    #expect(flag.code == 0)
    #expect(flag.out.contains("USAGE: hitscope \(name)"))
    #expect(flag.out == word.out)
    #expect(flag.out == short.out)
    #expect(flag.err == "")
  }

  @Test(arguments: [[], ["help"]])
  func topLevelHelpListsEveryCommand(_ prefix: [String]) {
    let run = CLIRun(prefix.isEmpty ? ["--help"] : prefix)
    #expect(run.code == 0)
    for command in CommandRegistry.commands where !command.spec.name.isEmpty {
      #expect(run.out.contains("  \(command.spec.name) "))
    }
  }

  @Test(arguments: [["--version"], ["hit", "--version"], ["check", "--version"]])
  func versionWorksEverywhere(_ arguments: [String]) {
    let run = CLIRun(arguments)
    #expect(run.code == 0)
    #expect(run.stdout.lines == [CLI.version])
  }

  @Test(arguments: [
    (["chek"], "hitscope: unknown command 'chek' (did you mean 'check'?)"),
    (["help", "hti"], "hitscope: unknown command 'hti' (did you mean 'hit'?)"),
    (["--jsn"], "hitscope: unknown option '--jsn'"),
    (
      ["hit", "a.json", "1,1", "--jsn"], "hitscope: unknown option '--jsn' (did you mean '--json'?)"
    ),
    (["check"], "hitscope: missing SCENE for 'hitscope check'"),
  ])
  func badUsageExits2AtOnce(_ arguments: [String], _ firstLine: String) {
    let run = CLIRun(arguments)
    #expect(run.code == 2)
    #expect(run.out == "")
    #expect(run.stderr.lines.first == firstLine)
  }
}
