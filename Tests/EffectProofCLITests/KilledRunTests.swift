import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

/// `effectproof check` killed halfway (SIGKILL: no handler, no cleanup) leaves the previous
/// reports exactly as they were: reports are written to a temporary file and renamed, so there
/// is never a half-written file under the final name.
@Suite struct KilledRunTests {
  @Test func aKilledCheckLeavesThePreviousReportsByteForByte() throws {
    guard let executable = BuiltBinaryTests.executable() else {
      Issue.record(
        "the built effectproof executable was not found near \(Bundle.main.bundleURL.path)")
      return
    }
    let folder = try TemporaryFolder()
    let report = folder.url("report.json")
    let page = folder.url("report.html")
    // A previous complete run's reports (quick: the registry proofs only).
    let previous = Process()
    previous.executableURL = executable
    previous.arguments = [
      "check", "--config", Fixtures.tableReadyConfig, "--only", "registry.", "--format", "json",
      "--output", report, "--html", page,
    ]
    previous.standardOutput = FileHandle.nullDevice
    try previous.run()
    previous.waitUntilExit()
    #expect(previous.terminationStatus == 0)
    let oldReport = try Data(contentsOf: URL(fileURLWithPath: report))
    let oldPage = try Data(contentsOf: URL(fileURLWithPath: page))
    #expect(!oldReport.isEmpty && !oldPage.isEmpty)

    // Every proof at high density runs for minutes; it is killed while proving.
    let long = Process()
    long.executableURL = executable
    long.arguments = [
      "check", "--config", Fixtures.tableReadyConfig, "--density", "high", "--jobs", "2",
      "--format", "json", "--output", report, "--html", page,
    ]
    long.standardOutput = FileHandle.nullDevice
    long.standardError = FileHandle.nullDevice
    try long.run()
    Thread.sleep(forTimeInterval: 1.5)
    #expect(long.isRunning, "the run ended before it could be killed")
    kill(long.processIdentifier, SIGKILL)
    long.waitUntilExit()
    #expect(long.terminationReason == .uncaughtSignal)
    #expect(long.terminationStatus == SIGKILL)

    #expect(try Data(contentsOf: URL(fileURLWithPath: report)) == oldReport)
    #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == oldPage)
    // Anything else left behind can only be a recognisable temporary file (a run killed
    // between creating one and renaming it); never a second report.
    let others = try folder.contents().filter { $0 != "report.json" && $0 != "report.html" }
    #expect(others.allSatisfy(AtomicFileWrite.isTemporaryName), "\(others)")
  }
}
