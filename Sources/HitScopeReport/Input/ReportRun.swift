import Foundation

/// What one report is made of: the scenes in command-line order, and when and how it was made.
public struct ReportRun: Sendable {
  public var scenes: [ReportScene]
  /// The command line that made the report, as the summary shows it.
  public var commandLine: [String]
  public var date: Date

  public init(scenes: [ReportScene], commandLine: [String], date: Date) {
    self.scenes = scenes
    self.commandLine = commandLine
    self.date = date
  }
}
