import EffectProofTesting
import Testing

// This file imports EffectProofTesting alone, as a user's test target does: everything below
// (the domains, PropertyProof, SampleOffsetPromise, PromiseProof, ProofParameters, RunSettings)
// comes through its re-export of ProofEngine. It would not compile without it.

/// A user's own shader arguments.
struct OneImportWave: ProofParameters {
  var time = 0.0
  var amplitude = 0.0
}

@Suite("One import: EffectProofTesting brings the engine")
struct OneImportTests {
  @Test(.proofSeed(0x5EED_0001))
  func aPropertyOverNamedParametersRunsWithOneImport() {
    let proof = PropertyProof(
      id: "oneImport.property", fact: "time · amplitude ≤ 16",
      parameters: [.init(\OneImportWave.time, 0...2), .init(\.amplitude, 4...8)]
    ) { wave in .expect(wave.time * wave.amplitude, atMost: 16) }
    let result = expectProof(proof)
    #expect(result.status == .passed)
    // The worst case is the grid's corner, time 2 and amplitude 8: 16, no room left.
    #expect(result.worst?.margin == 0)
    #expect(result.worst?.value == "(time = 2.0, amplitude = 8.0)")
  }

  @Test func aPromiseProofRunsWithOneImport() throws {
    let promise = SampleOffsetPromise(
      id: "oneImport.promise",
      parameters: [.init(\OneImportWave.amplitude, 0...3), .init(\.time, fixed: 0)],
      pixels: PixelRegion(width: 4, height: 4), promise: { SIMD2(0, $0.amplitude) },
      distortion: { wave, pixel in pixel + SIMD2(0, wave.amplitude) })
    let result = PromiseProof(fact: "a shift down by the amplitude", promise: promise)
      .run(RunSettings(jobs: 1))
    #expect(result.id == "oneImport.promise")
    #expect(result.status == .passed, "\(result.findings)")
  }
}
