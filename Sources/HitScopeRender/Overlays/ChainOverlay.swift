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
    let radius = ChainBadge.radius
    let size = Size(width: 2 * radius + 8, height: 2 * radius + 8)
    var lastBox: Rect? = nil
    for (i, entry) in click.chain.enumerated() {
      switch entry {
      case .view(let v):
        guard let (box, inside) = frame.analysis.outlineSpot(v) else { continue }
        lastBox = box
        part.markers.append(
          TagLayout.Marker(
            overlay: .chain, number: i + 1, size: size, target: box,
            preferred: Point(inside.x + radius, inside.y + radius)))
      case .controller:
        guard let box = lastBox else { continue }
        part.markers.append(
          TagLayout.Marker(
            overlay: .chain, number: i + 1, size: size, target: box,
            preferred: Point(box.minX + radius, box.minY + radius)))
      case .application:
        continue
      }
    }
  }

  func drawOutlines(_ painter: OverlayPainter) throws {
    guard let click = painter.click, let hit = click.hit else { return }
    for entry in click.chain {
      guard case .view(let v) = entry, v != hit else { continue }
      try painter.drawDashedChainOutline(v)
    }
    try painter.drawHitOutline(hit, handles: click.handler == .view(hit))
  }

  func drawMarks(_ painter: OverlayPainter) throws {
    if painter.chainBadges.count > 1 { painter.drawChainPath(painter.chainBadges) }
  }

  func drawOverTags(_ painter: OverlayPainter) throws {
    for badge in painter.chainBadges {
      try painter.drawBadge(
        badge.number, at: badge.center, radius: ChainBadge.radius, handler: badge.isHandler)
    }
  }
}

extension OverlayPainter {
  /// The chain's badges where the frame's tag layout placed them (see `addClickTags`).
  var chainBadges: [ChainBadge] {
    guard let click else { return [] }
    return tags.markers.filter { $0.marker.overlay == .chain }.map { marker, box in
      ChainBadge(
        number: marker.number, center: box.center,
        isHandler: click.chain[marker.number - 1] == click.handler)
    }
  }

  /// The hit view's bold outline (green when it handles the touch itself); with the other
  /// chain views' dashed outlines (`drawDashedChainOutline`), the click's responder chain on
  /// the canvas.
  func drawHitOutline(_ hit: ViewIndex, handles: Bool) throws {
    let hitColor = handles ? Palette.handler : Palette.chain
    try strokeOutline(hit, color: .white, width: 5.5)
    try strokeOutline(hit, color: hitColor, width: 3)
  }

  /// The outline of a view on the chain that is not the hit view.
  func drawDashedChainOutline(_ v: ViewIndex) throws {
    try strokeOutline(
      v, color: Palette.chain.withAlpha(0.7), width: 1.25, dash: [3, 3])
  }

  /// The dotted line joining the chain's badges, from the hit view up (under name tags).
  func drawChainPath(_ badges: [ChainBadge]) {
    context.withState {
      context.setSource(Palette.chain.withAlpha(0.55))
      context.setStroke(width: 1.5, dash: [2, 3])
      for (k, badge) in badges.enumerated() {
        if k == 0 { context.moveTo(badge.center) } else { context.lineTo(badge.center) }
      }
      context.stroke()
    }
  }

  /// A disc of `color` with a white rim 1.5 points wide, as badges and probe markers have.
  static func fillRimmedDisc(
    center: Point, radius: Double, color: Color, on context: CairoContext
  ) {
    context.arc(center: center, radius: radius + 1.5)
    context.setSource(.white)
    context.fill()
    context.arc(center: center, radius: radius)
    context.setSource(color)
    context.fill()
  }

  /// A chain badge numbered `number` centred on `center` (window points).
  func drawBadge(_ number: Int, at center: Point, radius: Double, handler: Bool) throws {
    let badge = BadgeStamp(number: number, radius: radius, handler: handler)
    try draw(badge, at: Point(center.x - badge.reach, center.y - badge.reach))
  }
}

/// A chain badge: a numbered disc (ringed for the handler) centred in its box, in points.
private struct BadgeStamp: Stamp {
  var number: Int
  var radius: Double
  var handler: Bool

  /// How far it draws from its centre: the handler's ring, half its line and a pixel of
  /// antialiasing.
  var reach: Double { radius + 6 }
  var size: Size { Size(width: 2 * reach, height: 2 * reach) }

  func paint(on context: CairoContext, texts: TextLayoutCache?) throws {
    let center = Point(reach, reach)
    let color = handler ? Palette.handler : Palette.chain
    OverlayPainter.fillRimmedDisc(center: center, radius: radius, color: color, on: context)
    if handler {
      context.arc(center: center, radius: radius + 4)
      context.setStroke(width: 2)
      context.stroke()
    }
    let layout = try texts.layout(
      "\(number)", style: TextStyle(size: 11, bold: true, alignment: .center), width: nil,
      in: context)
    let size = layout.size
    layout.draw(
      at: Point(center.x - size.width / 2, center.y - size.height / 2), color: .white,
      in: context)
  }
}

/// A numbered disc on the canvas for one responder chain entry.
struct ChainBadge {
  static let radius = 9.0
  var number: Int
  var center: Point
  var isHandler: Bool
}
