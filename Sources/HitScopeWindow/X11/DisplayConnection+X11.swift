import CX11
import Foundation

/// One open connection to an X server and the facts of its default screen; closed in deinit.
///
/// Sizes are in device pixels. Opening installs the process-wide X error handlers
/// (`XErrorTrap`), so protocol errors are recorded instead of ending the process.
final class DisplayConnection {
  let pointer: OpaquePointer
  let screen: Int32
  /// The default visual: TrueColor with pixels 0x00RRGGBB, as ARGB32 pixels are laid out.
  let visual: UnsafeMutablePointer<Visual>
  let depth: Int32

  /// Opens `name`, or the display the `DISPLAY` environment variable names when nil.
  init(name: String?) throws(WindowError) {
    XErrorTrap.install()
    guard let pointer = XOpenDisplay(name) else {
      throw .noDisplay(display: name ?? ProcessInfo.processInfo.environment["DISPLAY"])
    }
    self.pointer = pointer
    screen = XDefaultScreen(pointer)
    // The default visual keeps the parent's colormap usable, so no colormap of our own is needed.
    let visual = XDefaultVisual(pointer, screen)!
    let depth = XDefaultDepth(pointer, screen)
    guard depth == 24 || depth == 32, visual.pointee.red_mask == 0xff0000,
      visual.pointee.green_mask == 0x00ff00, visual.pointee.blue_mask == 0x0000ff
    else {
      XCloseDisplay(pointer)
      throw .unsupportedVisual(depth: Int(depth))
    }
    self.visual = visual
    self.depth = depth
  }

  deinit {
    XCloseDisplay(pointer)
  }

  /// The socket to `poll()` on for incoming events.
  var fileDescriptor: Int32 { XConnectionNumber(pointer) }

  var rootWindow: UInt { XRootWindow(pointer, screen) }

  /// The screen size in pixels.
  var screenSize: (width: Int, height: Int) {
    (Int(XDisplayWidth(pointer, screen)), Int(XDisplayHeight(pointer, screen)))
  }

  /// The part of the screen a window may take, in pixels: the window manager's work area
  /// (`_NET_WORKAREA` of the first desktop: the screen less panels and docks), else the screen.
  var workArea: (width: Int, height: Int) {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      pointer, rootWindow, atom("_NET_WORKAREA"), 0, 4, False, XA_CARDINAL, &type, &format,
      &count, &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, format == 32, count >= 4, let data else { return screenSize }
    // Format-32 properties come back as C longs, whatever their declared width.
    let values = UnsafeRawPointer(data).assumingMemoryBound(to: Int.self)
    let width = values[2]
    let height = values[3]
    guard width > 0, height > 0 else { return screenSize }
    return (min(width, screenSize.width), min(height, screenSize.height))
  }

  /// Events already read or readable without blocking.
  var pendingEvents: Int32 { XPending(pointer) }

  /// Events Xlib has already read into its queue. `XSync` reads events while it waits for the
  /// server, and `poll()` on the socket cannot see those: check this before sleeping.
  var queuedEvents: Int32 { XEventsQueued(pointer, QueuedAlready) }

  /// The next event; blocks when none is pending.
  func nextEvent() -> XEvent {
    var event = XEvent()
    XNextEvent(pointer, &event)
    return event
  }

  func flush() {
    XFlush(pointer)
  }

  /// Waits until the server has handled every request sent so far (errors arrive by then).
  func sync() {
    XSync(pointer, False)
  }

  func atom(_ name: String) -> UInt {
    XInternAtom(pointer, name, False)
  }

  /// The `RESOURCE_MANAGER` property of the root window (what `xrdb` loaded), nil when unset.
  var resourceManagerString: String? {
    guard let text = XResourceManagerString(pointer) else { return nil }
    return String(cString: text)
  }
}
