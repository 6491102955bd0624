import HitScopeEngine

/// The side panel's lines for a frame: title, click, chain, trace, probes, audit, counters,
/// events and the legend of the active overlays, in sections. Pure: the same inputs give the
/// same lines.
struct PanelContent: Sendable, Hashable {
  var sections: [PanelSection]

  /// Every line, top to bottom.
  var lines: [PanelLine] { sections.flatMap(\.lines) }

  /// Panel width in points.
  static let width = 300.0
  /// Inner padding in points.
  static let padding = 16.0
  /// Room left of a line's text for its marker, in points.
  static let markerWidth = 22.0
  /// Width of the text column after a marker, in points: what wrapped sentences fit.
  static let textWidth = width - 2 * padding - markerWidth
  /// Font size of notes (and wrapped sentences), in points.
  static let noteSize = 11.0
  /// Views under the click that missed it, explained below the click's result.
  static let missedShown = 2
  /// Longest list shown per section before "… and N more".
  static let maximumListLines = 40

  var height: Double {
    PanelContent.padding * 2 + lines.reduce(0) { $0 + $1.kind.height }
  }

  /// `click`: the hit-test of `options.click` with its trace; `probes` and `audit`: the scene's
  /// probe outcomes and audit report, given while their overlays are on; `mapViews`: the views
  /// the map reaches, largest area first, for the map's legend (see `Frame`); `hiddenTags`: the
  /// frame's tags left out for want of room, which the legend's tag line counts.
  init(
    scene: Scene, options: RenderOptions, colors: [Color], click result: HitTestResult?,
    probes: [ProbeEvaluation]?, audit: AuditReport?, mapViews: [ViewIndex] = [],
    hiddenTags: Int = 0
  ) {
    var sections: [PanelSection] = []
    var lines: [PanelLine] = []
    func add(
      _ kind: PanelLine.Kind, _ text: String, _ marker: PanelLine.Marker = .none,
      indent: Int = 0, color: Color? = nil
    ) {
      lines.append(PanelLine(kind: kind, text: text, marker: marker, indent: indent, color: color))
    }
    func addList(_ items: [PanelLine]) { addEntries(items.map { [$0] }) }
    /// Entries of one or more lines each (a wrapped sentence), at most `maximumListLines` of
    /// the `total` the list holds (`entries.count` unless given: the caller made only the
    /// entries shown).
    func addEntries(_ entries: [[PanelLine]], total: Int? = nil) {
      let total = total ?? entries.count
      for entry in entries.prefix(PanelContent.maximumListLines) { lines += entry }
      if total > PanelContent.maximumListLines {
        hiddenEntries = total - PanelContent.maximumListLines
        lines.append(PanelLine(kind: .note, text: "… and \(hiddenEntries) more", isCutNote: true))
      }
    }
    /// Closes the lines added since the last section as one section.
    var hiddenEntries = 0
    func section(_ kind: PanelSection.Kind, compact: [PanelLine]? = nil) {
      guard !lines.isEmpty else { return }
      sections.append(
        PanelSection(kind: kind, lines: lines, compact: compact, hiddenEntries: hiddenEntries))
      lines = []
      hiddenEntries = 0
    }

    add(.title, scene.title.isEmpty ? "Untitled scene" : scene.title)
    let viewCount = scene.views.count == 1 ? "1 view" : "\(scene.views.count) views"
    add(
      .subtitle,
      "\(scene.canvas.width.shortDescription) × \(scene.canvas.height.shortDescription) pt · \(scene.rootSemantics.rawValue) · \(viewCount)"
    )
    section(.header)

    if let step = options.steppedProbe, scene.probes.indices.contains(step.index), let result {
      lines += PanelContent.steppedProbeLines(step, scene.probes[step.index], result, in: scene)
    }
    section(.steppedProbe)

    if let result {
      add(.heading, "Click at \(result.point.readableDescription)", .click)
      if let hit = result.hit {
        add(.body, "hits \(scene.views[hit].id) · \(scene.views[hit].type)", .swatch(colors[hit]))
      } else {
        add(.body, "hits nothing")
      }
      if let handler = result.handler {
        add(.body, "handled by \(handler.name(in: scene))", .pass)
      } else if result.hit != nil {
        add(.body, "no handler: the touch falls off the chain", .fail)
      }
      // Why a touch target under the point did not get it: the question a miss raises.
      let missed = scene.missedViews(in: result)
      for view in missed.prefix(PanelContent.missedShown) {
        lines += PanelContent.wrapped(
          PanelLine(kind: .note, text: view.message, marker: .dashed(Palette.missed)))
      }
      if missed.count > PanelContent.missedShown {
        add(.note, "… and \(missed.count - PanelContent.missedShown) more missed", .blank)
      }
      // The answer applies the framework's default to views whose class overrides it.
      for note in scene.overrideNotes(for: result) {
        lines += PanelContent.wrapped(PanelLine(kind: .note, text: note, marker: .blank))
      }
    }
    section(.click)

    if options.overlays.contains(.chain) {
      add(.heading, "Responder chain")
      if let result, !result.chain.isEmpty {
        var items: [PanelLine] = []
        for (i, entry) in result.chain.enumerated() {
          let isHandler = entry == result.handler
          let color = isHandler ? Palette.handler : Palette.chain
          var text: String
          switch entry {
          case .view(let v): text = "\(scene.views[v].id) · \(scene.views[v].type)"
          case .controller: text = "\(entry.name(in: scene)) · controller"
          case .application: text = entry.name(in: scene)
          }
          if isHandler { text += "  ← handles" }
          items.append(PanelLine(kind: .body, text: text, marker: .badge(i + 1, color)))
        }
        addList(items)
        let down = result.chain.reversed().compactMap { entry -> String? in
          if case .view(let v) = entry { return scene.views[v].id }
          return nil
        }
        add(.note, "delivered " + down.joined(separator: " → "))
      } else if result != nil {
        add(.note, "The click reached no view, so there is no chain.")
      } else {
        add(.note, "No click yet: click the canvas or pass --click X,Y.")
      }
    }
    section(.chain)

    if options.overlays.contains(.trace) {
      add(.heading, "Trace (visit order)")
      if let result {
        var depth: [ViewIndex: Int] = [:]
        var items: [PanelLine] = []
        for visit in result.trace {
          let parentDepth = scene.views[visit.view].parent.flatMap { depth[$0] } ?? -1
          depth[visit.view] = parentDepth + 1
          let overrides = scene.views[visit.view].overridesPhrase.map { " · \($0)" } ?? ""
          items.append(
            PanelLine(
              kind: .body,
              text: "\(scene.views[visit.view].id) — \(visit.verdict.rawValue)\(overrides)",
              marker: OverlayPainter.traceMarker(visit.verdict), indent: min(parentDepth + 1, 8)))
        }
        addList(items)
      } else {
        add(.note, "No click yet: click the canvas or pass --click X,Y.")
      }
    }
    section(.trace)

    if options.overlays.contains(.gestures) {
      add(.heading, "What fires")
      if let result {
        let gesture = options.gesture ?? Gesture.tap.timeline(at: result.point)
        lines += PanelContent.gestureLines(
          scene.deliver(gesture).delivery, of: gesture, in: scene)
      } else {
        add(.note, "No click yet: a tap's recognizers and what fires show here.")
      }
    }
    section(.gestures)

    if let outcomes = probes {
      let held = outcomes.filter(\.holds).count
      add(.heading, "Probes: \(held) of \(outcomes.count) hold")
      if outcomes.isEmpty { add(.note, "The scene declares no probes.") }
      addEntries(
        outcomes.prefix(PanelContent.maximumListLines).enumerated().map { index, outcome in
          PanelContent.wrapped(
            PanelLine(
              kind: .body, text: outcome.summary,
              marker: .badge(index + 1, outcome.holds ? Palette.pass : Palette.fail)))
        }, total: outcomes.count)
    }
    section(.probes)

    if let report = audit {
      if report.findings.isEmpty {
        add(.heading, "Audit: no findings")
        add(.body, "Every handler is reachable and large enough.", .pass)
      } else {
        func count(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
        add(
          .heading,
          "Audit: \(count(report.errorCount, "error")) · \(count(report.warningCount, "warning"))")
        addEntries(
          report.findings.enumerated().map { i, finding in
            let color = Palette.severity(finding.severity)
            let title = PanelLine(
              kind: .body,
              text:
                "\(finding.severity.rawValue): \(finding.rule.rawValue) · \(scene.views[finding.view].id)",
              marker: .square(i + 1, color))
            return [title]
              + report.sentenceLines[i].map {
                PanelLine(kind: .note, text: $0, marker: .blank, continues: true)
              }
          })
      }
    }
    section(.audit)

    if !scene.counterNames.isEmpty {
      add(.heading, "Counters")
      addList(
        scene.counterNames.map {
          PanelLine(kind: .body, text: "\($0) = \(scene.counters[$0] ?? 0)")
        })
    }
    section(.counters)

    if !options.panelExtras.isEmpty {
      add(.heading, "Events, newest last")
      let shown = options.panelExtras.suffix(PanelContent.maximumListLines)
      if shown.count < options.panelExtras.count {
        add(.note, "… \(options.panelExtras.count - shown.count) older")
      }
      for extra in shown { lines += PanelContent.wrapped(PanelLine(kind: .note, text: extra)) }
    }
    section(.events)

    let legend = PanelContent.legend(
      for: options.overlays, clicked: options.click != nil, hiddenTags: hiddenTags)
    if !legend.isEmpty {
      add(.heading, "Legend")
      lines += legend
      let compact = PanelContent.legend(
        for: options.overlays, clicked: options.click != nil, hiddenTags: hiddenTags,
        compact: true)
      section(.legend, compact: [PanelLine(kind: .heading, text: "Legend")] + compact)
    }
    if options.overlays.contains(.map), !mapViews.isEmpty {
      add(.heading, "Map colours")
      addList(PanelContent.mapLegend(mapViews, in: scene, colors: colors))
      section(.mapViews)
    }
    self.sections = sections
  }

  /// `line` wrapped to the text column at its kind's size: the first line as given, the rest
  /// continuing it (body text in `.continued` lines), under the text rather than the marker.
  static func wrapped(_ line: PanelLine) -> [PanelLine] {
    let size = line.kind == .note ? noteSize : 12
    let width =
      width - 2 * padding - Double(line.indent) * 12 - (line.marker == .none ? 0 : markerWidth)
    let parts = PanelWrap.lines(line.text, size: size, width: width)
    guard parts.count > 1 else { return [line] }
    return parts.enumerated().map { i, part in
      var piece = line
      piece.text = part
      if i > 0 {
        piece.kind = line.kind == .body ? .continued : line.kind
        piece.marker = line.marker == .none ? .none : .blank
        piece.continues = true
      }
      return piece
    }
  }

  /// The probe `]` or `[` stepped to, set against what a click at its point gets: its name,
  /// what it expects, what happens, every other way it fails (a gesture's outcome), and for a
  /// hit that differs why the expected view missed it. `result` is the hit-test of its point.
  static func steppedProbeLines(
    _ step: ProbeStep, _ probe: Probe, _ result: HitTestResult, in scene: Scene
  ) -> [PanelLine] {
    let evaluation = ProbeEvaluation(probe: probe, scene: scene, recordTrace: false)
    func handler(_ name: String?) -> String { ", handled by " + (name ?? "nobody") }
    let hit = result.hit.map { scene.views[$0].id }
    let expected =
      (probe.expect.name ?? "nothing") + (probe.handledBy.map { handler($0.name) } ?? "")
    let actual = (hit ?? "nothing") + handler(result.handler?.name(in: scene))
    var lines = [
      PanelLine(
        kind: .heading,
        text: "Probe \(step.number) of \(step.count): \(evaluation.holds ? "holds" : "fails")",
        marker: evaluation.holds ? .pass : .fail),
      PanelLine(kind: .body, text: probe.name ?? probe.point.readableDescription),
      PanelLine(kind: .note, text: "expected " + expected, marker: .blank),
      PanelLine(
        kind: .note, text: "actual " + actual, marker: .blank,
        color: evaluation.holds ? nil : Palette.fail),
    ]
    for mismatch in evaluation.mismatches {
      switch mismatch {
      case .hit, .handler: continue
      case .fires, .scrolls, .phases:
        lines += wrapped(
          PanelLine(kind: .note, text: mismatch.phrase, marker: .blank, color: Palette.fail))
      }
    }
    if hit != probe.expect.name {
      let why: String
      if let expected = probe.expect.name, let view = scene.indexByID[expected] {
        why =
          scene.missedViews(in: result).first { $0.view == view }?.message
          ?? "\(expected) does not take touches at \(probe.point.readableDescription)."
      } else {
        why = "\(hit ?? "nothing") takes the click; the probe expects no view."
      }
      lines += wrapped(PanelLine(kind: .note, text: "why: " + why, marker: .blank))
    }
    lines.append(
      PanelLine(kind: .note, text: "] next · [ previous · failing first", marker: .blank))
    return lines
  }

  /// The legend of `overlays`: every mark each draws, or (`compact`, for a panel short of room
  /// and the legend strip) one line each; then the click's marker when there is a click or an
  /// overlay that shows it, and the name tags' line (counting `hiddenTags`).
  static func legend(
    for overlays: Set<Overlay>, clicked: Bool, hiddenTags: Int, compact: Bool = false
  ) -> [PanelLine] {
    let drawings = Overlay.allCases.filter(overlays.contains).map(\.drawing)
    var lines = drawings.flatMap { compact ? [$0.compactLegend] : $0.legend }
    if clicked || drawings.contains(where: \.showsClick) {
      lines.append(PanelLine(kind: .note, text: "the last click", marker: .click))
    }
    return lines + tagNote(for: overlays, hiddenTags: hiddenTags)
  }

  /// The map's views by their colour, largest reachable area first: a list the panel's fitting
  /// cuts like the others (see `fitted(toHeight:)`), so it names as many views as there is room
  /// for.
  static func mapLegend(_ views: [ViewIndex], in scene: Scene, colors: [Color]) -> [PanelLine] {
    views.map { v in
      PanelLine(kind: .note, text: "reaches \(scene.views[v].id)", marker: .swatch(colors[v]))
    }
  }

  /// The legend's line about name tags, when an overlay puts tags: how many were left out for
  /// want of room ("12 more tags hidden: zoom in", in red) when any were.
  static func tagNote(for overlays: Set<Overlay>, hiddenTags: Int) -> [PanelLine] {
    guard overlays.contains(where: \.drawing.putsTags) else { return [] }
    guard hiddenTags > 0 else {
      return [
        PanelLine(kind: .note, text: "tags: by their view, or joined by a line", marker: .tag)
      ]
    }
    let text =
      hiddenTags == 1 ? "1 more tag hidden: zoom in" : "\(hiddenTags) more tags hidden: zoom in"
    return [PanelLine(kind: .note, text: text, marker: .tag, color: Palette.fail)]
  }

  /// The content shrunk to fit `available` points (padding included), keeping what explains
  /// the click. Tried in turn until one fits: the legend whole (with the map's colours, a list
  /// cut like the others), compact (without them), then left out; the events all, the newest
  /// three, then none; the long lists (map colours, audit, probes, trace, counters) cut, longest
  /// first, to no fewer than eight entries, then four, two, one, each ending with
  /// how many are hidden. Title, click and responder chain always stay. Lists are cut between
  /// entries, never inside a wrapped one.
  func fitted(toHeight available: Double) -> PanelContent {
    if height <= available + 0.5 { return self }
    let steps: [(legend: LegendFit, events: Int?, floor: Int)] = [
      (.whole, nil, 8), (.compact, nil, 8), (.compact, 3, 8), (.compact, 3, 4), (.compact, 3, 2),
      (.none, 3, 4), (.compact, 3, 1), (.none, 3, 1), (.none, 0, 1),
    ]
    var last = self
    for step in steps {
      let (content, fits) = fitting(
        available, legend: step.legend, events: step.events, floor: step.floor)
      if fits { return content }
      last = content
    }
    return last
  }

  enum LegendFit { case whole, compact, none }

  /// The content with the legend and events as given and the lists cut, longest first, until
  /// it fits `available` or every list is down to `floor` entries; and whether it fits.
  private func fitting(_ available: Double, legend: LegendFit, events: Int?, floor: Int)
    -> (PanelContent, Bool)
  {
    var fitted = self
    func fits() -> Bool { fitted.height <= available + 0.5 }
    func index(_ kind: PanelSection.Kind) -> Int? {
      fitted.sections.firstIndex { $0.kind == kind }
    }
    if legend != .whole, let m = index(.mapViews) { fitted.sections.remove(at: m) }
    if let l = index(.legend) {
      switch legend {
      case .whole: break
      case .compact:
        if let compact = fitted.sections[l].compact { fitted.sections[l].lines = compact }
      case .none: fitted.sections.remove(at: l)
      }
    }
    if let newest = events, let e = index(.events) {
      if newest == 0 {
        fitted.sections.remove(at: e)
      } else if fitted.sections[e].lines.count > 1 + newest {
        // The heading, then the events, oldest first.
        fitted.sections[e].lines =
          [fitted.sections[e].lines[0]]
          + fitted.sections[e].lines.suffix(newest)
      }
    }
    // One entry at a time from the list with the most lines (the first of those tied), worked
    // out from the entries' line counts and heights: cutting and measuring the whole content
    // after each entry took time quadratic in a list of hundreds of audit findings.
    var cuts = PanelContent.listCutOrder.compactMap(index).map {
      ListCut(fitted.sections[$0], at: $0)
    }
    var height = fitted.height
    while height > available + 0.5 {
      var longest: Int? = nil
      for (i, cut) in cuts.enumerated() where cut.shown > floor {
        if let l = longest, cuts[l].lineCount >= cut.lineCount { continue }
        longest = i
      }
      guard let k = longest else { break }
      height += cuts[k].cutOne()
    }
    for cut in cuts where cut.shown < cut.entries {
      fitted.sections[cut.section] = fitted.sections[cut.section].cut(toEntries: cut.shown)
    }
    return (fitted, fits())
  }

  /// The lists `fitted` may cut, in the order it prefers among lists of as many lines.
  static let listCutOrder: [PanelSection.Kind] = [.mapViews, .audit, .probes, .trace, .counters]

  /// A list being cut by `fitting`: its entries' line counts and heights, how many it shows,
  /// and its lines and height as `PanelSection.cut(toEntries:)` would leave them.
  private struct ListCut {
    let section: Int
    /// The lines and the height of the first `k` entries, at `k`.
    let linesBefore: [Int]
    let heightBefore: [Double]
    let headingHeight: Double
    private(set) var shown: Int
    private(set) var lineCount: Int
    private var height: Double

    init(_ list: PanelSection, at section: Int) {
      self.section = section
      var lines: [Int] = []
      var heights: [Double] = []
      for line in list.lines.dropFirst() where !line.isCutNote {
        if !line.continues || lines.isEmpty {
          lines.append(0)
          heights.append(0)
        }
        lines[lines.count - 1] += 1
        heights[heights.count - 1] += line.kind.height
      }
      var linesBefore = [0]
      var heightBefore = [0.0]
      for (count, height) in zip(lines, heights) {
        linesBefore.append(linesBefore[linesBefore.count - 1] + count)
        heightBefore.append(heightBefore[heightBefore.count - 1] + height)
      }
      self.linesBefore = linesBefore
      self.heightBefore = heightBefore
      headingHeight = list.lines.first?.kind.height ?? 0
      shown = lines.count
      lineCount = list.lines.count
      height = list.lines.reduce(0) { $0 + $1.kind.height }
    }

    /// Shows one entry fewer, ending with the line saying how many are hidden; returns how
    /// much the list's height changed.
    var entries: Int { linesBefore.count - 1 }

    mutating func cutOne() -> Double {
      shown -= 1
      let cut = headingHeight + heightBefore[shown] + PanelLine.Kind.note.height
      lineCount = 1 + linesBefore[shown] + 1
      defer { height = cut }
      return cut - height
    }
  }

  /// The tallest panel a picture at its natural size gets, in points, for a canvas `height`
  /// points tall: twice the canvas with its margins, and never less than `minimumNaturalHeight`
  /// (a small canvas still gets a readable panel).
  static func maximumNaturalHeight(canvasHeight height: Double, margin: Double) -> Double {
    max(2 * (height + 2 * margin), minimumNaturalHeight)
  }

  static let minimumNaturalHeight = 960.0
}

/// A group of panel lines under one heading; the fitting drops or shortens whole sections.
struct PanelSection: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case header, steppedProbe, click, chain, trace, gestures, probes, audit, counters, events,
      legend, mapViews
  }

  var kind: Kind
  var lines: [PanelLine]
  /// Shorter lines shown instead when the panel is short of room; nil when there are none.
  var compact: [PanelLine]?
  /// Entries hidden by `cut`, counted in its last line.
  var hiddenEntries = 0

  /// The entries shown after the heading (a wrapped entry counts once; the cut's note not).
  var shownEntries: Int {
    lines.dropFirst().filter { !$0.continues && !$0.isCutNote }.count
  }

  /// The section with its first `count` entries after the heading, and a last line saying how
  /// many are hidden.
  func cut(toEntries count: Int) -> PanelSection {
    var kept: [PanelLine] = []
    var entries = 0
    var hidden = hiddenEntries
    for line in lines.dropFirst() where !line.isCutNote {
      if !line.continues { entries += 1 }
      if entries <= count {
        kept.append(line)
      } else if !line.continues {
        hidden += 1
      }
    }
    var section = self
    section.hiddenEntries = hidden
    section.lines =
      Array(lines.prefix(1)) + kept
      + [PanelLine(kind: .note, text: "… and \(hidden) more", isCutNote: true)]
    return section
  }
}
