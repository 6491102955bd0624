import HitScopeEngine
import HitScopeRender

/// A scene's probes: the first failing ones in full (expected vs actual, why it missed, a picture
/// around its point with the click's chain and trace, the trace as a table; see
/// `PictureBudget`), the other failing ones in a table, then the passing ones in one compact
/// table.
struct ProbeSection {
  var entry: SceneEntry
  var loaded: SceneEntry.Loaded

  private var scene: Scene { loaded.scene }

  /// Visits listed in a trace table before only those that matter are: a flat list of
  /// thousands of views would make each failing probe a page of rows.
  static let traceRowsShown = 30

  func write(to html: inout HTMLBuilder) {
    let failing = loaded.failing
    let passing = loaded.passing
    if loaded.probes.isEmpty {
      html.element("h3", text: "Probes")
      html.element("p", [.class("empty")], text: "This scene has no probes.")
      return
    }
    if !failing.isEmpty {
      html.element("h3", text: "Failing probes (\(failing.count))")
      var rest: [ReportProbe] = []
      for probe in failing {
        guard let picture = loaded.pictures.probes[probe.index] else {
          rest.append(probe)
          continue
        }
        failure(probe, picture: picture, in: &html)
        html.newline()
      }
      if !rest.isEmpty { failingTable(rest, in: &html) }
    }
    if !passing.isEmpty {
      html.element("div", [.class("ok")]) { html in
        html.element("h3", text: "Passing probes (\(passing.count))")
        passingTable(passing, in: &html)
      }
      html.newline()
    }
  }

  private func failure(_ probe: ReportProbe, picture: ReportPicture, in html: inout HTMLBuilder) {
    let anchor = entry.anchor(probe: probe)
    html.element("article", [.id(anchor), .class("probe failed")]) { html in
      html.element("h4") { html in
        html.element("a", [.href("#" + anchor)], text: ReportText.probeTitle(probe))
        html.text(" ")
        html.element("span", [.class("at")], text: "at \(ReportText.point(probe.probe.point))")
        html.text(" ")
        html.element("span", [.class("chip fail")], text: "failed")
      }
      html.element("div", [.class("probe-body")]) { html in
        html.element("figure", [.class("crop")]) { html in
          PictureTag.write(
            picture, alt: "Around \(ReportText.point(probe.probe.point)): chain and trace",
            in: &html)
          html.element(
            "figcaption",
            text: "The click at \(ReportText.point(probe.probe.point)): its responder chain "
              + "(numbered discs) and every view the hit-test visited, outlined by verdict.")
        }
        html.element("div", [.class("probe-facts")]) { html in
          html.element("p", [.class("location")]) { html in
            html.element("code", text: SourcePosition.place(entry.path, probe.probe.position))
          }
          expectations(probe, in: &html)
          why(probe, in: &html)
          trace(probe, in: &html)
        }
      }
    }
  }

  /// One line of the expected-against-actual table.
  private struct Expectation {
    var label: String
    /// nil when the probe does not check it.
    var expected: String?
    var actual: String
    var mismatched: Bool
  }

  /// What the probe checks (and the handler, shown even when not checked), from the engine's
  /// evaluation: the actual values and which ones differ.
  private func expectationRows(_ probe: ReportProbe) -> [Expectation] {
    let evaluation = probe.evaluation
    let p = probe.probe
    func differs(_ test: (ProbeMismatch) -> Bool) -> Bool {
      evaluation.mismatches.contains(where: test)
    }
    func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
    var rows = [
      Expectation(
        label: "hit", expected: ReportText.name(p.expect.name),
        actual: ReportText.name(probe.result.hit.map { scene.views[$0].id }),
        mismatched: differs { if case .hit = $0 { true } else { false } }),
      Expectation(
        label: "handled by", expected: p.handledBy.map { ReportText.name($0.name) },
        actual: ReportText.name(probe.result.handler?.name(in: scene)),
        mismatched: differs { if case .handler = $0 { true } else { false } }),
    ]
    let delivery = evaluation.delivery
    if let fires = p.fires {
      rows.append(
        Expectation(
          label: "fires", expected: list(fires.sorted()),
          actual: list(delivery?.firedIDs(in: scene) ?? []),
          mismatched: differs { if case .fires = $0 { true } else { false } }))
    }
    if let scrolls = p.scrolls {
      rows.append(
        Expectation(
          label: "scrolls", expected: ReportText.name(scrolls.name),
          actual: ReportText.name(delivery?.scrolled.map { scene.views[$0].id }),
          mismatched: differs { if case .scrolls = $0 { true } else { false } }))
    }
    if let phases = p.phases {
      rows.append(
        Expectation(
          label: "phases", expected: list(phases.map(\.rawValue)),
          actual: list((delivery?.phases ?? []).map(\.rawValue)),
          mismatched: differs { if case .phases = $0 { true } else { false } }))
    }
    return rows
  }

