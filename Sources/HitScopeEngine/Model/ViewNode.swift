/// The position of a view in `Scene.views`; the root is 0 and parents precede their children.
public typealias ViewIndex = Int

/// One view of a scene with every default already applied; geometry is in points.
public struct ViewNode: Sendable, Equatable {
  public var id: String
  /// The class name shown in traces (`UIButton`, `NSView`, SwiftUI's `Button`, ...).
  public var type: String
  /// The framework class whose defaults apply (interaction, control behaviour, touch-up slop)
  /// when `type` is a custom class; nil means `type` itself.
  public var baseClass: String?
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
  /// Recognizers attached to the view, in the order they were added.
  public var gestures: [GestureRecognizer]
  /// Cells only: the selection's actions (`didSelectRowAt`, `didSelectItemAt`, a row's selection).
  public var onSelect: [Action]
  /// Scroll views, tables and collections only; the defaults elsewhere.
  public var scroll: ScrollBehavior
  /// Kinds whose recognizers on other views this view stops (`gestureRecognizerShouldBegin`).
  public var vetoesGestures: Set<GestureKind>
  /// Whether touches stop here on the responder chain.
  public var handlesTouches: Bool
  public var semantics: Semantics
  /// AppKit only: the bounds space is y-down.
  public var isFlipped: Bool
  public var parent: ViewIndex?
  /// Back to front: the last child is frontmost and is hit-tested first.
  public var children: [ViewIndex]

  public init(
    id: String, type: String? = nil, baseClass: String? = nil, frame: Rect,
    semantics: Semantics = .uikit, parent: ViewIndex? = nil
  ) {
    let type = type ?? semantics.defaultViewType
    self.id = id
    self.type = type
    self.baseClass = baseClass
    self.frame = frame
    self.boundsOrigin = .zero
    self.transform = nil
    self.isHidden = false
    self.alpha = 1
    self.userInteractionEnabled = !ViewClass.matches(
      ViewClass.nonInteractiveByDefault, type: type, baseClass: baseClass)
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
    self.gestures = []
    self.onSelect = []
    self.scroll = ScrollBehavior()
    self.vetoesGestures = []
    self.handlesTouches = ViewClass.isControl(type: type, baseClass: baseClass)
    self.semantics = semantics
    self.isFlipped = false
    self.parent = parent
    self.children = []
  }

  /// The framework class whose defaults apply: `baseClass`, or `type` when there is none.
  public var defaultsClass: String { baseClass ?? type }

  /// Whether `type` or `baseClass` is one of `classes` (how every class-dependent default and
  /// behaviour is decided, so a custom subclass with a `baseClass` behaves like its base).
  public func isKind(of classes: Set<String>) -> Bool {
    ViewClass.matches(classes, type: type, baseClass: baseClass)
  }

  /// Whether the class is one of the control types (touch-up slop, handles touches by default).
  public var isControl: Bool { ViewClass.isControl(type: type, baseClass: baseClass) }

  /// Whether the view is a *touch target*: it handles touches (a control, `handlesTouches`, an
  /// `onTap`), carries a recognizer, or is a cell with `onSelect`. Labels, image views, stacks
  /// and containers are not, whatever their controller does. The audit, `missed` and the panel
  /// speak of targets only; class-dependent parts read the class base through `isControl` and
  /// `plays`.
  public var isTouchTarget: Bool {
    handlesTouches || !onTap.isEmpty || !gestures.isEmpty || (!onSelect.isEmpty && plays(.cell))
  }

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

  /// Whether `type` or `baseClass` is one of `classes`.
  public static func matches(_ classes: Set<String>, type: String, baseClass: String?) -> Bool {
    classes.contains(type) || baseClass.map(classes.contains) == true
  }

  /// Whether `type` or `baseClass` is a control class of any semantics.
  public static func isControl(type: String, baseClass: String? = nil) -> Bool {
    matches(uikitControls, type: type, baseClass: baseClass)
      || matches(otherControls, type: type, baseClass: baseClass)
  }

  /// Controls whose size the system sets, which the app cannot enlarge: UIKit's switch (and
  /// SwiftUI's Toggle, drawn as one), stepper and page control, AppKit's scroller and a window's
  /// close, minimise and zoom widgets.
  public static let systemSized: Set<String> = [
    "UISwitch", "Toggle", "UIStepper", "UIPageControl", "NSScroller", "_NSThemeWidget",
    "_NSThemeCloseWidget", "_NSThemeMinimizeWidget", "_NSThemeZoomWidget",
  ]

  /// UIKit controls track a touch up to 70 points outside their bounds before it stops counting.
  public static let touchUpSlop = 70.0
}
