import Foundation
import Testing

/// On a dump, `audit` names a view at its dump line, `check` a sidecar probe at its place in the
/// sidecar, and `hit` and `audit` say when the answer rests on a class that overrides
/// hit-testing.
struct DumpPositionTests {
  static let dump = """
    (lldb) po [[UIWindow keyWindow] recursiveDescription]
    <UIWindow: 0x7f01; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6001>>
       | <UIView: 0x7f02; frame = (0 0; 390 844); layer = <CALayer: 0x6002>>
       |    | <UIImageView: 0x7f03; frame = (20 100; 350 200); userInteractionEnabled = NO; layer = <CALayer: 0x6003>>
       |    |    | <UIButton: 0x7f04; frame = (10 10; 120 44); opaque = NO; layer = <CALayer: 0x6004>>
       |    | <_TtC8StoreKit9BuyButton: 0x7f05; baseClass = UIButton; frame = (20 700; 350 50); opaque = NO; layer = <CALayer: 0x6005>>
       |    |    | <_TtC8StoreKit9BuyButton: 0x7f06; baseClass = UIButton; frame = (10 10; 20 20); opaque = NO; layer = <CALayer: 0x6006>>
    hitscope: override _TtC8StoreKit9BuyButton pointInside:withEvent:
    """

  static let probes = """
    {"probes": [
      {"at": [100, 725], "expect": "buyButton"},
      {"name": "wrong", "at": [100, 725], "expect": "view"}
    ]}
    """

  func folder() -> (URL, String) {
    let dir = Repository.temporaryFolder()
    let path = dir.appendingPathComponent("shop.txt").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.dump.utf8)))
    return (dir, path)
  }

  @Test func auditNamesTheDumpLine() throws {
    let (dir, path) = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CLIRun(["audit", path, "--quiet"])
    #expect(run.stdout.lines.contains { $0.hasPrefix("\(path):5:1: error unreachable button:") })
    let json = CLIRun(["audit", path, "--quiet", "--json"])
    #expect(json.out.contains(#""line": 5, "column": 1, "rule": "unreachable""#))
  }

  @Test func checkNamesASidecarProbeInTheSidecar() throws {
    let (dir, path) = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(
      FileManager.default.createFile(
        atPath: path + ".probes.json", contents: Data(Self.probes.utf8)))
    let run = CLIRun(["check", path, "--quiet"])
    #expect(run.code == 1)
    #expect(run.stdout.lines.first?.hasPrefix("\(path).probes.json:3:3: probe \"wrong\"") == true)
  }

  @Test func hitSaysTheAnswerRestsOnAnOverride() throws {
    let (dir, path) = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CLIRun(["hit", path, "100,725", "--quiet"])
    #expect(
      run.stdout.lines.contains(
        "  override: StoreKit.BuyButton overrides point(inside:with:): UIKit's default shown"))
    let json = CLIRun(["hit", path, "100,725", "--quiet", "--json"])
    #expect(
      json.out.contains(
        #""overrides": ["StoreKit.BuyButton overrides point(inside:with:): UIKit's default shown"]"#
      ))
  }

  /// The small buy button inside the big one: its finding rests on two views of a class that
  /// overrides `point(inside:with:)`, named once.
  @Test func auditSaysAFindingRestsOnAnOverride() throws {
    let (dir, path) = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let note = "StoreKit.BuyButton overrides point(inside:with:): UIKit's default shown"
    let run = CLIRun(["audit", path, "--quiet"])
    let lines = run.stdout.lines
    let small = try #require(lines.firstIndex { $0.hasPrefix("\(path):7:1: ") })
    #expect(lines.indices.contains(small + 1) && lines[small + 1] == "  override: \(note)")
    #expect(
      lines.filter { $0 == "  override: \(note)" }.count
        == lines.filter { $0.hasPrefix("\(path):7:1:") || $0.hasPrefix("\(path):6:1:") }.count)
    let json = CLIRun(["audit", path, "--quiet", "--json"])
    #expect(json.out.contains(#""overrides": ["\#(note)"]"#))
  }
}
