import Foundation

/// Text broken at word boundaries into the lines Pango sets it in, at a given size and width
/// (points): how the panel wraps long entries instead of cutting them; and the width of a line. Kept per text, size and
/// width (the panel lays the same entries out every frame); safe to use from any thread.
final class PanelWrap: @unchecked Sendable {
  static let shared = PanelWrap()

  private struct Key: Hashable {
    var text: String
    var size: Double
    var width: Double
  }

  private let lock = NSLock()
  private var known: [Key: [String]] = [:]
  private var widths: [Key: Double] = [:]
  private let capacity = 4096

  /// The lines of `text`; the whole text on one line when no text layout can be made.
  func lines(_ text: String, size: Double, width: Double) -> [String] {
    let key = Key(text: text, size: size, width: width)
    lock.lock()
    if let lines = known[key] {
      lock.unlock()
      return lines
    }
    lock.unlock()
    let lines = PanelWrap.measure(text, size: size, width: width)
    lock.lock()
    defer { lock.unlock() }
    if known.count >= capacity { known = [:] }
    known[key] = lines
    return lines
  }

  /// The width of `text` set on one line at `size`, in points (0 when no layout can be made).
  func width(_ text: String, size: Double) -> Double {
    let key = Key(text: text, size: size, width: -1)
    lock.lock()
    if let known = widths[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let measured =
      (try? TextLayout(
        text, style: TextStyle(size: size), width: nil,
        in: CairoContext(surface: CairoSurface.image(width: 1, height: 1))))?.size.width ?? 0
    lock.lock()
    defer { lock.unlock() }
    if widths.count >= capacity { widths = [:] }
    widths[key] = measured
    return measured
  }

  private static func measure(_ text: String, size: Double, width: Double) -> [String] {
    guard let surface = try? CairoSurface.image(width: 1, height: 1),
      let context = try? CairoContext(surface: surface),
      let layout = try? TextLayout(
        text, style: TextStyle(size: size, overflow: .wrap), width: width, in: context)
    else { return [text] }
    let lines = layout.lineTexts.filter { !$0.isEmpty }
    return lines.isEmpty ? [text] : lines
  }
}
