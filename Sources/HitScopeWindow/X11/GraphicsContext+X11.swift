import CX11

/// An X graphics context for copying images into one drawable; freed in deinit.
final class GraphicsContext {
  let connection: DisplayConnection
  let pointer: GC

  init(connection: DisplayConnection, drawable: UInt) {
    self.connection = connection
    guard let gc = XCreateGC(connection.pointer, drawable, 0, nil) else {
      preconditionFailure("XCreateGC returned no context; the display connection is unusable.")
    }
    pointer = gc
  }

  deinit {
    XFreeGC(connection.pointer, pointer)
  }
}
