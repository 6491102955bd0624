import Foundation
import HitScopeCLI
import Testing

struct FileDescriptorOutputTests {
  /// A reader on a pipe sees each line as soon as it is written, while the writer is still
  /// alive: nothing waits in a buffer for exit.
  @Test func eachWriteReachesAPipeAtOnce() throws {
    let pipe = Pipe()
    let output = FileDescriptorOutput(descriptor: pipe.fileHandleForWriting.fileDescriptor)
    #expect(!output.isTerminal)
    output.line("first")
    let reader = pipe.fileHandleForReading.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 64)
    var flags = fcntl(reader, F_GETFL)
    flags |= O_NONBLOCK
    #expect(fcntl(reader, F_SETFL, flags) == 0)
    let count = read(reader, &buffer, buffer.count)
    #expect(count == 6)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "first\n")
    output.line("second")
    let more = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(more, 0)), as: UTF8.self) == "second\n")
  }

  @Test func longTextIsWrittenWhole() throws {
    let pipe = Pipe()
    let output = FileDescriptorOutput(descriptor: pipe.fileHandleForWriting.fileDescriptor)
    let text = String(repeating: "0123456789", count: 5_000) + "\n"
    let writer = Thread { output.write(text) }
    writer.start()
    var received = Data()
    while received.count < text.utf8.count {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received.append(chunk)
    }
    #expect(received == Data(text.utf8))
  }
}

struct ProgressTests {
  @Test func severalExportsShowProgressOnATerminalOnly() {
    let folder = Repository.temporaryFolder()
    let scenes = [
      Repository.scene("extended-bounds.json"), Repository.scene("event-delivery.json"),
    ]
    for terminal in [true, false] {
      let out = CapturedOutput()
      let err = CapturedOutput(isTerminal: terminal)
      let code = CLI.run(
        arguments: ["export"] + scenes + ["-o", folder.path, "--no-panel"], stdout: out,
        stderr: err)
      #expect(code == 0)
      #expect(out.text == "")
      if terminal {
        #expect(err.text.contains("[1/2] \(scenes[0])"))
        #expect(err.text.contains("[2/2] \(scenes[1])"))
        #expect(err.text.hasSuffix("\r\u{1B}[K"))
      } else {
        #expect(err.text == "")
      }
    }
  }
}
