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
  /// Longest list shown per section before "… and N more".
  static let maximumListLines = 40

  var height: Double {
    PanelContent.padding * 2 + lines.reduce(0) { $0 + $1.kind.height }
  }

  /// `click`: the hit-test of `options.click` with its trace; `probes` and `audit`: the scene's
  /// probe outcomes and audit report, given while their overlays are on (see `Frame`).
  init(
    scene: Scene, options: RenderOptions, colors: [Color], click result: HitTestResult?,
    probes: [ProbeOutcome]?, audit: AuditReport?
  ) {
    var sections: [PanelSection] = []
    var lines: [PanelLine] = []
    func add(
      _ kind: PanelLine.Kind, _ text: String, _ marker: PanelLine.Marker = .none,
      indent: Int = 0, color: Color? = nil
    ) {
      lines.append(PanelLine(kind: kind, text: text, marker: marker, indent: indent, color: color))
    }
    func addList(_ items: [PanelLine]) {
      lines += items.prefix(PanelContent.maximumListLines)
      if items.count > PanelContent.maximumListLines {
        add(.note, "… and \(items.count - PanelContent.maximumListLines) more")
      }
    }
    /// Closes the lines added since the last section as one section.
    func section(_ kind: PanelSection.Kind, compact: [PanelLine]? = nil) {
      guard !lines.isEmpty else { return }
      sections.append(PanelSection(kind: kind, lines: lines, compact: compact))
      lines = []
    }

    add(.title, scene.title.isEmpty ? "Untitled scene" : scene.title)
    let viewCount = scene.views.count == 1 ? "1 view" : "\(scene.views.count) views"
    add(
      .subtitle,
      "\(scene.canvas.width.shortDescription) × \(scene.canvas.height.shortDescription) pt · \(scene.rootSemantics.rawValue) · \(viewCount)"
    )
    section(.header)

    if let result {
      add(.heading, "Click at \(result.point)", .click)
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
          let color = Palette.verdict(visit.verdict)
          items.append(
            PanelLine(
              kind: .body, text: "\(scene.views[visit.view].id) — \(visit.verdict.rawValue)",
              marker: .outline(color), indent: min(parentDepth + 1, 8)))
        }
        addList(items)
      } else {
        add(.note, "No click yet: click the canvas or pass --click X,Y.")
      }
    }
    section(.trace)

    if let outcomes = probes {
      let held = outcomes.filter(\.holds).count
      add(.heading, "Probes: \(held) of \(outcomes.count) hold")
      if outcomes.isEmpty { add(.note, "The scene declares no probes.") }
      addList(
        outcomes.enumerated().map { index, outcome in
          PanelLine(
            kind: .body, text: outcome.summary,
            marker: .badge(index + 1, outcome.holds ? Palette.pass : Palette.fail))
        })
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
        for (i, finding) in report.findings.enumerated() {
          let color = Palette.severity(finding.severity)
          add(
            .body,
            "\(finding.severity.rawValue): \(finding.rule.rawValue) · \(scene.views[finding.view].id)",
            .square(i + 1, color))
          for line in report.sentenceLines[i] { add(.note, line, .blank) }
        }
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
      for extra in options.panelExtras.suffix(PanelContent.maximumListLines) {
        add(.note, extra)
      }
    }
    section(.events)

    let legend = PanelContent.legend(for: options.overlays, clicked: options.click != nil)
    if !legend.isEmpty {
      add(.heading, "Legend")
      lines += legend
      let compact = PanelContent.compactLegend(for: options.overlays, clicked: options.click != nil)
      section(.legend, compact: [PanelLine(kind: .heading, text: "Legend")] + compact)
    }
    self.sections = sections
  }

  static func legend(for overlays: Set<Overlay>, clicked: Bool) -> [PanelLine] {
    var lines: [PanelLine] = []
    func add(_ text: String, _ marker: PanelLine.Marker) {
      lines.append(PanelLine(kind: .note, text: text, marker: marker))
    }
    for overlay in Overlay.allCases where overlays.contains(overlay) {
      switch overlay {
      case .regions:
        add("regions: hit region, one colour per view", .swatch(Palette.views[0]))
        add("regions: hidden under a region above", .hatch(Palette.hiddenHatch, crossed: false))
      case .outsets:
        add("outsets: hit area beyond the drawing", .dashed(Palette.outset))
        add("outsets: drawn but not hittable", .hatch(Palette.unhittable, crossed: true))
      case .chain:
        add("chain: responder order, from the hit view", .badge(1, Palette.chain))
        add("chain: the responder that handles it", .badge(1, Palette.handler))
      case .trace:
        add("trace: hit", .outline(Palette.verdict(.hit)))
        add("trace: descended into a child", .outline(Palette.verdict(.descended)))
        add("trace: outside the region", .outline(Palette.verdict(.outside)))
        add("trace: other verdicts as listed", .outline(Palette.verdict(.interactionDisabled)))
      case .map:
        add("map: the view a click there reaches", .swatch(Palette.views[2]))
        add("map: a click there reaches nothing", .swatch(Palette.mapNothing))
      case .probes:
        add("probes: holds (numbered as listed)", .badge(1, Palette.pass))
        add("probes: fails, with expected and actual", .badge(2, Palette.fail))
      case .audit:
        add("audit: error, numbered as listed", .square(1, Palette.severity(.error)))
        add("audit: warning (dashed outline)", .square(2, Palette.severity(.warning)))
      }
    }
    if clicked || overlays.contains(.chain) || overlays.contains(.trace) {
      add("the last click", .click)
    }
    return lines
  }

  /// The legend in one line per overlay, for a panel short of room.
  static func compactLegend(for overlays: Set<Overlay>, clicked: Bool) -> [PanelLine] {
    var lines: [PanelLine] = []
    func add(_ text: String, _ marker: PanelLine.Marker) {
      lines.append(PanelLine(kind: .note, text: text, marker: marker))
    }
    for overlay in Overlay.allCases where overlays.contains(overlay) {
      switch overlay {
      case .regions:
        add("regions: tint per view, hatched where hidden", .swatch(Palette.views[0]))
      case .outsets:
        add("outsets: dashed beyond the drawing, red dead", .dashed(Palette.outset))
      case .chain: add("chain: responder order, green handles", .badge(1, Palette.chain))
      case .trace: add("trace: outlined in the verdict's colour", .outline(Palette.verdict(.hit)))
      case .map: add("map: the view a click there reaches", .swatch(Palette.views[2]))
      case .probes: add("probes: green holds, red fails", .badge(1, Palette.pass))
      case .audit: add("audit: red error, amber warning", .square(1, Palette.severity(.error)))
      }
    }
    if clicked || overlays.contains(.chain) || overlays.contains(.trace) {
      add("the last click", .click)
    }
    return lines
  }

  /// The content shrunk to fit `available` points (padding included), keeping what explains
  /// the click: first the oldest events go, then the legend turns compact and then goes, then
  /// long lists (trace, probes, audit, counters) are cut from the end with a note of how many
  /// lines are hidden. Title, click and responder chain always stay.
  func fitted(toHeight available: Double) -> PanelContent {
    var fitted = self
    func fits() -> Bool { fitted.height <= available + 0.5 }
    func index(_ kind: PanelSection.Kind) -> Int? {
      fitted.sections.firstIndex { $0.kind == kind }
    }
    if fits() { return fitted }
    if let e = index(.events) {
      while fitted.sections[e].lines.count > 1, !fits() {
        fitted.sections[e].lines.remove(at: 1)
      }
      if fitted.sections[e].lines.count <= 1 { fitted.sections.remove(at: e) }
    }
    if fits() { return fitted }
    if let l = index(.legend), let compact = fitted.sections[l].compact {
      fitted.sections[l].lines = compact
      fitted.sections[l].compact = nil
      if fits() { return fitted }
      fitted.sections.remove(at: l)
    }
    for kind in [PanelSection.Kind.counters, .probes, .trace, .audit] {
      guard let k = index(kind) else { continue }
      let lines = fitted.sections[k].lines
      // The heading and at least one entry stay; the rest is summed up in one note.
      var keep = lines.count
      while keep > 2, !fits() {
        keep -= 1
        let hidden = lines.count - keep
        fitted.sections[k].lines =
          Array(lines.prefix(keep))
          + [PanelLine(kind: .note, text: "… \(hidden) more lines: enlarge the window")]
      }
      if fits() { return fitted }
    }
    return fitted
  }
}

/// A group of panel lines under one heading; the fitting drops or shortens whole sections.
struct PanelSection: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case header, click, chain, trace, probes, audit, counters, events, legend
  }

  var kind: Kind
  var lines: [PanelLine]
  /// Shorter lines shown instead when the panel is short of room; nil when there are none.
  var compact: [PanelLine]?
}
