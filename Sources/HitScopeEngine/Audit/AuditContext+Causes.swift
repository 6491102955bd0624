/// One finding per cause: findings of one rule that one view causes (the card with interaction
/// off, the overlay in front, the ancestor cut short) become one finding on that view, listing
/// the targets it affects, worst first.
extension AuditContext {
  /// `findings` with those of `unreachable`, `occluded` and `outside-parent` that share a cause
  /// merged, each merged finding where the cause's first finding stood.
  func oneFindingPerCause(_ findings: [AuditFinding]) -> [AuditFinding] {
    struct Key: Hashable {
      var rule: AuditRule
      var cause: ViewIndex
    }
    func key(_ f: AuditFinding) -> Key? {
      switch f.rule {
      case .unreachable, .occluded:
        return f.related.first.map { Key(rule: f.rule, cause: $0) }
      case .outsideParent:
        return f.related.count == 1 ? Key(rule: f.rule, cause: f.related[0]) : nil
      default:
        return nil
      }
    }
    var groups: [Key: [AuditFinding]] = [:]
    for f in findings { if let k = key(f) { groups[k, default: []].append(f) } }
    var emitted = Set<Key>()
    var result: [AuditFinding] = []
    for f in findings {
      guard let k = key(f), let group = groups[k], group.count > 1 else {
        result.append(f)
        continue
      }
      guard emitted.insert(k).inserted else { continue }
      result.append(merged(group, cause: k.cause))
    }
    return result
  }

  private func merged(_ group: [AuditFinding], cause: ViewIndex) -> AuditFinding {
    let victims = rankedByLoss(group.map(\.view))
    let severity = group.map(\.severity).max()!
    let c = id(cause)
    let message: String
    switch group[0].rule {
    case .unreachable:
      message = "No \(tap) reaches \(list(victims)): \(sharedReason(group[0].message, cause: c))."
    case .occluded:
      message =
        "\(c), drawn on top of \(list(victims)), takes most of their \(tap)s: more than half of"
        + " each one's visible area sends its \(tap)s to \(c)."
    default:
      message =
        "\(list(victims)) \(victims.count == 1 ? "is" : "are") drawn partly outside the hit region"
        + " of \(c), where no \(tap) reaches \(victims.count == 1 ? "it" : "them")."
    }
    return AuditFinding(
      rule: group[0].rule, view: cause, related: victims, message: message, severity: severity)
  }

  /// Targets ordered by how much of what they show loses taps, most first (pre-order on ties).
  private func rankedByLoss(_ views: [ViewIndex]) -> [ViewIndex] {
    let losses = Dictionary(
      uniqueKeysWithValues: views.map { v in
        (v, visiblePixelsOrSubtree(v).filter { !reaches(v, $0) }.count)
      })
    return views.sorted { losses[$0]! != losses[$1]! ? losses[$0]! > losses[$1]! : $0 < $1 }
  }

  /// The cause clause of one victim's `unreachable` sentence, said of all of them: "its parent
  /// card has user interaction disabled" becomes "card has user interaction disabled".
  private func sharedReason(_ message: String, cause: String) -> String {
    guard let colon = message.firstIndex(of: ":") else { return message }
    var reason = String(message[message.index(colon, offsetBy: 2)...].dropLast())
    for prefix in ["its parent ", "its ancestor "] where reason.hasPrefix(prefix) {
      reason.removeFirst(prefix.count)
    }
    if reason.hasPrefix("it is covered by") {
      reason = "they are covered by" + reason.dropFirst("it is covered by".count)
    } else if reason.hasPrefix("it lies outside") {
      reason = "they lie outside" + reason.dropFirst("it lies outside".count)
    }
    return reason
  }
}
