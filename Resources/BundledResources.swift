import Foundation

/// The files SwiftPM copies into this target's resource bundle, as bytes.
public enum BundledResources {
  /// `default-scene.json`: the scene `hitscope` opens without arguments (the ring over the button).
  public static var defaultSceneBytes: [UInt8] { bytes(of: "default-scene", "json") }

  /// `scene.schema.json`: the JSON Schema of the scene format, for editors.
  public static var sceneSchemaBytes: [UInt8] { bytes(of: "scene.schema", "json") }

  private static func bytes(of name: String, _ ext: String) -> [UInt8] {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext) else {
      fatalError(
        "The resource \(name).\(ext) is missing from the HitScopeResources bundle at"
          + " \(Bundle.module.bundlePath); rebuild with `swift build` so that SwiftPM copies"
          + " Resources/\(name).\(ext) into it.")
    }
    guard let data = try? Data(contentsOf: url) else {
      fatalError(
        "The bundled resource \(url.path) could not be read; check the installation's"
          + " permissions or rebuild with `swift build`.")
    }
    return [UInt8](data)
  }
}
