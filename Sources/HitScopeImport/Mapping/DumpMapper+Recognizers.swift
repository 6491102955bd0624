import HitScopeEngine

extension DumpMapper {
  /// Attaches the recognizers printed in the paste to the views their `view` field names, as
  /// scene recognizers (`gestures.md`), the scroll view's own flags, or left out with the
  /// warnings `real-screens.md` lists. Returns the views some printed recognizer joined.
  mutating func attachRecognizers(
    _ printed: [DumpedRecognizer], to views: inout [ViewNode], notes: [ImportedScene.ViewNote],
    ids: inout ViewIDs
  ) -> Set<ViewIndex> {
    var joined: Set<ViewIndex> = []
    guard !printed.isEmpty else { return joined }
    var byAddress: [String: ViewIndex] = [:]
    for (i, note) in notes.enumerated() {
      if let address = note.address, byAddress[address] == nil { byAddress[address] = i }
    }
    // Where each kept recognizer went, by address, and what it must wait for.
    var placed: [String: RecognizerAddress] = [:]
    var waits: [(RecognizerAddress, DumpedRecognizer)] = []
    for r in Self.fullestPrintings(printed) {
      let display = SwiftName.demangled(r.className)
      let role = RecognizerClass.role(of: r, display: display)
      // Left out or not, a printed recognizer is no longer of an unknown kind.
      let known = r.viewIsNil ? nil : r.viewAddress.flatMap { byAddress[$0] }
      if let v = known { joined.insert(v) }
      switch role {
      case .system: continue
      case .swiftUI:
        warnings.add(.swiftUIRecognizers, at: r.location)
        continue
      case .multiTouch:
        warnings.add(.multiTouchRecognizers, at: r.location, display)
        continue
      default: break
      }
      guard let v = known else {
        warnings.add(.recognizerWithoutView, at: r.location)
        continue
      }
      if let state = r.state, state != "Possible" {
        warnings.add(.recognizerState, at: r.location)
      }
      switch role {
      case .scrollPan:
        if views[v].plays(.scrollView) && !r.enabled { views[v].scroll.scrollEnabled = false }
      case .scrollDelay:
        if views[v].plays(.scrollView) && !r.enabled {
          views[v].scroll.delaysContentTouches = false
        }
      case .unknown:
        warnings.add(.unknownRecognizerClass, at: r.location, display)
      case .gesture(let kind):
        guard var g = gesture(r, kind: kind, on: views[v], ids: &ids) else { continue }
        g.onRecognize = r.targets.map { .log(SwiftName.demangled($0.className) + " " + $0.action) }
        let at = RecognizerAddress(view: v, index: views[v].gestures.count)
        views[v].gestures.append(g)
        if let own = r.address { placed[own] = at }
        waits.append((at, r))
      case .system, .swiftUI, .multiTouch: break
      }
    }
    // must-fail = {A} is requireToFail: [A]; must-fail-for = {C} on R adds R to C's.
    for (at, r) in waits {
      let id = views[at.view].gestures[at.index].id
      for a in r.mustFail {
        if let other = placed[a] {
          add(views[other.view].gestures[other.index].id, to: at, in: &views)
        }
      }
      for c in r.mustFailFor {
        if let other = placed[c] { add(id, to: other, in: &views) }
      }
    }
    return joined
  }

  private func add(_ id: String, to at: RecognizerAddress, in views: inout [ViewNode]) {
    var g = views[at.view].gestures[at.index]
    guard g.id != id, !g.requireToFail.contains(id) else { return }
    g.requireToFail.append(id)
    views[at.view].gestures[at.index] = g
  }

  /// The scene recognizer of kind `kind` for `r` on `view`; nil (with a warning) for a tap of
  /// more than two taps or a tap-and-hold long press.
  private mutating func gesture(
    _ r: DumpedRecognizer, kind: GestureKind, on view: ViewNode, ids: inout ViewIDs
  ) -> GestureRecognizer? {
    let suffix = r.name.flatMap(ViewIDs.slug) ?? kind.rawValue
    var g = GestureRecognizer(id: "", kind: kind)
    switch kind {
    case .tap:
      let taps = r.numberOfTapsRequired ?? 1
      guard taps <= 2 else {
        warnings.add(.manyTaps, at: r.location)
        return nil
      }
      g.taps = max(1, taps)
    case .longPress:
      if (r.numberOfTapsRequired ?? 0) >= 1 {
        warnings.add(.tapAndHold, at: r.location)
        return nil
      }
      if let d = r.minimumPressDuration, d.isFinite, d >= 0 { g.minimumPressDuration = d }
    case .swipe:
      if let d = r.direction.flatMap(SwipeDirection.init(rawValue:)) { g.direction = d }
    case .pan, .click: break
    }
    g.id = ids.unique(view.id + "." + suffix)
    g.isEnabled = r.enabled
    if let b = r.cancelsTouchesInView { g.cancelsTouchesInView = b }
    if let b = r.delaysTouchesBegan { g.delaysTouchesBegan = b }
    if let b = r.delaysTouchesEnded { g.delaysTouchesEnded = b }
    return g
  }

  /// One printing per address, the one with the most fields (a nested copy may be cut to
  /// `...`), in the order the addresses first appear.
  static func fullestPrintings(_ printed: [DumpedRecognizer]) -> [DumpedRecognizer] {
    var out: [DumpedRecognizer] = []
    var slot: [String: Int] = [:]
    for r in printed {
      guard let address = r.address else {
        out.append(r)
        continue
      }
      if let k = slot[address] {
        if r.fieldCount > out[k].fieldCount { out[k] = r }
      } else {
        slot[address] = out.count
        out.append(r)
      }
    }
    return out
  }
}
