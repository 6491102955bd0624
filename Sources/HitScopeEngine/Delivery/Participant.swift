/// One recognizer as the simulation runs it: what it is (resolved for the framework whose rules
/// it follows) and how far it has got. Times are seconds from the gesture's start, points are
/// window points.
struct Participant {
  struct Target {
    var state: RecognizerState
    var reason: RecognizerReason
  }

  /// What an input or a deadline asks of the recognizer.
  enum Step {
    case none
    case fail(RecognizerReason)
    case leave(RecognizerState, RecognizerReason)
  }

  /// Whose rules decide its flags and its place among the others.
  enum Style {
    /// UIKit's recognizers, scroll views' implicit ones, and SwiftUI gestures acting on a hosted
    /// UIKit subtree (`hosted`).
    case uikit
    /// SwiftUI gestures resolved by priority.
    case swiftui
    /// AppKit's click recognizers.
    case appkit
  }

  var source: RecognizerSource
  /// The id a declared recognizer carries (what `requireToFail` and `simultaneousWith` name).
  var declaredID: String?
  var attached: ViewIndex
  /// nil for a scroll view's touch delay.
  var kind: GestureKind?
  var style: Style
  var hosted = false
  /// The attached view's depth in the tree (the root is 0).
  var treeDepth: Int
  /// SwiftUI: the place among the gestures of one view, innermost 0.
  var slot: Int
  var taps = 1
  var minimumPressDuration = 0.5
  var minimumDistance = 10.0
  var direction = SwipeDirection.right
  var cancels = true
  var delaysBegan = false
  var delaysEnded = true
  var requireToFail: [String] = []
  var simultaneity = Simultaneity.with([])
  var priority = GesturePriority.normal
  var firing: Firing?

  var state = RecognizerState.possible
  var pending: Target?
  var transitions: [RecognizerTransition] = []
  /// The touches it saw, by index.
  var seen: [Int] = []
  var lastTouch = -1
  var isDown = false
  var pressTime = 0.0
  var pressPoint = Point.zero
  var tapsDone = 0
  var lastRelease = 0.0

  var countsTaps: Bool { kind == .tap || kind == .click }
  var isScrollPan: Bool {
    if case .scrollPan = source { return true }
    return false
  }
  /// Possible, not waiting, with its touch down: it follows the touch's moves.
  var isActive: Bool { state == .possible && pending == nil && isDown }
  /// Still possible: a recognizer with `delaysTouchesBegan`/`Ended` withholds those phases.
  var isWithholding: Bool { state == .possible }

  /// Whether it sits outside `other` on the path (SwiftUI's nesting): on an ancestor, or later
  /// among the gestures of the same view.
  func isOuter(than other: Participant) -> Bool {
    treeDepth < other.treeDepth || (treeDepth == other.treeDepth && slot > other.slot)
  }

  /// Makes a recognizer that already recognized or failed ready for a new touch.
  mutating func reset() {
    state = .possible
    pending = nil
    isDown = false
    tapsDone = 0
  }

  func onPress(timing: GestureTiming) -> Target? {
    if kind == .pan && minimumDistance <= 0 {
      return Target(state: .began, reason: .moved(distance: 0))
    }
    return nil
  }

  func onMove(to point: Point, timing: GestureTiming) -> Step {
    let distance = point.distance(to: pressPoint)
    switch kind {
    case .tap, .click:
      return distance > timing.tapMaximumMovement ? .fail(.movedTooFar) : .none
    case .longPress:
      return distance > timing.longPressAllowableMovement ? .fail(.movedTooFar) : .none
    case .pan:
      return distance >= minimumDistance
        ? .leave(.began, .moved(distance: minimumDistance)) : .none
    case .swipe:
      let d = point - pressPoint
      let unit = direction.vector
      let along = d.x * unit.x + d.y * unit.y
      let across = abs(d.x * unit.y - d.y * unit.x)
      return along >= timing.swipeMinimumDistance && across < along
        ? .leave(.recognized, .swiped) : .none
    case nil:
      return .none
    }
  }

  mutating func onRelease(at point: Point, time: Double, timing: GestureTiming) -> Step {
    isDown = false
    switch kind {
    case .tap, .click:
      if time - pressTime > timing.tapMaximumDuration { return .fail(.heldTooLong) }
      if point.distance(to: pressPoint) > timing.tapMaximumMovement { return .fail(.movedTooFar) }
      tapsDone += 1
      lastRelease = time
      return tapsDone >= taps ? .leave(.recognized, .tapped(taps: taps)) : .none
    case .longPress: return .fail(.releasedEarly)
    case .pan: return .fail(.releasedBeforeMoving)
    case .swipe: return .fail(.releasedBeforeSwipe)
    case nil: return .fail(.touchEnded)
    }
  }

  /// When it changes state without an input, if nothing comes first.
  func deadline(timing: GestureTiming) -> Double? {
    guard state == .possible, pending == nil else { return nil }
    switch kind {
    case .tap, .click:
      if isDown { return pressTime + timing.tapMaximumDuration }
      if tapsDone > 0 && tapsDone < taps { return lastRelease + timing.doubleTapInterval }
      return nil
    case .longPress: return isDown ? pressTime + minimumPressDuration : nil
    case .swipe: return isDown ? pressTime + timing.swipeMaximumDuration : nil
    case nil: return isDown ? pressTime + timing.scrollTouchDelay : nil
    case .pan: return nil
    }
  }

  func onDeadline() -> Step {
    switch kind {
    case .tap, .click: return .fail(isDown ? .heldTooLong : .noSecondTap)
    case .longPress: return .leave(.began, .held)
    case .swipe: return .fail(.swipeTooSlow)
    case nil: return .fail(.delayElapsed)
    case .pan: return .none
    }
  }
}
