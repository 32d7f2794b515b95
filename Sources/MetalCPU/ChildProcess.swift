import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process with a time limit, its messages in a file (never a pipe, so a chatty child
/// cannot block).
struct ChildProcess {
  /// The exit status (when it exited).
  var status: Int32
  /// The signal that ended it, when one did and it was not the time limit's.
  var signal: Int32?
  /// Whether the time limit stopped it.
  var timedOut: Bool
  /// Its standard output and error.
  var messages: String

  /// Runs `program` with `arguments`. At the time limit the child gets SIGTERM (the runtime
  /// then reports where each worker is), and SIGKILL 2 s later.
  static func run(program: String, arguments: [String], timeLimit: Double, messages: String)
    throws(MetalRunError) -> ChildProcess
  {
    guard FileManager.default.createFile(atPath: messages, contents: nil),
      let handle = FileHandle(forWritingAtPath: messages)
    else { throw .runtime("cannot create \(messages)") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.standardOutput = handle
    process.standardError = handle
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      try? handle.close()
      throw .runtime("cannot start \(program): \(error.localizedDescription)")
    }
    var timedOut = false
    if finished.wait(timeout: .now() + min(timeLimit, 86_400)) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGTERM)
      if finished.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
    }
    process.waitUntilExit()
    try? handle.close()
    let text =
      FileManager.default.contents(atPath: messages).map {
        String(decoding: $0, as: UTF8.self)
      } ?? ""
    let bySignal = process.terminationReason == .uncaughtSignal
    return ChildProcess(
      status: bySignal ? -1 : process.terminationStatus,
      signal: bySignal && !timedOut ? process.terminationStatus : nil, timedOut: timedOut,
      messages: text)
  }
}
