import CX11
import Foundation

/// Process-wide handlers for X errors: protocol errors (a window that vanished, BadWindow,
/// BadDrawable) are recorded for the window to report; a lost connection ends the process with
/// a clear message and exit code 3, since Xlib cannot continue after one.
enum XErrorTrap {
  /// Errors recorded since the last `takeErrors()`, as sentences.
  nonisolated(unsafe) private static var recorded: [String] = []
  nonisolated(unsafe) private static var installed = false

  /// Installs both handlers; later calls do nothing.
  static func install() {
    guard !installed else { return }
    installed = true
    XSetErrorHandler { display, event in
      guard let display, let event else { return 0 }
      var buffer = [CChar](repeating: 0, count: 256)
      XGetErrorText(display, Int32(event.pointee.error_code), &buffer, Int32(buffer.count))
      let text = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      XErrorTrap.recorded.append(
        "X error \(text) (request \(event.pointee.request_code), resource 0x"
          + String(event.pointee.resourceid, radix: 16) + ")")
      return 0
    }
    XSetIOErrorHandler { _ in
      FileHandle.standardError.write(
        Data(
          "hitscope: lost the connection to the X server (it exited or the display was closed); the window cannot continue.\n"
            .utf8))
      exit(3)
    }
  }

  /// The errors `body` caused (it must sync with the server so that they arrive), kept out of
  /// the record; errors recorded before stay in it.
  static func errors(during body: () -> Void) -> [String] {
    let earlier = recorded
    recorded.removeAll()
    body()
    let caused = recorded
    recorded = earlier
    return caused
  }

  /// The errors recorded so far, oldest first; clears the record.
  static func takeErrors() -> [String] {
    defer { recorded.removeAll() }
    return recorded
  }
}
