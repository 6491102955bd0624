import HitScopeEngine

/// The top of the page: the verdict, the counts, when and how the report was made, the filter,
/// the scene index and a list of every failure, linked.
struct SummarySection {
  var run: ReportRun
  var scenes: [SceneEntry]
  var summary: ReportSummary

  func write(to html: inout HTMLBuilder) {
    html.element("header", [.class("top")]) { html in
      html.element("h1", text: "HitScope report")
      html.newline()
      html.element(
        "p", [.class(summary.hasFailures ? "status fail" : "status pass")], text: verdict)
      html.newline()
      html.element("dl", [.class("figures")]) { html in
        figure("scenes", "Scenes", summary.scenes, in: &html)
        if summary.invalidScenes > 0 {
          figure("error", "Invalid scenes", summary.invalidScenes, in: &html)
        }
        figure("passed", "Probes passed", summary.probesPassed, in: &html)
        figure("failed", "Probes failed", summary.probesFailed, in: &html)
        figure("error", "Audit errors", summary.auditErrors, in: &html)
        figure("warning", "Audit warnings", summary.auditWarnings, in: &html)
      }
      html.newline()
      html.element("p", [.class("meta")]) { html in
        html.text("Made \(ReportText.date(run.date)) by ")
        html.element("code", text: ReportText.commandLine(run.commandLine))
      }
    }
    html.newline()
    html.element("nav", [.class("toolbar"), HTMLBuilder.Attribute("aria-label", "Filter")]) {
      html in
      html.element("span", text: "Show")
      filter("filter-all", "Everything", checked: true, in: &html)
      filter("filter-failures", "Failures only", checked: false, in: &html)
    }
    html.newline()
    html.element("section", [.id("scenes"), .class("card contents")]) { html in
      html.element("h2", text: "Scenes")
      sceneIndex(in: &html)
      let failures = failureLinks
      if !failures.isEmpty {
        html.element("h3", text: "Failures (\(failures.count))")
        html.element("ul", [.class("failure-list")]) { html in
          for (anchor, text) in failures {
            html.element("li") { html in html.element("a", [.href("#" + anchor)], text: text) }
          }
        }
      }
    }
    html.newline()
  }

  /// "2 probes failed, 1 audit error" or "All 49 probes pass; no audit errors".
  var verdict: String {
    var failures: [String] = []
    if summary.probesFailed > 0 {
      failures.append(CountedNoun.text(summary.probesFailed, "probe") + " failed")
    }
    if summary.auditErrors > 0 {
      failures.append(CountedNoun.text(summary.auditErrors, "audit error"))
    }
    if summary.invalidScenes > 0 {
      failures.append(CountedNoun.text(summary.invalidScenes, "invalid scene"))
    }
    if failures.isEmpty {
      let probes =
        summary.probesPassed == 1 ? "The probe passes" : "All \(summary.probesPassed) probes pass"
      return "\(probes); no audit errors"
    }
    return failures.joined(separator: ", ")
  }

  private func figure(_ kind: String, _ label: String, _ value: Int, in html: inout HTMLBuilder) {
    let zero = value == 0 && kind != "scenes"
    html.element("div", [.class(zero ? "\(kind) zero" : kind)]) { html in
      html.element("dt", text: label)
      html.element("dd", text: "\(value)")
    }
  }

  private func filter(_ id: String, _ label: String, checked: Bool, in html: inout HTMLBuilder) {
    html.element("label") { html in
      var attributes: [HTMLBuilder.Attribute] = [
        .init("type", "radio"), .init("name", "filter"), .id(id),
      ]
      if checked { attributes.append(.init("checked", nil)) }
      html.void("input", attributes)
      html.text(" " + label)
    }
  }

  private func sceneIndex(in html: inout HTMLBuilder) {
    html.element("table", [.class("scene-index")]) { html in
      html.element("thead") { html in
        html.element("tr") { html in
          for (title, numeric) in [
            ("#", true), ("Scene", false), ("File", false), ("Passed", true), ("Failed", true),
            ("Errors", true), ("Warnings", true),
          ] {
            html.element("th", numeric ? [.class("num")] : [], text: title)
          }
        }
      }
      html.element("tbody") { html in
        for entry in scenes {
          let failing = entry.loaded?.hasFailures ?? true
          html.element("tr", failing ? [] : [.class("ok")]) { html in
            html.element("td", [.class("num")], text: "\(entry.number)")
            html.element("td") { html in
              html.element("a", [.href("#" + entry.anchor)], text: SceneSection.title(of: entry))
            }
            html.element("td") { html in html.element("code", text: entry.path) }
            if let loaded = entry.loaded {
              let warnings = loaded.findings.count - loaded.errorCount
              cell(loaded.passing.count, "good", in: &html)
              cell(loaded.failing.count, "bad", in: &html)
              cell(loaded.errorCount, "bad", in: &html)
              cell(warnings, "warn", in: &html)
            } else {
              html.element("td", [.class("bad"), .init("colspan", "4")], text: "invalid scene")
            }
          }
        }
      }
    }
  }

  private func cell(_ value: Int, _ style: String, in html: inout HTMLBuilder) {
    html.element("td", [.class(value == 0 ? "num" : "num \(style)")], text: "\(value)")
  }

  /// Every failing probe, error finding and invalid scene: its anchor and one line.
  private var failureLinks: [(String, String)] {
    var links: [(String, String)] = []
    for entry in scenes {
      guard let loaded = entry.loaded else {
        links.append((entry.anchor, "Scene \(entry.number): \(entry.path) is not a valid scene"))
        continue
      }
      for probe in loaded.failing {
        links.append(
          (
            entry.anchor(probe: probe),
            "Scene \(entry.number), \(ReportText.probeTitle(probe)) at "
              + "\(ReportText.point(probe.probe.point)): "
              + probe.mismatches.joined(separator: "; ")
          ))
      }
      for (i, finding) in loaded.findings.enumerated() where finding.severity == .error {
        links.append(
          (
            entry.anchor(finding: i),
            "Scene \(entry.number), finding \(i + 1): \(finding.rule.rawValue) "
              + "\(loaded.scene.views[finding.view].id)"
          ))
      }
    }
    return links
  }
}
