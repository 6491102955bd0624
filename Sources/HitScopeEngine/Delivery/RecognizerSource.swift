/// A recognizer taking part in a delivery: one a scene declares, or one a view implies.
public enum RecognizerSource: Hashable, Sendable {
  case declared(RecognizerAddress)
  /// SwiftUI: a `Button`'s or `Toggle`'s action, or `.onTapGesture` (`onTap` on another view):
  /// a 1-tap tap of `normal` priority attached to the view.
  case onTap(ViewIndex)
  /// A scroll view's pan (when `scrollEnabled`).
  case scrollPan(ViewIndex)
  /// A scroll view's touch delay (when `delaysContentTouches`): never recognizes, withholds
  /// `began` from the content.
  case touchDelay(ViewIndex)

  /// The id reports print: a declared recognizer's own; `VIEW:onTap`, `VIEW:pan`,
  /// `VIEW:touchDelay` for implied ones (a colon is never part of a scene id).
  public func id(in scene: Scene) -> String {
    switch self {
    case .declared(let a): scene.recognizer(at: a).id
    case .onTap(let v): scene.views[v].id + ":onTap"
    case .scrollPan(let v): scene.views[v].id + ":pan"
    case .touchDelay(let v): scene.views[v].id + ":touchDelay"
    }
  }

  /// The view the recognizer is attached to in the scene.
  public var view: ViewIndex {
    switch self {
    case .declared(let a): a.view
    case .onTap(let v), .scrollPan(let v), .touchDelay(let v): v
    }
  }
}
