/// The text of a large UIKit `recursiveDescription` paste for the import benchmark: windows of
/// nested views with the fields real dumps carry (text, colours, transforms, scroll offsets,
/// gesture recognizers, layers), one view a line.
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
    return out
  }
}
