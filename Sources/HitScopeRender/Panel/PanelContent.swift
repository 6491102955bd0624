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
    PanelContent.padding * 2 + sections.reduce(0) { $0 + $1.height }
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
    var building = PanelSection(kind: .header)
    /// Adds lines to the section being built: below its list once it has one.
    func add(_ lines: [PanelLine]) {
      if building.entries.isEmpty { building.head += lines } else { building.foot += lines }
    }
    func add(_ kind: PanelLine.Kind, _ text: String, _ marker: PanelLine.Marker = .none) {
      add([PanelLine(kind: kind, text: text, marker: marker)])
    }
    /// The section's list: at most `maximumListLines` of the `total` entries it holds
    /// (`entries.count` unless given: the caller made only the entries shown).
    func addList(_ entries: [[PanelLine]], total: Int? = nil) {
      building.entries = Array(entries.prefix(PanelContent.maximumListLines))
      building.hidden = (total ?? entries.count) - building.entries.count
    }
    /// Closes the section being built as `kind`, left out when it has no line.
    func section(_ kind: PanelSection.Kind, shorter: [[PanelLine]] = []) {
      building.kind = kind
      building.shorter = shorter
      if !building.lines.isEmpty { sections.append(building) }
      building = PanelSection(kind: kind)
    }
    let noClick = "No click yet: click the canvas or pass --click X,Y."

    add(.title, scene.title.isEmpty ? "Untitled scene" : scene.title)
    let viewCount = CountedNoun.text(scene.views.count, "view")
    add(
      .subtitle,
      "\(scene.canvas.width.shortDescription) × \(scene.canvas.height.shortDescription) pt · \(scene.rootSemantics.rawValue) · \(viewCount)"
    )
    section(.header)

    if let step = options.steppedProbe, scene.probes.indices.contains(step), let result {
      add(PanelContent.steppedProbeLines(step, result, in: scene))
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
        add(PanelContent.wrapped(.note, view.message, .dashed(Palette.missed)))
      }
      if missed.count > PanelContent.missedShown {
        add(.note, "… and \(missed.count - PanelContent.missedShown) more missed", .blank)
      }
      // The answer applies the framework's default to views whose class overrides it.
      for note in scene.overrideNotes(for: result) {
        add(PanelContent.wrapped(.note, note, .blank))
      }
    }
    section(.click)

    if options.overlays.contains(.chain) {
      add(.heading, "Responder chain")
      if let result, !result.chain.isEmpty {
        addList(
          result.chain.enumerated().map { i, entry in
            let isHandler = entry == result.handler
            let color = isHandler ? Palette.handler : Palette.chain
            var text: String
            switch entry {
            case .view(let v): text = "\(scene.views[v].id) · \(scene.views[v].type)"
            case .controller: text = "\(entry.name(in: scene)) · controller"
            case .application: text = entry.name(in: scene)
            }
            if isHandler { text += "  ← handles" }
            return [PanelLine(kind: .body, text: text, marker: .badge(i + 1, color))]
          })
        let down = result.chain.reversed().compactMap { entry -> String? in
          if case .view(let v) = entry { return scene.views[v].id }
          return nil
        }
        add(.note, "delivered " + down.joined(separator: " → "))
      } else if result != nil {
        add(.note, "The click reached no view, so there is no chain.")
      } else {
        add(.note, noClick)
      }
    }
    section(.chain)

    if options.overlays.contains(.trace) {
      add(.heading, "Trace (visit order)")
      if let result {
        var depth: [ViewIndex: Int] = [:]
        addList(
          result.trace.map { visit in
            let parentDepth = scene.views[visit.view].parent.flatMap { depth[$0] } ?? -1
            depth[visit.view] = parentDepth + 1
            let overrides = scene.views[visit.view].overridesPhrase.map { " · \($0)" } ?? ""
            return [
              PanelLine(
                kind: .body,
                text: "\(scene.views[visit.view].id) — \(visit.verdict.rawValue)\(overrides)",
                marker: TraceOverlay.marker(visit.verdict), indent: min(parentDepth + 1, 8))
            ]
          })
      } else {
        add(.note, noClick)
      }
    }
    section(.trace)

    if options.overlays.contains(.gestures) {
      add(.heading, "What fires")
      if let result {
        let gesture = options.gesture ?? Gesture.tap.timeline(at: result.point)
        add(PanelContent.gestureLines(scene.deliver(gesture).delivery, of: gesture, in: scene))
      } else {
        add(.note, "No click yet: a tap's recognizers and what fires show here.")
      }
    }
    section(.gestures)

    if let outcomes = probes {
      let held = outcomes.filter(\.holds).count
      add(.heading, "Probes: \(held) of \(outcomes.count) hold")
      if outcomes.isEmpty { add(.note, "The scene declares no probes.") }
      addList(
        outcomes.prefix(PanelContent.maximumListLines).enumerated().map { index, outcome in
          PanelContent.wrapped(
            .body, outcome.summary, .badge(index + 1, outcome.holds ? Palette.pass : Palette.fail))
        }, total: outcomes.count)
    }
    section(.probes)

    if let report = audit {
      if report.findings.isEmpty {
        add(.heading, "Audit: no findings")
        add(.body, "Every handler is reachable and large enough.", .pass)
      } else {
        add(.heading, "Audit: \(report.tally)")
        addList(
          report.findings.prefix(PanelContent.maximumListLines).enumerated().map { i, finding in
            let title = PanelLine(
              kind: .body,
              text:
                "\(finding.severity.rawValue): \(finding.rule.rawValue) · \(scene.views[finding.view].id)",
              marker: .square(i + 1, Palette.severity(finding.severity)))
            return [title]
              + report.sentenceLines[i].map { PanelLine(kind: .note, text: $0, marker: .blank) }
          }, total: report.findings.count)
      }
    }
    section(.audit)

    if !scene.counterNames.isEmpty {
      add(.heading, "Counters")
      addList(
        scene.counterNames.map {
          [PanelLine(kind: .body, text: "\($0) = \(scene.counters[$0] ?? 0)")]
        })
    }
    section(.counters)

    if !options.panelExtras.isEmpty {
      add(.heading, "Events, newest last")
      let shown = options.panelExtras.suffix(PanelContent.maximumListLines)
      if shown.count < options.panelExtras.count {
        add(.note, "… \(options.panelExtras.count - shown.count) older")
      }
      for extra in shown { add(PanelContent.wrapped(.note, extra)) }
    }
    // Short of room: the heading and the newest three lines, then nothing.
    let events = building.head
    section(
      .events, shorter: events.isEmpty ? [] : [[events[0]] + events.dropFirst().suffix(3), []])

    let legend = PanelContent.legend(for: options, hiddenTags: hiddenTags)
    if !legend.isEmpty {
      add(.heading, "Legend")
      add(legend)
      let compact = PanelContent.legend(for: options, hiddenTags: hiddenTags, compact: true)
      // Short of room: compact, then only the count of the tags left out, which nothing else
      // says.
      section(
        .legend,
        shorter: [
          [PanelLine(kind: .heading, text: "Legend")] + compact,
          hiddenTags > 0 ? PanelContent.tagNote(for: options.overlays, hiddenTags: hiddenTags) : [],
        ])
    }
    if options.overlays.contains(.map), !mapViews.isEmpty {
      add(.heading, "Map colours")
      // A list cut like the others, so it names as many views as there is room for.
      addList(
        mapViews.prefix(PanelContent.maximumListLines).map { v in
          [PanelLine(kind: .note, text: "reaches \(scene.views[v].id)", marker: .swatch(colors[v]))]
        }, total: mapViews.count)
      section(.mapViews)
    }
    self.sections = sections
  }

  /// A `.body` or `.note` line wrapped to the text column at its kind's size: the first line as
  /// given, the rest continuing it (`.continued` for body text), under the text, not the marker.
  static func wrapped(
    _ kind: PanelLine.Kind, _ text: String, _ marker: PanelLine.Marker = .none,
    color: Color? = nil
  ) -> [PanelLine] {
    let line = PanelLine(kind: kind, text: text, marker: marker, color: color)
    let size = kind == .note ? noteSize : 12
    let width = textWidth + (marker == .none ? markerWidth : 0)
    let parts = wrap(text, size: size, width: width)
    guard parts.count > 1 else { return [line] }
    return parts.enumerated().map { i, part in
      var piece = line
      piece.text = part
      if i > 0 {
        piece.kind = line.kind == .body ? .continued : line.kind
        piece.marker = line.marker == .none ? .none : .blank
      }
      return piece
    }
  }

  /// `text` broken at word boundaries into the lines Pango sets it in at `size` within `width`
  /// (points); the whole text on one line when no layout can be made. Nothing is kept: a panel
  /// is made once per click and wraps only the few entries that hold sentences.
  static func wrap(_ text: String, size: Double, width: Double) -> [String] {
    let lines = TextLayout.measured(text, style: TextStyle(size: size), width: width)?.lineTexts
    let shown = (lines ?? []).filter { !$0.isEmpty }
    return shown.isEmpty ? [text] : shown
  }

  /// The probe `]` or `[` stepped to (`scene.probes[step]`, numbered from 1 as the probes
  /// overlay numbers it), set against what a click at its point gets: its name, what it expects,
  /// what happens, every other way it fails (a gesture's outcome), and for a hit that differs
  /// why the expected view missed it. `result` is the hit-test of its point.
  static func steppedProbeLines(_ step: Int, _ result: HitTestResult, in scene: Scene)
    -> [PanelLine]
  {
    let probe = scene.probes[step]
    let evaluation = ProbeEvaluation(probe: probe, scene: scene, recordTrace: false)
    func handler(_ name: String?) -> String { ", handled by " + (name ?? "nobody") }
    let hit = result.hit.map { scene.views[$0].id }
    let expected =
      (probe.expect.name ?? "nothing") + (probe.handledBy.map { handler($0.name) } ?? "")
    let actual = (hit ?? "nothing") + handler(result.handler?.name(in: scene))
    var lines = [
      PanelLine(
        kind: .heading,
        text: "Probe \(step + 1) of \(scene.probes.count): \(evaluation.holds ? "holds" : "fails")",
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
        lines += wrapped(.note, mismatch.phrase, .blank, color: Palette.fail)
      }
    }
    if hit != probe.expect.name {
      let why =
        if let expected = probe.expect.name, let view = scene.indexByID[expected] {
          scene.missedViews(in: result).first { $0.view == view }?.message
            ?? "\(expected) does not take touches at \(probe.point.readableDescription)."
        } else {
          "\(hit ?? "nothing") takes the click; the probe expects no view."
        }
      lines += wrapped(.note, "why: " + why, .blank)
    }
    lines.append(
      PanelLine(kind: .note, text: "] next · [ previous · failing first", marker: .blank))
    return lines
  }

  /// What a gesture did, for the panel: what the mouse did (named by `GestureShape`, as the
  /// window's event log names it) with the phases the hit view got and what fired, then each
  /// recognizer's line (green when it took the gesture, red when it failed) and each thing that
  /// did not fire. `delivery` is `gesture` delivered on `scene`.
  static func gestureLines(_ delivery: Delivery, of gesture: TouchTimeline, in scene: Scene)
    -> [PanelLine]
  {
    let fired = delivery.firedIDs(in: scene)
    let phases =
      delivery.phases.isEmpty
      ? "the view receives nothing" : delivery.phases.map(\.rawValue).joined(separator: " → ")
    var lines = wrapped(
      .body, "\(GestureShape(gesture, timing: scene.gestureTiming).description): \(phases)",
      delivery.notFired.isEmpty ? .pass : .fail)
    lines += wrapped(
      .body, fired.isEmpty ? "nothing fires" : "fires " + fired.joined(separator: ", "),
      delivery.notFired.isEmpty && !fired.isEmpty ? .pass : .fail)
    for (outcome, text) in zip(delivery.recognizers, delivery.recognizerLines(in: scene)) {
      let color =
        outcome.tookGesture
        ? Palette.pass : outcome.state == .failed ? Palette.fail : Palette.gesture
      lines += wrapped(.note, text, .outline(color))
    }
    for text in delivery.notFiredLines(in: scene) {
      lines += wrapped(.note, text, .fail)
    }
    return lines
  }

  /// The legend of the options' overlays: every mark each draws, or (`compact`, for a panel
  /// short of room and the legend strip) one line each; then the click's marker when there is a
  /// click or an overlay that shows it, and the name tags' line (counting `hiddenTags`).
  static func legend(for options: RenderOptions, hiddenTags: Int, compact: Bool = false)
    -> [PanelLine]
  {
    let drawings = Overlay.allCases.filter(options.overlays.contains).map(\.drawing)
    var lines = drawings.flatMap { compact ? [$0.compactLegend] : $0.legend }
    if options.click != nil || drawings.contains(where: \.showsClick) {
      lines.append(PanelLine(kind: .note, text: "the last click", marker: .click))
    }
    return lines + tagNote(for: options.overlays, hiddenTags: hiddenTags)
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
    let text = CountedNoun.text(hiddenTags, "more tag") + " hidden: zoom in"
    return [PanelLine(kind: .note, text: text, marker: .tag, color: Palette.fail)]
  }

  /// The content shrunk to fit `available` points (padding included), keeping what explains
  /// the click. Tried in turn until one fits: the legend whole (with the map's colours, a list
  /// cut like the others), compact (without them), then only the count of tags left out; the
  /// events all, the newest three, then none; the long lists (`listCutOrder`) cut, longest
  /// first, to no fewer than eight entries, then four, two, one. Title, click and responder
  /// chain always stay.
  func fitted(toHeight available: Double) -> PanelContent {
    if height <= available + 0.5 { return self }
    // The legend's and the events' head: 0 whole, else the `PanelSection.shorter` one.
    let steps: [(legend: Int, events: Int, floor: Int)] = [
      (0, 0, 8), (1, 0, 8), (1, 1, 8), (1, 1, 4), (1, 1, 2), (2, 1, 4), (1, 1, 1), (2, 1, 1),
      (2, 2, 1),
    ]
    var last = self
    for step in steps {
      last = fitting(available, legend: step.legend, events: step.events, floor: step.floor)
      if last.height <= available + 0.5 { return last }
    }
    return last
  }

  /// The content with the legend's and the events' heads as given (see `fitted`) and the lists
  /// cut, one entry at a time from the list with the most lines (the first of those tied), until
  /// it fits `available` or every list is down to `floor` entries.
  private func fitting(_ available: Double, legend: Int, events: Int, floor: Int)
    -> PanelContent
  {
    var fitted = self
    func index(_ kind: PanelSection.Kind) -> Int? {
      fitted.sections.firstIndex { $0.kind == kind }
    }
    if legend > 0, let m = index(.mapViews) { fitted.sections.remove(at: m) }
    for (kind, shorter) in [(PanelSection.Kind.legend, legend), (.events, events)] where shorter > 0
    {
      if let i = index(kind) { fitted.sections[i].head = fitted.sections[i].shorter[shorter - 1] }
    }
    fitted.sections.removeAll { $0.lines.isEmpty }
    // Line counts and height follow each cut: measuring the whole content again after each
    // entry took time quadratic in the lists' length.
    let lists = PanelContent.listCutOrder.compactMap(index)
    var lineCounts = lists.map { fitted.sections[$0].lines.count }
    var height = fitted.height
    while height > available + 0.5 {
      let cuttable = lists.indices.filter { fitted.sections[lists[$0]].entries.count > floor }
      // max(by:) keeps the first of those tied.
      guard let i = cuttable.max(by: { lineCounts[$0] < lineCounts[$1] }) else { break }
      let entry = fitted.sections[lists[i]].entries.removeLast()
      // The first entry cut adds the line counting them.
      let countLine = fitted.sections[lists[i]].hidden == 0 ? 1 : 0
      fitted.sections[lists[i]].hidden += 1
      lineCounts[i] += countLine - entry.count
      height +=
        Double(countLine) * PanelLine.Kind.note.height - entry.reduce(0) { $0 + $1.kind.height }
    }
    return fitted
  }

  /// The lists `fitted` may cut, in the order it prefers among lists of as many lines.
  static let listCutOrder: [PanelSection.Kind] = [.mapViews, .audit, .probes, .trace, .counters]
}
