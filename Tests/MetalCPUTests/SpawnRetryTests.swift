import Testing

@testable import MetalCPU

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tool just written is busy (ETXTBSY) while a process forked in that instant holds its
/// write descriptor: the launch tries again, and reports any other error at once.
@Suite struct SpawnRetryTests {
  @Test func aBusyToolIsTriedAgainUntilItStarts() {
    var calls = 0
    let status = SpawnAttributes.spawnRetryingBusy {
      calls += 1
      return calls < 3 ? ETXTBSY : 0
    }
    #expect(status == 0 && calls == 3)
  }

  @Test func anotherErrorIsReportedAtOnceAndBusyGivesUpAfterASecond() {
    var calls = 0
    #expect(
      SpawnAttributes.spawnRetryingBusy {
        calls += 1
        return ENOENT
      } == ENOENT)
    #expect(calls == 1)
    calls = 0
    #expect(
      SpawnAttributes.spawnRetryingBusy {
        calls += 1
        return ETXTBSY
      } == ETXTBSY)
    #expect(calls == 20)
  }
}
