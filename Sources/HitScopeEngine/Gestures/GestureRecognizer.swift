/// The kinds of recognizer a scene may attach to a view.
public enum GestureKind: String, Hashable, Sendable, CaseIterable {
  case tap
  case longPress
  case pan
  case swipe
  /// AppKit's `NSClickGestureRecognizer`; only under appkit semantics.
  case click
}

/// A swipe's direction on screen (y grows down, as in window points).
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
  case left
  case right
  case up
  case down

  /// The unit vector of the direction in window points.
  public var vector: Point {
    switch self {
    case .left: Point(-1, 0)
    case .right: Point(1, 0)
    case .up: Point(0, -1)
    case .down: Point(0, 1)
    }
  }
}

/// How a SwiftUI gesture was attached: `.gesture`, `.highPriorityGesture`, `.simultaneousGesture`.
public enum GesturePriority: String, Hashable, Sendable, CaseIterable {
  case normal
  case high
  case simultaneous
}

/// Which other recognizers a recognizer's delegate lets recognize at the same time.
public enum Simultaneity: Hashable, Sendable {
  /// `shouldRecognizeSimultaneouslyWith` answers yes for these recognizer ids.
  case with(Set<String>)
  /// It answers yes for every recognizer.
  case all

  public func allows(_ id: String) -> Bool {
    switch self {
    case .all: true
    case .with(let ids): ids.contains(id)
    }
  }
}

/// One gesture recognizer attached to a view, with every default of the scene format applied.
///
/// Times are in seconds, distances in points. Flags that belong to one framework keep their
/// defaults elsewhere and the simulation ignores them there.
public struct GestureRecognizer: Hashable, Sendable {
  /// Unique among the scene's views, controllers and recognizers.
  public var id: String
  public var kind: GestureKind
  /// `numberOfTapsRequired` (tap) or `numberOfClicksRequired` (click): 1 or 2.
  public var taps: Int
  /// longPress: how long the touch must be held still before the press begins.
  public var minimumPressDuration: Double
  public var direction: SwipeDirection
  public var isEnabled: Bool
  public var cancelsTouchesInView: Bool
  public var delaysTouchesBegan: Bool
  public var delaysTouchesEnded: Bool
  /// Ids of recognizers that must fail before this one may leave `possible`.
  public var requireToFail: [String]
  public var simultaneousWith: Simultaneity
  /// View indices: a touch whose hit view is one of these or inside one is not given to it.
  public var ignoresTouchesIn: [ViewIndex]
  /// swiftui only.
  public var priority: GesturePriority
  /// swiftui pan only: `DragGesture(minimumDistance:)`; nil uses the scene's pan distance.
  public var minimumDistance: Double?
  /// appkit click only.
  public var delaysPrimaryMouseButtonEvents: Bool
  /// Run when it recognizes (continuous kinds: when it ends).
  public var onRecognize: [Action]

  public init(id: String, kind: GestureKind) {
    self.id = id
    self.kind = kind
    self.taps = 1
    self.minimumPressDuration = 0.5
    self.direction = .right
    self.isEnabled = true
    self.cancelsTouchesInView = true
    self.delaysTouchesBegan = false
    self.delaysTouchesEnded = true
    self.requireToFail = []
    self.simultaneousWith = .with([])
    self.ignoresTouchesIn = []
    self.priority = .normal
    self.minimumDistance = nil
    self.delaysPrimaryMouseButtonEvents = true
    self.onRecognize = []
  }

  /// Whether it is a discrete tap-like recognizer (tap or click) that counts taps.
  public var countsTaps: Bool { kind == .tap || kind == .click }
}
