import HitScopeEngine

/// The side panel's lines for a scene and options: title, click, chain, trace, probes, counters,
/// extras and the legend of the active overlays. Pure: the same inputs give the same lines.
struct PanelContent: Sendable {
  var lines: [PanelLine]

  /// Panel width in points.
  static let width = 300.0
  /// Inner padding in points.
  static let padding = 16.0
  /// Longest list shown per section before "… and N more".
  static let maximumListLines = 40

  var height: Double {
    PanelContent.padding * 2 + lines.reduce(0) { $0 + $1.kind.height }
  }

  init(scene: Scene, options: RenderOptions, colors: [Color]) {
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

    add(.title, scene.title.isEmpty ? "Untitled scene" : scene.title)
    let viewCount = scene.views.count == 1 ? "1 view" : "\(scene.views.count) views"
    add(
      .subtitle,
      "\(scene.canvas.width.shortDescription) × \(scene.canvas.height.shortDescription) pt · \(scene.rootSemantics.rawValue) · \(viewCount)"
    )

    let result = options.click.map { scene.hitTest($0, recordTrace: true) }
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

    if options.overlays.contains(.probes) {
      let outcomes = scene.probes.map { ProbeOutcome(probe: $0, scene: scene) }
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

    if !scene.counterNames.isEmpty {
      add(.heading, "Counters")
      addList(
        scene.counterNames.map {
          PanelLine(kind: .body, text: "\($0) = \(scene.counters[$0] ?? 0)")
        })
    }

    if !options.panelExtras.isEmpty {
      add(.heading, "Log")
      for extra in options.panelExtras.suffix(PanelContent.maximumListLines) {
        add(.note, extra)
      }
    }

    let legend = PanelContent.legend(for: options.overlays, clicked: options.click != nil)
    if !legend.isEmpty {
      add(.heading, "Legend")
      lines += legend
    }
    self.lines = lines
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
        add("audit: findings are drawn once the audit runs", .none)
      }
    }
    if clicked || overlays.contains(.chain) || overlays.contains(.trace) {
      add("the last click", .click)
    }
    return lines
  }
}
