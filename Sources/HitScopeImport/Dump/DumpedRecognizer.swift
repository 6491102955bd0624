/// One gesture recognizer as UIKit describes it (`<UITapGestureRecognizer: 0x...; state =
/// Possible; view = <UIView 0x...>; target= <(action=..., target=<...>)>; ...>`), before it is
/// mapped to a scene recognizer. Fields absent from the printing keep UIKit's defaults (nil).
struct DumpedRecognizer {
  /// One `(action=sel, target=<T 0xADDR>)` of `target=`.
  struct Target: Equatable {
    var action: String
    /// As printed (a Swift mangled name is demangled when mapped).
    var className: String
    var address: String?
  }

  var location: DumpLocation
  /// As printed.
  var className: String
  /// `0x...` in lower case.
  var address: String?
  /// The `(name)` after the address.
  var name: String?
  var baseClass: String?
  var state: String?
  /// The address `view =` names; nil with `viewIsNil` for `(nil)`, nil alone when absent.
  var viewAddress: String?
  var viewIsNil = false
  var targets: [Target] = []
  var enabled = true
  var cancelsTouchesInView: Bool?
  var delaysTouchesBegan: Bool?
  var delaysTouchesEnded: Bool?
  var numberOfTapsRequired: Int?
  var numberOfTouchesRequired: Int?
  var minimumPressDuration: Double?
  /// `direction = left` (UIKit prints the name), lower case.
  var direction: String?
  /// Addresses of `must-fail = {...}` and `must-fail-for = {...}` entries.
  var mustFail: [String] = []
  var mustFailFor: [String] = []
  /// How many fields the printing has: a nested copy may be cut to `...`, so the same
  /// recognizer printed twice is read from its fullest printing.
  var fieldCount = 0
  /// Printed inside another recognizer's `must-fail` braces.
  var isNested = false
}
