/// A view that handles touches and lies under a click's point but did not get the click, with
/// the reason: the answer to "my button is right there; why doesn't it get the tap?".
///
/// Computed by `Scene.missedViews(in:)` from a recorded hit-test, so every reason is one the
/// trace shows.
public struct MissedView: Hashable, Sendable {
  /// Why the click did not reach the view.
  public enum Reason: Hashable, Sendable {
    /// The hit-test stopped at `blockedBy` (an ancestor) with this verdict, or, when
    /// `blockedBy` is nil, the view itself answered with it (`hidden`, `interactionDisabled`,
    /// `transparent`, `hitTestingDisabled`, `passthrough`, `redirected`).
    case verdict(Verdict)
    /// A view in front of it (`blockedBy`, the view hit) took the click first.
    case covered

    /// The verdict's name, or `covered`: what `hit --json` prints as `reason`.
    public var name: String {
      switch self {
      case .verdict(let verdict): verdict.rawValue
      case .covered: "covered"
      }
    }
  }

  /// The view that did not get the click.
  public var view: ViewIndex
  /// The ancestor at which hit-testing stopped, or the view hit that covers `view`; nil when
  /// `view`'s own settings turned the click away.
  public var blockedBy: ViewIndex?
  public var reason: Reason
  /// One sentence naming the view, the point (window points, at most 2 decimals) and the cause,
  /// ending with a full stop: `addButton contains (60, 200), but its parent buttonStack (40 pt
  /// tall) does not, so UIKit never asks it.`
  public var message: String

  public init(view: ViewIndex, blockedBy: ViewIndex?, reason: Reason, message: String) {
    self.view = view
    self.blockedBy = blockedBy
    self.reason = reason
    self.message = message
  }
}
