// libFuzzer entry point: decodes, validates and builds a scene from arbitrary bytes, then routes
// clicks through it. Built by scripts/fuzz.sh, outside SwiftPM, with -sanitize=fuzzer,address.
import HitScopeEngine
import HitScopeFormat

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard var scene = try? SceneLoader.load(bytes: bytes, fileName: "fuzz.json") else { return 0 }
  let w = scene.canvas.width
  let h = scene.canvas.height
  var points = [Point(0, 0), Point(w / 2, h / 2), Point(w - 0.5, h - 0.5), Point(-1, -1)]
  points += scene.probes.map(\.point)
  var tracker = TouchTracker()
  for p in points {
    let traced = scene.hitTest(p)
    // The indexed answer must equal the traced reference recursion for every input.
    precondition(traced.hit == scene.hitView(p), "indexed hit-test disagrees with the reference at \(p)")
    _ = tracker.press(at: p, in: scene)
    _ = tracker.release(at: p, in: &scene)
  }
  return 0
}
