import HitScopeEngine

/// What an imported recognizer's class makes of it, as `real-screens.md`'s mapping says.
enum RecognizerRole: Equatable {
  /// A scene recognizer of this kind.
  case gesture(GestureKind)
  /// A scroll view's own pan: `enabled = NO` turns its scrolling off.
  case scrollPan
  /// A scroll view's touch delay: `enabled = NO` turns `delaysContentTouches` off.
  case scrollDelay
  /// Needs more than one finger or the screen's edge: one finger away from the edge never
  /// starts it, so it fails at once and nothing waits for it. Left out with one note.
  case multiTouch
  /// SwiftUI's gestures inside a hosting view, which are not modelled. Left out with one note.
  case swiftUI
  /// UIKit's own (system, text input, a cell's swipe actions): left out silently.
  case system
  /// A class HitScope cannot place: left out with a warning.
  case unknown
}

/// The recognizer classes of UIKit that the mapping names.
enum RecognizerClass {
  static let kinds: [String: GestureKind] = [
    "UITapGestureRecognizer": .tap, "UILongPressGestureRecognizer": .longPress,
    "UIPanGestureRecognizer": .pan, "UISwipeGestureRecognizer": .swipe,
  ]
  static let multiTouch: Set<String> = [
    "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
    "_UIParallaxTransitionPanGestureRecognizer", "UIHoverGestureRecognizer",
  ]
  static let scrollPan = "UIScrollViewPanGestureRecognizer"
  static let scrollDelay = "UIScrollViewDelayedTouchesBeganGestureRecognizer"
  /// UIKit's own recognizers. `_UISwipeActionPanGestureRecognizer` is a cell's swipe actions:
  /// only a sideways swipe across a cell begins it.
  static let system: Set<String> = [
    "_UISystemGestureGateGestureRecognizer", "UIScrollViewKnobLongPressGestureRecognizer",
    "UIScrollViewPagingSwipeGestureRecognizer", "UIScrollViewPinchGestureRecognizer",
    "_UIDragAutoScrollGestureRecognizer", "_UISwipeActionPanGestureRecognizer",
    "UITextTapRecognizer", "UIVariableDelayLoupeGesture", "UITextMultiTapRecognizer",
    "UITapAndAHalfRecognizer", "_UITextSelectionForceGesture",
    "_UIKeyboardTextSelectionGestureRecognizer", "UITextLoupePanGestureRecognizer",
  ]
  /// Targets that are UIKit's own machinery: a recognizer whose targets are all of these is
  /// UIKit's. An app's `endEditing:` tap targeting a `UIView` stays the app's.
  static let systemTargets: Set<String> = [
    "UITextInteractionAssistant", "UISwipeHandler", "_UINavigationInteractiveTransition",
  ]
  /// Names UIKit gives its own recognizers.
  static let systemNamePrefixes = ["com.apple.UIKit.", "multi-select."]

  /// The role of `r`, whose class is shown demangled as `display`.
  static func role(of r: DumpedRecognizer, display: String) -> RecognizerRole {
    if let name = r.name, systemNamePrefixes.contains(where: name.hasPrefix) { return .system }
    if display.hasPrefix("SwiftUI.") || display.hasSuffix("UIKitResponderGestureRecognizer") {
      return .swiftUI
    }
    if isSystem(display) { return .system }
    if !r.targets.isEmpty,
      r.targets.allSatisfy({ isSystemTarget(SwiftName.demangled($0.className)) })
    {
      return .system
    }
    if multiTouch.contains(display) { return .multiTouch }
    if display == scrollPan { return .scrollPan }
    if display == scrollDelay { return .scrollDelay }
    let base = kinds[display] != nil ? display : (r.baseClass ?? display)
    if multiTouch.contains(base) { return .multiTouch }
    guard let kind = kinds[base] else { return .unknown }
    if (r.numberOfTouchesRequired ?? 1) > 1 { return .multiTouch }
    return .gesture(kind)
  }

  /// A system class, or a text input recognizer of UIKit's (`UIText...`, `_UIText...`).
  private static func isSystem(_ name: String) -> Bool {
    if system.contains(name) { return true }
    let bare = name.drop { $0 == "_" }
    return bare.hasPrefix("UIText") && (bare.hasSuffix("Recognizer") || bare.hasSuffix("Gesture"))
  }

  /// `UI...Interaction` of UIKit's, or one of `systemTargets`.
  private static func isSystemTarget(_ name: String) -> Bool {
    if systemTargets.contains(name) { return true }
    let bare = name.drop { $0 == "_" }
    return bare.hasPrefix("UI") && bare.hasSuffix("Interaction")
  }
}
