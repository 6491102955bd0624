import HitScopeEngine

/// A scene imported from a dump, with what the written scene says beside each view.
public struct ImportedScene {
  /// What the written scene's comment says beside a view.
  public struct ViewNote: Sendable {
    /// The dump's address of the view, as printed; nil for the synthetic root and dumps
    /// without addresses.
    public var address: String?
    /// Where the view's entry starts; nil for the synthetic root.
    public var location: DumpLocation?
    /// Not a class of Apple's frameworks: it may override hit-testing.
    public var isCustom: Bool
  }

  public var title: String
  public var canvas: Size
  /// uikit for UIKit dumps, appkit for AppKit ones.
  public var semantics: Semantics
  /// In pre-order, the root first, as `Scene` takes them.
  public var views: [ViewNode]
  /// One per view, in the same order.
  public var notes: [ViewNote]
  public var probes: [Probe] = []
  public var warnings: [ImportWarning]
  /// The formats found, in the order first seen.
  public var formats: [DumpFormat]
  /// The files of the paste, as named.
  public var sourceNames: [String]

  /// The engine's scene; each view's position is its dump line (column 1), the synthetic root's
  /// that of the first window, so findings name the line to look at.
  public var scene: Scene {
    let first = notes.lazy.compactMap(\.location).first
    let positions = notes.map { note in
      SourcePosition(line: (note.location ?? first)?.line ?? 1, column: 1)
    }
    return Scene(
      title: title, canvas: canvas, views: views, probes: probes, viewPositions: positions,
      platform: platform)
  }

  /// AppKit dumps run on macOS; UIKit ones on iOS, or tvOS when the dump shows the focus
  /// engine's classes (`_UIFloatingContentView`, `UIFocus...`), which only tvOS draws.
  public var platform: Platform {
    guard semantics == .uikit else { return .macos }
    let tv = views.contains { $0.type == "_UIFloatingContentView" || $0.type.hasPrefix("UIFocus") }
    return tv ? .tvos : .ios
  }
}
