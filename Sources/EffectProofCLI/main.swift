import EffectProofGate

// The `effectproof` command: the gate with no proofs of its own, through the same entry point
// an app's gate executable calls (docs/adopting.md).
EffectProofTool.main()
