import EffectProofTestSupport
import Foundation
import Testing

/// The built tool with a standard output or error it cannot write: a full disk (`/dev/full`),
/// a closed descriptor, a pipe whose reader is gone. Each was a trap (SIGILL, from a `try!` in
/// `FileHandle.write`) before; now it is exit status 2 and one line on the other stream.
@Suite struct BrokenStreamTests {
  struct Outcome {
    var status: Int32
    var standardError: String
  }

  /// Runs the tool under `sh -c SCRIPT` (the tool is `$0`, its arguments follow), capturing
  /// standard error unless the script redirects it.
  func shell(_ script: String, _ arguments: [String]) throws -> Outcome? {
    guard let executable = BuiltBinaryTests.executable() else {
      Issue.record("the built effectproof executable was not found")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, executable.path] + arguments
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "ended by signal \(process.terminationStatus)")
    return Outcome(
      status: process.terminationStatus, standardError: String(decoding: text, as: UTF8.self))
  }

  @Test(arguments: [
    ["--version"], ["help"], ["help", "check"], ["scan", "Fixtures/Broken/Swift"],
  ])
  func aFullStandardOutputIsExitTwo(arguments: [String]) throws {
    let arguments = arguments.map {
      $0.hasPrefix("Fixtures/") ? Fixtures.path(String($0.dropFirst("Fixtures/".count))) : $0
    }
    guard let outcome = try shell(#"exec "$0" "$@" > /dev/full"#, arguments) else { return }
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError
        == "effectproof: error: cannot write standard output: No space left on device\n")
  }

  @Test func aClosedStandardOutputIsExitTwo() throws {
    guard let outcome = try shell(#"exec "$0" "$@" >&-"#, ["--version"]) else { return }
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("effectproof: error: cannot write standard output: "))
  }

  @Test func aPipeWithNoReaderIsExitTwoNotSIGPIPE() throws {
    // `true` exits at once; the tool starts 0.3 s later and meets a pipe with no reader.
    let script = #"{ sleep 0.3; "$0" "$@"; echo "status $?" >&2; } | true"#
    guard let outcome = try shell(script, ["help", "check"]) else { return }
    #expect(outcome.standardError.contains("status 2"), "\(outcome.standardError)")
    #expect(outcome.standardError.contains("Broken pipe"), "\(outcome.standardError)")
  }

  @Test func aFullStandardErrorIsExitTwo() throws {
    guard let outcome = try shell(#"exec "$0" "$@" 2> /dev/full"#, ["check", "--bogus"]) else {
      return
    }
    #expect(outcome.status == 2)
  }
}
