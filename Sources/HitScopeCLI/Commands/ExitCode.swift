/// The process exit status, ordered by precedence: when several scenes fail differently the
/// command exits with the largest (environment over invalid input over a failed probe).
public enum ExitCode: Int32, Comparable, Sendable {
  case success = 0
  /// A probe, or an error-level audit finding, failed.
  case failure = 1
  /// Bad usage, or an invalid scene.
  case usage = 2
  /// The environment failed: no X display, an X error, a file that could not be written.
  case environment = 3

  public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
