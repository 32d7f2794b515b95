import EffectKernels
import EffectMath
import ProofEngine

/// The `kernel.*` proofs: properties of the CPU ports of the shaders (`EffectKernels`), checked
/// on the pixels they produce: the foil only adds light, additive grain survives dark themes,
/// drilled pips show on near-black ink, every sample lies within its promise, the arc blur
/// leaves the hub and the outside alone and draws the ball's streak at the article's opacity,
/// the curl reveals the face as the geometry says, and the ripple stays finite; and each port
/// agrees with the compiled `.metal` it copies (``DifferentialProof``, `kernel.*MatchesMetal`).
public enum KernelProofs {
}
