import HitScopeEngine
import HitScopeFormat

/// One line of `hitscope open --log-events`: what happened in the window, as JSON.
///
/// Points are scene (window) points: the canvas' top-left corner is (0, 0), y down.
struct LogEvent: Equatable {
  /// The `event` member: `ready`, `began`, `action`, `reloaded`, ...
  var name: String
  /// The whole object, `event` member first.
  var json: JSONOutput

  private init(_ name: String, _ members: [(String, JSONOutput)]) {
    self.name = name
    json = .object([("event", .string(name))] + members)
  }

  var line: String { json.serialized }

  /// The window is up: a script clicks scene point (px, py) at window pixel
  /// (x + px * scale, y + py * scale).
  static func ready(window: UInt, canvasOrigin: (x: Int, y: Int), scale: Double) -> LogEvent {
    LogEvent(
      "ready",
      [
        ("window", .integer(Int64(window))),
        ("canvas", canvas(origin: canvasOrigin, scale: scale)),
      ])
  }

  /// The window's size, its canvas' place or its scale changed (a window manager resized it,
  /// a zoom key, a reload with another canvas): `width` x `height` window pixels, and a script
  /// now clicks scene point (px, py) at window pixel (x + px * scale, y + py * scale).
  static func resized(width: Int, height: Int, canvasOrigin: (x: Int, y: Int), scale: Double)
    -> LogEvent
  {
    LogEvent(
      "resized",
      [
        ("width", .integer(Int64(width))), ("height", .integer(Int64(height))),
        ("canvas", canvas(origin: canvasOrigin, scale: scale)),
      ])
  }

  private static func canvas(origin: (x: Int, y: Int), scale: Double) -> JSONOutput {
    .object([
      ("x", .integer(Int64(origin.x))), ("y", .integer(Int64(origin.y))),
      ("scale", .number(scale)),
    ])
  }

  /// What delivering a touch did, named by the ids of `scene` (the scene it was delivered in).
  /// What the touch ran (an action, a recognizer, a selection) also names the `gesture` that
  /// ran it (`GestureShape.kindName`, the panel's gesture for scripts).
  static func delivery(_ event: DeliveryEvent, gesture: GestureShape, in scene: Scene)
    -> LogEvent
  {
    let ran = ("gesture", JSONOutput.string(gesture.kindName))
    switch event {
    case .touch(let touch):
      return LogEvent(
        touch.phase.rawValue,
        [
          ("point", .point(touch.point)),
          ("hit", .optional(touch.hit.map { scene.views[$0].id })),
          ("handledBy", .optional(touch.handler?.name(in: scene))),
          ("chain", .array(touch.chain.map { .string($0.name(in: scene)) })),
        ])
    case .action(let view, let action, let counters):
      return LogEvent(
        "action",
        [
          ("view", .string(scene.views[view].id)),
          ("action", json(of: action, in: scene)),
          ("counters", json(of: counters, in: scene)), ran,
        ])
    case .recognized(let source, let view):
      return LogEvent(
        "recognized",
        [
          ("recognizer", .string(source.id(in: scene))), ("view", .string(scene.views[view].id)),
          ran,
        ])
    case .selected(let cell):
      return LogEvent("selected", [("cell", .string(scene.views[cell].id)), ran])
    }
  }

  static let reloaded = LogEvent("reloaded", [])

  /// `error` is the first diagnostic, `file:line:col: message`.
  static func reloadFailed(error: String) -> LogEvent {
    LogEvent("reloadFailed", [("error", .string(error))])
  }

  static func saved(path: String) -> LogEvent {
    LogEvent("saved", [("path", .string(path))])
  }

  static let closed = LogEvent("closed", [])

  /// The audit overlay's findings arrived for the scene shown: `errors` and `warnings` of them.
  static func audited(errors: Int, warnings: Int) -> LogEvent {
    LogEvent(
      "audited",
      [("errors", .integer(Int64(errors))), ("warnings", .integer(Int64(warnings)))])
  }

  /// The map overlay's analysis arrived for the scene shown: a click reaches `views` views
  /// somewhere on it.
  static func mapped(views: Int) -> LogEvent {
    LogEvent("mapped", [("views", .integer(Int64(views)))])
  }

  /// A probe written into `file` (the scene, or a dump's sidecar) by `n` or `Shift+N`.
  static func probeRecorded(_ probe: Probe, file: String) -> LogEvent {
    LogEvent("probeRecorded", [("probe", .probe(probe)), ("file", .string(file))])
  }

  /// A recorded probe taken out of `file` again by `u`.
  static func probeRemoved(_ probe: Probe, file: String) -> LogEvent {
    LogEvent("probeRemoved", [("probe", .probe(probe)), ("file", .string(file))])
  }

  /// An action as the scene file spells it.
  private static func json(of action: Action, in scene: Scene) -> JSONOutput {
    switch action {
    case .increment(let counter):
      .object([("increment", .string(counter))])
    case .toggle(let view, let property):
      .object([("toggle", .string("\(scene.views[view].id).\(property.rawValue)"))])
    case .log(let text):
      .object([("log", .string(text))])
    }
  }

  /// Counters in the order the file declares them, then any others by name.
  private static func json(of counters: [String: Int64], in scene: Scene) -> JSONOutput {
    let declared = scene.counterNames.filter { counters[$0] != nil }
    let others = counters.keys.filter { !scene.counterNames.contains($0) }.sorted()
    return .object((declared + others).map { ($0, .integer(counters[$0]!)) })
  }
}