  private func expectations(_ probe: ReportProbe, in html: inout HTMLBuilder) {
    let result = probe.result
    html.element("table", [.class("expect")]) { html in
      html.tableHead(["", "expected", "actual"])
      html.element("tbody") { html in
        for row in expectationRows(probe) {
          html.element("tr", row.mismatched ? [.class("mismatch")] : []) { html in
            html.element("th", text: row.label)
            if let expected = row.expected {
              html.element("td", text: expected)
            } else {
              html.element("td", [.class("empty")], text: "not checked")
            }
            html.element("td", [.class("actual")], text: row.actual)
          }
        }
        if !result.chain.isEmpty {
          html.element("tr") { html in
            html.element("th", text: "chain")
            html.element("td", [.init("colspan", "2")]) { html in
              html.text(result.chain.map { $0.name(in: scene) }.joined(separator: " › "))
            }
          }
        }
      }
    }
  }

  /// What went wrong in words: the mismatches, then each view under the point that did not get
  /// the click and why (`Scene.missedViews`), the view the probe expected first.
  private func why(_ probe: ReportProbe, in html: inout HTMLBuilder) {
    html.element("div", [.class("why")]) { html in
      html.element("h5", text: "Why it missed")
      html.element("p", text: sentence(probe.mismatches))
      let undone = whatDidNotFire(probe)
      if !undone.isEmpty {
        html.element("ul", [.class("not-fired")]) { html in
          for line in undone { html.element("li", text: line) }
        }
      }
      let missed = missedViews(probe)
      if missed.isEmpty {
        html.element(
          "p",
          text: "No other view that takes touches lies under the point; the trace below gives "
            + "each visited view's verdict.")
      } else {
        html.element("ul", [.class("missed")]) { html in
          for entry in missed { html.element("li", text: entry.message) }
        }
      }
    }
  }

  /// For a probe whose `fires` failed, the delivery's reasons: each expected action that did not
  /// run and why ("dismissTap on root took the touch away from the view"), then what the
  /// recognizers did.
  private func whatDidNotFire(_ probe: ReportProbe) -> [String] {
    let failed = probe.evaluation.mismatches.contains {
      if case .fires = $0 { true } else { false }
    }
    guard failed, let delivery = probe.evaluation.delivery else { return [] }
    return delivery.notFiredLines(in: scene).map { $0 + "." }
      + delivery.recognizerLines(in: scene).map { $0 + "." }
  }

  /// The views under the probe's point that did not get the click, the expected one first.
  private func missedViews(_ probe: ReportProbe) -> [MissedView] {
    let missed = scene.missedViews(in: probe.result)
    guard let expected = probe.probe.expect.name.flatMap({ scene.indexByID[$0] }) else {
      return missed
    }
    return missed.filter { $0.view == expected } + missed.filter { $0.view != expected }
  }

  private func sentence(_ mismatches: [String]) -> String {
    guard let first = mismatches.first else { return "" }
    let joined = ([first.prefix(1).uppercased() + first.dropFirst()] + mismatches.dropFirst())
      .joined(separator: "; ")
    return joined + "."
  }

