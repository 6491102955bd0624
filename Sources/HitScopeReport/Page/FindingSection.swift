import HitScopeEngine

/// A scene's audit findings, numbered as the audit overlay numbers them: each with where it is,
/// its sentence, why the rule exists and a picture around its view.
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
      for (i, finding) in findings.enumerated() {
        self.finding(finding, index: i, in: &html)
        html.newline()
      }
    }
  }

  private func finding(_ finding: AuditFinding, index: Int, in html: inout HTMLBuilder) {
    let anchor = entry.anchor(finding: index)
    let severity = finding.severity.rawValue
    let classes = finding.severity == .error ? "finding error" : "finding warning ok"
    let id = loaded.scene.views[finding.view].id
    html.element("article", [.id(anchor), .class(classes)]) { html in
      html.element("div", [.class("finding-body")]) { html in
        html.element("figure", [.class("crop")]) { html in
          PictureTag.write(
            loaded.pictures.findings[index], alt: "Finding \(index + 1): \(id)", in: &html)
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
