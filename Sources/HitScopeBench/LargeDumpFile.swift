/// The text of a large UIKit `recursiveDescription` paste for the import benchmark: windows of
/// nested views with the fields real dumps carry (text, colours, transforms, scroll offsets,
/// gesture recognizers, layers), one view a line, followed by recognizer blocks for every fifth
/// view.
enum LargeDumpFile {
  /// A dump of exactly `lineCount` view lines under one window, depth up to 6.
  static func text(lineCount: Int) -> String {
    precondition(lineCount >= 1, "The import benchmark needs at least the window line.")
    var out = "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n"
    out +=
      "<UIWindow: 0x7f0000000000; frame = (0 0; 390 844); gestureRecognizers = <NSArray:"
      + " 0x600000000000>; layer = <UIWindowLayer: 0x600000000001>>\n"
    var depth = 0
    for i in 1..<lineCount {
      // Walk down to depth 6 and back up, so the tree has long and short branches.
      depth = i % 7 == 0 ? 1 : min(6, depth + (i % 3 == 0 ? 0 : 1))
      let prefix = String(repeating: "   | ", count: depth)
      let address = "0x7f" + String(i, radix: 16)
      let x = Double(i % 37) * 3.5
      let y = Double(i % 53) * 2.25
      switch i % 5 {
      case 0:
        out +=
          prefix + "<UILabel: \(address); frame = (\(x) \(y); 120 20.5); text = 'Row \(i); item';"
          + " opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000\(i)>>\n"
      case 1:
        out +=
          prefix + "<UIButton: \(address); frame = (\(x) \(y); 80 44); opaque = NO;"
          + " backgroundColor = UIExtendedSRGBColorSpace 0 0.478431 1 1; layer = <CALayer:"
          + " 0x6000\(i)>>\n"
      case 2:
        out +=
          prefix + "<UIView: \(address); frame = (\(x) \(y); 40 40); transform = [0, 1, -1, 0,"
          + " 0, 0]; backgroundColor = <UIDynamicSystemColor: 0x6001; name ="
          + " systemBackgroundColor>; layer = <CALayer: 0x6000\(i)>>\n"
      case 3:
        out +=
          prefix + "<UIScrollView: \(address); frame = (0 \(y); 390 300); clipsToBounds = YES;"
          + " gestureRecognizers = <NSArray: 0x6002>; layer = <CALayer: 0x6000\(i)>;"
          + " contentOffset: {0, \(y)}; contentSize: {390, 900}>\n"
      default:
        out +=
          prefix + "<_TtC5MyApp8CardView: \(address); frame = (\(x) \(y); 200 60); alpha = 0.9;"
          + " layer = <CALayer: 0x6000\(i)>>\n"
      }
    }
    out += recognizers(lineCount: lineCount)
    return out
  }

  /// The recognizer blocks `po [view gestureRecognizers]` prints for every fifth view: a scroll
  /// view's pan and touch delay, or a single tap that must wait for a double tap (`must-fail`
  /// braces on their own lines), so the import reads recognizers too.
  static func recognizers(lineCount: Int) -> String {
    var out = ""
    // Views 3, 13, 23, ... are scroll views (see `text`); 8, 18, 28, ... are plain views.
    for i in stride(from: 3, to: lineCount, by: 5) {
      let view = "0x7f" + String(i, radix: 16)
      out += "(lldb) po [\(view) gestureRecognizers]\n<__NSArrayI 0x600\(i)>(\n"
      if i % 10 == 3 {
        out +=
          "<UIScrollViewDelayedTouchesBeganGestureRecognizer: 0x9a\(i); state = Possible;"
          + " delaysTouchesBegan = YES; view = <UIScrollView \(view)>; target= <(action=delayed:,"
          + " target=<UIScrollView \(view)>)>>,\n<UIScrollViewPanGestureRecognizer: 0x9b\(i);"
          + " state = Possible; delaysTouchesEnded = NO; view = <UIScrollView \(view)>; target="
          + " <(action=handlePan:, target=<UIScrollView \(view)>)>>\n"
      } else {
        out +=
          "<UITapGestureRecognizer: 0x9a\(i); state = Possible; cancelsTouchesInView = NO; view ="
          + " <UIView \(view)>; target= <(action=dismissKeyboard, target=<_TtC5MyApp6ListVC"
          + " 0x7e\(i)>)>; must-fail = {\n        <UITapGestureRecognizer: 0x9b\(i); state ="
          + " Possible; view = <UIView \(view)>; target= <(action=zoom:, target=<_TtC5MyApp6ListVC"
          + " 0x7e\(i)>)>; numberOfTapsRequired = 2>\n    }>\n"
      }
      out += ")\n"
    }
    return out
  }
}
