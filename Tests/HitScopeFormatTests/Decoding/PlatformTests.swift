import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// The top-level `platform`: decoded, validated, and implied by the root's semantics.
@Suite struct PlatformTests {
  func load(_ top: String) throws -> Scene {
    let text = "{\(top) \"canvas\": {\"width\": 100, \"height\": 100}, \"root\": {\"id\": \"w\"}}"
    return try SceneLoader.load(bytes: Array(text.utf8), fileName: "p.json")
  }

  @Test(arguments: Platform.allCases)
  func eachPlatformDecodes(_ platform: Platform) throws {
    #expect(try load("\"platform\": \"\(platform.rawValue)\",").platform == platform)
  }

  @Test func theRootsSemanticsImpliesIt() throws {
    #expect(try load("").platform == .ios)
    #expect(try load("\"semantics\": \"swiftui\",").platform == .ios)
    #expect(try load("\"semantics\": \"appkit\",").platform == .macos)
    #expect(try load("\"semantics\": \"appkit\", \"platform\": \"ipados\",").platform == .ipados)
  }

  @Test func anUnknownPlatformIsAPositionedError() {
    #expect {
      try load("\"platform\": \"macOS\",")
    } throws: { error in
      let text = (error as? SceneLoadError)?.diagnostics.map(\.description).joined() ?? ""
      return text.contains("p.json:1:14:") && text.contains("unknown platform \"macOS\"")
        && text.contains("did you mean \"macos\"?")
    }
  }
}
