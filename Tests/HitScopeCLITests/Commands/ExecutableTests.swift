import Foundation
import HitScopeTestSupport
import Testing

/// Runs the built `hitscope` executable, which SwiftPM places next to the test bundle.
struct ExecutableTests {
  static var executable: URL? { BuiltExecutable.hitscope }

  struct Result {
    var code: Int32
    var out: String
    var err: String
  }

  static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
    let binary = try #require(executable, "build the hitscope product before its tests")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let environment {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      code: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      err: String(decoding: errData, as: UTF8.self))
  }

  @Test func checkPassesOnEveryBundledScene() throws {
    let result = try Self.run(["check"] + Repository.bundledScenes)
    #expect(result.code == 0)
    #expect(result.err == "")
    #expect(result.out.hasSuffix(" passed, 0 failed\n"))
  }

  @Test func hitJSONOnAPipeMatchesTheInProcessRun() throws {
    let arguments = [
      "hit", Repository.scene("ring-over-button.json"), "120,120", "210,120", "10,10", "--json",
    ]
    let result = try Self.run(arguments)
    #expect(result.code == 0)
    #expect(result.out == CLIRun(arguments).out)
  }

  @Test(arguments: [
    (["frobnicate"], Int32(2)),
    (["hit", "/nonexistent.json", "1,1"], Int32(2)),
    (["--version"], Int32(0)),
  ])
  func exitCodesReachTheShell(_ arguments: [String], _ code: Int32) throws {
    #expect(try Self.run(arguments).code == code)
  }

  @Test func aFailedProbeExits1() throws {
    let folder = Repository.temporaryFolder()
    let path = CheckCommandTests.write(
      CheckCommandTests.failingScene, named: "failing.json", in: folder)
    let result = try Self.run(["check", path])
    #expect(result.code == 1)
    #expect(result.out.hasSuffix("1 passed, 2 failed\n"))
  }

  /// The window needs a display; a display that does not exist is the environment failing.
  @Test(arguments: [[], ["open"], ["open", "scenes/ring-over-button.json", "--log-events"]])
  func theWindowWithoutADisplayExits3(_ arguments: [String]) throws {
    let fixed = arguments.map {
      $0.hasPrefix("scenes/") ? Repository.root.appendingPathComponent($0).path : $0
    }
    let result = try Self.run(fixed, environment: ["DISPLAY": ":no-such-display"])
    #expect(result.code == 3)
    #expect(result.out == "")
    #expect(result.err.hasPrefix("hitscope: Cannot open the X display \":no-such-display\""))
  }
}
