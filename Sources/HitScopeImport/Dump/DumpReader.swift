import HitScopeEngine
import HitScopeFormat

/// Everything read from a paste, in dump order: views in pre-order with depths counted from
/// their block's first entry, and controllers.
struct DumpParse {
  var views: [DumpedView] = []
  var controllers: [DumpedController] = []
  /// In paste order; a nested copy follows the entry it is printed in.
  var recognizers: [DumpedRecognizer] = []
  /// `hitscope: override <Class> <selector>` lines: per class as printed, what it overrides.
  var overrides: [String: Set<HitTestingMethod>] = [:]
  /// The formats found, in the order first seen.
  var formats: [DumpFormat] = []
  var warnings = WarningList()
}

/// Reads the lines of a paste (one or more files joined) and hands each to the format it
/// belongs to. Lines of no format (prompts, banners, blank lines, legends) are skipped.
struct DumpReader {
  struct Limits {
    /// The deepest view, the root being depth 1 (the scene format's limit).
    var maximumDepth = 256
    var maximumViews = 1_000_000
  }

  let sources: [DumpSource]
  let limits: Limits
  private var parse = DumpParse()
  private var pending: RecursiveDescription.Entry?
  /// A recognizer entry still open (wrapped over lines, or `must-fail` braces on their own).
  private var pendingRecognizer: RecursiveDescription.Entry?
  /// Per format, the depth its block's first entry was printed at (a fragment's depth counts
  /// from it) and the depth of the previous view.
  private var base: Int?
  private var previousDepth: Int?
  private var previousFormat: DumpFormat?

  init(sources: [DumpSource], limits: Limits = Limits()) {
    self.sources = sources
    self.limits = limits
  }

  /// Reads every line; throws for a depth that jumps or a view beyond the scene limits.
  mutating func read() throws(SceneLoadError) -> DumpParse {
    for (index, source) in sources.enumerated() {
      try read(source: index, source.bytes)
    }
    try finishPending()
    return parse
  }

  private mutating func read(source: Int, _ bytes: [UInt8]) throws(SceneLoadError) {
    var start = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    var number = 0
    let count = bytes.count
    while start < count {
      var end = start
      while end < count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      number += 1
      var line = start..<end
      if line.upperBound > line.lowerBound, bytes[line.upperBound - 1] == UInt8(ascii: "\r") {
        line = line.lowerBound..<(line.upperBound - 1)
      }
      try readLine(
        bytes, DumpLine.unquoted(bytes, line), at: DumpLocation(source: source, line: number))
      start = end + 1
    }
    // Each file is its own text: an entry does not continue into the next file.
    try finishPending()
    finishRecognizer()
  }

  private mutating func readLine(_ bytes: [UInt8], _ line: Range<Int>, at location: DumpLocation)
    throws(SceneLoadError)
  {
    if DumpLine.isPrompt(bytes, line) {
      try finishPending()
      finishRecognizer()
      return
    }
    if pending?.isInText == true {
      pending!.append(bytes, line, continuing: true)
      try completePendingIfDone()
      return
    }
    if let (className, method) = DumpLine.override(bytes, line) {
      try finishPending()
      finishRecognizer()
      parse.overrides[className, default: []].insert(method)
      return
    }
    if pendingRecognizer != nil {
      // Lines continue an open recognizer entry (its must-fail entries, its closing braces)
      // until a prompt or a view entry shows it was cut short.
      let isView =
        RecognizerDescription.entryStart(bytes, line) == nil
        && (RecursiveDescription.entryStart(bytes, line) != nil
          || SubtreeDescription.view(bytes, line, at: location) != nil)
      if isView {
        finishRecognizer()
      } else {
        pendingRecognizer!.append(bytes, line, continuing: true)
        if pendingRecognizer!.isComplete { finishRecognizer() }
        return
      }
    }
    if let controller = PrintHierarchy.controller(bytes, line, at: location) {
      try finishPending()
      note(.printHierarchy)
      parse.controllers.append(controller)
      return
    }
    if let start = RecognizerDescription.entryStart(bytes, line) {
      try finishPending()
      var entry = RecursiveDescription.Entry(
        location: DumpLocation(
          source: location.source, line: location.line, column: start - line.lowerBound + 1),
        depth: 0)
      entry.append(bytes, (start + 1)..<line.upperBound, continuing: false)
      pendingRecognizer = entry
      if entry.isComplete { finishRecognizer() }
      return
    }
    if RecognizerDescription.isCollectionOpener(bytes, line) {
      try finishPending()
      return
    }
    if let (depth, start) = RecursiveDescription.entryStart(bytes, line) {
      try finishPending()
      var entry = RecursiveDescription.Entry(
        location: DumpLocation(
          source: location.source, line: location.line, column: start - line.lowerBound + 1),
        depth: depth)
      entry.append(bytes, (start + 1)..<line.upperBound, continuing: false)
      pending = entry
      try completePendingIfDone()
      return
    }
    if let depth = RecursiveDescription.overriddenDescriptionDepth(bytes, line) {
      try finishPending()
      try add(
        DumpedView(
          location: location, depth: depth, format: .recursiveDescription,
          className: "", address: nil))
      return
    }
    if let view = SubtreeDescription.view(bytes, line, at: location) {
      try finishPending()
      try add(view)
      return
    }
    if pending != nil {
      pending!.append(bytes, line, continuing: true)
      try completePendingIfDone()
    }
  }

