import Foundation

/// Opens a file in the desktop's preferred application, as `xdg-open` chooses it.
enum BrowserOpener {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `xdg-open PATH` found on PATH and waits for it (it hands the file to the browser and
  /// returns); throws a sentence naming the file when it is missing or fails.
  static func open(_ path: String) throws {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    guard
      let opener = searchPath.split(separator: ":").map({ "\($0)/xdg-open" })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      throw Failure(
        description: "Cannot open \"\(path)\": xdg-open is not on PATH (install xdg-utils); "
          + "the report is written, open it in a browser.")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [path]
    do {
      try process.run()
    } catch {
      throw Failure(description: "Cannot open \"\(path)\": running \(opener) failed (\(error)).")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "Cannot open \"\(path)\": xdg-open exited with "
          + "\(process.terminationStatus); the report is written, open it in a browser.")
    }
  }
}
