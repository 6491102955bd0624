// libFuzzer entry point: decodes, validates and builds a scene from arbitrary bytes, then routes
// clicks through it; bytes that are not a scene go through the LLDB dump importer too, and every
// input is also fed through standard input (`-`), the reader every command uses. Built by
// scripts/fuzz.sh, outside SwiftPM, with -sanitize=fuzzer,address.
import Glibc
import HitScopeEngine
import HitScopeImport

@testable import HitScopeFormat

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  checkStandardInput(bytes)
  checkDumpImport(bytes)
  guard var scene = try? SceneLoader.load(bytes: bytes, fileName: "fuzz.json") else { return 0 }
  checkViewCountPrescan(bytes)
  let w = scene.canvas.width
  let h = scene.canvas.height
  var points = [Point(0, 0), Point(w / 2, h / 2), Point(w - 0.5, h - 0.5), Point(-1, -1)]
  points += scene.probes.map(\.point)
  for p in points {
    let traced = scene.hitTest(p)
    // The indexed answer must equal the traced reference recursion for every input.
    precondition(
      traced.hit == scene.hitView(p), "indexed hit-test disagrees with the reference at \(p)")
    scene = scene.deliver(.tap, at: p).scene
  }
  return 0
}

/// On a valid scene, the byte-level prescan never counts a view the decoder does not: past a
/// limit it names a view only when the decoder finds more than that many too, and the very same
/// view when no key is written with escapes (which the prescan does not read).
func checkViewCountPrescan(_ bytes: [UInt8]) {
  var parser = JSONParser(bytes: bytes)
  guard let top = try? parser.parse(), let root = top.object?["root"] else { return }
  let hasEscapes = bytes.contains(UInt8(ascii: "\\"))
  for limit in [0, 1, 3, 10] {
    guard let offset = ViewCountPrescan.offsetOfView(beyond: limit, in: bytes) else { continue }
    let exact = SceneDecoder.firstView(beyond: limit, under: root)
    precondition(exact != nil, "the prescan counted more than \(limit) views; the decoder did not")
    var cursor = PositionCursor(bytes: bytes, origin: JSONParser.textStart(of: bytes))
    precondition(
      hasEscapes || exact?.position == cursor.position(at: offset),
      "the prescan and the decoder disagree on view \(limit + 1)")
  }
}

/// A dump imports to a scene that builds, whose written file loads back to the same views, and
/// that routes clicks the same way as that file.
func checkDumpImport(_ bytes: [UInt8]) {
  guard !SceneLoader.startsLikeScene(bytes),
    let imported = try? DumpImporter.importScene([DumpSource(name: "fuzz.txt", bytes: bytes)])
  else { return }
  let scene = imported.scene
  let text = SceneWriter.text(of: imported, date: "2026-01-01")
  let reloaded: Scene
  do {
    reloaded = try SceneLoader.load(bytes: Array(text.utf8), fileName: "fuzz.json")
  } catch {
    preconditionFailure("the scene written from an import does not load:\n\(error)\n\(text)")
  }
  precondition(reloaded.views.count == scene.views.count, "the written scene lost views")
  let w = scene.canvas.width
  let h = scene.canvas.height
  for p in [Point(0.5, 0.5), Point(w / 2, h / 2), Point(w / 3, h * 0.7), Point(w - 0.5, h - 0.5)] {
    precondition(
      scene.hitView(p) == reloaded.hitView(p), "the written scene routes \(p) differently")
  }
}

/// The bytes through a pipe on standard input, loaded as `hitscope validate -` loads them: refused
/// exactly when they hold a NUL byte or are not UTF-8, and otherwise loaded as the same bytes
/// given directly are (the same scene, or the same diagnostics).
func checkStandardInput(_ bytes: [UInt8]) {
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { return }
  // Whole inputs only: an input larger than the pipe's buffer (64 KiB, -max_len) is skipped.
  _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
  let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
  close(ends[1])
  guard bytes.isEmpty || written == bytes.count, dup2(ends[0], 0) == 0 else {
    close(ends[0])
    return
  }
  close(ends[0])
  let refused = bytes.contains(0) || firstInvalidUTF8Offset(bytes) != nil
  let direct = Result { () throws(SceneLoadError) in
    try SceneInput.load(bytes: bytes, fileName: SceneInput.standardInputName, sidecar: nil)
  }
  do {
    let loaded = try SceneInput.load("-")
    precondition(!refused, "standard input accepted bytes holding a NUL byte or invalid UTF-8")
    guard case .success(let same) = direct else {
      preconditionFailure("standard input loaded bytes that fail when given directly")
    }
    precondition(loaded.scene.views.count == same.scene.views.count, "stdin changed the scene")
  } catch {
    if refused { return }
    guard case .failure(let other) = direct else {
      preconditionFailure("standard input refused bytes that load when given directly: \(error)")
    }
    precondition(
      error.diagnostics.map(\.description) == other.diagnostics.map(\.description),
      "standard input and direct bytes disagree: \(error) / \(other)")
  }
}
