/// One problem the audit found: which rule, on which view, with the views involved and a
/// sentence naming the cause.
public struct AuditFinding: Hashable, Sendable {
  public var rule: AuditRule
  /// The view the finding is about.
  public var view: ViewIndex
  /// Other views involved (the ancestor that cuts it off, the views that take its clicks, ...).
  public var related: [ViewIndex]
  /// One sentence, ending with a full stop.
  public var message: String

  public init(rule: AuditRule, view: ViewIndex, related: [ViewIndex], message: String) {
    self.rule = rule
    self.view = view
    self.related = related
    self.message = message
  }

  public var severity: AuditRule.Severity { rule.severity }
}
