/// Something a gesture can make happen.
public enum Firing: Hashable, Sendable {
  /// The view's `onTap`: a control's action, a handler's tap, or SwiftUI's `.onTapGesture`.
  case onTap(ViewIndex)
  /// The cell's `onSelect`: `didSelectRowAt`, `didSelectItemAt`, a row's selection.
  case onSelect(ViewIndex)
  /// A declared recognizer's `onRecognize`.
  case onRecognize(RecognizerAddress)

  /// The id `fires` lists: the view, the cell or the recognizer.
  public func id(in scene: Scene) -> String {
    switch self {
    case .onTap(let v), .onSelect(let v): scene.views[v].id
    case .onRecognize(let a): scene.recognizer(at: a).id
    }
  }
}

/// Why something that could have fired did not.
public enum NotFiredReason: Hashable, Sendable {
  /// This recognizer took the touch away from the view (cancelled it, or dropped a withheld
  /// `began`).
  case touchTaken(by: RecognizerSource)
  /// The release was outside the handler's tap area.
  case releasedOutside
  /// This scroll view scrolled instead.
  case scrolled(ViewIndex)
  /// This table or collection does not allow selection.
  case selectionDisabled(ViewIndex)
  /// Another view handles the touch first (a button inside a cell keeps it).
  case handledBy(ResponderEntry)
  /// The recognizer did not recognize.
  case recognizerFailed(RecognizerReason)
  /// The gesture is not over: the touch is still withheld or down.
  case notYet
  /// The recognizer's view lies under the touch, but the hit-test never reached it.
  case unreached(MissedView)
}

/// One thing that did not fire, and why.
public struct NotFired: Hashable, Sendable {
  public var firing: Firing
  public var reason: NotFiredReason
}
