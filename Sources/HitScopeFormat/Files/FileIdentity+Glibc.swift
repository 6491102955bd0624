import Foundation
import Glibc

/// Which file a path names, so that two spellings of one file (`./a.json` and `a.json`, a
/// link and its target) compare equal: an existing file by its device and inode, a file not
/// written yet by the canonical path of its folder and its name.
public struct FileIdentity: Hashable, Sendable {
  private enum Key: Hashable {
    case node(device: UInt64, inode: UInt64)
    case absent(String)
  }

  private let key: Key
  /// Whether writing the path replaces a file (false for devices and pipes, written in place:
  /// two outputs to /dev/null do not overwrite each other).
  public let isReplaced: Bool

  /// The identity of `path`, following symbolic links; nil when it cannot be told (a folder
  /// that does not exist: writing will say so).
  public init?(_ path: String) {
    var status = stat()
    if stat(path, &status) == 0 {
      key = .node(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
      let kind = status.st_mode & S_IFMT
      isReplaced = kind == S_IFREG || kind == S_IFDIR
      return
    }
    guard case .replaced(let file)? = try? AtomicFile.target(of: path) else { return nil }
    let url = URL(fileURLWithPath: file)
    guard let folder = realpath(url.deletingLastPathComponent().path, nil) else { return nil }
    defer { free(folder) }
    key = .absent(String(cString: folder) + "/" + url.lastPathComponent)
    isReplaced = true
  }
}
