import EffectProofTesting
import Foundation
import MyAppProofs
import ProofEngine
import Testing

@Test(.proofSeed(0x5EED_0001))
func theWaveStaysWithinItsAmplitude() {
  expectProof(AppProofs.waveStaysWithinAmplitude)
}

/// The app's own `maxSampleOffset` promise, swept and polished by the engine.
@Test func theWavePromiseHolds() {
  let result = expectProof(AppProofs.wavePromiseHolds)
  #expect(result.status == .passed)
}

/// The promise's supremum is the amplitude: the sweep finds the worst case.
@Test func theWavePromiseIsTight() throws {
  let report = try AppProofs.wavePromise(id: "myapp.wavePromiseTight", bound: 8).prove()
  #expect(report.holds, "\(report)")
  #expect(report.x.supremum > 7.99)
}

/// The same promise one point too small fails: the proof can fail.
@Test func aPromiseTooSmallFails() throws {
  let promise = AppProofs.wavePromise(id: "myapp.wavePromiseTooSmall", bound: 7)
  #expect(!(try promise.prove()).holds)
}
