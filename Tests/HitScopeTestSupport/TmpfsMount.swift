import Foundation

/// Whether tests may mount a tmpfs (root on Linux): tests of full disks need one and are
/// reported as skipped without it.
public enum TmpfsMount {
  /// Tried once, on a scratch folder.
  public static let isAllowed: Bool = {
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-mount-probe-\(UUID().uuidString)")
    guard
      (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true))
        != nil
    else { return false }
    defer { try? FileManager.default.removeItem(at: probe) }
    guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path]) == 0 else {
      return false
    }
    return run("/bin/umount", [probe.path]) == 0
  }()

  /// Runs `tool` (`/bin/mount`, `/bin/umount`) with its output discarded; its exit status, or
  /// -1 when it could not be started.
  @discardableResult
  public static func run(_ tool: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
