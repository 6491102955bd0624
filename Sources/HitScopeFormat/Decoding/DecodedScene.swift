import HitScopeEngine

/// Everything a valid scene file declares, with no tie to the parsed text, so that the parser's
/// tape and the decoder's bookkeeping are freed before the engine builds its geometry and index
/// (they are the larger half of the memory a load needs at its peak).
struct DecodedScene {
  var title: String
  var canvas: Size
  var background: Color
  var counters: [(String, Int64)]
  var views: [ViewNode]
  var probes: [Probe]
  var gestureTiming: GestureTiming
  /// nil: the one the root's semantics implies.
  var platform: Platform?
  /// Where each view's object starts in the file, by view index.
  var viewPositions: [SourcePosition]

  /// The engine's scene; consumes the views so that they are not held twice.
  consuming func build() -> Scene {
    Scene(
      title: title, canvas: canvas, background: background, counters: counters, views: views,
      probes: probes, viewPositions: viewPositions, gestureTiming: gestureTiming,
      platform: platform)
  }
}
