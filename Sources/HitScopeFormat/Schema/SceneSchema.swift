import HitScopeEngine
import HitScopeResources

/// The keys and names the scene format accepts, in the order the specification lists them.
///
/// The decoder checks every object against these lists, and a test checks that
/// `Resources/scene.schema.json` declares exactly the same properties.
public enum SceneSchema {
  public static let topLevelKeys = [
    "title", "canvas", "semantics", "platform", "counters", "gestureTiming", "root", "probes",
  ]
  public static let canvasKeys = ["width", "height", "background"]
  public static let viewKeys =
    [
      "id", "type", "baseClass", "frame", "boundsOrigin", "transform", "hidden", "alpha",
      "userInteractionEnabled", "allowsHitTesting", "clipsToBounds", "shape", "fill", "stroke",
      "lineWidth", "label", "textColor", "fontSize", "textAlignment", "numberOfLines",
      "contentShape", "hitOutset", "hitTest",
      "overrides", "controller", "onTap", "handlesTouches", "semantics", "flipped", "editable",
      "selectable", "gestures", "onSelect",
    ] + ScrollBehavior.names + ["vetoesGestures", "children"]
  public static let probeKeys = [
    "at", "expect", "handledBy", "name", "gesture", "fires", "scrolls", "phases",
  ]
  /// The keys of a recognizer in `gestures`.
  public static let gestureKeys = [
    "id", "kind", "taps", "minimumPressDuration", "direction", "enabled", "cancelsTouchesInView",
    "delaysTouchesBegan", "delaysTouchesEnded", "requireToFail", "simultaneousWith",
    "ignoresTouchesIn", "priority", "minimumDistance", "delaysPrimaryMouseButtonEvents",
    "onRecognize",
  ]
  /// The keys of a probe's `gesture`.
  public static let probeGestureKeys = ["kind", "hold", "to", "holdBeforeMove", "duration"]
  /// The keys of the top level `gestureTiming`.
  public static let gestureTimingKeys = GestureTiming.names
  public static let controllerKeys = ["name", "handlesTouches"]
  /// The keys of a shape object; `fillRule` may only stand beside `path` or `compound`.
  public static let shapeKeys = ["rect", "ellipse", "roundedRect", "path", "compound", "fillRule"]
  public static let shapeNames = ["rect", "ellipse", "roundedRect", "path", "compound"]
  public static let transformOps = ["rotate", "scale", "translate", "matrix"]
  public static let actionKeys = ["increment", "toggle", "log"]
  public static let semanticsNames = Semantics.allCases.map(\.rawValue)
  public static let platformNames = Platform.allCases.map(\.rawValue)
  public static let fillRuleNames = FillRule.allCases.map(\.rawValue)
  public static let toggleProperties = ToggleableProperty.allCases.map(\.rawValue)

  /// The semantics under which a view may carry `key`; keys missing here are allowed under all.
  public static let semanticsOfKey: [String: Set<Semantics>] = [
    "userInteractionEnabled": [.uikit],
    "allowsHitTesting": [.uikit, .swiftui],
    "hitOutset": [.uikit, .appkit],
    "hitTest": [.uikit, .appkit],
    "flipped": [.appkit],
    "editable": [.appkit],
    "selectable": [.appkit],
  ]

  /// `Resources/scene.schema.json`, the JSON Schema of the format (draft 2020-12), for editors.
  public static var jsonSchemaBytes: [UInt8] { BundledResources.sceneSchemaBytes }
}
