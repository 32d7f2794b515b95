import ProofEngine

extension SampleOffsetPromise {
  /// A promise whose samples come from a generic `geometry`: its `Double` run is the sampler
  /// (the witness) and its interval run the certificate, one source for both. `closedForm` is
  /// the true supremum per axis when known.
  public init(
    id: String, parameters: [ParameterRange], pixels: PixelRegion, promise: SIMD2<Double>,
    geometry: any CertifiableGeometry, closedForm: SIMD2<Double>? = nil
  ) {
    self.init(
      id: id, parameters: parameters, pixels: pixels, promise: promise,
      samples: geometry.sampler, geometry: geometry, closedForm: closedForm)
  }
}
