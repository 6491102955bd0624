import HitScopeRender

/// The window's pixels: renders the session's picture and sends what changed to the X window
/// (the canvas' changed bands and the status bar when its picture is not the one shown), through
/// shared memory (MIT-SHM) while the server takes it, and keeps the last frame for screenshots.
final class WindowCanvas {
  private let connection: DisplayConnection
  private let window: UInt
  private let gc: GraphicsContext
  private let renderer = SceneRenderer()
  /// The status bar's last picture, reused while its text, width and scale stay.
  let statusBars = StatusBarCache()
  /// The last frame drawn: the canvas, the status bar along the bottom (nil when the window is
  /// too short for one) and the window's height then, in pixels.
  private var frame: (canvas: RenderedFrame, status: RasterImage?, height: Int)?
  /// The picture the window shows; nil when its pixels are not known to be the last frame
  /// (exposed, remapped, a failed request), so the next frame is sent whole.
  private(set) var shown: WindowPicture?
  /// How many frames the window has drawn, so tests can wait for the next one.
  private(set) var framesDrawn = 0
  /// How many pixels the last frame sent to the server (canvas bands and status bar).
  private(set) var lastFramePixelsSent = 0
  /// Whether frames go to the server through shared memory (MIT-SHM), while it takes them.
  private(set) var usesSharedMemory: Bool
  /// The shared images frames are sent from, when `usesSharedMemory`.
  private var sharedImages: [SharedImage] = []

  init(connection: DisplayConnection, window: UInt, gc: GraphicsContext, sharedMemory: Bool) {
    self.connection = connection
    self.window = window
    self.gc = gc
    usesSharedMemory = sharedMemory
  }

  /// The window's pixels are no longer known to be the last frame: the next one is sent whole.
  func forget() {
    shown = nil
  }

  /// Renders `frame` (the frame of `picture`) and its status bar, and sends what changed;
  /// false when the render failed, which is logged to `log` and the picture counted as shown,
  /// so that it is not tried again until something changes.
  func draw(_ frame: Frame, as picture: WindowPicture, log: EventLog) -> Bool {
    let size = picture.windowSize
    let canvas: RenderedFrame
    let status: RasterImage?
    do {
      canvas = try renderer.renderFrame(frame)
      status = try picture.statusBar.map {
        try statusBars.image(of: $0, width: size.width, scale: picture.options.scale)
      }
    } catch {
      log.note("render failed: \(error)")
      shown = picture
      return false
    }
    upload(canvas: canvas, status: status, windowHeight: size.height)
    connection.sync()
    framesDrawn += 1
    shown = picture
    return true
  }

  /// Sends `canvas` (at the window's top) and `status` (along the bottom: under the canvas, or
  /// with the help or a list open over the canvas' bottom rows) to the window, skipping what the
  /// window already shows (the canvas' change when the renderer knows it, else found by
  /// comparing frames); the whole of both after `forget()` or when the status bar's height
  /// changed.
  private func upload(canvas rendered: RenderedFrame, status: RasterImage?, windowHeight: Int) {
    lastFramePixelsSent = 0
    let canvas = rendered.image
    var previous = shown == nil ? nil : frame
    if previous?.status?.height != status?.height { previous = nil }
    let statusTop = WindowCanvas.statusTop(
      canvas: canvas, status: status, windowHeight: windowHeight)
    let whole = [ChangedBands.Band(x: 0, y: 0, width: canvas.width, height: canvas.height)]
    let changed: [ChangedBands.Band]
    if let previous, let boxes = rendered.changed, previous.canvas.number == rendered.number - 1 {
      changed = ChangedBands.covering(boxes, width: canvas.width, height: canvas.height)
    } else {
      changed = previous.map { ChangedBands.between($0.canvas.image, canvas) } ?? whole
    }
    let bands =
      changed
      .compactMap { band -> ChangedBands.Band? in
        // Rows under the status bar are covered by it.
        var band = band
        band.height = min(band.height, statusTop - band.y)
        return band.height > 0 ? band : nil
      }
    put(canvas, y: 0, parts: bands)
    if let status, previous?.status !== status || previous?.canvas.image.height != canvas.height {
      put(
        status, y: statusTop,
        parts: [ChangedBands.Band(x: 0, y: 0, width: status.width, height: status.height)])
    }
    frame = (rendered, status, windowHeight)
  }

  /// The window row where `status` starts: its bottom at the window's bottom edge (above the
  /// window's top when a list is taller than the window).
  private static func statusTop(canvas: RasterImage, status: RasterImage?, windowHeight: Int)
    -> Int
  {
    guard let status else { return canvas.height }
    return windowHeight - status.height
  }

  /// Sends `parts` of `image` (its top-left corner at window row `y`): through a shared image of
  /// its size when the server takes one (MIT-SHM), else through the socket (`PixelUpload`).
  private func put(_ image: RasterImage, y: Int, parts: [ChangedBands.Band]) {
    guard !parts.isEmpty else { return }
    let shared = sharedImage(width: image.width, height: image.height)
    image.pixels.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      if let shared {
        for part in parts { shared.put(base, part: part, on: window, gc: gc, x: 0, y: y) }
      } else {
        let upload = PixelUpload(
          connection: connection, pixels: base, width: image.width, height: image.height,
          bytesPerRow: image.width * 4)
        for part in parts { upload.put(on: window, gc: gc, x: 0, y: y, part: part) }
      }
      lastFramePixelsSent += parts.reduce(0) { $0 + $1.width * $1.height }
    }
  }

  /// The shared image of this size (one for the canvas, one for the status bar), made on first
  /// use; nil when the server shares no memory with us (then never asked again).
  private func sharedImage(width: Int, height: Int) -> SharedImage? {
    guard usesSharedMemory else { return nil }
    if let kept = sharedImages.first(where: { $0.width == width && $0.height == height }) {
      return kept
    }
    guard let made = SharedImage.make(connection: connection, width: width, height: height) else {
      usesSharedMemory = false
      sharedImages = []
      return nil
    }
    // The canvas' and the status bar's, at most: the oldest goes.
    sharedImages = Array(sharedImages.suffix(1)) + [made]
    return made
  }

  /// The last frame drawn, as one picture, as the window shows it: the canvas with the status
  /// bar along its bottom edge.
  var lastFrame: RasterImage? {
    guard let frame else { return nil }
    let canvas = frame.canvas.image
    guard let status = frame.status else { return canvas }
    let width = canvas.width
    let height = frame.height
    let top = WindowCanvas.statusTop(canvas: canvas, status: status, windowHeight: height)
    var pixels = Array(canvas.pixels.prefix(max(0, min(top, canvas.height)) * width))
    pixels += repeatElement(0, count: max(0, top - canvas.height) * width)
    pixels += status.pixels.suffix(min(status.height, height) * width)
    return RasterImage(width: width, height: height, pixels: pixels)
  }
}
