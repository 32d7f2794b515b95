import ShaderProofs

extension DifferentialProof: CompilesShaders {
  /// The catalogue's library the compiled side comes from.
  package var compiledShaders: CompiledShaderLibrary { shaders }
}
