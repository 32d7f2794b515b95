// A gate's `main.swift` writes its proofs next to `EffectProofTool.main(adding:)` with this one
// import: the engine's domains, proofs and promises come with it.
@_exported import ProofEngine
