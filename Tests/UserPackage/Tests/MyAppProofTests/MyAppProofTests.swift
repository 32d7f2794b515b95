import EffectProofTesting
import MyAppProofs
import Testing

@Test(.proofSeed(0x5EED_0001))
func everyProofOfTheAppHolds() {
  #expect(AppProofs.all.map(\.id).count == 3)
  for proof in AppProofs.all {
    expectProof(proof)
  }
}

/// The promise depends on the amplitude, and is exact: at |sin| = 1 the wave samples the full
/// amplitude away, so the least room left is 0 (to the polish's precision).
@Test func theWavePromiseFollowsTheAmplitudeWithNoRoomToSpare() throws {
  let report = try wavePromise("myapp.wavePromise", size: waveViewSizes[1]) { wave in
    SIMD2(waveMaxSampleOffset(amplitude: wave.amplitude))
  }.prove()
  #expect(report.holds, "\(report)")
  #expect(report.x.promiseDependsOnArguments)
  #expect(report.x.margin >= -1e-9 && report.x.margin < 1e-6, "\(report)")
}

/// A promise of 90 % of the amplitude fails: the least room is 0.9·A − A = −0.1·A, so −0.8 pt
/// at the largest amplitude, 8, and that is the counterexample the report names.
@Test func aPromiseOfNinetyPercentFailsAtTheLargestAmplitude() throws {
  let report = try wavePromise("myapp.wavePromiseTooSmall", size: waveViewSizes[1]) { wave in
    SIMD2(0.9 * wave.amplitude, 0)
  }.prove()
  #expect(!report.holds)
  #expect(abs(report.x.margin - -0.8) < 1e-6, "\(report)")
  let counterexample = try #require(report.x.argmax)
  #expect(abs(counterexample.parameters[1] - 8) < 1e-9, "\(counterexample)")
  #expect(report.parameterNames == ["time", "amplitude"])
}
