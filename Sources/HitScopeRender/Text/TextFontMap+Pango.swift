import CPango
import Synchronization

/// The one Pango font map all text is set with, and the lock that every call into Pango holds.
///
/// Pango's objects are not thread-safe, and below them cairo's FreeType font faces and
/// fontconfig are shared by the whole process. Pango's default font map is one per thread, but
/// that does not make a layout safe to use on another thread than the one that made it (a Swift
/// task resumes on any thread, and a renderer's kept layouts go with it): laying it out there
/// uses the first thread's font map while that thread uses it too. So all text shares one font
/// map, and every call into Pango, from making a layout to freeing it, holds one lock.
final class TextFontMap: Sendable {
  /// Made on first use, by the first thread to set text (others wait for it); never freed.
  static let shared = TextFontMap()

  /// The font map, reached only while its lock is held.
  private let map: Mutex<FontMap>

  /// The font map's pointer: it moves between threads only inside `map`'s lock.
  private struct FontMap: @unchecked Sendable {
    let handle: UnsafeMutablePointer<PangoFontMap>
  }

  private init() {
    guard let handle = pango_cairo_font_map_new() else {
      preconditionFailure("Pango could not make a font map: check that libpango is installed.")
    }
    map = Mutex(FontMap(handle: handle))
  }

  /// Runs `body`, which may call Pango, with the font map while no other thread calls Pango.
  /// Not reentrant: `body` must not call `serialized` again.
  func serialized<R>(_ body: (UnsafeMutablePointer<PangoFontMap>) throws -> R) rethrows
    -> R
  {
    try map.withLock { try body($0.handle) }
  }
}
