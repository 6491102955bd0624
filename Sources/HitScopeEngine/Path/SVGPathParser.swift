import Foundation

extension Path {
  /// The outline described by SVG path data (the `d` attribute), in the space its numbers are
  /// written in (for a scene, the view's bounds space), in points.
  ///
  /// Reads M L H V C S Q T A Z in absolute and relative form with the grammar of SVG 2's path
  /// data: implicit repeats (pairs after a moveto are linetos), the reflected control points of
  /// S and T, compact numbers (`.5.5`, `-1.5e-3`) and flags (`a1 1 0 00 1 1`). Arcs become cubic
  /// Béziers as in the SVG implementation notes (radii scaled up when too small, a zero radius
  /// draws a line). The data must start with a moveto; any error rejects the whole path. Open
  /// subpaths are closed for filling, not for stroking.
  ///
  /// Work is bounded: one pass over the data, linear in its length, and at most
  /// `SVGPathParser.maximumElements` (1,000,000) elements of 56 bytes each, so any input, however
  /// many commands it holds, stops at about 56 MB of elements (twice that while the array grows).
  public init(svgPathData: String, fillRule: FillRule = .nonzero) throws(SVGPathError) {
    let elements = try SVGPathParser.parse(svgPathData)
    self.init(elements: elements, fillRule: fillRule)
  }
}

/// Reads SVG path data into absolute `PathElement`s (see `Path.init(svgPathData:fillRule:)`).
struct SVGPathParser {
  /// The most elements one path may produce; an arc counts once per quarter turn it spans, and a
  /// closepath followed by another command counts twice (it restarts the subpath with a move).
  static let maximumElements = 1_000_000

