import ShaderProofs

extension CompiledShaderLibrary {
  /// A library over `config`'s shader sources, with the toolchain's clang++ and the default
  /// cache (`$EFFECTPROOF_CACHE`, else `~/.cache/effectproof`).
  public convenience init(config: CheckConfig) {
    self.init(shaderPaths: config.shaderPaths, maximumFileBytes: config.maxFileBytes)
  }
}
