import HitScopeEngine

/// Something a dump cannot show, said once per kind at the first line concerned, printed as
/// `FILE:LINE: warning: sentence`.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  /// One line whatever the dump holds (see `TerminalText`).
  public var description: String {
    "\(TerminalText.line(file)):\(line): warning: \(TerminalText.line(message))"
  }
}

/// The kinds of warning an import gives, each at most once.
enum ImportWarningKind: CaseIterable {
  case otherPlatform
  case noFrame
  case windowLevels
  case smallCanvas
  case largeCanvas
  case alphaNaN
  case alphaAboveOne
  case singularTransform
  case perspective
  case scaledOrRotated
  case boundsSize
  case customClasses
  case gestureRecognizers
  case hostingViews
  case animations
  case unmatchedControllers
  case cellTextFields
  case recognizerWithoutView
  case unknownRecognizerClass
  case recognizerState
  case manyTaps
  case tapAndHold
  case multiTouchRecognizers
  case swiftUIRecognizers
  case tabIndentation
  case nanFrame
}

/// Collects the places of each warning kind while a dump is read and mapped, and words one
/// warning per kind at the end.
struct WarningList {
  private var places: [ImportWarningKind: [(DumpLocation, String?)]] = [:]
  /// Per kind, a sentence fixed by the caller (the canvas warnings carry their numbers).
  private var sentences: [ImportWarningKind: String] = [:]

  mutating func add(_ kind: ImportWarningKind, at location: DumpLocation, _ detail: String? = nil) {
    places[kind, default: []].append((location, detail))
  }

  mutating func add(_ kind: ImportWarningKind, at location: DumpLocation, sentence: String) {
    add(kind, at: location)
    sentences[kind] = sentence
  }

  var isEmpty: Bool { places.isEmpty }

