import HitScopeEngine

/// The audit's findings: each finding's view framed in its severity's colour, and a numbered
/// square per finding over the name tags (the panel gives the sentences by number).
struct AuditOverlay: OverlayDrawing {
  let drawsBackdrop = true
  let legend: [PanelLine] = [
    .legend("audit: error, numbered as listed", .square(1, Palette.severity(.error))),
    .legend("audit: warning (dashed outline)", .square(2, Palette.severity(.warning))),
  ]
  let compactLegend = PanelLine.legend(
    "audit: red error, amber warning", .square(1, Palette.severity(.error)))

  /// A numbered square for every finding whose view shows on the canvas (the panel lists the
  /// sentences by the same numbers) at the free spot on its frame nearest the frame's top-left
  /// corner, several findings on one view side by side. A view off the canvas gets no square:
  /// one clamped to the canvas' edge would sit on another view.
  func fixedMarkers(_ frame: TagLayout.Sources) -> [TagLayout.Marker] {
    guard let audit = frame.audit, let clips = frame.titles?.clips else { return [] }
    let side = MarkerStamp.side + 6
    let scene = frame.analysis.scene
    return audit.findings.enumerated().compactMap { i, finding in
      guard let box = scene.drawnBox(of: finding.view)?.insetBy(-3), let clip = clips[finding.view],
        let box = box.intersection(clip.insetBy(-3))?.intersection(scene.canvasRect)
      else { return nil }
      return TagLayout.Marker(
        overlay: .audit, number: i + 1, size: Size(width: side, height: side), target: box,
        preferred: Point(box.minX + side / 2, box.minY + side / 2))
    }
  }

  /// A frame around each view with a finding, 3 points outside what it draws (so it shows on a
  /// view of the same colour), in the colour of its most severe finding: solid for errors,
  /// dashed for warnings (so the two differ without colour too).
  func drawFixed(_ painter: OverlayPainter) throws {
    guard let audit = painter.frame.audit else { return }
    var worst: [ViewIndex: AuditRule.Severity] = [:]
    for finding in audit.findings {
      worst[finding.view] = max(worst[finding.view] ?? .warning, finding.severity)
    }
    let context = painter.context
    let clips = try painter.analysis.titles().clips
    for (view, severity) in worst.sorted(by: { $0.key < $1.key }) {
      // Where the view's drawing shows: a row scrolled out of its clipping scroll view is
      // outlined only where it shows, not over the views beside the scroll view.
      guard let frame = painter.scene.drawnBox(of: view)?.insetBy(-3), let clip = clips[view],
        !clip.isEmpty
      else { continue }
      context.withClip(to: clip.insetBy(-4)) {
        context.roundedRectangle(frame, radius: 5)
        context.setSource(.white.withAlpha(0.9))
        context.setStroke(width: 5)
        context.stroke(preserve: true)
        context.setSource(Palette.severity(severity))
        context.setStroke(width: 2.5, dash: severity == .error ? [] : [6, 3])
        context.stroke()
      }
    }
  }

  /// Each finding's square where the frame's tag layout placed it (see `fixedMarkers`).
  func drawOverTags(_ painter: OverlayPainter) throws {
    guard let audit = painter.frame.audit else { return }
    for (marker, box) in painter.tags.markers where marker.overlay == .audit {
      let severity = audit.findings[marker.number - 1].severity
      try painter.draw(
        MarkerStamp(number: marker.number, severity: severity), centredAt: box.center)
    }
  }
}

/// An audit marker: a numbered rounded square in its severity's colour with a white rim,
/// centred in its box, in points; squares tell findings apart from the chain's round badges.
private struct MarkerStamp: CentredStamp {
  /// Side of the square, in points.
  static let side = 17.0
  /// How far it draws from its centre: half the square, the white rim and a pixel of
  /// antialiasing.
  static let reach = side / 2 + 2.5

  var number: Int
  var severity: AuditRule.Severity

  func paint(on context: CairoContext, texts: TextLayoutCache) throws {
    let square = Rect(spanning: center, center, outset: MarkerStamp.side / 2)
    context.roundedRectangle(square.insetBy(-1.5), radius: 4.5)
    context.fill(with: .white)
    context.roundedRectangle(square, radius: 3.5)
    context.fill(with: Palette.severity(severity))
    try texts.layout("\(number)", style: TextStyle(size: 10.5, bold: true), width: nil, in: context)
      .draw(centredAt: center, color: .white, in: context)
  }
}
