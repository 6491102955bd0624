import Glibc

/// The system calls of `InputFile`: `stat`, `open`, `read`, with `errno` turned into sentences.
extension InputFile {
  /// Whether anything is at `path`, without following a final symbolic link: a dangling link
  /// or a link loop is something, which reading then names.
  public static func isPresent(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  static func readPath(_ path: String) throws(SceneLoadError) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw pathProblem(path, errno: errno) }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      throw problem(path, "\"\(path)\" is a directory, not a scene file (expected a .json file).")
    case S_IFREG:
      break
    default:
      // A named pipe without a writer would block at open, and a device may never end.
      throw problem(
        path,
        "\"\(path)\" is not a regular file (it is a pipe, socket or device); expected a .json"
          + " file.")
    }
    guard Int(status.st_size) <= maximumBytes else {
      throw tooLarge(path, size: Int(status.st_size))
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw pathProblem(path, errno: errno) }
    defer { close(fd) }
    return try readDescriptor(fd, size: Int(status.st_size), name: path)
  }

  /// The bytes of `fd` to its end. `size` is a regular file's size, a first guess (a file that
  /// grows or shrinks meanwhile is read to its end); streams are checked against the cap as they
  /// arrive, and every chunk for a NUL byte as soon as it is read.
  static func readDescriptor(_ fd: Int32, size: Int?, name: String) throws(SceneLoadError)
    -> [UInt8]
  {
    var status = stat()
    var known = size
    if known == nil, fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
      guard Int(status.st_size) <= maximumBytes else {
        throw tooLarge(name, size: Int(status.st_size))
      }
      known = Int(status.st_size)
    }
    var bytes: [UInt8] = []
    var capacity = min(max((known ?? 0) + 1, 1 << 16), maximumBytes + 1)
    var failure: Int32 = 0
    var nulAt: Int? = nil
    while true {
      let previous = bytes
      // Uninitialised: filling 256 MiB with zeros first would cost more than reading it.
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        let base = buffer.baseAddress!
        previous.withUnsafeBufferPointer { old in
          if let from = old.baseAddress { memcpy(base, from, old.count) }
        }
        var filled = previous.count
        while filled < capacity {
          let n = Glibc.read(fd, base + filled, capacity - filled)
          if n < 0 {
            if errno == EINTR { continue }
            failure = errno
            break
          }
          if n == 0 { break }
          if let found = memchr(base + filled, 0, n) {
            nulAt = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            filled += n
            break
          }
          filled += n
        }
        count = filled
      }
      if let nulAt { throw binary(name, at: nulAt, in: bytes) }
      if failure != 0 { throw pathProblem(name, errno: failure) }
      if bytes.count > maximumBytes { throw tooLarge(name, size: nil) }
      if bytes.count < capacity { return bytes }
      capacity = min(capacity * 2, maximumBytes + 1)
    }
  }

  /// Why `path` cannot be read, from the `errno` of `stat`, `open` or `read`.
  static func pathProblem(_ path: String, errno code: Int32) -> SceneLoadError {
    switch code {
    case ENOENT:
      var status = stat()
      if lstat(path, &status) == 0 {
        return problem(
          path, "\"\(path)\" is a symbolic link to a file that does not exist.")
      }
      return problem(path, "The file \"\(path)\" does not exist.")
    case ELOOP:
      return problem(
        path,
        "\"\(path)\" is a symbolic link loop (its links lead back to themselves and never reach"
          + " a file).")
    case EACCES, EPERM:
      return problem(
        path,
        "The file \"\(path)\" could not be read: permission denied (check the permissions of the"
          + " file and of its folders).")
    case ENOTDIR:
      return problem(
        path, "The file \"\(path)\" does not exist (a part of its path is not a folder).")
    default:
      return problem(
        path,
        "The file \"\(path)\" could not be read (\(String(cString: strerror(code)))); check its"
          + " permissions.")
    }
  }
}
