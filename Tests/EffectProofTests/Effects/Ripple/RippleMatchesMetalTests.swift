import EffectMath
import MetalCPU
import ProofEngine
import Testing

@testable import EffectProof

/// `kernel.rippleMatchesMetal` passes on the bundled Ripple.metal, covers the ring's branches,
/// and fails when the compiled side is given another amplitude than the port.
@Suite struct RippleMatchesMetalTests {
  static let proof = KernelProofs.rippleMatchesMetal(RippleConfig(), shaders: Differential.bundled)

  @Test func theCasesCoverBeforeAtAndAfterTheRing() {
    let style = RippleConfig().style
    let labels = Self.proof.cases.map(\.label)
    #expect(labels.contains { $0.hasPrefix("before") })
    #expect(labels.contains { $0.hasPrefix("at the ring") })
    #expect(labels.contains { $0.hasPrefix("after") })
    // At the ring, some pixels of the 64 × 48 layer are reached and some are not.
    let ring = Self.proof.cases[1]
    guard case .float(let time) = ring.port.arguments[1] else {
      Issue.record("no time")
      return
    }
    let front = Double(time) * style.speed
    #expect(front > 5 && front < 40, "front \(front) pt from (32, 24)")
  }

  @Test func aWrongAmplitudeFails() {
    let wrong = Differential.withWrongArgument(Self.proof, at: 2, Differential.plus(1))
    Differential.expectFailure(wrong, kernel: "RippleKernel", function: "ripple")
    let result = wrong.run(RunSettings(jobs: 2))
    let message = result.findings.first?.message ?? ""
    #expect(message.contains("Ripple.metal"), "\(message)")
    #expect(message.contains("amplitude = 7.0"), "\(message)")
  }
}
