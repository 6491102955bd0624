extension DeliverySimulator {
  /// The SwiftUI classes whose `onTap` is the control's action rather than `.onTapGesture`.
  static let swiftUIActionControls: Set<String> = ["Button", "Toggle"]

  /// The recognizers that see a touch on `hit`, added to the pool (or reset there for a new
  /// touch), in evaluation order: deepest view first; on a UIKit or AppKit view the one added
  /// last first, then a scroll view's pan and touch delay (they count as added first); on a
  /// SwiftUI view the innermost first (its `onTap` first, then `gestures` as listed).
  mutating func participants(for hit: ViewIndex) -> [Int] {
    var path: [ViewIndex] = []
    var v: ViewIndex? = hit
    while let current = v {
      path.append(current)
      v = scene.views[current].parent
    }
    var result: [Int] = []
    var hostRoot: ViewIndex? = nil
    for (position, view) in path.enumerated() {
      let node = scene.views[view]
      let depth = path.count - 1 - position
      switch node.semantics {
      case .uikit:
        hostRoot = view
        for g in node.gestures.indices.reversed() {
          add(
            declared: RecognizerAddress(view: view, index: g), hit: hit, depth: depth,
            hostRoot: nil, into: &result)
        }
      case .appkit:
        hostRoot = nil
        for g in node.gestures.indices.reversed() {
          add(
            declared: RecognizerAddress(view: view, index: g), hit: hit, depth: depth,
            hostRoot: nil, into: &result)
        }
      case .swiftui:
        let isAction = node.isKind(of: DeliverySimulator.swiftUIActionControls)
        if isAction ? hostRoot == nil : !node.onTap.isEmpty {
          var p = Participant(
            source: .onTap(view), attached: hostRoot ?? view, kind: .tap,
            style: hostRoot == nil ? .swiftui : .uikit, treeDepth: depth, slot: 0)
          p.hosted = hostRoot != nil
          p.cancels = hostRoot != nil
          p.delaysEnded = hostRoot != nil
          p.firing = node.onTap.isEmpty ? nil : .onTap(view)
          result.append(join(p))
        }
        for g in node.gestures.indices {
          add(
            declared: RecognizerAddress(view: view, index: g), hit: hit, depth: depth,
            hostRoot: hostRoot, into: &result)
        }
      }
      if node.plays(.scrollView) {
        if node.scroll.scrollEnabled {
          var pan = Participant(
            source: .scrollPan(view), attached: view, kind: .pan, style: .uikit, treeDepth: depth,
            slot: 0)
          pan.minimumDistance = timing.panMinimumDistance
          result.append(join(pan))
        }
        if node.scroll.delaysContentTouches {
          var delay = Participant(
            source: .touchDelay(view), attached: view, kind: nil, style: .uikit,
            treeDepth: depth, slot: 0)
          delay.cancels = false
          delay.delaysBegan = true
          delay.delaysEnded = false
          result.append(join(delay))
        }
      }
    }
    return result
  }

  /// Adds a declared recognizer of a view on the path, unless it is disabled or its delegate
  /// ignores touches on `hit`. A SwiftUI gesture above a UIKit subtree acts as a UIKit
  /// recognizer attached to that subtree's root, `hostRoot` (the topmost UIKit view of the
  /// subtree just below it on the path).
  private mutating func add(
    declared address: RecognizerAddress, hit: ViewIndex, depth: Int, hostRoot: ViewIndex?,
    into result: inout [Int]
  ) {
    let r = scene.recognizer(at: address)
    guard r.isEnabled, !r.ignoresTouchesIn.contains(where: { isView(hit, inside: $0) }) else {
      return
    }
    let node = scene.views[address.view]
    var p = Participant(
      source: .declared(address), declaredID: r.id, attached: hostRoot ?? address.view,
      kind: r.kind, style: .uikit, treeDepth: depth, slot: address.index + 1)
    p.taps = r.taps
    p.minimumPressDuration = r.minimumPressDuration
    p.minimumDistance = timing.panMinimumDistance
    p.direction = r.direction
    p.requireToFail = r.requireToFail
    p.simultaneity = r.simultaneousWith
    p.firing = r.onRecognize.isEmpty ? nil : .onRecognize(address)
    switch node.semantics {
    case .uikit:
      p.cancels = r.cancelsTouchesInView
      p.delaysBegan = r.delaysTouchesBegan
      p.delaysEnded = r.delaysTouchesEnded
    case .appkit:
      p.style = .appkit
      p.cancels = r.delaysPrimaryMouseButtonEvents
      p.delaysBegan = r.delaysPrimaryMouseButtonEvents
      p.delaysEnded = r.delaysPrimaryMouseButtonEvents
    case .swiftui where hostRoot != nil:
      p.hosted = true
    case .swiftui:
      p.style = .swiftui
      p.priority = r.priority
      p.cancels = false
      p.delaysEnded = false
      if r.kind == .pan { p.minimumDistance = r.minimumDistance ?? timing.panMinimumDistance }
    }
    result.append(join(p))
  }

  /// Puts `p` in the pool, or readies the one already there for a new touch; its pool index.
  private mutating func join(_ p: Participant) -> Int {
    if let i = pool.firstIndex(where: { $0.source == p.source }) {
      if pool[i].state != .possible { pool[i].reset() }
      pool[i].attached = p.attached
      return i
    }
    pool.append(p)
    return pool.count - 1
  }

  /// Whether `view` is `container` or inside it.
  func isView(_ view: ViewIndex, inside container: ViewIndex) -> Bool {
    var v: ViewIndex? = view
    while let current = v {
      if current == container { return true }
      v = scene.views[current].parent
    }
    return false
  }

  // MARK: Rules between recognizers

  /// Whether pool entry `i` must wait for `j` to fail before it leaves `possible`: declared
  /// `requireToFail`; a SwiftUI long press inside a scroll view holds the scroll; SwiftUI's
  /// priorities (a `normal` gesture waits for those inside it, those inside a `high` one wait for
  /// it) and a 1-tap tap waiting for a 2-tap one.
  func mustWait(_ i: Int, for j: Int) -> Bool {
    let a = pool[i]
    let b = pool[j]
    if let id = b.declaredID, a.requireToFail.contains(id) { return true }
    if a.isScrollPan && b.style == .swiftui && b.kind == .longPress && b.treeDepth > a.treeDepth {
      return true
    }
    guard a.style == .swiftui, b.style == .swiftui, a.priority != .simultaneous,
      b.priority != .simultaneous
    else { return false }
    if a.countsTaps && b.countsTaps && a.taps != b.taps { return a.taps < b.taps }
    if a.isOuter(than: b) { return a.priority != .high }
    if b.isOuter(than: a) { return b.priority == .high }
    return false
  }

  /// Whether `i` and `j` may both take the gesture: either delegate says so, or one is a SwiftUI
  /// `simultaneous` gesture (which still competes with a scroll view's pan).
  func simultaneous(_ i: Int, _ j: Int) -> Bool {
    let a = pool[i]
    let b = pool[j]
    if a.simultaneity == .all || b.simultaneity == .all { return true }
    if let id = b.declaredID, a.simultaneity.allows(id) { return true }
    if let id = a.declaredID, b.simultaneity.allows(id) { return true }
    if a.style == .swiftui && a.priority == .simultaneous && !b.isScrollPan { return true }
    if b.style == .swiftui && b.priority == .simultaneous && !a.isScrollPan { return true }
    return false
  }

  /// Why `i` may not leave `possible` although it would: a view's `vetoesGestures`, a standard
  /// control's precedence over 1-tap taps, or a scroll view that does not take its content's
  /// touch.
  func veto(for i: Int) -> RecognizerReason? {
    let p = pool[i]
    guard let kind = p.kind, p.lastTouch >= 0, let hit = touches[p.lastTouch].delivery.hit.hit
    else { return nil }
    var v: ViewIndex? = hit
    while let current = v {
      if current != p.attached && scene.views[current].vetoesGestures.contains(kind) {
        return .vetoed(by: current)
      }
      v = scene.views[current].parent
    }
    if p.style == .uikit && !p.hosted && kind == .tap && p.taps == 1,
      case .declared = p.source
    {
      v = hit
      while let current = v {
        let node = scene.views[current]
        if current != p.attached && node.semantics == .uikit && node.plays(.tapPrecedenceControl) {
          return .controlPrecedence(current)
        }
        v = node.parent
      }
    }
    if p.isScrollPan {
      let touch = touches[p.lastTouch]
      guard touch.beganDelivered && !touch.done else { return nil }
      let scroll = scene.views[p.attached].scroll
      if !scroll.canCancelContentTouches { return .contentKeepsTouch }
      v = hit
      while let current = v, current != p.attached {
        if !scroll.scrollsFromControls && scene.views[current].plays(.uikitControl) {
          return .controlKeepsTouch(current)
        }
        v = scene.views[current].parent
      }
    }
    return nil
  }
}
