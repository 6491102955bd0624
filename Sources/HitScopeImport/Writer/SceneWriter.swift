import HitScopeEngine
import HitScopeFormat

/// Writes an imported scene as a scene file that reads like the bundled ones: a header comment
/// (the dump, its formats, the date, the warnings, the precision caveat), then one view per line
/// or block with its dump address in a comment.
public enum SceneWriter {
  /// The scene file's text; `date` is the day of the import as the header shows it.
  public static func text(of imported: ImportedScene, date: String) -> String {
    var out = header(imported, date: date)
    out += "{\n"
    out += "  \"title\": \(JSONOutput.string(imported.title).serialized),\n"
    out += "  \"canvas\": {\"width\": \(number(imported.canvas.width)), "
    out += "\"height\": \(number(imported.canvas.height))},\n"
    out += "  \"semantics\": \"\(imported.semantics.rawValue)\",\n"
    if imported.platform != Platform.implied(byRoot: imported.semantics) {
      out += "  \"platform\": \"\(imported.platform.rawValue)\",\n"
    }
    out += "  \"root\": "
    writeView(0, of: imported, indent: 2, isRoot: true, to: &out)
    if imported.probes.isEmpty {
      out += "\n"
    } else {
      out += ",\n  \"probes\": [\n"
      for probe in imported.probes {
        out += "    \(JSONOutput.probe(probe).serialized),\n"
      }
      out += "  ]\n"
    }
    out += "}\n"
    return out
  }

  private static func header(_ imported: ImportedScene, date: String) -> String {
    let files = imported.sourceNames.joined(separator: ", ")
    let formats = imported.formats.map(\.displayName).joined(separator: ", ")
    var lines = [
      "Imported by hitscope import from \(files) on \(date) (\(formats)).",
      "Each view's dump address is in the comment after it; \"custom\" marks classes not from"
        + " Apple's frameworks, which may override hitTest(_:with:) or point(inside:with:).",
      "The dump prints numbers to 6 significant digits: points within that of an edge are"
        + " uncertain.",
    ]
    if imported.warnings.isEmpty {
      lines.append("Warnings: none.")
    } else {
      lines.append("Warnings:")
      lines += imported.warnings.map { "  \($0.description)" }
    }
    return lines.map { "// " + $0.commentSafe() + "\n" }.joined()
  }

  /// One view: its members on one line, its children (if any) one per line below it.
  private static func writeView(
    _ index: ViewIndex, of imported: ImportedScene, indent: Int, isRoot: Bool,
    to out: inout String
  ) {
    let view = imported.views[index]
    let members = self.members(of: view, isRoot: isRoot, canvas: imported.canvas)
    let comment = self.comment(imported.notes[index])
    let pad = String(repeating: " ", count: indent)
    var line = "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
    if view.children.isEmpty {
      line += "}"
      out += line + (isRoot ? "" : ",") + comment
      return
    }
    line += ", \"children\": ["
    out += line + comment + "\n"
    for child in view.children {
      out += pad + "  "
      writeView(child, of: imported, indent: indent + 2, isRoot: false, to: &out)
      out += "\n"
    }
    out += pad + "]}" + (isRoot ? "" : ",")
  }

  private static func comment(_ note: ImportedScene.ViewNote) -> String {
    var parts: [String] = []
    if let address = note.address { parts.append(address) }
    if let location = note.location { parts.append("line \(location.line)") }
    if note.isCustom { parts.append("custom") }
    return parts.isEmpty ? "" : "  // " + parts.joined(separator: ", ").commentSafe()
  }

