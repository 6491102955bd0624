/// Why a recognizer changed state (or stayed possible).
public enum RecognizerReason: Hashable, Sendable {
  /// Released within the tap's limits (`taps` taps).
  case tapped(taps: Int)
  /// The press lasted longer than `tapMaximumDuration`.
  case heldTooLong
  /// The touch moved farther than the kind allows before it recognized.
  case movedTooFar
  /// No second press came within the double-tap interval.
  case noSecondTap
  /// A long press was held still for its minimum duration.
  case held
  /// Released before the long press's minimum duration.
  case releasedEarly
  /// The touch moved the pan's minimum distance (points).
  case moved(distance: Double)
  /// A continuous recognizer ended at the release.
  case released
  /// Released before moving the minimum distance.
  case releasedBeforeMoving
  case swiped
  /// The swipe took longer than `swipeMaximumDuration`.
  case swipeTooSlow
  /// Released before the swipe's distance in its direction.
  case releasedBeforeSwipe
  /// The scroll view's touch delay passed: the content gets the touch.
  case delayElapsed
  /// The touch ended before the touch delay passed.
  case touchEnded
  /// A recognizer it requires to fail recognized (declared `requireToFail`, or SwiftUI's
  /// priorities and double-tap waiting).
  case requiredRecognized(RecognizerSource)
  /// `vetoesGestures` of this view (its `gestureRecognizerShouldBegin`) said no.
  case vetoed(by: ViewIndex)
  /// The standard control under the touch keeps 1-tap taps of other views (iOS 6 and later).
  case controlPrecedence(ViewIndex)
  /// A scroll view with `canCancelContentTouches` false does not take a touch its content has.
  case contentKeepsTouch
  /// `touchesShouldCancel(in:)` is false for this control (no `scrollsFromControls`).
  case controlKeepsTouch(ViewIndex)
  /// Another recognizer that saw the touch recognized or began first.
  case excluded(by: RecognizerSource)
  /// Still possible at the end: it waits for this recognizer to fail.
  case waiting(for: RecognizerSource)
  /// Still possible at the end: the gesture is still going on.
  case inProgress
  /// Released while waiting for a recognizer it requires to fail.
  case releasedWhileWaiting
}
