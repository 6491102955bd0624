import CX11
import CXTest
import Foundation

/// A second X client for tests: moves the pointer and presses buttons with XTest, reads a
/// window's pixels back, resizes it and asks it to close, as a user and a window manager would.
///
/// Coordinates are window pixels of the window under test unless a name says root.
final class TestDisplay {
  let pointer: OpaquePointer

  /// A connection held for the whole test process: an X server with no client left resets,
  /// and a window opened during the reset fails to connect.
  nonisolated(unsafe) static let keepAlive = TestDisplay()

  /// A connection to the display `name` (":99"), or to `DISPLAY`'s when nil.
  init?(name: String? = nil) {
    guard let pointer = XOpenDisplay(name) else { return nil }
    self.pointer = pointer
  }

  deinit {
    XCloseDisplay(pointer)
  }

  /// Whether the server offers XTest (Xvfb does).
  var hasXTest: Bool {
    var event: Int32 = 0
    var error: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    return XTestQueryExtension(pointer, &event, &error, &major, &minor) != 0
  }

  /// The top-left corner of `window` in root pixels.
  func origin(of window: UInt) -> (x: Int, y: Int) {
    var x: Int32 = 0
    var y: Int32 = 0
    var child: UInt = 0
    XTranslateCoordinates(pointer, window, XDefaultRootWindow(pointer), 0, 0, &x, &y, &child)
    return (Int(x), Int(y))
  }

  func move(to point: (x: Int, y: Int), in window: UInt) {
    let origin = origin(of: window)
    XTestFakeMotionEvent(pointer, -1, Int32(origin.x + point.x), Int32(origin.y + point.y), 0)
    XSync(pointer, False)
  }

  func press(shift: Bool = false) {
    if shift { key(0xffe1, down: true) }
    XTestFakeButtonEvent(pointer, 1, True, 0)
    XSync(pointer, False)
    if shift { key(0xffe1, down: false) }
  }

  func release() {
    XTestFakeButtonEvent(pointer, 1, False, 0)
    XSync(pointer, False)
  }

  /// One notch of the wheel: X button 4 (up), 5 (down), 6 (left) or 7 (right).
  func wheel(_ button: UInt32) {
    XTestFakeButtonEvent(pointer, button, True, 0)
    XTestFakeButtonEvent(pointer, button, False, 0)
    XSync(pointer, False)
  }

  /// Presses and releases the key of `keysym`, with Control or Shift held when asked.
  func type(keysym: UInt, control: Bool = false, shift: Bool = false) {
    if control { key(0xffe3, down: true) }
    if shift { key(0xffe1, down: true) }
    key(keysym, down: true)
    key(keysym, down: false)
    if shift { key(0xffe1, down: false) }
    if control { key(0xffe3, down: false) }
  }

  private func key(_ keysym: UInt, down: Bool) {
    let code = XKeysymToKeycode(pointer, KeySym(keysym))
    XTestFakeKeyEvent(pointer, UInt32(code), down ? True : False, 0)
    XSync(pointer, False)
  }

  /// The window's size in pixels, as the server has it.
  func size(of window: UInt) -> (width: Int, height: Int) {
    var attributes = XWindowAttributes()
    XGetWindowAttributes(pointer, window, &attributes)
    return (Int(attributes.width), Int(attributes.height))
  }

  func resize(_ window: UInt, width: Int, height: Int) {
    XResizeWindow(pointer, window, UInt32(width), UInt32(height))
    XSync(pointer, False)
  }

  /// The window's pixels as 0xRRGGBB, row by row.
  func pixels(of window: UInt) -> (width: Int, height: Int, rgb: [UInt32]) {
    let (width, height) = size(of: window)
    guard
      let image = XGetImage(
        pointer, window, 0, 0, UInt32(width), UInt32(height), UInt(bitPattern: -1), ZPixmap)
    else { return (0, 0, []) }
    defer { _ = image.pointee.f.destroy_image(image) }
    var rgb: [UInt32] = []
    rgb.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        rgb.append(
          UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, Int32(x), Int32(y)))
            & 0xffffff)
      }
    }
    return (width, height, rgb)
  }

  /// Sends `WM_DELETE_WINDOW`, as a window manager does when the user closes the window.
  func requestClose(_ window: UInt) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = XInternAtom(pointer, "WM_PROTOCOLS", False)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(bitPattern: XInternAtom(pointer, "WM_DELETE_WINDOW", False))
    event.xclient.data.l.1 = CurrentTime
    XSendEvent(pointer, window, False, NoEventMask, &event)
    XSync(pointer, False)
  }

  /// A UTF-8 text property of `window` (`_NET_WM_NAME`), or nil when unset.
  func utf8Property(_ name: String, of window: UInt) -> String? {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      pointer, window, XInternAtom(pointer, name, False), 0, 1024, False,
      XInternAtom(pointer, "UTF8_STRING", False), &type, &format, &count, &after, &data)
    guard status == Success, let data else { return nil }
    defer { XFree(data) }
    return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
  }

  /// The `WM_CLASS` of `window` as (instance, class).
  func windowClass(of window: UInt) -> (String, String)? {
    var hint = XClassHint()
    guard XGetClassHint(pointer, window, &hint) != 0 else { return nil }
    defer {
      XFree(hint.res_name)
      XFree(hint.res_class)
    }
    return (String(cString: hint.res_name), String(cString: hint.res_class))
  }
}

extension TestDisplay {
  /// Destroys another client's window, as `xkill` or a crashing parent would.
  func destroy(_ window: UInt) {
    XDestroyWindow(pointer, window)
    XSync(pointer, False)
  }
}

extension TestDisplay {
  /// Puts `window` above every other window (Xvfb has no window manager to do it), so reading
  /// its pixels reads its own drawing and not a window of a test running beside it.
  func raise(_ window: UInt) {
    XRaiseWindow(pointer, window)
    XSync(pointer, False)
  }
}
