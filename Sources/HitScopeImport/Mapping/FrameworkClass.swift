/// What a class name says about where the class comes from.
enum FrameworkClass {
  /// The class prefixes of Apple's UI frameworks (UIKit, AppKit, Core Animation, MapKit,
  /// WebKit, AVKit, PencilKit, SpriteKit, SceneKit, GameKit, Photos, Quick Look, MetalKit, ...).
  static let prefixes = [
    "UI", "NS", "CA", "MK", "WK", "AV", "PK", "SK", "SCN", "GK", "PH", "QL", "MTK", "CN", "EK",
    "HK", "CL", "AS", "SF", "PDF", "AR", "CP", "LP", "VN", "CX", "IN", "TK",
  ]
  static let modules = ["SwiftUI.", "UIKit.", "AppKit.", "Swift.", "_UIKit", "MapKit.", "WebKit."]

  /// Whether `displayName` (demangled) is a class of Apple's frameworks: an Apple module, or
  /// an Apple prefix followed by a capital letter, after any leading underscores.
  static func isApple(_ displayName: String) -> Bool {
    if modules.contains(where: displayName.hasPrefix) { return true }
    guard !displayName.utf8.contains(UInt8(ascii: ".")) else { return false }
    let name = displayName.drop { $0 == "_" }
    for prefix in prefixes where name.hasPrefix(prefix) {
      let next = name.dropFirst(prefix.count).first
      if let next, next.isUppercase { return true }
    }
    return false
  }

  /// Whether the class hosts SwiftUI content (`_UIHostingView<...>`, `NSHostingView<...>`).
  static func isHostingView(_ displayName: String) -> Bool {
    displayName.contains("HostingView")
  }
}
