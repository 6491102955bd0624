import HitScopeEngine

/// The click's responder chain: the hit view's bold outline and the other views' dashed ones,
/// a dotted path joining numbered badges from the hit view up, the badges over the name tags.
struct ChainOverlay: OverlayDrawing {
  let veil = Veil.outlining
  let showsClick = true
  let legend: [PanelLine] = [
    .legend("chain: responder order, from the hit view", .badge(1, Palette.chain)),
    .legend("chain: the responder that handles it", .badge(1, Palette.handler)),
  ]
  let compactLegend = PanelLine.legend(
    "chain: responder order, green handles", .badge(1, Palette.chain))

  /// Numbered badges from the hit view up to the window, each at the free spot on its view's
  /// outline box nearest the box's top-left corner inside it (a controller's beside its view's
  /// badge); drawn over the name tags.
  func addClickTags(_ frame: TagLayout.Sources, to part: inout TagLayout.Click) {
    guard let click = frame.click, click.hit != nil else { return }
    let radius = BadgeStamp.radius
    let size = Size(width: 2 * radius + 8, height: 2 * radius + 8)
    var last: (box: Rect, anchor: Point)? = nil
    for (i, entry) in click.chain.enumerated() {
      switch entry {
      case .view(let v):
        guard let spot = frame.analysis.outlineSpot(v) else { continue }
        last = spot
      case .controller: last = last.map { ($0.box, $0.box.origin) }
      case .application: continue
      }
      guard let (box, inside) = last else { continue }
      part.markers.append(
        TagLayout.Marker(
          overlay: .chain, number: i + 1, size: size, target: box,
          preferred: Point(inside.x + radius, inside.y + radius)))
    }
  }

  /// The other chain views' dashed outlines, then the hit view's bold one (green when it
  /// handles the touch itself).
  func drawOutlines(_ painter: OverlayPainter) throws {
    guard let click = painter.frame.click, let hit = click.hit else { return }
    for entry in click.chain {
      guard case .view(let v) = entry, v != hit else { continue }
      try painter.strokeOutline(v, color: Palette.chain.withAlpha(0.7), width: 1.25, dash: [3, 3])
    }
    try painter.strokeOutline(hit, color: .white, width: 5.5)
    let color = click.handler == .view(hit) ? Palette.handler : Palette.chain
    try painter.strokeOutline(hit, color: color, width: 3)
  }

  /// The dotted line joining the badges, from the hit view up (under the name tags).
  func drawMarks(_ painter: OverlayPainter) throws {
    let centers = badges(painter).map(\.center)
    guard centers.count > 1 else { return }
    let context = painter.context
    context.withState {
      context.setSource(Palette.chain.withAlpha(0.55))
      context.setStroke(width: 1.5, dash: [2, 3])
      context.moveTo(centers[0])
      for center in centers.dropFirst() { context.lineTo(center) }
      context.stroke()
    }
  }

  func drawOverTags(_ painter: OverlayPainter) throws {
    for (stamp, center) in badges(painter) { try painter.draw(stamp, centredAt: center) }
  }

  /// The badges where the frame's tag layout placed them (see `addClickTags`), each with its
  /// centre in window points.
  private func badges(_ painter: OverlayPainter) -> [(stamp: BadgeStamp, center: Point)] {
    guard let click = painter.frame.click else { return [] }
    return painter.tags.markers.filter { $0.marker.overlay == .chain }.map { marker, box in
      let handler = click.chain[marker.number - 1] == click.handler
      return (BadgeStamp(number: marker.number, handler: handler), box.center)
    }
  }
}

/// A chain badge: a numbered disc (ringed for the handler) centred in its box, in points.
private struct BadgeStamp: CentredStamp {
  static let radius = 9.0
  /// How far it draws from its centre: the handler's ring, half its line and a pixel of
  /// antialiasing.
  static let reach = radius + 6

  var number: Int
  var handler: Bool

  func paint(on context: CairoContext, texts: TextLayoutCache) throws {
    let radius = BadgeStamp.radius
    let color = handler ? Palette.handler : Palette.chain
    OverlayPainter.fillRimmedDisc(center: center, radius: radius, color: color, on: context)
    if handler {
      context.arc(center: center, radius: radius + 4)
      context.setStroke(width: 2)
      context.stroke()
    }
    try texts.layout(
      "\(number)", style: TextStyle(size: 11, bold: true, alignment: .center), width: nil,
      in: context
    ).draw(centredAt: center, color: .white, in: context)
  }
}
