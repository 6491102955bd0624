/// The framework classes whose touch handling the delivery simulation models, decided by a
/// view's `type` or `baseClass` (so a custom subclass behaves as its base).
public enum ViewRole: Hashable, Sendable, CaseIterable {
  /// `UITableViewCell`, `UICollectionViewCell`, AppKit's `NSTableRowView`, `NSTableCellView`.
  case cell
  /// A scroll view with a pan and a touch delay: `UIScrollView` and its subclasses, SwiftUI's
  /// `ScrollView` and `List`.
  case scrollView
  /// A view whose cells are selected: `UITableView`, `UICollectionView`, `List`, `NSTableView`.
  case selectionContainer
  /// A UIKit control (`UIControl` and its subclasses): a scroll view's pan does not take its touch.
  case uikitControl
  /// The standard controls that veto 1-tap tap recognizers of other views (iOS 6 and later).
  case tapPrecedenceControl

  public var classes: Set<String> {
    switch self {
    case .cell: ["UITableViewCell", "UICollectionViewCell", "NSTableRowView", "NSTableCellView"]
    case .scrollView:
      ["UIScrollView", "UITableView", "UICollectionView", "UITextView", "ScrollView", "List"]
    case .selectionContainer: ["UITableView", "UICollectionView", "List", "NSTableView"]
    case .uikitControl: ViewClass.uikitControls.union(["UIPageControl"])
    case .tapPrecedenceControl:
      ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"]
    }
  }
}

extension ViewNode {
  /// Whether the view plays `role`, by its `type` or `baseClass`.
  public func plays(_ role: ViewRole) -> Bool { isKind(of: role.classes) }
}
