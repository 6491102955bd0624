import HitScopeEngine

/// One scene's section: its title, its pictures (the scene with probes and findings, the hit map
/// with its legend), its failing probes, its passing probes, its findings.
struct SceneSection {
  var entry: SceneEntry

  static func title(of entry: SceneEntry) -> String {
    guard let loaded = entry.loaded else { return entry.path }
    return loaded.scene.title.isEmpty ? "Untitled scene" : loaded.scene.title
  }

  func write(to html: inout HTMLBuilder) {
    guard let loaded = entry.loaded else {
      html.element("section", [.id(entry.anchor), .class("card scene invalid")]) { html in
        heading(in: &html)
        html.element("p", [.class("scene-meta")]) { html in
          html.element("code", text: entry.path)
          html.text(" · ")
          html.element("span", [.class("chip error")], text: "invalid scene")
        }
        html.element(
          "p", text: "The file did not load, so none of its probes ran. The loader reported:")
        html.element("pre", text: entry.diagnostics.joined(separator: "\n"))
      }
      html.newline()
      return
    }
    let classes = loaded.hasFailures ? "card scene" : "card scene ok"
    html.element("section", [.id(entry.anchor), .class(classes)]) { html in
      heading(in: &html)
      meta(loaded, in: &html)
      pictures(loaded, in: &html)
      html.newline()
      ProbeSection(entry: entry, loaded: loaded).write(to: &html)
      FindingSection(entry: entry, loaded: loaded).write(to: &html)
    }
    html.newline()
  }

  private func heading(in html: inout HTMLBuilder) {
    html.element("h2") { html in
      html.element("a", [.href("#" + entry.anchor)], text: "\(entry.number).")
      html.text(" " + SceneSection.title(of: entry))
    }
  }

  private func meta(_ loaded: SceneEntry.Loaded, in html: inout HTMLBuilder) {
    let scene = loaded.scene
    html.element("p", [.class("scene-meta")]) { html in
      html.element("code", text: entry.path)
      html.text(
        " · \(scene.canvas.width.shortDescription) × \(scene.canvas.height.shortDescription) pt"
          + " · \(scene.rootSemantics.rawValue) · "
          + CountedNoun.text(scene.views.count, "view") + " · ")
      let failed = loaded.failing.count
      html.element(
        "span", [.class(failed > 0 ? "chip fail" : "chip pass")],
        text: "\(loaded.passing.count) passed, \(failed) failed")
      if loaded.errorCount > 0 {
        html.text(" ")
        html.element(
          "span", [.class("chip error")],
          text: CountedNoun.text(loaded.errorCount, "audit error"))
      }
      let warnings = loaded.findings.count - loaded.errorCount
      if warnings > 0 {
        html.text(" ")
        html.element(
          "span", [.class("chip warning")], text: CountedNoun.text(warnings, "warning"))
      }
    }
  }

  private func pictures(_ loaded: SceneEntry.Loaded, in html: inout HTMLBuilder) {
    html.element("div", [.class("scene-pictures")]) { html in
      html.element("figure", [.class("overview")]) { html in
        PictureTag.write(
          loaded.pictures.overview,
          alt: "\(SceneSection.title(of: entry)) with its probes and audit findings", in: &html)
        html.element(
          "figcaption",
          text: "Probes as numbered discs (green holds, red fails); audit findings as numbered "
            + "squares (red errors, amber warnings).")
      }
      html.element("figure", [.class("map")]) { html in
        PictureTag.write(
          loaded.pictures.map, alt: "Hit map of \(SceneSection.title(of: entry))", in: &html)
        html.element("figcaption", text: "Hit map: the view a click at each point reaches.")
        MapLegend(scene: loaded.scene).write(to: &html)
      }
    }
  }
}
