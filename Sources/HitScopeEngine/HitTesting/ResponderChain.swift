extension Scene {
  /// The responder chain of `view`: the view, its controller, its superview, that one's
  /// controller, ... the root and its controller, then the application.
  public func responderChain(from view: ViewIndex) -> [ResponderEntry] {
    var chain: [ResponderEntry] = []
    var v: ViewIndex? = view
    while let current = v {
      chain.append(.view(current))
      if views[current].controller != nil { chain.append(.controller(current)) }
      v = views[current].parent
    }
    chain.append(.application)
    return chain
  }

  /// The first entry of `chain` that handles touches.
  public func handler(in chain: [ResponderEntry]) -> ResponderEntry? {
    chain.first { $0.handlesTouches(in: self) }
  }
}
