/// Lints a scene's hit regions against its hit map: targets nobody can reach, overlays that
/// swallow taps, badges outside their parent, targets too small for the platform, SwiftUI gaps,
/// recognizers that take taps or never see one.
///
/// Everything is measured on the hit map at `Options.scale` (pixel centres, window points) and
/// on where views visibly paint (`VisibleCoverage`). Only touch targets (`ViewNode.isTouchTarget`)
/// are judged or named as losing taps.
public enum Audit {
  public struct Options: Hashable, Sendable {
    /// Replaces the platform's comfortable target side, in points (`--min-target`); nil keeps
    /// the platform's (`Platform.targetSize`). The platform's minimum still makes an error.
    public var minTarget: Double?
    /// Pixels per point of the map the audit measures on.
    public var scale: Double
    /// Computes the plain way: the map pixel by pixel and every view asked at every pixel. The
    /// findings are the same; it exists to check the fast way against.
    public var plain: Bool

    public init(minTarget: Double? = nil, scale: Double = 1, plain: Bool = false) {
      self.minTarget = minTarget
      self.scale = scale
      self.plain = plain
    }
  }

  /// Every finding, by rule (in `AuditRule` order) then by view (pre-order).
  ///
  /// Each bug is named once, where it is caused: a view nobody reaches gets no other reach
  /// finding; a target whose taps all go to an invisible hit area is reported with that area
  /// (`invisible-hit-area`), not again as unreachable or occluded; two targets drawn over each
  /// other are not reported again when `occluded` already names the one in front;
  /// `small-target` is left out for a target big enough by itself whose reachable part is cut
  /// down by another finding's cause or by a clipping scroll view or the window's edge
  /// (scrolling shows the rest); and findings of one rule with one cause (an overlay, an
  /// ancestor, a recognizer) are one finding on the cause listing the targets it affects.
  public static func run(_ scene: Scene, options: Options = Options()) -> [AuditFinding] {
    findings(of: scene, options: options, progress: nil)
  }

  /// As `run(_:options:)`, telling `progress` how far it has come (the views measured, then the
  /// rules checked); throws `WorkCancelled` once `progress` is cancelled, at the next view or
  /// rule, so a window that no longer wants the findings gets its thread back soon.
  public static func run(
    _ scene: Scene, options: Options = Options(), progress: WorkProgress
  ) throws(WorkCancelled) -> [AuditFinding] {
    let findings = findings(of: scene, options: options, progress: progress)
    if progress.isCancelled { throw WorkCancelled() }
    return findings
  }

  /// The rules `run` checks one after the other, each a step of the progress.
  private static let ruleSteps = 10

  /// The findings; once `progress` is cancelled, the rules not yet checked find nothing.
  private static func findings(
    of scene: Scene, options: Options, progress: WorkProgress?
  ) -> [AuditFinding] {
    let context = AuditContext(scene: scene, options: options, progress: progress)
    var step = 0
    func checked(_ rule: () -> [AuditFinding]) -> [AuditFinding] {
      step += 1
      guard progress?.report(step, of: ruleSteps, "rules") ?? true else { return [] }
      return rule()
    }
    let invisible = checked { context.invisibleHitArea() }
    let overlays = Set(invisible.map(\.view))
    let explainedByOverlay = { (finding: AuditFinding) in
      !finding.related.isEmpty && finding.related.allSatisfy(overlays.contains)
    }
    let allUnreachable = checked { context.unreachable() }
    let unreachable = allUnreachable.filter { !explainedByOverlay($0) }
    let occluded = checked { context.occluded() }.filter { !explainedByOverlay($0) }
    let unreached = Set(allUnreachable.map(\.view))
    let outside = checked { context.outsideParent() }.filter { !unreached.contains($0.view) }
    let reachFindings = Set((occluded + outside).map(\.view))
    let small = checked { context.smallTarget(cutByOtherFindings: reachFindings) }
    let covering = Dictionary(
      grouping: (unreachable + occluded).flatMap { f in f.related.map { (f.view, $0) } },
      by: \.0
    ).mapValues { Set($0.map(\.1)) }
    let overlapping = checked { context.overlappingHandlers() }.filter { finding in
      !finding.related.allSatisfy { covering[finding.view]?.contains($0) ?? false }
    }
    // A target nobody reaches is named once, by `unreachable`, whatever recognizers it carries.
    let recognizers = checked { context.recognizerUnreachable() }.filter {
      !unreached.contains($0.view)
    }
    let findings =
      unreachable + occluded + outside + invisible + small + overlapping
      + checked { context.deadGap() } + checked { context.gestureConflicts() } + recognizers
    return checked { context.oneFindingPerCause(findings) }.map {
      noteOverrides(on: $0, in: scene)
    }
  }

  /// `finding` with the override notes of the views it rests on (`AuditFinding.overrideNotes`),
  /// each class named once, the finding's view and its ancestors first.
  static func noteOverrides(on finding: AuditFinding, in scene: Scene) -> AuditFinding {
    var views: [ViewIndex] = []
    var next: ViewIndex? = finding.view
    while let v = next {
      views.append(v)
      next = scene.views[v].parent
    }
    var noted = finding
    var seen: Set<String> = []
    noted.overrideNotes = (views + finding.related).compactMap { v in
      guard let note = scene.views[v].overrideNote, seen.insert(note).inserted else { return nil }
      return note
    }
    return noted
  }
}
