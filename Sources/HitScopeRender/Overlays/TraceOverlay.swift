import HitScopeEngine

/// Every view the click's hit-test visited, outlined in its verdict's colour, the touch
/// targets under the point that missed it, and tags on the verdicts that explain the result.
struct TraceOverlay: OverlayDrawing {
  let veil = Veil.outlining
  let showsClick = true
  let putsTags = true
  let legend: [PanelLine] = [
    .legend("trace: hit", TraceOverlay.marker(.hit)),
    .legend("trace: descended into a child", TraceOverlay.marker(.descended)),
    .legend("trace: outside the region", TraceOverlay.marker(.outside)),
    .legend("trace: other verdicts as listed", TraceOverlay.marker(.interactionDisabled)),
    .legend("trace: missed the click (why: above)", .dashed(Palette.missed)),
  ]
  let compactLegend = PanelLine.legend(
    "trace: outlined in the verdict's colour", .outline(Palette.verdict(.hit)))

  /// A tag on each view whose verdict explains a miss or the result, and on each visited view
  /// whose class overrides hit-testing (its verdict is the framework's default, which the
  /// override may change), saying so.
  func addClickTags(_ frame: TagLayout.Sources, to part: inout TagLayout.Click) {
    guard let click = frame.click else { return }
    let scene = frame.analysis.scene
    part.tags += click.trace.compactMap { visit in
      let overrides = scene.views[visit.view].overridesPhrase
      let explains = visit.verdict != .outside && visit.verdict != .descended
      guard explains || overrides != nil, let (box, anchor) = frame.analysis.outlineSpot(visit.view)
      else { return nil }
      let text = "\(scene.views[visit.view].id): \(visit.verdict.rawValue)"
      return TagRequest(
        text: text + (overrides.map { " · \($0)" } ?? ""), owner: .view(visit.view),
        overlay: .trace, target: box, preferred: anchor, color: Palette.verdict(visit.verdict))
    }
  }

  /// Each view the hit-test visited, outlined in its verdict's colour (bold for the hit, dashed
  /// where the point fell outside), and each touch target under the point that did not get the
  /// click, dashed over a white line (the panel says why).
  func drawOutlines(_ painter: OverlayPainter) throws {
    guard let click = painter.frame.click else { return }
    for visit in click.trace {
      let verdict = visit.verdict
      let width = verdict == .hit ? 3.0 : (verdict == .descended ? 2.0 : 1.5)
      try painter.strokeOutline(
        visit.view, color: Palette.verdict(verdict), width: width,
        dash: TraceOverlay.dash(verdict))
    }
    for missed in painter.scene.missedViews(in: click) {
      try painter.strokeOutline(missed.view, color: .white.withAlpha(0.85), width: 3.5)
      try painter.strokeOutline(missed.view, color: Palette.missed, width: 2, dash: [5, 3])
    }
  }

  /// The dashes of a trace outline, in points: none but where the point fell outside.
  static func dash(_ verdict: Verdict) -> [Double] {
    verdict == .outside || verdict == .noRegion ? [4, 3] : []
  }

  /// The panel's marker for a verdict: its outline, dashed as the picture draws it.
  static func marker(_ verdict: Verdict) -> PanelLine.Marker {
    dash(verdict).isEmpty
      ? .outline(Palette.verdict(verdict)) : .dashedOutline(Palette.verdict(verdict))
  }
}
