/// Where the probes of a dump opened directly are kept: a dump is the debugger's text and is
/// not edited, so the probes recorded on it go to a small JSON file beside it,
/// `DUMP.probes.json` (the dump's whole file name with `.probes.json` added), holding
/// `{"probes": [...]}` in the scene format's probe syntax. Every command reads it with the dump.
public enum ProbeSidecar {
  /// The sidecar of the dump at `dumpPath`, in the same folder.
  public static func path(forDump dumpPath: String) -> String {
    dumpPath + ".probes.json"
  }

  /// What a new sidecar starts as before its first probe is added.
  public static let emptyText = "{\n  \"probes\": [\n  ]\n}\n"
}
