/// The sentences reports print for a delivery: one line a recognizer, one line for each thing
/// that did not fire. Messages never quote the model's timing constants (the double-tap interval
/// is private to UIKit), they name them.
extension Delivery {
  /// One line per recognizer that saw the gesture, in evaluation order.
  public func recognizerLines(in scene: Scene) -> [String] {
    recognizers.map { line(for: $0, in: scene) }
  }

  /// "onTap of cell does not run: dismissTap on root took the touch (cancelsTouchesInView)".
  public func notFiredLines(in scene: Scene) -> [String] {
    notFired.map {
      "\(Delivery.name(of: $0.firing, in: scene)) does not run: \($0.sentence(in: scene))"
    }
  }

  private func line(for outcome: RecognizerOutcome, in scene: Scene) -> String {
    let name = "\(outcome.source.id(in: scene)) on \(scene.views[outcome.view].id)"
    let reason = outcome.reason.sentence(kind: outcome.kind, in: scene)
    switch outcome.state {
    case .possible:
      return "\(name) is still possible: \(reason)"
    case .failed:
      return "\(name) failed: \(reason)"
    case .began, .recognized, .ended:
      var text = "\(name) \(outcome.tookGestureSentence(in: scene))"
      let taken = touches.filter { $0.takenBy == outcome.source }
      if let touch = taken.first, let hit = touch.hit.hit {
        text += " and took \(scene.views[hit].id)'s touch"
        let lost = notFired.filter { $0.reason == .touchTaken(by: outcome.source) }
        if !lost.isEmpty {
          text +=
            ": " + lost.map { Delivery.name(of: $0.firing, in: scene) }.joined(separator: " and ")
            + (lost.count == 1 ? " does" : " do") + " not run"
        }
      }
      return text
    }
  }

  /// "cell's didSelect", "buy's onTap", "dismissTap's onRecognize".
  public static func name(of firing: Firing, in scene: Scene) -> String {
    switch firing {
    case .onTap(let v): "\(scene.views[v].id)'s onTap"
    case .onSelect(let v):
      scene.views[v].semantics == .appkit
        ? "\(scene.views[v].id)'s selection" : "\(scene.views[v].id)'s didSelect"
    case .onRecognize(let a): "\(scene.recognizer(at: a).id)'s onRecognize"
    }
  }
}

extension RecognizerOutcome {
  /// What it did when it took the gesture: "recognized the tap", "began once the touch moved 10
  /// points and ended at the release".
  public func tookGestureSentence(in scene: Scene) -> String {
    let took = transitions.filter { $0.state.tookGesture }
    var parts: [String] = []
    for t in took where parts.last != t.reason.sentence(kind: kind, in: scene) {
      parts.append(t.reason.sentence(kind: kind, in: scene))
    }
    return parts.joined(separator: " and ")
  }
}

extension RecognizerReason {
  /// The reason as a clause, for a recognizer of `kind` (nil: a scroll view's touch delay).
  public func sentence(kind: GestureKind?, in scene: Scene) -> String {
    func id(_ v: ViewIndex) -> String { scene.views[v].id }
    switch self {
    case .tapped(let taps):
      return taps >= 2
        ? "recognized the double \(kind == .click ? "click" : "tap")"
        : "recognized the \(kind == .click ? "click" : "tap")"
    case .heldTooLong: return "the press lasted longer than a tap may"
    case .movedTooFar: return "the touch moved too far for a \(kind?.rawValue ?? "tap")"
    case .noSecondTap: return "no second tap came within the double-tap interval"
    case .held: return "began once the press was held for its minimum duration"
    case .releasedEarly: return "the touch ended before its minimum press duration"
    case .moved(let d): return "began once the touch moved \(d.shortDescription) points"
    case .released: return "ended at the release"
    case .releasedBeforeMoving: return "the touch ended before moving far enough to pan"
    case .swiped: return "recognized the swipe"
    case .swipeTooSlow: return "the touch did not swipe far enough in time"
    case .releasedBeforeSwipe: return "the touch ended before swiping far enough"
    case .delayElapsed: return "the scroll touch delay passed, so the content got the touch"
    case .touchEnded: return "the touch ended within the scroll touch delay"
    case .requiredRecognized(let other):
      return "\(other.id(in: scene)), which it requires to fail, recognized"
    case .vetoed(let v):
      return "\(id(v)) vetoes \(kind?.rawValue ?? "these") recognizers of other views"
        + " (gestureRecognizerShouldBegin)"
    case .controlPrecedence(let c):
      return "the \(scene.views[c].type) \(id(c)) keeps single taps for itself (control precedence)"
    case .contentKeepsTouch:
      return "canCancelContentTouches is false and the content already has the touch"
    case .controlKeepsTouch(let c):
      return "\(id(c)) is a control and the scroll view does not scroll from controls"
        + " (touchesShouldCancel(in:))"
    case .excluded(let other): return "\(other.id(in: scene)) took the gesture first"
    case .waiting(let other): return "it waits for \(other.id(in: scene)) to fail"
    case .inProgress: return "the gesture is still going on"
    case .releasedWhileWaiting:
      return "the touch ended while it waited for a recognizer it requires to fail"
    }
  }
}

extension NotFired {
  public func sentence(in scene: Scene) -> String {
    switch reason {
    case .touchTaken(let by):
      return "\(by.id(in: scene)) took the touch away from the view"
    case .releasedOutside: return "the release was outside its tap area"
    case .scrolled(let s): return "\(scene.views[s].id) scrolled instead"
    case .selectionDisabled(let t): return "\(scene.views[t].id) does not allow selection"
    case .handledBy(let entry): return "\(entry.name(in: scene)) handles the touch first"
    case .recognizerFailed(let r):
      var kind: GestureKind? = nil
      if case .onRecognize(let a) = firing { kind = scene.recognizer(at: a).kind }
      if case .onTap = firing { kind = .tap }
      return r.sentence(kind: kind, in: scene)
    case .notYet: return "the gesture is not over"
    case .unreached(let missed): return "the touch never reaches it: \(missed.message)"
    }
  }
}
