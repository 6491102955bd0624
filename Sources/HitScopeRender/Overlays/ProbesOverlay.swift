import HitScopeEngine

/// Each probe as a numbered marker at its point, green when it holds, red when not, with a tag
/// on each failing one.
struct ProbesOverlay: OverlayDrawing {
  let veil = Veil.outlining
  let putsTags = true
  let legend: [PanelLine] = [
    .legend("probes: holds (numbered as listed)", .badge(1, Palette.pass)),
    .legend("probes: fails, with expected and actual", .badge(2, Palette.fail)),
  ]
  let compactLegend = PanelLine.legend("probes: green holds, red fails", .badge(1, Palette.pass))

  /// The probes' numbered markers, kept clear of tags, and a tag beside each failing one saying
  /// what was expected and what happened (the panel gives the probe's name by the same number).
  func addClickTags(_ frame: TagLayout.Sources, to part: inout TagLayout.Click) {
    guard let probes = frame.probes else { return }
    let canvas = frame.analysis.scene.canvasRect
    part.boxes += frame.analysis.scene.probes.compactMap { ProbesOverlay.markerBox($0, canvas) }
    part.tags += probes.enumerated().compactMap { index, outcome in
      guard !outcome.holds, let marker = ProbesOverlay.markerBox(outcome.probe, canvas) else {
        return nil
      }
      return TagRequest(
        text: outcome.mismatch, owner: .probe(index), overlay: .probes, target: marker,
        preferred: Point(marker.maxX, marker.minY + 4), color: Palette.fail)
    }
  }

  /// A probe's numbered marker with a little room around it on `canvas`, in window points; nil
  /// when it is off the canvas.
  private static func markerBox(_ probe: Probe, _ canvas: Rect) -> Rect? {
    let c = Point(probe.point.x + 8, probe.point.y - 8)
    return Rect(spanning: c, c, outset: 10).intersection(canvas)
  }

  /// Each probe as a numbered disc with a white rim (its index + 1, as the panel lists it) on a
  /// short line from its point, green when it holds, red when not.
  func drawMarks(_ painter: OverlayPainter) throws {
    let context = painter.context
    for (index, outcome) in (painter.frame.probes ?? []).enumerated() {
      let p = outcome.probe.point
      let color = outcome.holds ? Palette.pass : Palette.fail
      context.arc(center: p, radius: 2)
      context.fill(with: color)
      let center = Point(p.x + 8, p.y - 8)
      context.withState {
        context.moveTo(p)
        context.lineTo(center)
        context.setStroke(width: 1.2)
        context.stroke()
      }
      let text = try painter.texts.layout(
        "\(index + 1)", style: TextStyle(size: 9.5, bold: true), width: nil, in: context)
      let radius = max(7, text.size.width / 2 + 3)
      OverlayPainter.fillRimmedDisc(center: center, radius: radius, color: color, on: context)
      text.draw(centredAt: center, color: .white, in: context)
    }
  }
}