  /// The absolute elements of `data`, or the first error in it.
  static func parse(_ data: String, maximumElements: Int = maximumElements)
    throws(SVGPathError) -> [PathElement]
  {
    var text = data
    text.makeContiguousUTF8()
    let result = text.utf8.withContiguousStorageIfAvailable { bytes in
      var parser = SVGPathParser(bytes: bytes, maximumElements: maximumElements)
      return Result { () throws(SVGPathError) -> [PathElement] in
        try parser.run()
        return parser.elements
      }
    }
    guard let result else {
      preconditionFailure("A String made contiguous must expose its UTF-8 storage.")
    }
    return try result.get()
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let maximumElements: Int
  /// The read position, as a UTF-8 offset into `bytes`.
  private var position = 0
  /// Where the command letter or the implicitly repeated argument group being read starts.
  private var groupStart = 0
  private var elements: [PathElement] = []
  private var current = Point.zero
  private var subpathStart = Point.zero
  /// Set by a closepath: the next drawing command first moves back to `subpathStart`.
  private var needsMove = false
  /// The second control point of the previous command when it was C, c, S or s.
  private var lastCubicControl: Point?
  /// The control point of the previous command when it was Q, q, T or t.
  private var lastQuadControl: Point?

  private init(bytes: UnsafeBufferPointer<UInt8>, maximumElements: Int) {
    self.bytes = bytes
    self.maximumElements = maximumElements
  }

  // MARK: Commands

  private mutating func run() throws(SVGPathError) {
    skipWhitespace()
    guard position < bytes.count else {
      throw error(at: position, "path data is empty; it must start with \"M\" or \"m\"")
    }
    guard bytes[position] == UInt8(ascii: "M") || bytes[position] == UInt8(ascii: "m") else {
      throw error(
        at: position,
        "path data must start with \"M\" or \"m\" at offset \(offset(position))"
          + ", found \(found(position))")
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else { return }
      let letter = bytes[position]
      guard Self.isCommand(letter) else {
        throw error(
          at: position,
          "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) at offset \(offset(position))"
            + ", found \(found(position))")
      }
      groupStart = position
      position += 1
      try command(letter)
    }
  }

  /// Reads the arguments of one command letter, with its implicit repeats, and emits them.
  private mutating func command(_ letter: UInt8) throws(SVGPathError) {
    let lower = letter | 0x20
    let relative = letter == lower
    if lower == UInt8(ascii: "z") {
      try emit(.close)
      current = subpathStart
      needsMove = true
      lastCubicControl = nil
      lastQuadControl = nil
      let afterSeparator = peekAfterCommaWhitespace()
      if afterSeparator < bytes.count, Self.startsNumber(bytes[afterSeparator]) {
        throw error(
          at: afterSeparator,
          "expected a command letter after \"\(Self.name(letter))\" at offset "
            + "\(offset(afterSeparator)) (a closepath takes no numbers), found "
            + "\(found(afterSeparator))")
      }
      return
    }
    var isFirstGroup = true
    var isMoveGroup = lower == UInt8(ascii: "m")
    while true {
      let base = relative ? current : .zero
      var first = isFirstGroup
      func next(_ parser: inout SVGPathParser) throws(SVGPathError) -> Double {
        defer { first = false }
        return try parser.number(after: letter, first: first)
      }
      switch lower {
      case UInt8(ascii: "m"), UInt8(ascii: "l"):
        let x = try next(&self)
        let y = try next(&self)
        let p = Point(base.x + x, base.y + y)
        if isMoveGroup {
          try emit(.move(p))
          subpathStart = p
          needsMove = false
        } else {
          try drawLine(to: p)
        }
        current = p
        lastCubicControl = nil
        lastQuadControl = nil
      case UInt8(ascii: "h"):
        let x = try next(&self)
        let p = Point(relative ? current.x + x : x, current.y)
        try drawLine(to: p)
        current = p
        lastCubicControl = nil
        lastQuadControl = nil
      case UInt8(ascii: "v"):
        let y = try next(&self)
        let p = Point(current.x, relative ? current.y + y : y)
        try drawLine(to: p)
        current = p
        lastCubicControl = nil
        lastQuadControl = nil
      case UInt8(ascii: "c"), UInt8(ascii: "s"):
        let c1: Point
        if lower == UInt8(ascii: "c") {
          let x1 = try next(&self)
          let y1 = try next(&self)
          c1 = Point(base.x + x1, base.y + y1)
        } else {
          // S reflects the previous cubic's second control point about the current point.
          c1 = lastCubicControl.map { current * 2 - $0 } ?? current
        }
        let x2 = try next(&self)
        let y2 = try next(&self)
        let x = try next(&self)
        let y = try next(&self)
        let c2 = Point(base.x + x2, base.y + y2)
        let p = Point(base.x + x, base.y + y)
        try beginSegment()
        try emit(.cubic(c1, c2, p))
        current = p
        lastCubicControl = c2
        lastQuadControl = nil
      case UInt8(ascii: "q"), UInt8(ascii: "t"):
        let c: Point
        if lower == UInt8(ascii: "q") {
          let x1 = try next(&self)
          let y1 = try next(&self)
          c = Point(base.x + x1, base.y + y1)
        } else {
          c = lastQuadControl.map { current * 2 - $0 } ?? current
        }
        let x = try next(&self)
        let y = try next(&self)
        let p = Point(base.x + x, base.y + y)
        try beginSegment()
        try emit(.quad(c, p))
        current = p
        lastQuadControl = c
        lastCubicControl = nil
      case UInt8(ascii: "a"):
        let rx = try next(&self)
        let ry = try next(&self)
        let rotation = try next(&self)
        let largeArc = try flag(after: letter)
        let sweep = try flag(after: letter)
        let x = try next(&self)
        let y = try next(&self)
        let p = Point(base.x + x, base.y + y)
        try drawArc(
          to: p, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
        current = p
        lastCubicControl = nil
        lastQuadControl = nil
      default:
        preconditionFailure("isCommand admitted \(Self.name(letter)) without a case here.")
      }
      isFirstGroup = false
      isMoveGroup = false
      // Another group follows only when a number does; a separator alone must not dangle.
      let afterSeparator = peekAfterCommaWhitespace()
      if afterSeparator < bytes.count, Self.startsNumber(bytes[afterSeparator]) {
        position = afterSeparator
        groupStart = afterSeparator
        continue
      }
      if hasComma(before: afterSeparator) {
        throw error(
          at: afterSeparator,
          "expected a number after \",\" following \"\(Self.name(letter))\" at offset "
            + "\(offset(afterSeparator)), found \(found(afterSeparator))")
      }
      return
    }
  }

  // MARK: Emitting

  private mutating func emit(_ element: PathElement) throws(SVGPathError) {
    guard elements.count < maximumElements else {
      throw error(
        at: groupStart,
        "path data exceeds \(maximumElements) drawing elements at offset \(offset(groupStart))"
          + " (arcs count once per quarter turn); split the shape into several paths")
    }
    elements.append(element)
  }

  /// Restarts the subpath at its start after a closepath, as SVG does for a drawing command that
  /// follows Z without a moveto.
  private mutating func beginSegment() throws(SVGPathError) {
    if needsMove {
      try emit(.move(subpathStart))
      needsMove = false
    }
  }

  private mutating func drawLine(to p: Point) throws(SVGPathError) {
    try beginSegment()
    try emit(.line(p))
  }

  /// An elliptical arc from `current` to `end` as cubic Béziers of at most a quarter turn each,
  /// following the endpoint-to-centre conversion of the SVG implementation notes (B.2.4, B.2.5).
  private mutating func drawArc(
    to end: Point, rx: Double, ry: Double, rotationDegrees: Double, largeArc: Bool, sweep: Bool
  ) throws(SVGPathError) {
    let start = current
    // Coincident endpoints draw nothing at all.
    if start == end { return }
    var rx = abs(rx)
    var ry = abs(ry)
    if rx == 0 || ry == 0 {
      try drawLine(to: end)
      return
    }
    let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
    let cosPhi = cos(phi)
    let sinPhi = sin(phi)
    let hx = (start.x - end.x) / 2
    let hy = (start.y - end.y) / 2
    let x1 = cosPhi * hx + sinPhi * hy
    let y1 = -sinPhi * hx + cosPhi * hy
    // Lambda of the notes is `spread` squared; as a hypotenuse it stays in range for tiny radii.
    let spread = hypot(x1 / rx, y1 / ry)
    let lambda = spread * spread
    if spread > 1 {
      rx *= spread
      ry *= spread
    }
    // (rx^2 ry^2 - rx^2 y1^2 - ry^2 x1^2) / (rx^2 y1^2 + ry^2 x1^2) divided through by rx^2 ry^2,
    // so that huge radii cannot overflow the squares.
    let radicand = spread >= 1 ? 0 : 1 / lambda - 1
    let root = radicand > 0 ? radicand.squareRoot() : 0
    let sign: Double = largeArc == sweep ? -1 : 1
    let cxPrime = sign * root * rx * y1 / ry
    let cyPrime = -sign * root * ry * x1 / rx
    let cx = cosPhi * cxPrime - sinPhi * cyPrime + (start.x + end.x) / 2
    let cy = sinPhi * cxPrime + cosPhi * cyPrime + (start.y + end.y) / 2
    // Radii so large that the centre leaves the doubles draw an arc indistinguishable from its
    // chord.
    guard cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite else {
      try drawLine(to: end)
      return
    }
    let theta1 = atan2((y1 - cyPrime) / ry, (x1 - cxPrime) / rx)
    let theta2 = atan2((-y1 - cyPrime) / ry, (-x1 - cxPrime) / rx)
    var delta = theta2 - theta1
    if sweep && delta < 0 { delta += 2 * .pi }
    if !sweep && delta > 0 { delta -= 2 * .pi }

    // A point at angle t of the unit circle, mapped onto the arc's ellipse.
    func map(_ ux: Double, _ uy: Double) -> Point {
      Point(cx + rx * cosPhi * ux - ry * sinPhi * uy, cy + rx * sinPhi * ux + ry * cosPhi * uy)
    }
    let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = delta / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    try beginSegment()
    var angle = theta1
    for piece in 0..<pieces {
      let next = piece == pieces - 1 ? theta1 + delta : angle + step
      let (s0, c0) = (sin(angle), cos(angle))
      let (s1, c1) = (sin(next), cos(next))
      let control1 = map(c0 - k * s0, s0 + k * c0)
      let control2 = map(c1 + k * s1, s1 - k * c1)
      // The last piece lands exactly on the written end point, whatever the rounding on the way.
      let to = piece == pieces - 1 ? end : map(c1, s1)
      try emit(.cubic(control1, control2, to))
      angle = next
    }
  }

  // MARK: Numbers and separators

  /// Reads one number; `first` marks the number right after the command letter, where SVG
  /// allows whitespace but no comma.
  private mutating func number(after letter: UInt8, first: Bool) throws(SVGPathError) -> Double {
    if first { skipWhitespace() } else { skipCommaWhitespace() }
    let begin = position
    guard let value = scanNumber() else {
      throw error(
        at: begin,
        "expected a number after \"\(Self.name(letter))\" at offset \(offset(begin)), found "
          + "\(found(begin))")
    }
    guard value.isFinite else {
      throw error(
        at: begin,
        "number \(Self.text(bytes, begin..<position)) after \"\(Self.name(letter))\" at offset "
          + "\(offset(begin)) is out of range (its magnitude must stay below 1.8e308)")
    }
    return value
  }

  /// Reads a large-arc or sweep flag: one `0` or `1`, which needs no separator after it.
  private mutating func flag(after letter: UInt8) throws(SVGPathError) -> Bool {
    skipCommaWhitespace()
    let begin = position
    guard position < bytes.count,
      bytes[position] == UInt8(ascii: "0") || bytes[position] == UInt8(ascii: "1")
    else {
      throw error(
        at: begin,
        "expected a flag (0 or 1) after \"\(Self.name(letter))\" at offset \(offset(begin)), found "
          + "\(found(begin))")
    }
    position += 1
    return bytes[begin] == UInt8(ascii: "1")
  }

  /// Reads `sign? (digits ("." digits?)? | "." digits) exponent?` at `position`, or returns nil
  /// without moving when no number starts there. An `e` not followed by digits is not consumed.
  private mutating func scanNumber() -> Double? {
    var i = position
    let count = bytes.count
    var negative = false
    if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
      negative = bytes[i] == UInt8(ascii: "-")
      i += 1
    }
    // The mantissa's first 19 significant digits fit a UInt64 exactly; later ones only shift the
    // decimal exponent and force the slow, correctly rounded path.
    var mantissa: UInt64 = 0
    var significant = 0
    var exponent = 0
    var exact = true
    var digits = 0
    while i < count, Self.isDigit(bytes[i]) {
      accumulate(bytes[i], &mantissa, &significant, &exact)
      if !exact { exponent += 1 }
      digits += 1
      i += 1
    }
    if i < count, bytes[i] == UInt8(ascii: ".") {
      var j = i + 1
      var fraction = 0
      while j < count, Self.isDigit(bytes[j]) {
        let wasExact = exact
        accumulate(bytes[j], &mantissa, &significant, &exact)
        if wasExact && exact { exponent -= 1 }
        fraction += 1
        j += 1
      }
      if digits > 0 || fraction > 0 {
        digits += fraction
        i = j
      }
    }
    guard digits > 0 else { return nil }
    if i < count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      var j = i + 1
      var exponentNegative = false
      if j < count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") {
        exponentNegative = bytes[j] == UInt8(ascii: "-")
        j += 1
      }
      if j < count, Self.isDigit(bytes[j]) {
        var written = 0
        while j < count, Self.isDigit(bytes[j]) {
          // Saturating: any exponent this large already gives 0 or infinity.
          written = min(written * 10 + Int(bytes[j] - UInt8(ascii: "0")), 1_000_000)
          j += 1
        }
        exponent += exponentNegative ? -written : written
        i = j
      }
    }
    let range = position..<i
    position = i
    // Clinger's fast path: both factors are exact doubles, so one rounding gives the right value.
    if exact, mantissa <= 1 << 53, abs(exponent) <= 22 {
      let m = Double(mantissa)
      let value = exponent >= 0 ? m * Self.powersOfTen[exponent] : m / Self.powersOfTen[-exponent]
      return negative ? -value : value
    }
    guard let value = Double(Self.text(bytes, range)) else {
      preconditionFailure(
        "Double rejected \(Self.text(bytes, range)), which the SVG grammar admits.")
    }
    return value
  }

  private func accumulate(
    _ digit: UInt8, _ mantissa: inout UInt64, _ significant: inout Int, _ exact: inout Bool
  ) {
    let d = UInt64(digit - UInt8(ascii: "0"))
    if significant == 0 && d == 0 { return }
    if significant < 19 {
      mantissa = mantissa * 10 + d
      significant += 1
    } else {
      exact = false
    }
  }

  private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

  private mutating func skipWhitespace() {
    while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
  }

  private mutating func skipCommaWhitespace() {
    position = peekAfterCommaWhitespace()
  }

  /// The position after `wsp* ","? wsp*` from the current one.
  private func peekAfterCommaWhitespace() -> Int {
    var i = position
    while i < bytes.count, Self.isWhitespace(bytes[i]) { i += 1 }
    if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
      i += 1
      while i < bytes.count, Self.isWhitespace(bytes[i]) { i += 1 }
    }
    return i
  }

  private func hasComma(before end: Int) -> Bool {
    bytes[position..<end].contains(UInt8(ascii: ","))
  }

  // MARK: Characters

  private static func isWhitespace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
  }

  private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  private static func startsNumber(_ b: UInt8) -> Bool {
    isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
  }

  private static func isCommand(_ b: UInt8) -> Bool {
    switch b | 0x20 {
    case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
      UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
      UInt8(ascii: "a"), UInt8(ascii: "z"):
      return b >= 0x41 && b <= 0x7A
    default:
      return false
    }
  }

  private static func name(_ letter: UInt8) -> String { String(UnicodeScalar(letter)) }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  // MARK: Errors

  /// The Unicode scalar index of a UTF-8 offset: the number of scalars that start before it.
  private func offset(_ byteOffset: Int) -> Int {
    var scalars = 0
    for b in bytes[0..<byteOffset] where b & 0xC0 != 0x80 { scalars += 1 }
    return scalars
  }

  /// The character at a UTF-8 offset, quoted, for messages.
  private func found(_ byteOffset: Int) -> String {
    guard byteOffset < bytes.count else { return "the end of the data" }
    var end = byteOffset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let scalar = Self.text(bytes, byteOffset..<end).unicodeScalars.first ?? "\u{FFFD}"
    if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
      return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
    return "\"\(scalar)\""
  }

  private func error(at byteOffset: Int, _ message: String) -> SVGPathError {
    SVGPathError(offset: offset(byteOffset), message: message)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
