import HitScopeRender

/// How `hitscope open` asked for the window.
public struct WindowOptions {
  /// The scene or dump file, watched for saves; `-` reads standard input once; nil opens the
  /// bundled default scene.
  public var scenePath: String?
  /// Device pixels per scene point; nil takes `Xft.dpi / 96` when that resource is set, else 1.
  public var scale: Double?
  public var overlays: Set<Overlay>
  /// Print one JSON line per event on standard output (`--log-events`).
  public var logEvents: Bool
  /// The X display to open; nil uses `DISPLAY`.
  public var displayName: String?
  /// Receives every `--log-events` line as it is emitted, whether or not `logEvents` is set.
  public var eventObserver: ((String) -> Void)?
  /// Receives each warning of importing a dump when the window opens (`FILE:LINE: warning:
  /// ...`); nil drops them (`--quiet`).
  public var importWarningObserver: ((String) -> Void)?
  /// Whether frames may reach the server through shared memory (MIT-SHM) when it takes them;
  /// false sends every pixel through the socket, as to a remote display.
  var sharedMemory = true

  public init(
    scenePath: String? = nil, scale: Double? = nil, overlays: Set<Overlay> = [],
    logEvents: Bool = false, displayName: String? = nil,
    eventObserver: ((String) -> Void)? = nil
  ) {
    self.scenePath = scenePath
    self.scale = scale
    self.overlays = overlays
    self.logEvents = logEvents
    self.displayName = displayName
    self.eventObserver = eventObserver
  }

  /// The file to watch and reload: the scene path, unless it is standard input.
  var watchedPath: String? { scenePath == "-" ? nil : scenePath }
}
