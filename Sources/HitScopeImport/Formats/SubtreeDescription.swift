import HitScopeEngine

/// AppKit's `_subtreeDescription`: `[FLAGS] h=MASK v=MASK Class 0xADDR "title" f=(x,y,w,h)
/// b=(bounds) => layer`, two spaces a depth, then a legend line.
///
/// Flags are read by letter, not by column (the columns moved between macOS versions).
enum SubtreeDescription {
  /// The view a line describes (its depth from its indentation), or nil when the line is not
  /// a view line (the legend, `drawRect:` timings, anything else).
  static func view(_ bytes: [UInt8], _ line: Range<Int>, at location: DumpLocation)
    -> DumpedView?
  {
    var s = LineScanner(bytes, stripLogPrefix(bytes, line))
    // A tab moves to the next 8-column stop, as a terminal shows it.
    var columns = 0
    var tabbed = false
    while let b = s.peek(), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") {
      if b == UInt8(ascii: "\t") {
        columns = (columns / 8 + 1) * 8
        tabbed = true
      } else {
        columns += 1
      }
      s.advance()
    }
    let indentEnd = s.position
    var flags: Range<Int>? = nil
    if s.skip(UInt8(ascii: "[")) {
      let start = s.position
      while let b = s.peek(), b != UInt8(ascii: "]") { s.advance() }
      guard s.skip(UInt8(ascii: "]")) else { return nil }
      flags = start..<(s.position - 1)
      s.skipSpaces()
    }
    guard s.skip("h="), skipToken(&s), s.skip("v="), skipToken(&s) else { return nil }
    guard let frameStart = s.find("f=(") else { return nil }
    let (className, address, title) = identity(bytes, s.position..<frameStart)
    guard !className.isEmpty else { return nil }
    var view = DumpedView(
      location: DumpLocation(
        source: location.source, line: location.line, column: indentEnd + 1 - line.lowerBound),
      depth: columns / 2, format: .subtreeDescription, className: className,
      address: address)
    view.text = title
    view.tabIndented = tabbed
    s.move(to: frameStart + 3)
    let frameEnd = s.find(")") ?? s.end
    let f = LineScanner.numbers(in: bytes, s.position..<frameEnd, limit: 4)
    if f.count == 4 { view.frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3]) }
    s.move(to: frameEnd)
    if let b = s.find("b=") {
      s.move(to: b + 2)
      bounds(&s, into: &view)
    }
    if let flags {
      for i in flags {
        switch bytes[i] {
        case UInt8(ascii: "F"): view.flipped = true
        case UInt8(ascii: "H"): view.hidden = true
        case UInt8(ascii: "S"): view.scaledOrRotated = true
        default: break
        }
      }
    }
    return view
  }

  /// `b=-`, `b=(-)`, `b=(x,y,-,-)` or `b=(x,y,w,h)`.
  private static func bounds(_ s: inout LineScanner, into view: inout DumpedView) {
    guard s.skip(UInt8(ascii: "(")) else { return }
    let end = s.find(")") ?? s.end
    let parts = s.string(s.position..<end).split(separator: ",", omittingEmptySubsequences: false)
      .map { part -> Double? in
        let text = part.filter { $0 != " " }
        return text == "-" ? nil : Double(text)
      }
    if parts.count >= 2, let x = parts[0], let y = parts[1] { view.boundsOrigin = Point(x, y) }
    if parts.count == 4, let w = parts[2], let h = parts[3] {
      view.boundsSize = Size(width: w, height: h)
    }
  }

  /// A token without spaces (an autoresizing mask such as `-&-`).
  private static func skipToken(_ s: inout LineScanner) -> Bool {
    let start = s.position
    while let b = s.peek(), b != UInt8(ascii: " ") { s.advance() }
    s.skipSpaces()
    return s.position > start
  }

  /// `Class 0xADDR "title"` (address and title optional; the class may hold generics with
  /// spaces).
  private static func identity(_ bytes: [UInt8], _ range: Range<Int>)
    -> (String, String?, String?)
  {
    var end = range.upperBound
    while end > range.lowerBound, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    var title: String? = nil
    // The title is quoted and last; it may itself hold spaces and quotes.
    var s = LineScanner(bytes, range.lowerBound..<end)
    var nameEnd = end
    if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\""),
      let open = s.find(" \""), open + 2 <= end - 1
    {
      title = s.string((open + 2)..<(end - 1))
      nameEnd = open
    }
    var nesting = 0
    var i = range.lowerBound
    var address: String? = nil
    var classEnd = nameEnd
    while i < nameEnd {
      let b = bytes[i]
      if b == UInt8(ascii: "<") { nesting += 1 }
      if b == UInt8(ascii: ">") { nesting = max(0, nesting - 1) }
      if b == UInt8(ascii: " ") && nesting == 0 {
        classEnd = i
        var a = LineScanner(bytes, (i + 1)..<nameEnd)
        address = a.scanAddress()
        break
      }
      i += 1
    }
    s = LineScanner(bytes, range.lowerBound..<classEnd)
    return (s.string(range.lowerBound..<classEnd), address, title)
  }

  /// The line without an NSLog prefix (`2026-12-01 09:00:00.000 App[123:4567] `): within its
  /// first 160 bytes, a name followed by `[pid:thread] ` ends it.
  static func stripLogPrefix(_ bytes: [UInt8], _ line: Range<Int>) -> Range<Int> {
    var i = line.lowerBound + 1
    let limit = min(line.upperBound, line.lowerBound + 160)
    while i < limit {
      if bytes[i] == UInt8(ascii: "["), LineScanner.isNameByte(bytes[i - 1]) {
        var j = i + 1
        var colons = 0
        var digits = 0
        while j < line.upperBound {
          if bytes[j] == UInt8(ascii: ":") {
            colons += 1
          } else if LineScanner.isHexDigit(bytes[j]) {
            digits += 1
          } else {
            break
          }
          j += 1
        }
        if colons == 1, digits >= 2, j + 1 < line.upperBound, bytes[j] == UInt8(ascii: "]"),
          bytes[j + 1] == UInt8(ascii: " ")
        {
          return (j + 2)..<line.upperBound
        }
      }
      i += 1
    }
    return line
  }
}
