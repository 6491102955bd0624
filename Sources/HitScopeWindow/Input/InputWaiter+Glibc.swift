import Glibc

/// Blocks until one of some file descriptors is readable or a timeout passes (`poll()`).
enum InputWaiter {
  /// Which of `descriptors` are readable, in order; all false on timeout. A negative
  /// `timeoutMilliseconds` waits without limit.
  static func wait(for descriptors: [Int32], timeoutMilliseconds: Int32) -> [Bool] {
    var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let result = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
    guard result > 0 else { return Array(repeating: false, count: fds.count) }
    return fds.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
  }
}
