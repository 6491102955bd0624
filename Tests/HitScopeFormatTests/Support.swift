import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// The diagnostics of loading `source` as file `file`, one `file:line:col: message` per problem;
/// empty when the scene loads.
func problems(_ source: String, file: String = "t.json") -> [String] {
  problems(bytes: Array(source.utf8), file: file)
}

func problems(bytes: [UInt8], file: String = "t.json") -> [String] {
  do {
    _ = try SceneLoader.load(bytes: bytes, fileName: file)
    return []
  } catch {
    return error.diagnostics.map(\.description)
  }
}

/// Loads `source`, recording an issue with the diagnostics when it does not load.
func scene(_ source: String, file: String = "t.json") throws -> Scene {
  do {
    return try SceneLoader.load(bytes: Array(source.utf8), fileName: file)
  } catch {
    Issue.record("expected the scene to load, got:\n\(error)")
    throw error
  }
}

/// A scene around one child view `v` whose extra members (JSON, without braces) stand alone on
/// line 3, so that their diagnostics are at line 3 and columns count from the members' start.
/// `top` adds top-level members at the end of line 1 (start them with a comma).
func oneChild(_ members: String, semantics: String = "uikit", top: String = "") -> String {
  """
  {"canvas": {"width": 100, "height": 100}, "semantics": "\(semantics)"\(top),
   "root": {"id": "root", "children": [{"id": "v", "frame": [10, 10, 20, 20],
  \(members)
  }]}}
  """
}

/// The child `v` of a one-child scene.
func child(_ members: String, semantics: String = "uikit", top: String = "") throws -> ViewNode {
  let s = try scene(oneChild(members, semantics: semantics, top: top))
  return s.views[s.indexByID["v"]!]
}
