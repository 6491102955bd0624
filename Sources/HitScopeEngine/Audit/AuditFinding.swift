/// One problem the audit found: which rule, on which view, with the views involved and a
/// sentence naming the cause.
public struct AuditFinding: Hashable, Sendable {
  public var rule: AuditRule
  /// The view the finding is about.
  public var view: ViewIndex
  /// Other views involved (the ancestor that cuts it off, the views that take its taps, the targets a cause affects, ...).
  public var related: [ViewIndex]
  /// One sentence, ending with a full stop.
  public var message: String
  /// The rule's severity, except where the finding says otherwise (an invisible hit area that
  /// takes a touch target's taps, a target under the platform's minimum size, a recognizer with
  /// actions that never sees a touch: errors).
  public var severity: AuditRule.Severity
  /// One sentence per view the finding rests on whose class overrides a hit-testing method
  /// (`ViewNode.overrideNote`): the finding's view, its ancestors (their verdicts decide whether
  /// a touch reaches it) and the related views. The audit applied the framework's default rule
  /// to them, which the app's override may change. Empty for scenes without `overrides`.
  public var overrideNotes: [String] = []

  public init(
    rule: AuditRule, view: ViewIndex, related: [ViewIndex], message: String,
    severity: AuditRule.Severity? = nil
  ) {
    self.rule = rule
    self.view = view
    self.related = related
    self.message = message
    self.severity = severity ?? rule.severity
  }
}
