import Foundation

/// Text broken at word boundaries into the lines Pango sets it in, at a given size and width
/// (points): how the panel wraps long entries instead of cutting them. Kept per text, size and
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