  private func trace(_ probe: ReportProbe, in html: inout HTMLBuilder) {
    // The rows that explain the miss: the expected view and where the hit-test stopped for it.
    var explaining = Set<ViewIndex>()
    for missed in missedViews(probe).prefix(1) {
      explaining.insert(missed.view)
      if let blocker = missed.blockedBy { explaining.insert(blocker) }
    }
    html.element("table", [.class("trace")]) { html in
      html.element("caption", text: "Trace, in visit order")
      html.tableHead(["view", "type", "point in view", "verdict", "meaning"])
      html.element("tbody") { html in
        let trace = probe.result.trace
        let shown = trace.indices.filter { i in
          i < ProbeSection.traceRowsShown || explaining.contains(trace[i].view)
            || trace[i].verdict == .hit || trace[i].verdict == .descended
        }
        if shown.count < trace.count {
          html.element("tr", [.class("more")]) { html in
            html.element(
              "td", [.init("colspan", "5")],
              text: "The first \(ProbeSection.traceRowsShown) of \(trace.count) visits, then "
                + "only the views that took the click or explain the miss.")
          }
        }
        for visit in shown.map({ trace[$0] }) {
          let view = scene.views[visit.view]
          html.element("tr", explaining.contains(visit.view) ? [.class("explains")] : []) { html in
            html.element(
              "td",
              [.class("view"), .init("style", "padding-left: \(depth(visit.view))em")]
            ) { html in
              html.element("code", text: view.id)
            }
            html.element("td", text: view.type)
            html.element("td", text: visit.point.map(ReportText.point) ?? "singular transform")
            html.element("td", [.class("verdict-cell")]) { html in
              let color = MapLegend.onWhite(Palette.verdict(visit.verdict), alpha: 1)
              html.element(
                "span", [.class("verdict"), .init("style", "color: \(color)")], text: "")
              html.text(visit.verdict.rawValue)
            }
            html.element("td", text: VerdictGlossary.meaning(of: visit.verdict))
          }
        }
      }
    }
  }

  private func depth(_ view: ViewIndex) -> Int {
    var depth = 0
    var v = scene.views[view].parent
    while let current = v {
      depth += 1
      v = scene.views[current].parent
    }
    return depth
  }

  /// The failing probes not explained in full, one row each: what differs.
  private func failingTable(_ failing: [ReportProbe], in html: inout HTMLBuilder) {
    html.element(
      "p", [.class("more")],
      text: "The first \(PictureBudget.failingProbes) failing probes are explained above; the "
        + "other \(CountedNoun.text(failing.count, "failing probe")) follow.")
    html.element("table", [.class("failing")]) { html in
      html.tableHead(["", "probe", "at", "where", "what differs"])
      html.element("tbody") { html in
        for probe in failing {
          html.element("tr", [.id(entry.anchor(probe: probe))]) { html in
            html.element("td", text: "✗")
            html.element("td", text: ReportText.probeTitle(probe))
            html.element("td", text: ReportText.point(probe.probe.point))
            html.element("td") { html in
              html.element("code", text: SourcePosition.place(entry.path, probe.probe.position))
            }
            html.element("td", text: sentence(probe.mismatches))
          }
          html.newline()
        }
      }
    }
  }

  private func passingTable(_ passing: [ReportProbe], in html: inout HTMLBuilder) {
    html.element("table", [.class("passing")]) { html in
      html.tableHead(["", "probe", "at", "hit", "handled by"])
      html.element("tbody") { html in
        for probe in passing {
          html.element("tr", [.id(entry.anchor(probe: probe))]) { html in
            html.element("td", text: "✓")
            html.element("td", text: ReportText.probeTitle(probe))
            html.element("td", text: ReportText.point(probe.probe.point))
            html.element("td", text: ReportText.name(probe.result.hit.map { scene.views[$0].id }))
            html.element(
              "td",
              text: probe.probe.handledBy == nil
                ? ReportText.name(probe.result.handler?.name(in: scene)) + " (not checked)"
                : ReportText.name(probe.result.handler?.name(in: scene)))
          }
        }
      }
    }
  }
}
