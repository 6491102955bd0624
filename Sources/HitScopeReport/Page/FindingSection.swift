import HitScopeEngine

/// A scene's audit findings, numbered as the audit overlay numbers them: the first of each rule
/// (see `PictureBudget`) with where it is, its sentence, why the rule exists and a picture around
/// its view; the others as rows of one table, each with its anchor.
struct FindingSection {
  var entry: SceneEntry
  var loaded: SceneEntry.Loaded

  func write(to html: inout HTMLBuilder) {
    let findings = loaded.findings
    guard !findings.isEmpty else {
      html.element("div", [.class("ok")]) { html in
        html.element("h3", text: "Audit findings")
        html.element("p", [.class("empty")], text: "The audit found nothing.")
      }
      return
    }
    html.element("div", loaded.errorCount == 0 ? [.class("ok")] : []) { html in
      html.element("h3", text: "Audit findings (\(findings.count))")
      var rest: [Int] = []
      for (i, finding) in findings.enumerated() {
        guard let picture = loaded.pictures.findings[i] else {
          rest.append(i)
          continue
        }
        self.finding(finding, index: i, picture: picture, in: &html)
        html.newline()
      }
      if !rest.isEmpty { table(rest, in: &html) }
    }
  }

  /// The findings not pictured, one row each, in the audit's order.
  private func table(_ indices: [Int], in html: inout HTMLBuilder) {
    html.element(
      "p", [.class("more")],
      text: "The first \(PictureBudget.findingsPerRule) findings of each rule are shown above; "
        + "the other \(CountedNoun.text(indices.count, "finding")) follow.")
    html.element("table", [.class("findings")]) { html in
      html.tableHead(["#", "severity", "rule", "view", "where", "finding"])
      html.element("tbody") { html in
        for i in indices {
          let finding = loaded.findings[i]
          let severity = finding.severity.rawValue
          html.element(
            "tr",
            [.id(entry.anchor(finding: i)), .class(finding.severity == .error ? "error" : "ok")]
          ) { html in
            html.element("td", [.class("num")], text: "\(i + 1)")
            html.element("td") { html in
              html.element("span", [.class("chip \(severity)")], text: severity)
            }
            html.element("td") { html in html.element("code", text: finding.rule.rawValue) }
            html.element("td", text: loaded.scene.views[finding.view].id)
            html.element("td") { html in
              html.element(
                "code",
                text: SourcePosition.place(entry.path, loaded.scene.position(of: finding.view)))
            }
            html.element(
              "td", text: ([finding.message] + finding.overrideNotes).joined(separator: " "))
          }
          html.newline()
        }
      }
    }
  }

  private func finding(
    _ finding: AuditFinding, index: Int, picture: ReportPicture, in html: inout HTMLBuilder
  ) {
    let anchor = entry.anchor(finding: index)
    let severity = finding.severity.rawValue
    let classes = finding.severity == .error ? "finding error" : "finding warning ok"
    let id = loaded.scene.views[finding.view].id
    html.element("article", [.id(anchor), .class(classes)]) { html in
      html.element("div", [.class("finding-body")]) { html in
        html.element("figure", [.class("crop")]) { html in
          PictureTag.write(picture, alt: "Finding \(index + 1): \(id)", in: &html)
        }
        html.element("div") { html in
          html.element("h4") { html in
            html.element("a", [.href("#" + anchor)], text: "Finding \(index + 1)")
            html.text(" ")
            html.element("span", [.class("chip \(severity)")], text: severity)
            html.text(" ")
            html.element("code", text: finding.rule.rawValue)
            html.text(" " + id)
          }
          html.element("p", [.class("location")]) { html in
            html.element(
              "code",
              text: SourcePosition.place(entry.path, loaded.scene.position(of: finding.view)))
          }
          html.element("p", text: finding.message)
          for note in finding.overrideNotes { html.element("p", text: note) }
          if !finding.related.isEmpty {
            html.element(
              "p",
              text: "Related: "
                + finding.related.map { loaded.scene.views[$0].id }.joined(separator: ", "))
          }
          html.element("p", [.class("rule-why")], text: finding.rule.why)
        }
      }
    }
  }
}
