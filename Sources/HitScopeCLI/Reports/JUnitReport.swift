import HitScopeEngine
import HitScopeRender

/// JUnit XML for `check --junit`, the dialect CI systems (Jenkins, GitLab, GitHub actions) read.
///
/// One `testsuite` per scene file and one `testcase` per probe. An invalid scene becomes a suite
/// with one errored test case holding its diagnostics, so that CI shows it even though the
/// `N passed, M failed` line counts no probes for it.
struct JUnitReport {
  enum SceneEntry {
    case checked(path: String, outcomes: [ProbeOutcome])
    case invalid(path: String, diagnostics: [String])
  }

  var entries: [SceneEntry] = []

  var xml: String {
    var tests = 0
    var failures = 0
    var errors = 0
    var body = ""
    for entry in entries {
      switch entry {
      case .checked(let path, let outcomes):
        let failed = outcomes.filter { !$0.passed }.count
        tests += outcomes.count
        failures += failed
        body +=
          "  <testsuite name=\(attr(path)) tests=\"\(outcomes.count)\" failures=\"\(failed)\" "
          + "errors=\"0\">\n"
        for outcome in outcomes {
          let open =
            "    <testcase classname=\(attr(className(path))) name=\(attr(outcome.testName))"
          if outcome.passed {
            body += open + "/>\n"
          } else {
            body += open + ">\n"
            body +=
              "      <failure message=\(attr(outcome.mismatches.joined(separator: "; ")))>"
              + XMLText.escaped("trace: \(outcome.trace)") + "</failure>\n"
            body += "    </testcase>\n"
          }
        }
        body += "  </testsuite>\n"
      case .invalid(let path, let diagnostics):
        tests += 1
        errors += 1
        body += "  <testsuite name=\(attr(path)) tests=\"1\" failures=\"0\" errors=\"1\">\n"
        body += "    <testcase classname=\(attr(className(path))) name=\"load\">\n"
        body +=
          "      <error message=\"invalid scene\">"
          + XMLText.escaped(diagnostics.joined(separator: "\n")) + "</error>\n"
        body += "    </testcase>\n  </testsuite>\n"
      }
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"hitscope check\" tests=\"\(tests)\" failures=\"\(failures)\" "
      + "errors=\"\(errors)\">\n" + body + "</testsuites>\n"
  }

  /// The scene's path without its extension, as CI groups tests by class name.
  private func className(_ path: String) -> String {
    path.hasSuffix(".json") ? String(path.dropLast(5)) : path
  }

  private func attr(_ value: String) -> String { "\"" + XMLText.escaped(value) + "\"" }

}
