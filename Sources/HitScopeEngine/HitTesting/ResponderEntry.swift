/// One link of a responder chain.
public enum ResponderEntry: Hashable, Sendable {
  case view(ViewIndex)
  /// The controller whose root view is at this index.
  case controller(ViewIndex)
  /// `UIApplication` or `NSApplication`.
  case application

  /// The id, controller name or application class, as reports print it.
  public func name(in scene: Scene) -> String {
    switch self {
    case .view(let v): scene.views[v].id
    case .controller(let v): scene.views[v].controller?.name ?? "?"
    case .application: scene.rootSemantics.applicationName
    }
  }

  /// Whether touches stop at this entry.
  public func handlesTouches(in scene: Scene) -> Bool {
    switch self {
    case .view(let v): scene.views[v].handlesTouches
    case .controller(let v): scene.views[v].controller?.handlesTouches ?? false
    case .application: false
    }
  }
}
