/// The position of a view in `Scene.views`; the root is 0 and parents precede their children.
public typealias ViewIndex = Int

/// One view of a scene with every default already applied; geometry is in points.
public struct ViewNode: Sendable, Equatable {
  public var id: String
  /// The class name shown in traces (`UIButton`, `NSView`, SwiftUI's `Button`, ...).
  public var type: String
  /// The framework class whose defaults apply (interaction, control behaviour, touch-up slop)
  /// as given by the scene or the dump; nil leaves it to `ClassBase`'s tables, else `type`.
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
  /// AppKit text fields only: whether the field is editable / selectable. One that is neither
  /// does not take the mouse (see `handlesTouchesByDefault`).
  public var isEditable: Bool
  public var isSelectable: Bool
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
  /// Where the label sits across the bounds; nil: the class base's default
  /// (`resolvedTextAlignment`).
  public var textAlignment: TextAlignment?
  /// The most lines the label is set on (`WireframeText`); 0: as many as the height holds.
  public var numberOfLines: Int
  /// The hit region instead of the bounds (`"shape"` in a file is already resolved here).
  public var contentShape: Shape?
  /// Growth of the bounds used as hit region, per side on screen.
  public var hitOutset: EdgeInsets?
  public var hitTestOverride: HitTestOverride
  /// Hit-testing methods the view's class overrides in the app (from an import): the default
  /// rules still apply; messages say the answer rests on them.
  public var overrides: Set<HitTestingMethod>
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
    self.clipsToBounds = ViewClass.matches(ViewClass.clipViews, type: type, baseClass: baseClass)
    self.isEditable = true
    self.isSelectable = true
    self.shape = nil
    self.fill = nil
    self.stroke = nil
    self.lineWidth = 1
    self.label = nil
    self.textColor = .black
    self.fontSize = 14
    self.textAlignment = nil
    self.numberOfLines = 0
    self.contentShape = nil
    self.hitOutset = nil
    self.hitTestOverride = .standard
    self.overrides = []
    self.controller = nil
    self.onTap = []
    self.gestures = []
    self.onSelect = []
    self.scroll = ScrollBehavior()
    self.vetoesGestures = []
    self.handlesTouches = false
    self.semantics = semantics
    self.isFlipped = false
    self.parent = parent
    self.children = []
    self.handlesTouches = handlesTouchesByDefault
  }

  /// The framework class whose defaults apply: the class base (`ClassBase`).
  public var defaultsClass: String { ClassBase.of(type: type, baseClass: baseClass) }

  /// Whether `type` or its class base is one of `classes` (how every class-dependent default
  /// and behaviour is decided, so a custom or private subclass behaves like its base).
  public func isKind(of classes: Set<String>) -> Bool {
    ViewClass.matches(classes, type: type, baseClass: baseClass)
  }

  /// Whether the class is one of the control types (touch-up slop, handles touches by default).
  public var isControl: Bool { ViewClass.isControl(type: type, baseClass: baseClass) }

  /// An AppKit text field that is neither editable nor selectable (a label): it does not take
  /// the mouse, so a click goes up the responder chain (to a table row or the table).
  public var isInertTextField: Bool {
    !isEditable && !isSelectable && isKind(of: ViewClass.appkitTextFields)
  }

  /// What `handlesTouches` is when a scene or dump does not say: controls (but not an inert
  /// text field), views with a tap action, and views with a selection action.
  public var handlesTouchesByDefault: Bool {
    (isControl && !isInertTextField) || !onTap.isEmpty || !onSelect.isEmpty
  }

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

  /// AppKit classes whose subtree's drawing is clipped (macOS 14 turned clipping off for plain
  /// `NSView`s, not for clip views).
  public static let clipViews: Set<String> = ["NSClipView"]
  /// AppKit text fields: `editable` and `selectable` decide whether they take the mouse.
  public static let appkitTextFields: Set<String> = ["NSTextField"]

  /// Whether `type` or its class base (`ClassBase.of(type:baseClass:)`) is one of `classes`.
  public static func matches(_ classes: Set<String>, type: String, baseClass: String?) -> Bool {
    classes.contains(type) || classes.contains(ClassBase.of(type: type, baseClass: baseClass))
  }

  /// Whether `type` or its class base is a control class of any semantics.
  public static func isControl(type: String, baseClass: String? = nil) -> Bool {
    matches(uikitControls, type: type, baseClass: baseClass)
      || matches(otherControls, type: type, baseClass: baseClass)
  }

  /// Controls whose size the system sets, which the app cannot enlarge: UIKit's switch (and
  /// SwiftUI's Toggle, drawn as one), stepper and page control, AppKit's scroller, stepper and a
  /// window's close, minimise and zoom widgets; and the framework's own parts of bars and
  /// controls, which it lays out itself (tab bar and bar buttons, the navigation title and back
  /// button, swipe-action buttons, a stepper's halves, a toolbar's buttons).
  public static let systemSized: Set<String> = [
    "UISwitch", "Toggle", "UIStepper", "UIPageControl", "NSScroller", "NSStepper",
    "_NSThemeWidget", "_NSThemeCloseWidget", "_NSThemeMinimizeWidget", "_NSThemeZoomWidget",
    "UITabBarButton", "_UIButtonBarButton", "UIToolbarButton", "_UINavigationBarTitleControl",
    "_UIModernBarButton", "UINavigationButton", "UISwipeActionButton",
    "UISwipeActionStandardButton", "_UITableViewCellActionButton", "_UIStepperButton",
    "NSToolbarButton",
  ]

  /// Controls whose height the system sets (the app sets their width): UIKit's segmented
  /// control, slider and search field, AppKit's segmented control, slider, pop-up button and
  /// text fields (search, secure and token fields by their class base) at a control size. Their size is judged by their width alone.
  public static let systemHeight: Set<String> = [
    "UISegmentedControl", "UISlider", "UISearchBarTextField", "UISearchTextField",
    "NSSegmentedControl", "NSSlider", "NSPopUpButton", "NSTextField",
  ]

  /// UIKit controls track a touch up to 70 points outside their bounds before it stops counting.
  public static let touchUpSlop = 70.0
}
