import Foundation
import HitScopeTestSupport
import Testing

/// The documentation's examples are tests: every ```` ```console ```` block of `README.md` and
/// `docs/*.md` is run, and each `$ hitscope ...` line must print what the block shows under it.
///
/// How a line runs: `/bin/sh -c LINE` (so pipes, globs and `;` work as a reader's shell does them)
/// with the built `hitscope` first on `PATH`, standard output and standard error into one stream,
/// in a fresh folder per block that links every top-level entry of the repository, so relative
/// paths read as from the repository's root while files the example writes (`-o login.json`)
/// stay out of it. Exit codes are not compared (a line `$ hitscope check x.json; echo $?` shows
/// one); a line that ends by a signal fails.
@Suite("Documentation examples")
struct ConsoleExampleTests {
  /// `README.md` and every `docs/*.md`, relative to the repository root, sorted.
  static let documents: [String] = {
    let docs = Repository.root.appendingPathComponent("docs").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }()

  /// Every console block of the documents; a block that does not parse fails `blocksParse`.
  static let examples: [ConsoleExample] = documents.flatMap { document in
    (try? ConsoleExample.blocks(in: text(of: document), document: document)) ?? []
  }

  static func text(of document: String) -> String {
    let url = Repository.root.appendingPathComponent(document)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  @Test func theReadmeAndTheDocsHoldExamples() throws {
    #expect(Self.documents.count > 1, "README.md and docs/*.md")
    let readme = Self.examples.filter { $0.document == "README.md" }
    #expect(!readme.isEmpty, "the README shows console examples")
    #expect(Self.examples.count > readme.count, "docs/ shows console examples too")
  }

  @Test(arguments: documents)
  func blocksParse(_ document: String) throws {
    let text = Self.text(of: document)
    #expect(!text.isEmpty, "\(document) is readable")
    for example in try ConsoleExample.blocks(in: text, document: document) {
      for command in example.commands {
        #expect(
          command.line.hasPrefix("hitscope "),
          "\(document):\(command.lineNumber): an example runs hitscope, not `\(command.line)`")
      }
    }
  }

  @Test(.timeLimit(.minutes(3)), arguments: examples)
  func printsWhatItShows(_ example: ConsoleExample) throws {
    let binary = try #require(BuiltExecutable.hitscope, "build the hitscope product first")
    let folder = try Self.workingFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in example.commands {
      let (output, signalled) = try Self.run(
        command.line, in: folder, binaryFolder: binary.deletingLastPathComponent())
      #expect(!signalled, "\(example.document):\(command.lineNumber): ended by a signal")
      #expect(
        ConsoleExample.matches(expected: command.expected, output: output),
        """
        \(example.document):\(command.lineNumber): `$ \(command.line)` printed
        \(output)
        where the example shows
        \(command.expected.joined(separator: "\n"))
        """)
    }
  }

  /// A fresh folder linking every top-level entry of the repository but the build's.
  static func workingFolder() throws -> URL {
    let folder = Repository.temporaryFolder()
    let entries = try FileManager.default.contentsOfDirectory(atPath: Repository.root.path)
    for entry in entries where !entry.hasPrefix(".") && entry != "out" {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(entry),
        withDestinationURL: Repository.root.appendingPathComponent(entry))
    }
    return folder
  }

  /// Runs `line` through the shell; returns what it printed on both streams, in order, and
  /// whether a signal ended it.
  static func run(_ line: String, in folder: URL, binaryFolder: URL) throws -> (String, Bool) {
    let outputURL = folder.appendingPathComponent(".console-output")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = binaryFolder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    try output.close()
    let text = String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
    return (text, process.terminationReason == .uncaughtSignal)
  }
}

/// The matcher itself: an example that does not hold must fail.
struct ConsoleExampleMatchingTests {
  static let output = "a\nb\nc\nd\n"

  @Test(arguments: [
    (["a", "b", "c", "d"], true),
    (["a", "...", "d"], true),
    (["...", "c", "d"], true),
    (["a", "b", "..."], true),
    (["a", "b", "c", "...", "d"], true),
    (["a", "  ...", "d"], true),
    (["..."], true),
    (["a", "c", "d"], false),
    (["a", "b", "c"], false),
    (["b", "c", "d"], false),
    (["a", "...", "b", "...", "b"], false),
    (["a", "b", "c", "d", "e"], false),
    ([String](), false),
  ])
  func matching(expected: [String], holds: Bool) {
    #expect(ConsoleExample.matches(expected: expected, output: Self.output) == holds)
  }

  @Test func trailingWhiteSpaceIsNotCompared() {
    #expect(ConsoleExample.matches(expected: ["a  ", "b"], output: "a\nb  \n"))
  }

  @Test func blocksAreReadWithTheirCommandsAndOutput() throws {
    let text = """
      intro
      ```console
      $ hitscope hit x.json 1,2
      first
      ...
      $ hitscope check x.json
      1 passed, 0 failed
      ```
      ```sh
      $ not an example
      ```
        ```console
        $ hitscope validate y.json
        y.json: ok
        ```
      """
    let blocks = try ConsoleExample.blocks(in: text, document: "doc.md")
    #expect(blocks.map(\.lineNumber) == [2, 12])
    #expect(blocks[0].commands.map(\.line) == ["hitscope hit x.json 1,2", "hitscope check x.json"])
    #expect(blocks[0].commands.map(\.lineNumber) == [3, 6])
    #expect(blocks[0].commands[0].expected == ["first", "..."])
    #expect(blocks[1].commands[0].expected == ["y.json: ok"])
  }

  @Test(arguments: [
    "```console\noutput first\n```\n", "```console\n```\n", "```console\n$ hitscope x\n",
  ])
  func aBlockThatIsNotCommandsIsAnError(_ text: String) {
    #expect(throws: ConsoleExample.FormatError.self) {
      try ConsoleExample.blocks(in: text, document: "doc.md")
    }
  }
}
