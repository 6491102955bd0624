// swift-tools-version:6.0
// HitScope: see and check how a UI routes a click.
//
// Dependencies flow one way:
//   C modules -> HitScopeEngine (pure Swift) -> HitScopeFormat (scene files)
//   -> HitScopeImport (LLDB dumps) -> HitScopeRender (Cairo, Pango) -> HitScopeWindow (Xlib)
//   -> HitScopeCLI -> hitscope
// HitScopeBench (the `hitscope bench` figures) sits beside the window, under the CLI, and so
// does HitScopeReport (the HTML page of `hitscope report`).
import PackageDescription

let package = Package(
  name: "HitScope",
  products: [
    .executable(name: "hitscope", targets: ["hitscope"]),
    .library(name: "HitScopeEngine", targets: ["HitScopeEngine"]),
  ],
  targets: [
    // MARK: System libraries
    .systemLibrary(
      name: "CCairo", path: "Sources/CModules/CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPango", path: "Sources/CModules/CPango", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(
      name: "CX11", path: "Sources/CModules/CX11", pkgConfig: "x11",
      providers: [.apt(["libx11-dev"])]),
    .systemLibrary(
      name: "CZlib", path: "Sources/CModules/CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CXTest", path: "Sources/CModules/CXTest", pkgConfig: "xtst",
      providers: [.apt(["libxtst-dev"])]),
    // MIT-SHM: frames reach a local X server through shared memory.
    .systemLibrary(
      name: "CXext", path: "Sources/CModules/CXext", pkgConfig: "xext",
      providers: [.apt(["libxext-dev"])]),

    // MARK: HitScope
    .target(name: "HitScopeEngine"),
    .target(
      name: "HitScopeFormat",
      dependencies: ["HitScopeEngine", "HitScopeResources"]),
    .target(
      name: "HitScopeImport",
      dependencies: ["HitScopeEngine", "HitScopeFormat"]),
    .target(
      name: "HitScopeResources", path: "Resources",
      exclude: ["README.md"],
      resources: [.copy("default-scene.json"), .copy("scene.schema.json")]),
    .target(
      name: "HitScopeRender",
      dependencies: ["HitScopeEngine", "HitScopeFormat", "CCairo", "CPango", "CZlib"]),
    .target(
      name: "HitScopeWindow",
      dependencies: [
        "HitScopeEngine", "HitScopeFormat", "HitScopeImport", "HitScopeRender", "CX11", "CXext",
      ]),
    .target(
      name: "HitScopeBench",
      dependencies: [
        "HitScopeEngine", "HitScopeFormat", "HitScopeImport", "HitScopeRender", "HitScopeSynthetic",
        "HitScopeReport",
      ]),
    // Seeded synthetic scenes and the crowded grid: inputs of the benchmark and of tests.
    .target(name: "HitScopeSynthetic", dependencies: ["HitScopeEngine"]),
    .target(
      name: "HitScopeReport",
      dependencies: ["HitScopeEngine", "HitScopeFormat", "HitScopeRender"]),
    .target(
      name: "HitScopeCLI",
      dependencies: [
        "HitScopeEngine", "HitScopeFormat", "HitScopeImport", "HitScopeRender", "HitScopeWindow",
        "HitScopeBench", "HitScopeReport",
      ]),
    .executableTarget(name: "hitscope", dependencies: ["HitScopeCLI"]),

    // MARK: Tests
    // What several test targets share: the built executable's location, the scene builder.
    .target(
      name: "HitScopeTestSupport", dependencies: ["HitScopeEngine"],
      path: "Tests/HitScopeTestSupport"),
    .testTarget(
      name: "HitScopeEngineTests",
      dependencies: ["HitScopeEngine", "HitScopeSynthetic", "HitScopeTestSupport"]),
    .testTarget(
      name: "HitScopeFormatTests", dependencies: ["HitScopeFormat", "HitScopeEngine"],
      exclude: ["Corpus"]),
    .testTarget(
      name: "HitScopeImportTests",
      dependencies: [
        "HitScopeImport", "HitScopeFormat", "HitScopeEngine", "HitScopeSynthetic",
        "HitScopeTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HitScopeRenderTests",
      dependencies: [
        "HitScopeRender", "HitScopeFormat", "HitScopeEngine", "HitScopeImport",
        "HitScopeSynthetic", "HitScopeTestSupport",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "HitScopeWindowTests",
      dependencies: [
        "HitScopeWindow", "HitScopeFormat", "HitScopeEngine", "HitScopeSynthetic", "CX11",
        "CXTest", "HitScopeTestSupport",
      ]),
    .testTarget(
      name: "HitScopeReportTests",
      dependencies: ["HitScopeReport", "HitScopeRender", "HitScopeEngine", "HitScopeTestSupport"]),
    .testTarget(
      name: "HitScopeCLITests",
      dependencies: [
        "HitScopeCLI", "HitScopeFormat", "HitScopeEngine", "HitScopeRender", "HitScopeTestSupport",
      ],
      exclude: ["Goldens"]),
  ]
)
