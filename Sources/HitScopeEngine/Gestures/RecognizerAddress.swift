/// Where a declared recognizer lives: the view it is attached to and its place in `gestures`.
public struct RecognizerAddress: Hashable, Sendable {
  public var view: ViewIndex
  public var index: Int

  public init(view: ViewIndex, index: Int) {
    self.view = view
    self.index = index
  }
}
