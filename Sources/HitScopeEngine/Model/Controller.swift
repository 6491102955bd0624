/// A view controller whose root view is the view that names it; it joins the responder chain
/// right after that view.
public struct Controller: Hashable, Sendable {
  public var name: String
  public var handlesTouches: Bool

  public init(name: String, handlesTouches: Bool = false) {
    self.name = name
    self.handlesTouches = handlesTouches
  }
}
