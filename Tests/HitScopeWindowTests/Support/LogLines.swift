import Foundation

/// The `--log-events` lines a session wrote, gathered by its log's observer.
final class LogLines {
  var all: [String] = []

  /// The lines whose `event` member is `name`, parsed, oldest first.
  func events(named name: String) -> [[String: Any]] {
    all.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
      .filter { $0["event"] as? String == name }
  }
}
