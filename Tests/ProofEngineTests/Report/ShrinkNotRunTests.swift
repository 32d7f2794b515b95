import Testing

@testable import ProofEngine

/// A shrink that never ran (a hang, or no process to run candidates in) says so; it is not
/// "already minimal".
@Suite struct ShrinkNotRunTests {
  @Test func aShrinkThatDidNotRunIsNotCalledMinimal() {
    let record = CaseRecord(index: 3, value: "time = 0")
    let notRun = Counterexample(
      original: record, shrunk: record, shrinkSteps: 0, shrinkStop: .notRun)
    #expect(notRun.shrinkDescription == "not shrunk: not run (0 simpler candidates tried)")
    let minimal = Counterexample(
      original: record, shrunk: record, shrinkSteps: 0, shrinkStop: .minimal)
    #expect(minimal.shrinkDescription == "already minimal (0 simpler candidates tried)")
    #expect(ShrinkStop(rawValue: "not run") == .notRun)
  }
}
