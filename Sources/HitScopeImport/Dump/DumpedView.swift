import HitScopeEngine

/// One view entry of a dump as printed, before it is mapped to the scene. Geometry is in points
/// as the dump prints it: for UIKit the frame is the axis-aligned box of the transformed view in
/// its superview's bounds space; for AppKit it is the frame in the superview's bounds space with
/// the superview's orientation.
struct DumpedView {
  var location: DumpLocation
  /// From the first entry of its block: 0 is a top-level entry.
  var depth: Int
  var format: DumpFormat
  /// As printed (a Swift mangled name is demangled later).
  var className: String
  /// `0x...` in lower case, as printed; nil when the dump has none.
  var address: String?
  /// Nil when the entry has none (a class with its own `description`, a cut-short entry).
  var frame: Rect?
  var baseClass: String?
  var hidden = false
  /// As printed; nil when absent (1).
  var alpha: Double?
  var interactionDisabled = false
  var clipsToBounds = false
  var contentOffset: Point?
  var text: String?
  var placeholder: String?
  var fill: DumpedFill?
  /// `[a, b, c, d, tx, ty]`.
  var transform: [Double]?
  /// Row-major, 16 values.
  var transform3D: [Double]?
  var hasGestureRecognizers = false
  var hasAnimations = false
  // AppKit
  var flipped = false
  var scaledOrRotated = false
  var boundsOrigin: Point?
  var boundsSize: Size?
  /// The indentation holds a tab (read on 8-column stops).
  var tabIndented = false
}

/// A background colour as a dump prints it.
enum DumpedFill: Equatable {
  case color(Color)
  /// An Apple system colour the scene format names (`systemBackground`).
  case named(String)
}

/// One controller line of `_printHierarchy`.
struct DumpedController {
  var location: DumpLocation
  var className: String
  var address: String?
  /// The address of its view; nil when not loaded.
  var viewAddress: String?
}
