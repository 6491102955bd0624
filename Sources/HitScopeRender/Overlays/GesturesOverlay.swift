import HitScopeEngine

/// Views with gesture recognizers (scroll views and selectable cells too), outlined and
/// tagged by kind.
struct GesturesOverlay: OverlayDrawing {
  let drawsBackdrop = true
  let putsTags = true
  let legend: [PanelLine] = [.legend("gestures: recognizers, by kind", .dashed(Palette.gesture))]
  let compactLegend = PanelLine.legend(
    "gestures: views with recognizers, by kind", .dashed(Palette.gesture))

  /// Each of the analysis' `gestureViews` outlined, dashed, in the gestures colour.
  func drawFixed(_ painter: OverlayPainter) throws {
    let (context, scene) = (painter.context, painter.scene)
    for v in painter.analysis.gestureViews {
      context.withClip(to: painter.scene.canvasRect.insetBy(-2)) {
        context.withState {
          context.concatenate(scene.viewToWindow(v))
          context.rectangle(scene.views[v].bounds)
        }
        context.setSource(.white.withAlpha(0.85))
        context.setStroke(width: 4)
        context.stroke(preserve: true)
        context.setSource(Palette.gesture)
        context.setStroke(width: 2, dash: [7, 3])
        context.stroke()
      }
    }
  }

  /// A tag beside each of the analysis' `gestureViews` naming its recognizers by kind: `tap`,
  /// `2×tap`, `longPress`, `pan`, `swipe`, `click`, `scroll` for a scroll view, `select` for a
  /// cell.
  func fixedTags(_ analysis: SceneAnalysis) -> [TagRequest] {
    analysis.gestureViews.compactMap { v in
      let view = analysis.scene.views[v]
      var kinds = view.gestures.map { r in
        r.countsTaps && r.taps == 2 ? "2×\(r.kind.rawValue)" : r.kind.rawValue
      }
      if view.plays(.scrollView) { kinds.append("scroll") }
      if view.plays(.cell) && !view.onSelect.isEmpty { kinds.append("select") }
      let box = analysis.scene.viewToWindow(v).boundingBox(of: view.bounds)
      guard let target = box.intersection(analysis.scene.canvasRect) else { return nil }
      return TagRequest(
        text: "\(view.id) · " + kinds.joined(separator: ", "), owner: .view(v),
        overlay: .gestures, target: target, preferred: Point(target.minX, target.minY),
        color: Palette.gesture)
    }
  }
}