  /// One warning per kind, in the order of their first lines.
  func warnings(sources: [DumpSource]) -> [ImportWarning] {
    var out: [(DumpLocation, ImportWarning)] = []
    for kind in ImportWarningKind.allCases {
      guard let list = places[kind], let first = list.map(\.0).min() else { continue }
      let message =
        sentences[kind] ?? WarningList.sentence(kind, list.sorted { $0.0 < $1.0 }, sources)
      out.append(
        (first, ImportWarning(file: sources[first.source].name, line: first.line, message: message))
      )
    }
    return out.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// `(lines 4, 9 and 12)`: at most eight places, then how many more; other files by name.
  static func lines(_ locations: [DumpLocation], _ sources: [DumpSource]) -> String {
    let source = locations.first?.source ?? 0
    let shown = locations.prefix(8).map { l in
      l.source == source ? "\(l.line)" : "\(sources[l.source].name):\(l.line)"
    }
    let more = locations.count - shown.count
    let list = shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    return (locations.count == 1 ? "line " : "lines ") + list
  }

  /// `A (lines 3, 4), B (line 9)`: the places' details (class names) with their lines, at most
  /// twelve classes.
  private static func classes(_ list: [(DumpLocation, String?)], _ sources: [DumpSource])
    -> String
  {
    var classes: [String] = []
    var byClass: [String: [DumpLocation]] = [:]
    for (location, name) in list {
      let name = name ?? "?"
      if byClass[name] == nil { classes.append(name) }
      byClass[name, default: []].append(location)
    }
    let named = classes.prefix(12).map { "\($0) (\(lines(byClass[$0]!, sources)))" }
    let more = classes.count > 12 ? " and \(classes.count - 12) more classes" : ""
    return named.joined(separator: ", ") + more
  }

  private static func sentence(
    _ kind: ImportWarningKind, _ list: [(DumpLocation, String?)], _ sources: [DumpSource]
  ) -> String {
    let at = lines(list.map(\.0), sources)
    let n = list.count
    let (views, recognizers) = (CountedNoun.text(n, "view"), CountedNoun.text(n, "recognizer"))
    /// The verb agreeing with `views`.
    func verb(_ one: String, _ many: String) -> String { n == 1 ? one : many }
    switch kind {
    case .otherPlatform:
      return
        "entries of the other platform's dump are skipped (\(at)): one paste imports one"
        + " screen, UIKit or AppKit, whichever comes first"
    case .noFrame:
      return
        "\(views) \(verb("prints", "print")) no frame (a class with its own description, or an entry cut short)"
        + " and \(verb("is", "are")) left out with \(verb("its", "their")) subviews (\(at))"
    case .windowLevels:
      return
        "the dump has \(n) top-level entries (\(at)), imported as windows under a"
        + " passthrough root \"screen\" in dump order, the last frontmost; window levels are not"
        + " in the dump"
    case .alphaNaN:
      return
        "alpha nan is read as 1 (UIKit's alpha < 0.01 test is false for it) (\(at))"
    case .alphaAboveOne:
      return "alpha above 1 is read as 1 (\(at))"
    case .singularTransform:
      return
        "the transform of \(views) turns the view by 45 degrees, so its size cannot be solved"
        + " from the printed frame; taken as square (\(at))"
    case .perspective:
      return
        "transform3D with perspective (m14, m24 or m34 not 0) is not modelled; its affine part"
        + " is used (\(at))"
    case .scaledOrRotated:
      return
        "\(views) \(verb("is", "are")) flagged S (scaled or rotated), which the dump gives no numbers for;"
        + " imported unscaled (\(at))"
    case .boundsSize:
      return
        "\(views) \(verb("has", "have")) a bounds size unlike \(verb("its", "their")) frame's (scaling is not modelled); the frame"
        + " size is used (\(at))"
    case .customClasses:
      return
        "views of custom classes may override hitTest(_:with:) or point(inside:with:), which a"
        + " dump cannot show: " + classes(list, sources)
        + "; they are marked \"custom\" in the imported scene"
    case .gestureRecognizers:
      return
        "\(views) \(verb("has", "have")) gesture recognizers of unknown kinds, which HitScope does not run"
        + " (\(at))"
    case .hostingViews:
      return
        "SwiftUI's own hit-testing inside a hosting view is not in the dump; the hosting"
        + " views' platform subviews are imported as drawn (\(at))"
    case .animations:
      return
        "\(views) \(verb("was", "were")) mid-animation; \(verb("its", "their")) model geometry is used (\(at))"
    case .unmatchedControllers:
      let names = list.prefix(12).map { "\($0.1 ?? "?") (line \($0.0.line))" }
      let more = list.count > 12 ? " and \(list.count - 12) more" : ""
      return
        "controllers whose view is not in the view dump are left out: "
        + names.joined(separator: ", ") + more
    case .cellTextFields:
      return
        "\(CountedNoun.text(n, "text field")) inside table rows \(verb("is", "are")) read as"
        + " \(verb("a label", "labels")) (editable and selectable false: the dump does not print"
        + " editability), so a click on \(verb("it", "one")) selects the row (\(at))"
    case .recognizerWithoutView:
      return
        "\(recognizers) \(verb("names", "name")) a view that is not in the dump (or view = (nil))"
        + " and \(verb("is", "are")) left out (\(at))"
    case .unknownRecognizerClass:
      return
        "\(recognizers) of \(verb("a class", "classes")) HitScope cannot place (no baseClass of"
        + " UIKit's) \(verb("is", "are")) left out: \(classes(list, sources))"
    case .recognizerState:
      return
        "\(recognizers) \(verb("is", "are")) not in state Possible: the paste was taken"
        + " mid-gesture (\(at))"
    case .manyTaps:
      return
        "tap recognizers of more than 2 taps are not modelled and are left out (\(at))"
    case .tapAndHold:
      return
        "long-press recognizers that need taps before the hold (tap-and-hold) are not modelled"
        + " and are left out (\(at))"
    case .multiTouchRecognizers:
      return
        "recognizers that need two fingers or the screen's edge are left out (one finger away"
        + " from the edge never starts them, so they fail at once and nothing waits for them): "
        + classes(list, sources)
    case .swiftUIRecognizers:
      return
        "SwiftUI's gestures inside a hosting view are not modelled; \(verb("its recognizer is", "their recognizers are"))"
        + " left out (\(at))"
    case .tabIndentation:
      return
        "tabs in the indentation are read on 8-column stops, as a terminal shows them (\(at))"
    case .nanFrame:
      return
        "\(views) \(verb("prints", "print")) a frame that is not a number and \(verb("is", "are")) left out with"
        + " \(verb("its", "their")) subviews (\(at))"
    case .smallCanvas, .largeCanvas:
      return "the canvas was resized (\(at))"
    }
  }
}
