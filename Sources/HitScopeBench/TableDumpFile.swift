/// The text of a UIKit `recursiveDescription` paste of a long table, for the audit benchmark:
/// a phone window holding a navigation bar, a scrolled table of cells (a content view with a
/// title label, a subtitle label, a thumbnail and a button each) and a tab bar with its
/// private buttons, one view a line. Most cells lie outside the table's clipped bounds, as in a
/// table whose cells were all loaded.
enum TableDumpFile {
  /// Views per cell: the cell, its content view, two labels, an image view, a button.
  static let viewsPerCell = 6

  /// A dump of about `viewCount` views (window, bars and cells).
  static func text(viewCount: Int) -> String {
    let cells = max(1, (viewCount - 12) / viewsPerCell)
    var out = "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n"
    out += "<UIWindow: 0x7f0000000000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>\n"
    out +=
      "   | <UINavigationBar: 0x7f0000000001; frame = (0 47; 390 44); layer = <CALayer: 0x6001>>\n"
    out +=
      "   |    | <_UIModernBarButton: 0x7f0000000002; frame = (8 6; 60 32); layer = <CALayer:"
      + " 0x6002>>\n"
    out +=
      "   |    |    | <UIButtonLabel: 0x7f0000000003; frame = (4 6; 52 20); text = 'Back';"
      + " userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6003>>\n"
    out +=
      "   | <UITableView: 0x7f0000000004; frame = (0 91; 390 670); clipsToBounds = YES;"
      + " gestureRecognizers = <NSArray: 0x6004>; layer = <CALayer: 0x6005>; contentOffset:"
      + " {0, 440}; contentSize: {390, \(cells * 88)}>\n"
    for c in 0..<cells {
      let a = 0x100 + c * 8
      func address(_ k: Int) -> String { "0x7f" + String(a + k, radix: 16) }
      out +=
        "   |    | <UITableViewCell: \(address(0)); frame = (0 \(c * 88); 390 88); text ="
        + " 'Order \(c)'; layer = <CALayer: 0x61\(c)>>\n"
      out +=
        "   |    |    | <UITableViewCellContentView: \(address(1)); frame = (0 0; 390 87.5);"
        + " gestureRecognizers = <NSArray: 0x62\(c)>; layer = <CALayer: 0x63\(c)>>\n"
      out +=
        "   |    |    |    | <UIImageView: \(address(2)); frame = (16 12; 64 64); opaque = NO;"
        + " userInteractionEnabled = NO; backgroundColor = UIExtendedSRGBColorSpace 0.9 0.9"
        + " 0.92 1; layer = <CALayer: 0x64\(c)>>\n"
      out +=
        "   |    |    |    | <UILabel: \(address(3)); frame = (96 14; 200 22); text = 'Order"
        + " #\(1000 + c)'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x65\(c)>>\n"
      out +=
        "   |    |    |    | <UILabel: \(address(4)); frame = (96 42; 200 18); text = 'Delivered"
        + " \(c % 28 + 1) Oct'; userInteractionEnabled = NO; layer = <_UILabelLayer:"
        + " 0x66\(c)>>\n"
      out +=
        "   |    |    |    | <UIButton: \(address(5)); frame = (318 22; 56 44); opaque = NO;"
        + " backgroundColor = UIExtendedSRGBColorSpace 0 0.478431 1 1; layer = <CALayer:"
        + " 0x67\(c)>>\n"
    }
    out +=
      "   | <UITabBar: 0x7f0000000005; frame = (0 761; 390 83); layer = <CALayer: 0x6006>>\n"
    out +=
      "   |    | <_UIBarBackground: 0x7f0000000006; frame = (0 0; 390 83); backgroundColor ="
      + " UIExtendedSRGBColorSpace 0.97 0.97 0.97 1; userInteractionEnabled = NO; layer ="
      + " <CALayer: 0x6007>>\n"
    for t in 0..<4 {
      out +=
        "   |    | <UITabBarButton: 0x7f000000001\(t); frame = (\(2 + t * 97) 1; 94 48);"
        + " layer = <CALayer: 0x601\(t)>>\n"
      out +=
        "   |    |    | <UITabBarButtonLabel: 0x7f000000002\(t); frame = (20 30; 54 12);"
        + " text = 'Tab \(t)'; userInteractionEnabled = NO; layer = <_UILabelLayer:"
        + " 0x602\(t)>>\n"
    }
    return out
  }
}
