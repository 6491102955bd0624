import Glibc

/// The write end of the pipe the signal handler writes to: a signal handler can capture nothing,
/// and `write` is one of the few calls it may make.
nonisolated(unsafe) private var terminationPipeWriteEnd: Int32 = -1

/// SIGTERM, SIGINT and SIGHUP (a closed terminal) turned into a readable descriptor, so the
/// window's `poll()` loop notices them and closes cleanly (the `closed` event last, exit 0)
/// instead of dying mid-frame; SIGPIPE ignored, so that a `--log-events` reader that goes away
/// ends the log (its write fails with EPIPE), not the window. The previous handlers come back in
/// deinit.
final class TerminationSignals {
  private static let signals = [SIGTERM, SIGINT, SIGHUP]
  /// The read end, to `poll()` on.
  let fileDescriptor: Int32
  private let writeEnd: Int32
  private var previous: [sigaction] = []
  private var previousPipe = sigaction()

  init() throws(WindowError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw WindowError.signals(reason: String(cString: strerror(errno)))
    }
    for end in ends {
      // Neither end may block: a full pipe must not stall the handler, nor an empty one the loop.
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    fileDescriptor = ends[0]
    writeEnd = ends[1]
    terminationPipeWriteEnd = writeEnd
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      var byte: UInt8 = 1
      _ = write(terminationPipeWriteEnd, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in Self.signals {
      var old = sigaction()
      sigaction(signal, &action, &old)
      previous.append(old)
      sigaddset(&unblock, signal)
    }
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    sigaction(SIGPIPE, &ignore, &previousPipe)
    // A parent may start us with these blocked (Foundation's Process does): unblock them, or
    // they would wait forever.
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  deinit {
    for (signal, old) in zip(Self.signals, previous) {
      var old = old
      sigaction(signal, &old, nil)
    }
    sigaction(SIGPIPE, &previousPipe, nil)
    terminationPipeWriteEnd = -1
    close(fileDescriptor)
    close(writeEnd)
  }

  /// Whether a signal arrived since the last call; empties the pipe.
  func takeSignal() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 16)
    var arrived = false
    while read(fileDescriptor, &buffer, buffer.count) > 0 { arrived = true }
    return arrived
  }
}
