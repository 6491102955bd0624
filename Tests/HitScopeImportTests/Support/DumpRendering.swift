import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeImport

/// The address a rendered dump gives view `index`, so an import can be matched back to it.
func address(_ index: Int) -> String { "0x" + String(0x7f00_0000 + index, radix: 16) }

/// C's `%g`, as UIKit and AppKit print numbers.
func g(_ x: Double) -> String { String(format: "%g", x) }

/// A scene with uikit semantics as UIKit's `recursiveDescription` prints it: frames as the
/// axis-aligned boxes of transformed views, `%g` numbers, fields only when not default.
func recursiveDescription(of scene: Scene, addresses: [String?]? = nil) -> String {
  var lines: [String] = []
  for (i, view) in scene.views.enumerated() {
    let depth = ancestors(of: i, in: scene)
    var box = view.frame
    if let t = view.transform {
      let w = abs(t.a) * view.frame.width + abs(t.c) * view.frame.height
      let h = abs(t.b) * view.frame.width + abs(t.d) * view.frame.height
      box = Rect(x: view.frame.midX - w / 2, y: view.frame.midY - h / 2, width: w, height: h)
    }
    var fields = [
      addresses?[i].map { "\(view.type): \($0)" } ?? "\(view.type): \(address(i))",
      "frame = (\(g(box.minX)) \(g(box.minY)); \(g(box.width)) \(g(box.height)))",
    ]
    if let t = view.transform {
      fields.append("transform = [\(g(t.a)), \(g(t.b)), \(g(t.c)), \(g(t.d)), 0, 0]")
    }
    if let base = view.baseClass { fields.insert("baseClass = \(base)", at: 1) }
    if view.clipsToBounds { fields.append("clipsToBounds = YES") }
    if view.isHidden { fields.append("hidden = YES") }
    if view.alpha != 1 { fields.append("alpha = \(g(view.alpha))") }
    if let label = view.label { fields.append("text = '\(label.text(counters: [:]))'") }
    if !view.userInteractionEnabled { fields.append("userInteractionEnabled = NO") }
    fields.append("layer = <CALayer: 0x6000\(i)>")
    if view.boundsOrigin != .zero {
      fields.append("contentOffset: {\(g(view.boundsOrigin.x)), \(g(view.boundsOrigin.y))}")
    }
    lines.append(
      String(repeating: "   | ", count: depth) + "<" + fields.joined(separator: "; ") + ">")
  }
  return lines.joined(separator: "\n") + "\n"
}

/// A scene with appkit semantics as AppKit's `_subtreeDescription` prints it.
func subtreeDescription(of scene: Scene) -> String {
  var lines: [String] = []
  for (i, view) in scene.views.enumerated() {
    let depth = ancestors(of: i, in: scene)
    let flags = "[ A" + (view.isFlipped ? "F" : " ") + (view.isHidden ? "H" : " ") + " LU ]"
    let f = view.frame
    let b =
      view.boundsOrigin == .zero
      ? "b=(-)" : "b=(\(g(view.boundsOrigin.x)),\(g(view.boundsOrigin.y)),-,-)"
    let title = view.label.map { " \"\($0.text(counters: [:]))\"" } ?? ""
    lines.append(
      String(repeating: "  ", count: depth)
        + "\(flags) h=--- v=--- \(view.type) \(address(i))\(title)"
        + " f=(\(g(f.minX)),\(g(f.minY)),\(g(f.width)),\(g(f.height))) \(b)")
  }
  lines.append("A=autoresizesSubviews, F=flipped, H=hidden (h=by ancestor), L=hasLayer")
  return lines.joined(separator: "\n") + "\n"
}

func ancestors(of index: Int, in scene: Scene) -> Int {
  var depth = 0
  var v = scene.views[index].parent
  while let p = v {
    depth += 1
    v = scene.views[p].parent
  }
  return depth
}

/// The import of `text` as a file called `name`; records an issue when it is not a dump.
func imported(_ text: String, name: String = "t.txt", limits: DumpImporter.Limits = .init())
  throws -> ImportedScene
{
  try #require(
    try DumpImporter.importScene([DumpSource(name: name, bytes: Array(text.utf8))], limits: limits))
}

/// The diagnostics of importing `text`, as printed; empty when it imports.
func importProblems(_ text: String, name: String = "t.txt", limits: DumpImporter.Limits = .init())
  -> [String]
{
  do {
    _ = try DumpImporter.importScene(
      [DumpSource(name: name, bytes: Array(text.utf8))], limits: limits)
    return []
  } catch {
    return error.diagnostics.map(\.description)
  }
}

/// The warnings of importing `text`, as printed.
func warnings(_ text: String, name: String = "t.txt") throws -> [String] {
  try imported(text, name: name).warnings.map(\.description)
}

/// The imported view whose dump address is `address`.
func view(_ scene: ImportedScene, at address: String) -> ViewNode? {
  scene.notes.firstIndex { $0.address == address }.map { scene.views[$0] }
}
