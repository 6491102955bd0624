import CX11
import Foundation

/// One top-level X window: title, class, the close protocol and the events HitScope needs;
/// destroyed in deinit unless the server already destroyed it.
///
/// Positions and sizes are in device pixels, origin at the window's top-left corner.
final class NativeWindow {
  let connection: DisplayConnection
  let id: UInt
  private let deleteWindowAtom: UInt
  private let protocolsAtom: UInt
  private(set) var isDestroyed = false

  init(connection: DisplayConnection, width: Int, height: Int, className: String) {
    self.connection = connection
    let display = connection.pointer
    var attributes = XSetWindowAttributes()
    // No background: the server never clears exposed areas, so a redraw never flashes.
    attributes.background_pixmap = UInt(None)
    attributes.border_pixel = 0
    attributes.bit_gravity = Int32(NorthWestGravity)
    attributes.event_mask =
      ExposureMask | StructureNotifyMask | KeyPressMask | ButtonPressMask | ButtonReleaseMask
      | PointerMotionMask | LeaveWindowMask
    let mask = UInt(CWBackPixmap | CWBorderPixel | CWBitGravity | CWEventMask)
    id = XCreateWindow(
      display, connection.rootWindow, 0, 0, UInt32(max(width, 1)), UInt32(max(height, 1)), 0,
      connection.depth, UInt32(InputOutput), connection.visual, mask, &attributes)
    deleteWindowAtom = connection.atom("WM_DELETE_WINDOW")
    protocolsAtom = connection.atom("WM_PROTOCOLS")
    var protocols = [deleteWindowAtom]
    XSetWMProtocols(display, id, &protocols, 1)
    setClass(name: "hitscope", className: className)
    let pid = [UInt(getpid())]
    pid.withUnsafeBytes { bytes in
      _ = XChangeProperty(
        display, id, connection.atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace,
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
    }
  }

  deinit {
    if !isDestroyed {
      XDestroyWindow(connection.pointer, id)
      connection.flush()
    }
  }

  /// Sets the title as UTF-8 (`_NET_WM_NAME`) and as the legacy `WM_NAME` for old tools.
  func setTitle(_ title: String) {
    let display = connection.pointer
    let utf8 = Array(title.utf8)
    XChangeProperty(
      display, id, connection.atom("_NET_WM_NAME"), connection.atom("UTF8_STRING"), 8,
      PropModeReplace, utf8, Int32(utf8.count))
    XChangeProperty(
      display, id, connection.atom("_NET_WM_ICON_NAME"), connection.atom("UTF8_STRING"), 8,
      PropModeReplace, utf8, Int32(utf8.count))
    XStoreName(display, id, title)
  }

  private func setClass(name: String, className: String) {
    let resName = strdup(name)
    let resClass = strdup(className)
    defer {
      free(resName)
      free(resClass)
    }
    var hint = XClassHint(res_name: resName, res_class: resClass)
    XSetClassHint(connection.pointer, id, &hint)
  }

  func map() {
    XMapWindow(connection.pointer, id)
  }

  func resize(width: Int, height: Int) {
    XResizeWindow(connection.pointer, id, UInt32(max(width, 1)), UInt32(max(height, 1)))
  }

  /// Turns a raw event for this window into what the inspector acts on.
  func decode(_ event: XEvent) -> WindowEvent {
    var event = event
    switch event.type {
    case Expose:
      return .exposed
    case ConfigureNotify:
      return .configured(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
    case MapNotify:
      return .mapped
    case DestroyNotify:
      if event.xdestroywindow.window == id { isDestroyed = true }
      return .destroyed
    case MotionNotify:
      return .pointerMoved(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
    case ButtonPress:
      return .buttonPressed(
        x: Int(event.xbutton.x), y: Int(event.xbutton.y), button: Int(event.xbutton.button),
        shift: event.xbutton.state & UInt32(ShiftMask) != 0)
    case ButtonRelease:
      return .buttonReleased(
        x: Int(event.xbutton.x), y: Int(event.xbutton.y), button: Int(event.xbutton.button))
    case LeaveNotify:
      return .pointerLeft
    case KeyPress:
      var keysym: KeySym = 0
      var buffer = [CChar](repeating: 0, count: 16)
      let count = XLookupString(&event.xkey, &buffer, Int32(buffer.count - 1), &keysym, nil)
      let text = String(
        decoding: buffer.prefix(Int(max(count, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let state = event.xkey.state
      return .keyPressed(
        KeyStroke(
          keysym: UInt(keysym), text: text, control: state & UInt32(ControlMask) != 0,
          shift: state & UInt32(ShiftMask) != 0))
    case ClientMessage:
      if event.xclient.message_type == protocolsAtom,
        UInt(bitPattern: event.xclient.data.l.0) == deleteWindowAtom
      {
        return .closeRequested
      }
      return .other
    default:
      return .other
    }
  }
}
