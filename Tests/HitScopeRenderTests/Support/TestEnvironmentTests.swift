import Testing

/// Lists the render tests read from disk and run over: an empty one would pass them vacuously.
struct TestEnvironmentTests {
  @Test func theBundledScenesAreFound() throws {
    let names = TestEnvironment.bundledSceneNames
    #expect(names.contains("ring-over-button"), "scenes/ under \(TestEnvironment.repositoryRoot)")
    #expect(names.count > 1)
    for name in names { _ = try TestEnvironment.bundledScene(name) }
  }
}
