import Foundation
import Glibc
import HitScopeEngine
import HitScopeFormat
import HitScopeRender

/// Writes the probes recorded in the window into their file and takes them back, newest first.
///
/// Each probe goes in by the minimal text edit of `ProbeInsertion` and the file is replaced
/// atomically; `undo` removes exactly the bytes that edit put in, so an undone probe leaves the
/// file byte for byte as it was. A sidecar that recording created is deleted again when its
/// first probe is undone.
final class ProbeRecorder {
  struct Recorded: Equatable {
    var probe: Probe
    /// The file written, as the window names it.
    var file: String
    var edit: TextEdit
    /// Whether recording created the file (a dump's new sidecar).
    var createdFile: Bool
  }

  /// What was recorded this session and not undone, oldest first.
  private(set) var recorded: [Recorded] = []

  /// Appends `probe` to `file`. With `createsWhenAbsent`, a missing file is created as an empty
  /// probe sidecar first. Throws with a sentence naming the file when it cannot be read, edited
  /// or written; the file is then unchanged.
  func record(_ probe: Probe, into file: String, createsWhenAbsent: Bool) throws(SceneEditError)
    -> Recorded
  {
    let target = Self.resolved(file)
    let existing = FileManager.default.contents(atPath: target).map { [UInt8]($0) }
    let created = existing == nil
    guard let before = existing ?? (createsWhenAbsent ? Array(ProbeSidecar.emptyText.utf8) : nil)
    else {
      throw SceneEditError("Cannot record the probe: \"\(file)\" could not be read.")
    }
    let edit = try ProbeInsertion.edit(appending: probe, to: before, file: file)
    try Self.write(edit.applied(to: before), to: target, naming: file)
    let entry = Recorded(probe: probe, file: file, edit: edit, createdFile: created)
    recorded.append(entry)
    return entry
  }

  /// Takes the newest recorded probe out of its file; nil when none is left. Throws, keeping
  /// the probe on the list, when the file changed around the probe's text since.
  func undo() throws(SceneEditError) -> Recorded? {
    guard let last = recorded.last else { return nil }
    let target = Self.resolved(last.file)
    guard let now = FileManager.default.contents(atPath: target).map({ [UInt8]($0) }) else {
      throw SceneEditError("Cannot undo the probe: \"\(last.file)\" could not be read.")
    }
    guard let before = last.edit.reverted(from: now) else {
      throw SceneEditError(
        "Cannot undo the probe \"\(last.probe.name ?? "\(last.probe.point)")\": \"\(last.file)\""
          + " changed around its text since it was recorded; remove it by hand.")
    }
    if last.createdFile, before == Array(ProbeSidecar.emptyText.utf8) {
      guard unlink(target) == 0 else {
        throw SceneEditError(
          "Cannot undo the probe: removing \"\(last.file)\" failed (\(String(cString: strerror(errno))))."
        )
      }
    } else {
      try Self.write(before, to: target, naming: last.file)
    }
    recorded.removeLast()
    return last
  }

  /// The file a path names, through symbolic links, so that replacing it keeps the link.
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  private static func write(_ bytes: [UInt8], to path: String, naming file: String)
    throws(SceneEditError)
  {
    do {
      try AtomicFile.write(bytes: bytes, to: path)
    } catch {
      throw SceneEditError("\(error)".replacingOccurrences(of: path, with: file))
    }
  }
}
