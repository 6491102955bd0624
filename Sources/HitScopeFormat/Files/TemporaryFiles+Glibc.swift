import Glibc
import Synchronization

/// The temporary files being written right now, removed by a signal handler when SIGINT,
/// SIGTERM or SIGHUP ends the process, so that an interrupted export leaves nothing behind.
///
/// The handler calls only `unlink` and the handler that was there before (or, for the default
/// action, re-raises the signal with it restored): a window that turns SIGTERM into a clean
/// close still gets it.
enum TemporaryFiles {
  private static let signals = [SIGINT, SIGTERM, SIGHUP]
  /// Slots the handler reads without a lock; a full table leaves a file unregistered, which is
  /// what happened before this existed.
  private static let capacity = 64
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
    {
      let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
      slots.initialize(repeating: nil, count: capacity)
      return slots
    }()
  /// The dispositions found at installation, by signal number.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    previous.initialize(repeating: .init(), count: Int(NSIG))
    return previous
  }()
  private static let lock = Mutex(false)

  static func register(_ path: String) {
    // A parent may start us with these blocked (Foundation's Process does): they would then
    // wait, and the file stay, until the write is over.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in signals { sigaddset(&unblock, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    lock.withLock { installed in
      if !installed {
        install()
        installed = true
      }
      for i in 0..<capacity where slots[i] == nil {
        slots[i] = strdup(path)
        return
      }
    }
  }

  static func unregister(_ path: String) {
    lock.withLock { _ in
      for i in 0..<capacity {
        guard let slot = slots[i], String(cString: slot) == path else { continue }
        slots[i] = nil
        free(slot)
        return
      }
    }
  }

  private static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = { signal, info, context in
      for i in 0..<TemporaryFiles.capacity {
        if let slot = TemporaryFiles.slots[i] { unlink(slot) }
      }
      TemporaryFiles.passOn(signal, info, context)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO | SA_RESTART
    for signal in signals {
      var old = sigaction()
      sigaction(signal, &action, &old)
      previous[Int(signal)] = old
    }
  }

  /// Does what the signal would have done without this handler.
  private static func passOn(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
  ) {
    var old = previous[Int(signal)]
    if old.sa_flags & SA_SIGINFO != 0, let handler = old.__sigaction_handler.sa_sigaction {
      handler(signal, info, context)
      return
    }
    let handler = old.__sigaction_handler.sa_handler
    // SIG_DFL is 0 and SIG_IGN 1: function pointers compare only as numbers.
    switch unsafeBitCast(handler, to: Int.self) {
    case 1:
      return
    case 0:
      sigaction(signal, &old, nil)
      raise(signal)
    default:
      handler?(signal)
    }
  }
}
