import Foundation
import Glibc
import HitScopeFormat

/// Watches the folder of a scene file for saves, with inotify; the descriptor closes in deinit.
///
/// The folder is watched rather than the file because editors save by writing a new file and
/// renaming it over the old one (`IN_MOVED_TO`); in-place saves end with `IN_CLOSE_WRITE`.
final class SceneWatcher {
  /// Readable when events are pending: `poll()` on it beside the X connection.
  let fileDescriptor: Int32
  let fileName: String
  /// The scene file and, for a dump, its probe sidecar (`DUMP.probes.json`): saving either
  /// reloads.
  private let watchedNames: Set<String>

  init(scenePath: String) throws(WindowError) {
    let url = URL(fileURLWithPath: scenePath)
    fileName = url.lastPathComponent
    watchedNames = [fileName, ProbeSidecar.path(forDump: fileName)]
    let folder = url.deletingLastPathComponent().path
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else {
      throw .watchFailed(path: folder, reason: String(cString: strerror(errno)))
    }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
    guard inotify_add_watch(fd, folder, mask) >= 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw .watchFailed(path: folder, reason: reason)
    }
    fileDescriptor = fd
  }

  deinit {
    close(fileDescriptor)
  }

  /// Reads every pending event; true when one of them names the scene file or its sidecar.
  func drainEvents() -> Bool {
    var touched = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return touched }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          let nameBytes = bytes[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
          if watchedNames.contains(String(decoding: nameBytes, as: UTF8.self)) { touched = true }
          offset += header + length
        }
      }
    }
  }
}
