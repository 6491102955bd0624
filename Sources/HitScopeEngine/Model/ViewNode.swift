/// The position of a view in `Scene.views`; the root is 0 and parents precede their children.
public typealias ViewIndex = Int

/// One view of a scene with every default already applied; geometry is in points.
public struct ViewNode: Sendable, Equatable {
  public var id: String
  /// The class name shown in traces (`UIButton`, `NSView`, SwiftUI's `Button`, ...).
  public var type: String
  /// Position and size in the parent's bounds space (for the root: window points).
  public var frame: Rect
  /// The origin of the view's own bounds (a scroll offset), in its bounds space.
  public var boundsOrigin: Point
  /// Applied about the frame's centre in the parent's orientation; nil is the identity.
  public var transform: AffineTransform?
  public var isHidden: Bool
  /// The view's own alpha, `0...1`; ancestors' alphas never take part in hit-testing.
  public var alpha: Double
  public var userInteractionEnabled: Bool
  public var allowsHitTesting: Bool
  /// Clips the drawing of the subtree; never changes hit-testing.
  public var clipsToBounds: Bool
  /// The drawn shape; nil draws (and, for `contentShape: "shape"`, hits) the bounds rectangle.
  public var shape: Shape?
  public var fill: Color?
  public var stroke: Color?
  /// Stroke width in points, `>= 0`.
  public var lineWidth: Double
  public var label: LabelTemplate?
  public var textColor: Color
  /// Label size in points.
  public var fontSize: Double
  /// The hit region instead of the bounds (`"shape"` in a file is already resolved here).
  public var contentShape: Shape?
  /// Growth of the bounds used as hit region, per side on screen.
  public var hitOutset: EdgeInsets?
  public var hitTestOverride: HitTestOverride
  public var controller: Controller?
  public var onTap: [Action]
  /// Whether touches stop here on the responder chain.
  public var handlesTouches: Bool
  public var semantics: Semantics
  /// AppKit only: the bounds space is y-down.
  public var isFlipped: Bool
  public var parent: ViewIndex?
  /// Back to front: the last child is frontmost and is hit-tested first.
  public var children: [ViewIndex]

  public init(
    id: String, type: String? = nil, frame: Rect, semantics: Semantics = .uikit,
    parent: ViewIndex? = nil
  ) {
    let type = type ?? semantics.defaultViewType
    self.id = id
    self.type = type
    self.frame = frame
    self.boundsOrigin = .zero
    self.transform = nil
    self.isHidden = false
    self.alpha = 1
    self.userInteractionEnabled = !ViewClass.nonInteractiveByDefault.contains(type)
    self.allowsHitTesting = true
    self.clipsToBounds = false
    self.shape = nil
    self.fill = nil
    self.stroke = nil
    self.lineWidth = 1
    self.label = nil
    self.textColor = .black
    self.fontSize = 14
    self.contentShape = nil
    self.hitOutset = nil
    self.hitTestOverride = .standard
    self.controller = nil
    self.onTap = []
    self.handlesTouches = ViewClass.isControl(type)
    self.semantics = semantics
    self.isFlipped = false
    self.parent = parent
    self.children = []
  }

  /// Whether the class is one of the control types (touch-up slop, handles touches by default).
  public var isControl: Bool { ViewClass.isControl(type) }

  /// Whether the view's bounds space has y growing up on screen.
  public var isYUp: Bool { semantics.isYUp(flipped: isFlipped) }

  /// The view's own bounds, in its bounds space.
  public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
}

/// Class-name facts that change defaults, whatever the semantics.
public enum ViewClass {
  public static let nonInteractiveByDefault: Set<String> = ["UILabel", "UIImageView"]
  public static let uikitControls: Set<String> = [
    "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
    "UITextField",
  ]
  public static let otherControls: Set<String> = [
    "NSControl", "NSButton", "NSSlider", "NSTextField", "Button", "Toggle", "Slider", "TextField",
  ]

  public static func isControl(_ type: String) -> Bool {
    uikitControls.contains(type) || otherControls.contains(type)
  }

  /// UIKit controls track a touch up to 70 points outside their bounds before it stops counting.
  public static let touchUpSlop = 70.0
}
