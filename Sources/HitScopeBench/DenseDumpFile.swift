import HitScopeSynthetic

/// The text of a UIKit `recursiveDescription` paste whose every view lies on one phone screen,
/// for the audit's scale figure: cards at seeded random places on a 390 x 844 pt window, each
/// holding a button with its title label, a label, an image view (interaction off, as
/// UIImageView's default, now and then with a button inside) and sometimes a nested card, so
/// boxes overlap many deep. A few cards are clear overlays, turned by a transform, clipping,
/// transparent, hidden or with interaction off, as on real screens.
enum DenseDumpFile {
  /// A dump of exactly `viewCount` views (the window included, at least 1), the same for the
  /// same arguments on every machine.
  static func text(viewCount: Int, seed: UInt64 = 20_261_202) -> String {
    precondition(viewCount >= 1, "A dense dump needs at least its window; pass viewCount >= 1.")
    var writer = Writer(rng: SplitMix64(seed: seed), remaining: viewCount - 1)
    var out = "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n"
    out += "<UIWindow: 0x7f0000000000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>\n"
    while writer.remaining > 0 {
      writer.card(depth: 1, in: (390, 844), to: &out)
    }
    return out
  }

  private struct Writer {
    var rng: SplitMix64
    /// Views still to write.
    var remaining: Int
    var address = 0x100

    mutating func unit() -> Double { Double(rng.next() >> 11) * 0x1p-53 }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    /// A coordinate in `[lo, hi]` on the half-point grid layouts produce.
    mutating func coordinate(_ lo: Double, _ hi: Double) -> String {
      let value = ((lo + (hi - lo) * unit()) * 2).rounded() / 2
      return value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// One view line at `depth` (the window's children are at 1) with `fields` after its
    /// frame, when views remain to write.
    mutating func line(
      _ type: String, depth: Int, frame: (x: String, y: String, w: String, h: String),
      _ fields: String, to out: inout String
    ) -> Bool {
      guard remaining > 0 else { return false }
      remaining -= 1
      address += 1
      let hex = String(address, radix: 16)
      out += String(repeating: "   | ", count: depth)
      out += "<\(type): 0x7f\(hex); frame = (\(frame.x) \(frame.y); \(frame.w) \(frame.h));"
      out += fields
      out += " layer = <CALayer: 0x60\(hex)>>\n"
      return true
    }

    /// A random box inside `size` of at least `minimum` and at most `maximum` of its sides.
    mutating func box(in size: (Double, Double), _ minimum: Double, _ maximum: Double) -> (
      x: String, y: String, w: String, h: String
    ) {
      let w = ((size.0 * (minimum + (maximum - minimum) * unit())) * 2).rounded() / 2
      let h = ((size.1 * (minimum + (maximum - minimum) * unit())) * 2).rounded() / 2
      let x = coordinate(0, max(0, size.0 - w))
      let y = coordinate(0, max(0, size.1 - h))
      return (x, y, format(w), format(h))
    }

    func format(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String(value)
    }

    mutating func card(depth: Int, in size: (Double, Double), to out: inout String) {
      let w = max(40, ((size.0 * (0.3 + 0.5 * unit())) * 2).rounded() / 2)
      let h = max(30, ((size.1 * (0.06 + 0.14 * unit())) * 2).rounded() / 2)
      let frame = (coordinate(0, size.0 - w), coordinate(0, size.1 - h), format(w), format(h))
      let roll = unit()
      var fields = ""
      if roll < 0.04 {
        // A clear overlay: no background, so it draws only its outline and takes taps.
        fields = ""
      } else {
        fields = " backgroundColor = UIExtendedSRGBColorSpace 0.96 0.96 0.98 1;"
      }
      if roll >= 0.04 && roll < 0.07 {
        fields += " transform = [0.965926, 0.258819, -0.258819, 0.965926, 0, 0];"
      }
      if roll >= 0.07 && roll < 0.12 { fields += " clipsToBounds = YES;" }
      if roll >= 0.12 && roll < 0.14 { fields += " alpha = 0;" }
      if roll >= 0.14 && roll < 0.16 { fields += " hidden = YES;" }
      if roll >= 0.16 && roll < 0.19 { fields += " userInteractionEnabled = NO;" }
      guard line("UIView", depth: depth, frame: frame, fields, to: &out) else { return }
      let inner = (w, h)
      let button = box(in: inner, 0.2, 0.45)
      if line(
        "UIButton", depth: depth + 1, frame: button,
        " opaque = NO; backgroundColor = UIExtendedSRGBColorSpace 0 0.478431 1 1;", to: &out)
      {
        _ = line(
          "UIButtonLabel", depth: depth + 2, frame: ("4", "4", "40", "16"),
          " text = 'Go'; userInteractionEnabled = NO;", to: &out)
      }
      _ = line(
        "UILabel", depth: depth + 1, frame: box(in: inner, 0.3, 0.6),
        " text = 'Item \(address)'; userInteractionEnabled = NO;", to: &out)
      if line(
        "UIImageView", depth: depth + 1, frame: box(in: inner, 0.2, 0.5),
        " opaque = NO; userInteractionEnabled = NO; backgroundColor = UIExtendedSRGBColorSpace"
          + " 0.9 0.9 0.92 1;", to: &out), chance(0.1)
      {
        _ = line(
          "UIButton", depth: depth + 2, frame: ("2", "2", "20", "20"),
          " opaque = NO; backgroundColor = UIExtendedSRGBColorSpace 1 0.2 0.2 1;", to: &out)
      }
      if depth < 3 && chance(0.3) { card(depth: depth + 1, in: inner, to: &out) }
    }
  }
}
