/// What one fresh `hitscope` process took: wall time, processor time and peak memory.
public struct ProcessFigures: Sendable {
  /// Launch to exit, in seconds.
  public var seconds: Double
  /// User and system time of the process, in seconds.
  public var cpuSeconds: Double
  /// Peak resident memory, in bytes.
  public var peakBytes: Int

  public init(seconds: Double, cpuSeconds: Double, peakBytes: Int) {
    self.seconds = seconds
    self.cpuSeconds = cpuSeconds
    self.peakBytes = peakBytes
  }
}
