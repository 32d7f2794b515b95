// What a proof needs comes with this module: a test target that depends on the
// `EffectProofTesting` product writes `import EffectProofTesting` alone and gets the engine's
// domains, strategies, seeds, `PropertyProof`, `SampleOffsetPromise`, `PromiseProof`,
// `ProofParameters` and the reports (docs/writing-a-proof.md).
@_exported import ProofEngine
