/// The whole document: head (title, style), the summary, one section per scene, the script.
struct ReportPage {
  var run: ReportRun
  var scenes: [SceneEntry]
  var summary: ReportSummary

  var html: String {
    var html = HTMLBuilder()
    html.doctype()
    html.element("html", [.init("lang", "en")]) { html in
      html.newline()
      html.element("head") { html in
        html.newline()
        html.void("meta", [.init("charset", "utf-8")])
        html.void(
          "meta",
          [.init("name", "viewport"), .init("content", "width=device-width, initial-scale=1")])
        html.void("meta", [.init("name", "color-scheme"), .init("content", "light dark")])
        html.void("meta", [.init("name", "generator"), .init("content", "hitscope report")])
        html.newline()
        html.element(
          "title",
          text: "HitScope report: "
            + SummarySection(run: run, scenes: scenes, summary: summary).verdict)
        html.newline()
        html.code("style", ReportStyle.css)
      }
      html.newline()
      html.element("body") { html in
        html.element("div", [.class("page")]) { html in
          html.newline()
          SummarySection(run: run, scenes: scenes, summary: summary).write(to: &html)
          html.element("main") { html in
            html.newline()
            for entry in scenes { SceneSection(entry: entry).write(to: &html) }
          }
        }
        html.newline()
        html.code("script", ReportScript.javascript)
      }
      html.newline()
    }
    html.newline()
    return html.html
  }
}
