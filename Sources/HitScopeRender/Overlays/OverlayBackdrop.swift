/// What the overlays draw in a backdrop from: the veil, the strongest the active overlays ask
/// for, and the active overlays that draw there, in drawing order. The backdrop is drawn from
/// this value alone, so it is its key.
struct OverlayBackdrop: Hashable {
  var veil: Double
  var overlays: [Overlay]

  init(_ active: Set<Overlay>) {
    let drawn = Overlay.allCases.filter(active.contains)
    veil = drawn.map(\.drawing.veil).max() ?? 0
    overlays = drawn.filter(\.drawing.drawsBackdrop)
  }
}
