import HitScopeEngine

extension OverlayPainter {
  /// Places a numbered square for every audit finding at the top-left corner of its view (the
  /// panel lists the sentences by the same numbers), several findings on one view side by side,
  /// and keeps name tags off them.
  func placeAuditMarkers(_ report: AuditReport, avoiding taken: [Rect]) -> [AuditMarker] {
    let half = AuditMarker.side / 2
    var placed = taken
    var markers: [AuditMarker] = []
    for (i, finding) in report.findings.enumerated() {
      let box = auditFrame(finding.view) ?? Rect(x: 0, y: 0, width: 0, height: 0)
      let corner = Point(
        min(max(box.minX, half + 2), scene.canvas.width - half - 2),
        min(max(box.minY, half + 2), scene.canvas.height - half - 2))
      // Nearest free place along the frame's top edge: right of the corner, else left of it.
      var c = corner
      for k in 0..<40 {
        let step = Double((k + 1) / 2) * (2 * half + 3)
        let candidate = Point(k % 2 == 0 ? corner.x + step : corner.x - step, corner.y)
        guard candidate.x >= half + 2 else { continue }
        let square = Rect(
          x: candidate.x - half, y: candidate.y - half, width: 2 * half, height: 2 * half)
        if !placed.contains(where: { $0.intersection(square.insetBy(-1)) != nil }) {
          c = candidate
          break
        }
      }
      let square = Rect(x: c.x - half, y: c.y - half, width: 2 * half, height: 2 * half)
      placed.append(square)
      labels.reserve(square.insetBy(-3))
      markers.append(AuditMarker(number: i + 1, center: c, severity: finding.severity))
    }
    return markers
  }

  /// A frame around each view with a finding, a little outside what it draws (so it shows on a
  /// view of the same colour), in the colour of its most severe finding: solid for errors,
  /// dashed for warnings (so the two differ without colour too).
  func drawAuditOutlines(_ report: AuditReport) {
    var worst: [ViewIndex: AuditRule.Severity] = [:]
    for finding in report.findings {
      worst[finding.view] = max(worst[finding.view] ?? .warning, finding.severity)
    }
    context.withState {
      context.rectangle(canvasRect.insetBy(-4))
      context.clip()
      for (view, severity) in worst.sorted(by: { $0.key < $1.key }) {
        guard let frame = auditFrame(view) else { continue }
        context.roundedRectangle(frame, radius: 5)
        context.setSource(.white.withAlpha(0.9))
        context.setStroke(width: 5)
        context.stroke()
        context.roundedRectangle(frame, radius: 5)
        context.setSource(Palette.severity(severity))
        context.setStroke(width: 2.5, dash: severity == .error ? [] : [6, 3])
        context.stroke()
      }
    }
  }

  func drawAuditMarkers(_ markers: [AuditMarker]) throws {
    for marker in markers {
      try drawAuditMarker(marker.number, at: marker.center, severity: marker.severity)
    }
  }

  /// A numbered rounded square with a white rim; squares tell findings apart from the chain's
  /// round badges.
  func drawAuditMarker(_ number: Int, at c: Point, severity: AuditRule.Severity) throws {
    let half = AuditMarker.side / 2
    let square = Rect(x: c.x - half, y: c.y - half, width: 2 * half, height: 2 * half)
    context.roundedRectangle(square.insetBy(-1.5), radius: 4.5)
    context.setSource(.white)
    context.fill()
    context.roundedRectangle(square, radius: 3.5)
    context.setSource(Palette.severity(severity))
    context.fill()
    let layout = try texts.layout(
      "\(number)", style: TextStyle(size: 10.5, bold: true), width: nil, in: context)
    let size = layout.size
    layout.draw(at: Point(c.x - size.width / 2, c.y - size.height / 2), color: .white, in: context)
  }

  /// The frame drawn around a view with a finding, in window points: the box of its drawn
  /// shape (its bounds when it draws nothing) grown by 3 points; nil when its transform
  /// collapses it.
  func auditFrame(_ view: ViewIndex) -> Rect? {
    scene.drawnBox(of: view)?.insetBy(-3)
  }
}

/// A numbered square on the canvas for one audit finding.
struct AuditMarker {
  /// Side of the square, in points.
  static let side = 17.0
  var number: Int
  var center: Point
  var severity: AuditRule.Severity
}

extension Palette {
  /// Audit findings: red for errors (taps that should work and do not), amber for warnings.
  static func severity(_ severity: AuditRule.Severity) -> Color {
    switch severity {
    case .error: Color(r: 0xDC, g: 0x26, b: 0x26)
    case .warning: Color(r: 0xD9, g: 0x77, b: 0x06)
    }
  }
}
