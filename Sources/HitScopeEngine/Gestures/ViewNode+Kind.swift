extension ViewNode {
  /// Whether `type` is one of `classes`.
  public func isKind(of classes: Set<String>) -> Bool { classes.contains(type) }
}
