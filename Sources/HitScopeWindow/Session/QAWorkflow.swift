import HitScopeEngine
import HitScopeFormat
import HitScopeRender

/// The window's QA workflow: the last click recorded as a probe (`n`), filed as a bug through the
/// chooser (`Shift+N`), taken back (`u`), and the scene's probes stepped through (`]`, `[`).
///
/// Free of X and of the pointer: it is given the point to record and the scene as its file last
/// loaded (what `hitscope check` evaluates), writes the probe file, and says what it did in
/// the log. Points are window points.
struct QAWorkflow {
  /// Where probes recorded in this window go: the scene file, a dump's sidecar, or nil for
  /// standard input and the bundled scene.
  var probeFile: String?
  /// The scene file: a probe file other than it (a sidecar) is created when absent.
  let scenePath: String?
  let recorder = ProbeRecorder()
  let log: EventLog
  /// The list `Shift+N` opened, while it is open.
  private(set) var chooser: ProbeChooser?
  /// The probe `]` or `[` stepped to, an index into the scene's probes; cleared by a click.
  private(set) var steppedProbe: Int?

  init(probeFile: String?, scenePath: String?, log: EventLog) {
    self.probeFile = probeFile
    self.scenePath = scenePath
    self.log = log
  }

  /// A click (or Shift-click): the list closes and no probe is stepped to any more.
  mutating func clicked() {
    chooser = nil
    steppedProbe = nil
  }

  /// `n`: `point` (the last click or probe) becomes a probe expecting what a click there gets
  /// in `loaded`, a regression guard. `banner`: the error of a scene file that does not load,
  /// which stops recording. True when a probe was written.
  mutating func record(_ point: Point?, in loaded: Scene, banner: String?) -> Bool {
    guard let point = recordable(point, banner: banner) else { return false }
    let result = loaded.hitTest(point, recordTrace: false)
    let hit = result.hit.map { loaded.views[$0].id }
    let handler = result.handler?.name(in: loaded)
    return write(
      Probe(
        point: point, expect: hit.map(Probe.Expectation.named) ?? .nothing,
        handledBy: handler.map(Probe.Expectation.named) ?? .nothing,
        name: ProbeChooser.name(hit ?? "nothing", point)))
  }

  /// `Shift+N`: opens the list of what a click at `point` could have been meant to reach.
  mutating func openChooser(at point: Point?, in loaded: Scene, banner: String?) {
    guard let point = recordable(point, banner: banner) else { return }
    chooser = ProbeChooser(point: point, in: loaded)
  }

  /// What the open list does with `command`.
  enum ChooserAnswer: Equatable {
    /// No list is open, or the list leaves the key to the window (`q`, `s`, `?`, or any other
    /// key, which cancels the report first).
    case passed
    /// The list took the key (moved, cancelled).
    case taken
    /// The list filed its choice as a probe.
    case filed
  }

  /// The open list's answer to `command`: Up and Down move, Enter files the choice (a probe that
  /// fails at once: a bug report), Esc cancels; `q`, `s` and `?` leave it open and do what they
  /// do; any other key cancels the report, then does what it does.
  mutating func chooserTakes(_ command: KeyCommand, in loaded: Scene) -> ChooserAnswer {
    guard let open = chooser else { return .passed }
    switch command {
    case .up: chooser?.moveUp()
    case .down: chooser?.moveDown()
    case .pick:
      chooser = nil
      return write(open.probe(in: loaded)) ? .filed : .taken
    case .escape: cancelChooser()
    case .quit, .save, .toggleHelp: return .passed
    default:
      cancelChooser()
      return .passed
    }
    return .taken
  }

  private mutating func cancelChooser() {
    chooser = nil
    log.note("bug report cancelled")
  }

  /// `u`: takes the newest probe recorded in this window out of its file again.
  func undo() {
    do {
      guard let removed = try recorder.undo() else {
        log.note("no recorded probe to undo")
        return
      }
      log.emit(.probeRemoved(removed.probe, file: removed.file))
      log.note("removed probe \(removed.probe.name ?? "")")
    } catch {
      complain(error)
    }
  }

  /// `]` (`forward`) or `[`: the next or previous probe of `loaded`, failing ones first, which
  /// the window then replays as a probe click; nil when the scene declares none.
  mutating func step(forward: Bool, in loaded: Scene) -> Probe? {
    let order = ProbeSteps.order(in: loaded)
    guard let next = ProbeSteps.step(from: steppedProbe, forward: forward, in: order)
    else {
      log.note("the scene declares no probes")
      return nil
    }
    chooser = nil
    steppedProbe = next
    let probe = loaded.probes[next]
    let check = ProbeEvaluation(probe: probe, scene: loaded, recordTrace: false)
    log.note(
      "probe \(next + 1) of \(order.count): \(probe.name ?? "\(probe.point)")"
        + (check.holds ? " holds" : " fails"))
    return probe
  }

  /// The file loaded again as `fresh` (whose probes may have changed): the stepped probe stays
  /// while the file still declares it; `probeFile` is where probes now go.
  mutating func reloaded(_ fresh: Scene, probeFile: String?) {
    self.probeFile = probeFile
    if let stepped = steppedProbe, !fresh.probes.indices.contains(stepped) { steppedProbe = nil }
  }

  /// `point`, when a probe can be recorded there; else nil, with a note saying what is missing.
  private func recordable(_ point: Point?, banner: String?) -> Point? {
    guard probeFile != nil else {
      log.note(
        "this scene has no file (bundled, or read from standard input): open a file to record probes"
      )
      return nil
    }
    guard banner == nil else {
      log.note("fix the scene file first: probes are recorded into a scene that loads")
      return nil
    }
    guard let point else {
      log.note("click the canvas first: n records the last click as a probe")
      return nil
    }
    return point
  }

  /// Writes `probe` into the probe file and logs it (the save then reloads the scene with it);
  /// true when it was written.
  private func write(_ probe: Probe) -> Bool {
    guard let file = probeFile else { return false }
    do {
      _ = try recorder.record(probe, into: file, createsWhenAbsent: file != scenePath)
      log.emit(.probeRecorded(probe, file: file))
      log.note("recorded probe \(probe.name ?? "")")
      return true
    } catch {
      complain(error)
      return false
    }
  }

  /// A probe that could not be written or undone: the reason in the panel and on stderr.
  private func complain(_ error: SceneEditError) {
    log.note(error.message)
    StandardError.line("hitscope: \(error.message)")
  }
}
