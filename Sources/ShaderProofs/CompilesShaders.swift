import ProofEngine

/// A proof that compiles the app's Metal sources through a ``CompiledShaderLibrary``, so that
/// `effectproof check` can check the library's build cache before the proofs run and ask it,
/// after, whether a compile met a fault of the cache (exit 2 with one line, not a failed
/// proof per shader).
package protocol CompilesShaders: Proof {
  /// The library the proof compiles through.
  var compiledShaders: CompiledShaderLibrary { get }
}

extension ShaderProof: CompilesShaders {
  /// The entry's sweep's library.
  package var compiledShaders: CompiledShaderLibrary { sweep.library }
}
