import HitScopeFormat

/// Everything read from a paste, in dump order: views in pre-order with depths counted from
/// their block's first entry, and controllers.
struct DumpParse {
  var views: [DumpedView] = []
  var controllers: [DumpedController] = []
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
  }

  private mutating func readLine(_ bytes: [UInt8], _ line: Range<Int>, at location: DumpLocation)
    throws(SceneLoadError)
  {
    if DumpLine.isPrompt(bytes, line) {
      try finishPending()
      return
    }
    if pending?.isInText == true {
      pending!.append(bytes, line, continuing: true)
      try completePendingIfDone()
      return
    }
    if let controller = PrintHierarchy.controller(bytes, line, at: location) {
      try finishPending()
      note(.printHierarchy)
      parse.controllers.append(controller)
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
    if lower < upper, bytes[lower] == UInt8(ascii: "`") {
      lower += 1
    } else if lower + 1 < upper, bytes[lower] == UInt8(ascii: "@"),
      bytes[lower + 1] == UInt8(ascii: "\"")
    {
      lower += 2
    }
    while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
    if upper > lower, bytes[upper - 1] == UInt8(ascii: "`") { upper -= 1 }
    return lower..<upper
  }
}
