import Foundation
import Testing

@testable import MetalCPU

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals the handler saw.
nonisolated(unsafe) private var interruptions = 0

/// What FuzzMetalRuntime found: reading clang's output with Foundation's
/// `readDataToEndOfFile()` trapped the tool when a signal interrupted the read (`EINTR`, under
/// libFuzzer's timer). `MetalCompiler.readToEnd` reads on through interruptions.
@Suite(.serialized) struct MetalInterruptedReadTests {
  /// A thread blocked reading a pipe is interrupted by SIGUSR2 (a handler installed without
  /// `SA_RESTART`, so each one is an `EINTR`) 20 times before the data comes: it gets all of it.
  /// With `EINTR` taken as the end (checked by hand) it gets nothing.
  @Test func aReadInterruptedBySignalsGetsEverything() throws {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { _ in interruptions += 1 }
    #else
      action.__sigaction_u.__sa_handler = { _ in interruptions += 1 }
    #endif
    action.sa_flags = 0
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    try #require(sigaction(SIGUSR2, &action, &previous) == 0)
    defer { sigaction(SIGUSR2, &previous, nil) }
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)

    final class Reader: @unchecked Sendable {
      var thread = pthread_self()
      var bytes: [UInt8] = []
      let started = DispatchSemaphore(value: 0)
      let finished = DispatchSemaphore(value: 0)
    }
    let reader = Reader()
    let descriptor = ends[0]
    let thread = Thread {
      // The thread may start with signals blocked (the test runner's threads do).
      var unblock = sigset_t()
      sigemptyset(&unblock)
      sigaddset(&unblock, SIGUSR2)
      pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
      reader.thread = pthread_self()
      reader.started.signal()
      reader.bytes = MetalCompiler.readToEnd(descriptor)
      reader.finished.signal()
    }
    thread.start()
    reader.started.wait()
    interruptions = 0
    for _ in 0..<20 {
      usleep(5_000)
      pthread_kill(reader.thread, SIGUSR2)
    }
    usleep(5_000)
    let text = Array("clang says: error at Fuzzed.metal:11".utf8)
    #expect(write(ends[1], text, text.count) == text.count)
    close(ends[1])
    reader.finished.wait()
    close(descriptor)
    #expect(reader.bytes == text)
    // Signals that arrive while one is still pending coalesce (18 of 20 arrived once, on a busy
    // machine): at least one interrupted the read, and nothing was lost to it.
    #expect(interruptions > 0)
  }
}