  private mutating func completePendingIfDone() throws(SceneLoadError) {
    if let entry = pending, entry.isComplete { try finishPending() }
  }

  /// Ends the entry being read, complete or cut short; sublayers are dropped.
  private mutating func finishPending() throws(SceneLoadError) {
    guard let entry = pending else { return }
    pending = nil
    if entry.isLayer { return }
    try add(entry.view())
  }

  /// Ends the recognizer entry being read, complete or cut short.
  private mutating func finishRecognizer() {
    guard let entry = pendingRecognizer else { return }
    pendingRecognizer = nil
    parse.recognizers.append(
      contentsOf: RecognizerDescription.recognizers(entry.buffer, entry.body, at: entry.location))
  }

  private mutating func note(_ format: DumpFormat) {
    if !parse.formats.contains(format) { parse.formats.append(format) }
  }

  /// Places a view in its block: depths count from the block's first entry, a shallower entry
  /// starts a new top-level one, and a depth may grow by one at a time.
  private mutating func add(_ raw: DumpedView) throws(SceneLoadError) {
    var view = raw
    if let platform = parse.views.first?.format, platform != view.format {
      parse.warnings.add(.otherPlatform, at: view.location)
      return
    }
    note(view.format)
    if previousFormat != view.format {
      base = nil
      previousDepth = nil
      previousFormat = view.format
    }
    if base == nil || view.depth < base! { base = view.depth }
    view.depth -= base!
    if let previous = previousDepth, view.depth > previous + 1, view.tabIndented {
      throw sources.error(
        at: view.location,
        "a tab in the indentation puts this line \(view.depth - previous) levels deeper than the"
          + " line before (tabs are read on 8-column stops, 2 columns a level); replace the tab"
          + " with \(2 * (previous + 1) + 2 * base!) spaces")
    }
    if view.tabIndented { parse.warnings.add(.tabIndentation, at: view.location) }
    if let previous = previousDepth, view.depth > previous + 1 {
      throw sources.error(
        at: view.location,
        "the depth jumps from \(previous) to \(view.depth) (expected at most one level deeper"
          + " than the line before: \(previous + 1) \"|\")")
    }
    // Scene depth: the entry's own plus its root; several windows add a synthetic root later.
    if view.depth + 1 > limits.maximumDepth {
      throw sources.error(
        at: view.location,
        "views are nested more than \(limits.maximumDepth) deep (the scene format's limit)")
    }
    if parse.views.count >= limits.maximumViews {
      throw sources.error(
        at: view.location,
        "the dump has more than \(limits.maximumViews) views (the scene format's limit)")
    }
    previousDepth = view.depth
    parse.views.append(view)
  }

}

/// Line-level facts shared by every format.
enum DumpLine {
  /// `hitscope: override <Class> hitTest:withEvent:` (the LLDB command's lines): the class as
  /// printed and the method; nil for any other line.
  static func override(_ bytes: [UInt8], _ line: Range<Int>) -> (String, HitTestingMethod)? {
    var s = LineScanner(bytes, line)
    s.skipSpaces()
    guard s.skip("hitscope: override ") else { return nil }
    s.skipSpaces()
    let start = s.position
    while let b = s.peek(), b != UInt8(ascii: " ") { s.advance() }
    let className = s.string(start..<s.position)
    s.skipSpaces()
    let selectorStart = s.position
    while let b = s.peek(), b != UInt8(ascii: " ") { s.advance() }
    guard !className.isEmpty,
      let method = HitTestingMethod(selector: s.string(selectorStart..<s.position))
    else { return nil }
    return (className, method)
  }

  /// `(lldb) ...`, `(gdb) ...`, and `...` elision lines.
  static func isPrompt(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
    var s = LineScanner(bytes, line)
    s.skipSpaces()
    return s.hasPrefix("(lldb)") || s.hasPrefix("(gdb)") || s.hasPrefix("...")
  }

  /// The line without cycript's quoting (a leading `` ` `` or `@"`, a trailing `` ` ``) and
  /// trailing spaces.
  static func unquoted(_ bytes: [UInt8], _ line: Range<Int>) -> Range<Int> {
    var lower = line.lowerBound
    var upper = line.upperBound
    // The quote may follow spaces (a paste's indentation); a UIKit depth counts only pipes, so
    // dropping them with the quote loses nothing.
    var first = lower
    while first < upper, bytes[first] == UInt8(ascii: " ") { first += 1 }
    if first < upper, bytes[first] == UInt8(ascii: "`") {
      lower = first + 1
    } else if first + 1 < upper, bytes[first] == UInt8(ascii: "@"),
      bytes[first + 1] == UInt8(ascii: "\"")
    {
      lower = first + 2
    }
    while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
    if upper > lower, bytes[upper - 1] == UInt8(ascii: "`") { upper -= 1 }
    return lower..<upper
  }
}
