import EffectProofGate
import MyAppProofs

// The app's own `effectproof`: every command of the tool, with the app's proofs in `check`.
EffectProofTool.main(adding: AppProofs.all)
