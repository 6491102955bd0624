import CX11
import CXext
import Glibc
import HitScopeRender

/// An XImage of `width` x `height` ARGB32 pixels in a System V shared-memory segment the X
/// server reads in place (MIT-SHM): the parts of a frame that changed are copied into it and
/// sent with `XShmPutImage`, so no pixel goes through the socket. Made by `make`, which returns
/// nil when the server cannot share memory with this process (a remote display, no MIT-SHM
/// extension, no segment to be had); the window then sends pixels with `PixelUpload`. The
/// segment is detached and the image destroyed in deinit.
///
/// The server reads the segment while it handles the request: the caller syncs with the server
/// (as the window does after every frame) before copying the next frame in.
final class SharedImage {
  let width: Int
  let height: Int
  private let connection: DisplayConnection
  private let image: UnsafeMutablePointer<XImage>
  private let segment: UnsafeMutablePointer<XShmSegmentInfo>

  private init(
    connection: DisplayConnection, width: Int, height: Int, image: UnsafeMutablePointer<XImage>,
    segment: UnsafeMutablePointer<XShmSegmentInfo>
  ) {
    self.connection = connection
    self.width = width
    self.height = height
    self.image = image
    self.segment = segment
  }

  /// A shared image for `connection`'s visual, or nil when the server cannot use one.
  static func make(connection: DisplayConnection, width: Int, height: Int) -> SharedImage? {
    let display = connection.pointer
    guard width > 0, height > 0, XShmQueryExtension(display) != 0 else { return nil }
    let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    segment.initialize(to: XShmSegmentInfo())
    guard
      let image = XShmCreateImage(
        display, connection.visual, UInt32(connection.depth), ZPixmap, nil, segment,
        UInt32(width), UInt32(height))
    else {
      segment.deallocate()
      return nil
    }
    func giveUp() -> SharedImage? {
      image.pointee.data = nil
      _ = hitscope_destroy_image(image)
      segment.deallocate()
      return nil
    }
    guard image.pointee.bits_per_pixel == 32, image.pointee.bytes_per_line == Int32(width * 4)
    else { return giveUp() }
    let id = shmget(IPC_PRIVATE, width * height * 4, IPC_CREAT | 0o600)
    guard id >= 0 else { return giveUp() }
    guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1)
    else {
      shmctl(id, IPC_RMID, nil)
      return giveUp()
    }
    segment.pointee.shmid = id
    segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    segment.pointee.readOnly = False
    image.pointee.data = segment.pointee.shmaddr
    // A server on another machine refuses the segment with an error: caught here, not reported.
    var attached: Int32 = 0
    let errors = XErrorTrap.errors {
      attached = XShmAttach(display, segment)
      XSync(display, False)
    }
    // The segment goes once both sides have detached from it.
    shmctl(id, IPC_RMID, nil)
    guard attached != 0, errors.isEmpty else {
      shmdt(address)
      return giveUp()
    }
    return SharedImage(
      connection: connection, width: width, height: height, image: image, segment: segment)
  }

  deinit {
    XShmDetach(connection.pointer, segment)
    XSync(connection.pointer, False)
    shmdt(segment.pointee.shmaddr)
    image.pointee.data = nil
    _ = hitscope_destroy_image(image)
    segment.deallocate()
  }

  /// Copies `part` of `pixels` (native-endian 0xAARRGGBB, `width` x `height`, rows `width`
  /// apart) into the same place of the shared image and sends it to `drawable`, the image's
  /// top-left corner at (x, y) in the drawable's pixels.
  func put(
    _ pixels: UnsafePointer<UInt32>, part: ChangedBands.Band, on drawable: UInt,
    gc: GraphicsContext, x: Int, y: Int
  ) {
    precondition(
      part.x >= 0 && part.y >= 0 && part.width > 0 && part.height > 0
        && part.x + part.width <= width && part.y + part.height <= height,
      "The part \(part) lies outside the \(width)x\(height) image; clip it first.")
    let shared = UnsafeMutableRawPointer(segment.pointee.shmaddr!).assumingMemoryBound(
      to: UInt32.self)
    for row in part.y..<part.y + part.height {
      let offset = row * width + part.x
      (shared + offset).update(from: pixels + offset, count: part.width)
    }
    XShmPutImage(
      connection.pointer, drawable, gc.pointer, image, Int32(part.x), Int32(part.y),
      Int32(x + part.x), Int32(y + part.y), UInt32(part.width), UInt32(part.height), False)
  }
}
