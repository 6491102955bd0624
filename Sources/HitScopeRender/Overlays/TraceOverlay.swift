import HitScopeEngine

extension OverlayPainter {
  /// Every view the click's hit-test visited, outlined in its verdict's colour (dashed where the
  /// point fell outside); `tagTrace` adds the tags (the panel lists every verdict).
  func drawTraceOutlines() {
    guard let click else { return }
    for visit in click.trace {
      let verdict = visit.verdict
      let color = Palette.verdict(verdict)
      let path = hitOutline(visit.view)
      let width = verdict == .hit ? 3.0 : (verdict == .descended ? 2.0 : 1.5)
      let dash: [Double] = (verdict == .outside || verdict == .noRegion) ? [4, 3] : []
      strokeViewPath(visit.view, path, color: color, width: width, dash: dash)
    }
    // The touch targets under the point that did not get the click (the panel says why).
    for missed in scene.missedViews(in: click) {
      let path = hitOutline(missed.view)
      strokeViewPath(missed.view, path, color: .white.withAlpha(0.85), width: 3.5)
      strokeViewPath(missed.view, path, color: Palette.missed, width: 2, dash: [5, 3])
    }
  }

  /// A tag on each view whose verdict explains a miss or the result.
  func tagTrace() throws {
    guard let click else { return }
    for visit in click.trace where visit.verdict != .outside && visit.verdict != .descended {
      guard let (box, anchor) = outlineSpot(visit.view) else { continue }
      try labels.add(
        "\(scene.views[visit.view].id): \(visit.verdict.rawValue)", owner: .view(visit.view),
        overlay: .trace, target: box, preferred: anchor, background: Palette.verdict(visit.verdict))
    }
  }
}