  /// The keys that differ from what the scene format would take without them, in the order
  /// the format lists them.
  static func members(of view: ViewNode, isRoot: Bool, canvas: Size) -> [(String, String)] {
    var m: [(String, String)] = [
      ("id", JSONOutput.string(view.id).serialized),
      ("type", JSONOutput.string(view.type).serialized),
    ]
    if let base = view.baseClass { m.append(("baseClass", JSONOutput.string(base).serialized)) }
    if !isRoot || view.frame != Rect(origin: .zero, size: canvas) {
      m.append(
        ("frame", numbers([view.frame.minX, view.frame.minY, view.frame.width, view.frame.height])))
    }
    if view.boundsOrigin != .zero {
      m.append(("boundsOrigin", numbers([view.boundsOrigin.x, view.boundsOrigin.y])))
    }
    if let t = view.transform {
      m.append(("transform", "[{\"matrix\": \(numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]))}]"))
    }
    if view.isHidden { m.append(("hidden", "true")) }
    if view.alpha != 1 { m.append(("alpha", number(view.alpha))) }
    if view.semantics == .uikit {
      let byDefault = !view.isKind(of: ViewClass.nonInteractiveByDefault)
      if view.userInteractionEnabled != byDefault {
        m.append(("userInteractionEnabled", view.userInteractionEnabled ? "true" : "false"))
      }
    }
    let clipsByDefault = view.isKind(of: ViewClass.clipViews)
    if view.clipsToBounds != clipsByDefault {
      m.append(("clipsToBounds", view.clipsToBounds ? "true" : "false"))
    }
    if case .rectIn(let r) = view.shape {
      m.append(("shape", "{\"rect\": \(numbers([r.minX, r.minY, r.width, r.height]))}"))
    }
    if let fill = view.fill { m.append(("fill", hex(fill))) }
    if let stroke = view.stroke { m.append(("stroke", hex(stroke))) }
    if let label = view.label {
      var text = ""
      for segment in label.segments {
        switch segment {
        case .text(let s):
          text += s.replacingBraces()
        case .counter(let name):
          text += "{" + name + "}"
        }
      }
      m.append(("label", JSONOutput.string(text).serialized))
      if view.fontSize != 14 { m.append(("fontSize", number(view.fontSize))) }
      if let alignment = view.textAlignment {
        m.append(("textAlignment", "\"\(alignment.rawValue)\""))
      }
      if view.numberOfLines != 0 { m.append(("numberOfLines", "\(view.numberOfLines)")) }
    }
    if let controller = view.controller {
      m.append(("controller", "{\"name\": \(JSONOutput.string(controller.name).serialized)}"))
    }
    if view.hitTestOverride == .passthrough { m.append(("hitTest", "\"passthrough\"")) }
    if !view.overrides.isEmpty {
      let names = view.overrides.sorted().map { "\"\($0.rawValue)\"" }
      m.append(("overrides", "[" + names.joined(separator: ", ") + "]"))
    }
    if view.isFlipped { m.append(("flipped", "true")) }
    if !view.isEditable { m.append(("editable", "false")) }
    if !view.isSelectable { m.append(("selectable", "false")) }
    let selectLogs = view.onSelect.compactMap { action -> String? in
      guard case .log(let text) = action else { return nil }
      return "{\"log\": " + JSONOutput.string(text).serialized + "}"
    }
    if selectLogs.count == 1 { m.append(("onSelect", selectLogs[0])) }
    if !view.gestures.isEmpty {
      m.append(("gestures", "[" + view.gestures.map(gesture).joined(separator: ", ") + "]"))
    }
    if !view.scroll.delaysContentTouches { m.append(("delaysContentTouches", "false")) }
    if !view.scroll.scrollEnabled { m.append(("scrollEnabled", "false")) }
    return m
  }

  /// A recognizer's object: the keys that differ from `gestures.md`'s defaults.
  static func gesture(_ g: GestureRecognizer) -> String {
    let defaults = GestureRecognizer(id: g.id, kind: g.kind)
    var m = [
      "\"id\": " + JSONOutput.string(g.id).serialized, "\"kind\": \"\(g.kind.rawValue)\"",
    ]
    if g.taps != defaults.taps { m.append("\"taps\": \(g.taps)") }
    if g.kind == .longPress && g.minimumPressDuration != defaults.minimumPressDuration {
      m.append("\"minimumPressDuration\": " + number(g.minimumPressDuration))
    }
    if g.kind == .swipe && g.direction != defaults.direction {
      m.append("\"direction\": \"\(g.direction.rawValue)\"")
    }
    let flags = [
      ("enabled", g.isEnabled, defaults.isEnabled),
      ("cancelsTouchesInView", g.cancelsTouchesInView, defaults.cancelsTouchesInView),
      ("delaysTouchesBegan", g.delaysTouchesBegan, defaults.delaysTouchesBegan),
      ("delaysTouchesEnded", g.delaysTouchesEnded, defaults.delaysTouchesEnded),
    ]
    for (key, value, byDefault) in flags where value != byDefault {
      m.append("\"\(key)\": \(value)")
    }
    if !g.requireToFail.isEmpty {
      let ids = g.requireToFail.map { JSONOutput.string($0).serialized }
      m.append("\"requireToFail\": [" + ids.joined(separator: ", ") + "]")
    }
    let logs = g.onRecognize.compactMap { action -> String? in
      guard case .log(let text) = action else { return nil }
      return "{\"log\": " + JSONOutput.string(text).serialized + "}"
    }
    if logs.count == 1 {
      m.append("\"onRecognize\": " + logs[0])
    } else if !logs.isEmpty {
      m.append("\"onRecognize\": [" + logs.joined(separator: ", ") + "]")
    }
    return "{" + m.joined(separator: ", ") + "}"
  }

  private static func number(_ x: Double) -> String { x.shortDescription }

  private static func numbers(_ xs: [Double]) -> String {
    "[" + xs.map(number).joined(separator: ", ") + "]"
  }

  /// `"#rrggbb"`, or `"#rrggbbaa"` when not opaque.
  private static func hex(_ c: Color) -> String {
    func byte(_ x: Double) -> String {
      let b = UInt8(min(255, max(0, (x * 255).rounded())))
      let digits = String(b, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    let alpha = c.alpha >= 1 ? "" : byte(c.alpha)
    return "\"#" + byte(c.red) + byte(c.green) + byte(c.blue) + alpha + "\""
  }
}

extension String {
  /// The text with its control characters written as `TerminalText` escapes them (`\u{d}`),
  /// so that it stays on one comment line: a dump's class name or text may hold a carriage
  /// return, which would end a `//` comment and leave the rest to be read as JSON.
  fileprivate func commentSafe() -> String { TerminalText.escaped(self) }

  /// Braces doubled, so a label shows them literally.
  fileprivate func replacingBraces() -> String {
    var out = ""
    for c in self {
      out.append(c)
      if c == "{" || c == "}" { out.append(c) }
    }
    return out
  }
}
