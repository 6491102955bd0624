import HitScopeFormat
import HitScopeRender

/// Reads `--overlay LIST` values: comma-separated overlay names, any number of times.
enum OverlayArgument {
  static let names = Overlay.allCases.map(\.rawValue)

  /// The union of every list given; empty names (`regions,,chain`) are ignored.
  static func parse(_ lists: [String]) throws(UsageError) -> Set<Overlay> {
    var overlays: Set<Overlay> = []
    for list in lists {
      for name in list.split(separator: ",").map({ String($0).lowercased() }) {
        guard let overlay = Overlay(rawValue: name) else {
          let known = names.joined(separator: ", ")
          if let suggestion = Suggestion.closest(to: name, in: names) {
            throw UsageError(
              "unknown overlay '\(name)' (did you mean '\(suggestion)'? overlays: \(known))")
          }
          throw UsageError("unknown overlay '\(name)' (overlays: \(known))")
        }
        overlays.insert(overlay)
      }
    }
    return overlays
  }
}
