// MARK: - Named parameters

extension SampleOffsetPromise {
  /// A promise over named parameters, whose bound may depend on them: the sampler and the
  /// promise receive a `Root` struct, never positions in an array.
  ///
  /// ```swift
  /// struct Wave: ProofParameters { var time = 0.0; var amplitude = 0.0 }
  /// SampleOffsetPromise(
  ///   id: "myapp.wavePromise",
  ///   parameters: [.init(\Wave.time, 0...2), .init(\.amplitude, 4...8)],
  ///   pixels: PixelRegion(width: 300, height: 400),
  ///   promise: { wave in SIMD2(wave.amplitude, 0) },
  ///   distortion: { wave, pixel in waveSource(pixel, wave) })
  /// ```
  ///
  /// Each case holds on an axis when its offset is within its own promise; see
  /// ``PromisedOffset`` for what the sweep, the polish and the report then compute. The
  /// parameters' names (`time`, `amplitude`) name the cases in the report.
  /// ``prove(_:)`` throws ``PromiseError/invalidParameter(name:reason:)`` with the
  /// parameter's name for a name used twice, a stored `Double` of `Root` that no parameter
  /// sets, a key path whose name cannot be found, or a NaN, infinite or inverted bound.
  public init<Root>(
    id: String, parameters: [NamedParameter<Root>], pixels: PixelRegion,
    promise: @escaping @Sendable (Root) -> SIMD2<Double>,
    samples: @escaping @Sendable (Root, SIMD2<Double>) -> [SIMD2<Double>]
  ) {
    let layout = ParameterLayout(parameters)
    self.init(id: id, layout: layout, pixels: pixels, promise: .zero, samples: samples)
    self.promise = .perCase { values in promise(layout.value(values)) }
  }

  /// A promise over named parameters with one bound, `(width, height)` in points, for every
  /// case; otherwise as the form whose promise is a function of `Root`.
  public init<Root>(
    id: String, parameters: [NamedParameter<Root>], pixels: PixelRegion, promise: SIMD2<Double>,
    samples: @escaping @Sendable (Root, SIMD2<Double>) -> [SIMD2<Double>]
  ) {
    self.init(
      id: id, layout: ParameterLayout(parameters), pixels: pixels, promise: promise,
      samples: samples)
  }

  /// A distortion over named parameters whose bound may depend on them: `source(root, pixel)`
  /// is the one position the shader returns.
  public init<Root>(
    id: String, parameters: [NamedParameter<Root>], pixels: PixelRegion,
    promise: @escaping @Sendable (Root) -> SIMD2<Double>,
    distortion source: @escaping @Sendable (Root, SIMD2<Double>) -> SIMD2<Double>
  ) {
    self.init(id: id, parameters: parameters, pixels: pixels, promise: promise) {
      root, pixel in [source(root, pixel)]
    }
  }

  /// A distortion over named parameters with one bound for every case.
  public init<Root>(
    id: String, parameters: [NamedParameter<Root>], pixels: PixelRegion, promise: SIMD2<Double>,
    distortion source: @escaping @Sendable (Root, SIMD2<Double>) -> SIMD2<Double>
  ) {
    self.init(id: id, parameters: parameters, pixels: pixels, promise: promise) {
      root, pixel in [source(root, pixel)]
    }
  }

  /// The positional promise behind the named forms: the layout's ranges, and a sampler that
  /// writes each case's values into a `Root`.
  private init<Root>(
    id: String, layout: ParameterLayout<Root>, pixels: PixelRegion, promise: SIMD2<Double>,
    samples: @escaping @Sendable (Root, SIMD2<Double>) -> [SIMD2<Double>]
  ) {
    self.init(id: id, parameters: layout.ranges, pixels: pixels, promise: promise) {
      values, pixel in samples(layout.value(values), pixel)
    }
    parameterProblem = layout.problem.map { .invalidParameter(name: $0.name, reason: $0.reason) }
  }
}
