import Testing

@testable import HitScopeEngine

/// The SVG path data reader: grammar, commands, arcs, errors and the work bound.
@Suite struct SVGPathParserTests {
  private func elements(_ data: String) throws -> [PathElement] {
    try Path(svgPathData: data).elements
  }

  private func error(_ data: String) -> SVGPathError? {
    do {
      _ = try Path(svgPathData: data)
      return nil
    } catch {
      return error
    }
  }

  private func endPoint(_ element: PathElement) -> Point? {
    switch element {
    case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
    case .close: nil
    }
  }

  // MARK: Commands

  @Test func absoluteLinesAndClose() throws {
    #expect(
      try elements("M 10 20 L 30 40 H 50 V 60 Z")
        == [
          .move(Point(10, 20)), .line(Point(30, 40)), .line(Point(50, 40)), .line(Point(50, 60)),
          .close,
        ])
  }

  @Test(arguments: [
    ("m 10 20 l 5 5 h 10 v -5 z", "M 10 20 L 15 25 H 25 V 20 Z"),
    ("M 10 20 c 1 2 3 4 5 6", "M 10 20 C 11 22 13 24 15 26"),
    ("M 10 20 q 1 2 3 4", "M 10 20 Q 11 22 13 24"),
    ("M 10 20 a 5 5 0 0 1 10 0", "M 10 20 A 5 5 0 0 1 20 20"),
    ("M 10 20 l 1 1 s 2 2 3 3", "M 10 20 L 11 21 S 13 23 14 24"),
    ("M 10 20 l 1 1 t 3 3", "M 10 20 L 11 21 T 14 24"),
    ("M 10 20 h 5 5 v 5 5", "M 10 20 H 15 20 V 25 30"),
  ])
  func relativeCommandsMatchTheirAbsoluteForms(relative: String, absolute: String) throws {
    #expect(try elements(relative) == elements(absolute))
  }

  @Test(arguments: [
    (
      "M 0 0 10 0 10 10",
      [PathElement.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))]
    ),
    ("m 5 5 10 0 0 10", [.move(Point(5, 5)), .line(Point(15, 5)), .line(Point(15, 15))]),
    ("M 0 0 L 1 1 2 2", [.move(Point(0, 0)), .line(Point(1, 1)), .line(Point(2, 2))]),
    (
      "M 0 0 C 1 1 2 2 3 3 4 4 5 5 6 6",
      [
        .move(Point(0, 0)), .cubic(Point(1, 1), Point(2, 2), Point(3, 3)),
        .cubic(Point(4, 4), Point(5, 5), Point(6, 6)),
      ]
    ),
    (
      "M 0 0 q 1 1 2 0 1 1 2 0",
      [.move(Point(0, 0)), .quad(Point(1, 1), Point(2, 0)), .quad(Point(3, 1), Point(4, 0))]
    ),
  ])
  func implicitRepeats(data: String, expected: [PathElement]) throws {
    #expect(try elements(data) == expected)
  }

  @Test func smoothCubicReflectsThePreviousSecondControlPoint() throws {
    let e = try elements("M 0 0 C 10 0 20 10 20 20 S 30 40 40 40 s 10 0 10 10")
    #expect(e[2] == .cubic(Point(20, 30), Point(30, 40), Point(40, 40)))
    // The second S reflects the first S's second control point (30, 40) about (40, 40).
    #expect(e[3] == .cubic(Point(50, 40), Point(50, 40), Point(50, 50)))
  }

  @Test(arguments: [
    "M 5 5 S 10 10 20 20", "M 5 5 L 5 5 S 10 10 20 20", "M 0 0 Q 1 1 5 5 S 10 10 20 20",
  ])
  func smoothCubicWithoutAPreviousCubicStartsAtTheCurrentPoint(data: String) throws {
    #expect(try elements(data).last == .cubic(Point(5, 5), Point(10, 10), Point(20, 20)))
  }

  @Test func smoothQuadraticReflectsThePreviousControlPoint() throws {
    let e = try elements("M 0 0 Q 10 10 20 0 T 40 0 t 20 0")
    #expect(e[2] == .quad(Point(30, -10), Point(40, 0)))
    #expect(e[3] == .quad(Point(50, 10), Point(60, 0)))
  }

  @Test(arguments: ["M 5 5 T 20 20", "M 0 0 L 5 5 T 20 20", "M 0 0 C 1 1 2 2 5 5 T 20 20"])
  func smoothQuadraticWithoutAPreviousQuadraticUsesTheCurrentPoint(data: String) throws {
    #expect(try elements(data).last == .quad(Point(5, 5), Point(20, 20)))
  }

  @Test func drawingAfterCloseRestartsAtTheSubpathStart() throws {
    #expect(
      try elements("M 10 10 L 20 10 L 20 20 Z L 30 30")
        == [
          .move(Point(10, 10)), .line(Point(20, 10)), .line(Point(20, 20)), .close,
          .move(Point(10, 10)), .line(Point(30, 30)),
        ])
    #expect(try elements("M 10 10 L 20 10 Z m 5 5").last == .move(Point(15, 15)))
    #expect(try elements("M 10 10 L 20 10 z l 1 1").last == .line(Point(11, 11)))
  }

  // MARK: Numbers and separators

  @Test(arguments: [
    ("M.5.5", Point(0.5, 0.5)),
    ("M1.5.5", Point(1.5, 0.5)),
    ("M1e5.5", Point(100_000, 0.5)),
    ("M-1.5e-3-2", Point(-0.0015, -2)),
    ("M1e2,1E+2", Point(100, 100)),
    ("M+3 5.", Point(3, 5)),
    ("M-.5-.25", Point(-0.5, -0.25)),
    ("M 0.1 0.2", Point(0.1, 0.2)),
    ("M 0.001 000123", Point(0.001, 123)),
    ("M 0.1000000000000000000000001 1", Point(0.1, 1)),
    ("M 12345678901234567890123 0", Point(12345678901234567890123.0, 0)),
    ("M 1e-400 7e22", Point(0, 7e22)),
    ("M 9007199254740993 0", Point(9_007_199_254_740_992, 0)),
    ("M1-2", Point(1, -2)),
    ("  \t\n\r\u{0C}M 1 , 2  ", Point(1, 2)),
  ])
  func numbersReadAsSVGWritesThem(data: String, expected: Point) throws {
    #expect(try elements(data) == [.move(expected)])
  }

  @Test func commasAndWhitespaceSeparateArguments() throws {
    #expect(try elements("M1,2L3,4") == elements("M 1 2 L 3 4"))
    #expect(try elements("M 1 , 2 \t\n L3 4,5 6") == elements("M 1 2 L 3 4 L 5 6"))
  }

  // MARK: Arcs

  @Test(arguments: [
    // (large-arc, sweep, points inside the closed arc, points outside). Radius 10 over a chord of
    // 10 gives centres (5, +-8.66); sweep 1 turns clockwise on a y-down screen.
    (false, true, [Point(5, -1)], [Point(5, -2), Point(5, 1)]),
    (
      true, true, [Point(5, -8.66), Point(5, -18), Point(14, -8.66)], [Point(5, 1), Point(5, -19)]
    ),
    (false, false, [Point(5, 1)], [Point(5, 2), Point(5, -1)]),
    (true, false, [Point(5, 8.66), Point(5, 18), Point(14, 8.66)], [Point(5, -1), Point(5, 19)]),
  ])
  func arcFlagsChooseAmongTheFourArcs(
    largeArc: Bool, sweep: Bool, inside: [Point], outside: [Point]
  )
    throws
  {
    let path = try Path(svgPathData: "M 0 0 A 10 10 0 \(largeArc ? 1 : 0) \(sweep ? 1 : 0) 10 0 Z")
    for p in inside { #expect(path.contains(p), "\(p) should be inside") }
    for p in outside { #expect(!path.contains(p), "\(p) should be outside") }
    let cubics = path.elements.filter { if case .cubic = $0 { true } else { false } }
    // A 60-degree arc is one cubic; the 300-degree one needs four quarter turns at most each.
    #expect(cubics.count == (largeArc ? 4 : 1))
    #expect(endPoint(cubics.last!) == Point(10, 0))
  }

  @Test func arcPiecesEndOnTheCircle() throws {
    let path = try Path(svgPathData: "M 0 0 A 10 10 0 1 1 10 0")
    let centre = Point(5, -(75.0).squareRoot())
    for element in path.elements.dropFirst() {
      guard case .cubic(_, _, let p) = element else {
        Issue.record("expected only cubics after the move, got \(element)")
        continue
      }
      #expect(abs(p.distance(to: centre) - 10) < 1e-9)
    }
    // The flattened outline stays within the cubic approximation's 0.03% of the radius.
    #expect(path.strokeContains(Point(5, -(75.0).squareRoot() - 10), lineWidth: 0.01))
    #expect(path.strokeContains(Point(15, -(75.0).squareRoot()), lineWidth: 0.01))
  }

  @Test func radiiTooSmallAreScaledUpToAHalfEllipse() throws {
    let small = try Path(svgPathData: "M 0 0 A 1 1 0 0 1 10 0 Z")
    let exact = try Path(svgPathData: "M 0 0 A 5 5 0 0 1 10 0 Z")
    #expect(small.contains(Point(5, -4.5)))
    #expect(!small.contains(Point(5, -5.5)))
    #expect(!small.contains(Point(5, 0.5)))
    #expect(small.strokeContains(Point(5, -5), lineWidth: 0.01))
    for (a, b) in zip(small.elements, exact.elements) {
      if case .cubic(let a1, let a2, let a3) = a, case .cubic(let b1, let b2, let b3) = b {
        #expect(close(a1, b1) && close(a2, b2) && close(a3, b3))
      } else {
        #expect(a == b)
      }
    }
    // Once scaled, only one arc remains, so the large-arc flag changes nothing.
    let large = try Path(svgPathData: "M 0 0 A 1 1 0 1 1 10 0 Z")
    #expect(large.elements.count == small.elements.count)
  }

  @Test(arguments: ["M 0 0 A 0 5 0 0 1 10 0", "M 0 0 A 5 0 0 1 1 10 0", "M 0 0 a 0 0 0 0 0 10 0"])
  func zeroRadiusDrawsALine(data: String) throws {
    #expect(try elements(data) == [.move(Point(0, 0)), .line(Point(10, 0))])
  }

  @Test(arguments: [
    "M 0 0 A 1e300 1e300 0 0 1 10 0", "M 0 0 A 1e300 1e300 0 1 1 10 0",
    "M 0 0 A 1e-300 1e-300 0 0 1 10 0",
    "M 0 0 A 1e-300 1e-300 30 1 0 10 0", "M 0 0 A 1e150 1e150 0 0 0 10 0",
  ])
  func extremeRadiiStayFiniteAndEndOnTheEndPoint(data: String) throws {
    let path = try Path(svgPathData: data)
    var points: [Point] = []
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quad(let c, let p): points += [c, p]
      case .cubic(let c1, let c2, let p): points += [c1, c2, p]
      case .close: break
      }
    }
    #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    #expect(path.elements.last.flatMap(endPoint) == Point(10, 0))
    if data.contains("e-300") {
      // Tiny radii scale up to the half circle over the chord.
      #expect(path.strokeContains(Point(5, data.contains(" 1 0 ") ? 5 : -5), lineWidth: 0.01))
    } else if data.contains("0 0 1 10") || data.contains("0 0 0 10") {
      // Huge radii leave the chord, or a curve within a hair of it.
      #expect(path.strokeContains(Point(5, 0), lineWidth: 0.01))
    }
  }

  @Test func arcToTheCurrentPointDrawsNothing() throws {
    #expect(try elements("M 5 5 A 5 5 0 1 1 5 5") == [.move(Point(5, 5))])
  }

  @Test func negativeRadiiActAsTheirMagnitudes() throws {
    #expect(try elements("M 0 0 A -10 -10 0 0 1 10 0") == elements("M 0 0 A 10 10 0 0 1 10 0"))
  }

  @Test func rotationTurnsTheEllipseAxes() throws {
    // rx 10 along the rotated x-axis (vertical after 90 degrees): a half ellipse 5 wide.
    let rotated = try Path(svgPathData: "M 0 -10 A 10 5 90 0 1 0 10 Z")
    #expect(rotated.contains(Point(4, 0)))
    #expect(!rotated.contains(Point(6, 0)))
    #expect(!rotated.contains(Point(-1, 0)))
    // Unrotated, the radii do not fit the vertical chord and scale up to 20 x 10.
    let plain = try Path(svgPathData: "M 0 -10 A 10 5 0 0 1 0 10 Z")
    #expect(plain.contains(Point(6, 0)))
    #expect(plain.contains(Point(19, 0)))
    #expect(!plain.contains(Point(21, 0)))
  }

  @Test(arguments: [
    ("M0 0a1 1 0 00 1 1", "M 0 0 a 1 1 0 0 0 1 1"),
    ("M0 0a5 5 0 1110 0", "M 0 0 a 5 5 0 1 1 10 0"),
    ("M0 0a5,5,0,1,0,10,0", "M 0 0 a 5 5 0 1 0 10 0"),
    ("M0 0A5 5 0 0 1 10 0 5 5 0 0 1 20 0", "M 0 0 A 5 5 0 0 1 10 0 A 5 5 0 0 1 20 0"),
  ])
  func compactArcFlags(compact: String, spaced: String) throws {
    #expect(try elements(compact) == elements(spaced))
  }

  // MARK: Fill rule

  @Test func fillRuleIsKept() throws {
    let star = "M 50 0 L 79 90 L 2 35 L 98 35 L 21 90 Z"
    #expect(try Path(svgPathData: star).contains(Point(50, 50)))
    #expect(try !Path(svgPathData: star, fillRule: .evenodd).contains(Point(50, 50)))
    #expect(try Path(svgPathData: star, fillRule: .evenodd).fillRule == .evenodd)
  }

  // MARK: Errors

  @Test(arguments: [
    ("", 0, "path data is empty; it must start with \"M\" or \"m\""),
    (" \n ", 3, "path data is empty; it must start with \"M\" or \"m\""),
    ("L 10 10", 0, "path data must start with \"M\" or \"m\" at offset 0, found \"L\""),
    ("  z", 2, "path data must start with \"M\" or \"m\" at offset 2, found \"z\""),
    ("M0 0 L x", 7, "expected a number after \"L\" at offset 7, found \"x\""),
    ("M 10", 4, "expected a number after \"M\" at offset 4, found the end of the data"),
    ("m", 1, "expected a number after \"m\" at offset 1, found the end of the data"),
    ("M,1 2", 1, "expected a number after \"M\" at offset 1, found \",\""),
    ("M 1 2 L 3,,4", 10, "expected a number after \"L\" at offset 10, found \",\""),
    (
      "M 1 2 L 3 4,", 12,
      "expected a number after \",\" following \"L\" at offset 12, found the end of the data"
    ),
    (
      "M 1 2 L 3 4, L 5 6", 13,
      "expected a number after \",\" following \"L\" at offset 13, found \"L\""
    ),
    (
      "M 1 2 X 3", 6,
      "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) at offset 6, found \"X\""
    ),
    (
      "M 1 2 Z 3 4", 8,
      "expected a command letter after \"Z\" at offset 8 (a closepath takes no numbers), found \"3\""
    ),
    (
      "M 0 0 A 5 5 0 2 1 10 0", 14, "expected a flag (0 or 1) after \"A\" at offset 14, found \"2\""
    ),
    (
      "M 0 0 a 5 5 0 1", 15,
      "expected a flag (0 or 1) after \"a\" at offset 15, found the end of the data"
    ),
    (
      "M 1e400 0", 2,
      "number 1e400 after \"M\" at offset 2 is out of range (its magnitude must stay below 1.8e308)"
    ),
    ("M 1 2 L 1e 2", 9, "expected a number after \"L\" at offset 9, found \"e\""),
    ("M 1 2 L 3 4 -", 12, "expected a number after \"L\" at offset 12, found \"-\""),
    (
      "M 1 2 😀", 6,
      "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) at offset 6, found \"😀\""
    ),
    (
      "M 1 2\u{7}", 5,
      "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) at offset 5, found U+0007"
    ),
    ("M 1 2 L . 3", 8, "expected a number after \"L\" at offset 8, found \".\""),
  ])
  func malformedDataIsRejectedWithAPositionedSentence(data: String, offset: Int, message: String) {
    let e = error(data)
    #expect(e?.offset == offset)
    #expect(e?.message == message)
    #expect(e?.description == "invalid SVG path data: " + message)
  }

  // MARK: Bounds on work

  @Test(
    arguments: [
      ("M0 0 1 1 2 2", 3, nil),
      ("M0 0 1 1 2 2 3 3", 3, 13),
      ("M0 0 L 1 1 Z L 2 2", 4, 13),
      // A 300-degree arc needs four cubics: with the move, five elements.
      ("M 0 0 A 10 10 0 1 1 10 0", 5, nil),
      ("M 0 0 A 10 10 0 1 1 10 0", 4, 6),
    ] as [(String, Int, Int?)])
  func elementLimitNamesTheCommandThatPassesIt(data: String, limit: Int, offset: Int?) {
    do {
      let e = try SVGPathParser.parse(data, maximumElements: limit)
      #expect(offset == nil && e.count <= limit)
    } catch {
      #expect(error.offset == offset)
      #expect(
        error.message
          == "path data exceeds \(limit) drawing elements at offset \(offset ?? -1) (arcs count once"
          + " per quarter turn); split the shape into several paths")
    }
  }

  @Test func tenMillionCommandsAreRejectedAtTheLimit() {
    let limit = SVGPathParser.maximumElements
    let tenMillion = "M0 0" + String(repeating: " 1 1", count: 10_000_000 - 1)
    // Element `limit + 1` is the implicit lineto at index `limit`, each taking 4 scalars.
    #expect(error(tenMillion)?.offset == 4 * limit + 1)
  }
}
