/// A group of panel lines under one heading: the lines above its list, the list's entries (a
/// wrapped sentence is one entry of several lines), a line counting the entries left out, and
/// the lines below the list. The fitting drops or shortens whole sections and cuts lists between
/// entries.
struct PanelSection: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case header, steppedProbe, click, chain, trace, gestures, probes, audit, counters, events,
      legend, mapViews
  }

  var kind: Kind
  var head: [PanelLine] = []
  var entries: [[PanelLine]] = []
  /// Entries of the list left out, for want of room or past `PanelContent.maximumListLines`.
  var hidden = 0
  var foot: [PanelLine] = []
  /// Shorter heads, each shorter than the one before, shown instead of `head` when the panel is
  /// short of room (the legend's and the events'); an empty one leaves the section out.
  var shorter: [[PanelLine]] = []

  /// Every line, top to bottom.
  var lines: [PanelLine] {
    let count = hidden > 0 ? [PanelLine(kind: .note, text: "… and \(hidden) more")] : []
    return head + entries.joined() + count + foot
  }

  /// The lines' height, in points: `lines`' without making them.
  var height: Double {
    func sum(_ lines: [PanelLine]) -> Double { lines.reduce(0) { $0 + $1.kind.height } }
    return sum(head) + entries.reduce(0) { $0 + sum($1) }
      + (hidden > 0 ? PanelLine.Kind.note.height : 0)
      + sum(foot)
  }
}
