/// A `maxSampleOffset` an effect gives SwiftUI, and the proof that it holds.
///
/// For a distortion effect the promise bounds, per axis, the distance between a destination
/// pixel and the source position the shader returns; for a layer effect, the distance between
/// a pixel and *any* position it samples:
///
/// ```
/// offsetₐ(θ, p) = max over samples s ∈ sampler(θ, p) of |sₐ − pₐ|        a ∈ {x, y}
/// supremumₐ     = sup over θ ∈ parameter box, p ∈ pixel region of offsetₐ(θ, p)
/// the promise holds when supremumₐ ≤ promiseₐ on both axes
/// ```
///
/// Too small a promise clips the effect; too large wastes render area. ``prove(_:)`` finds the
/// supremum in three steps:
///
/// 1. **Sweep** the whole parameter box and pixel region: a grid with endpoints plus GSL Sobol
///    points (``PromiseProofOptions``), keeping the best points per axis.
/// 2. **Polish** each kept point with GSL: Nelder–Mead simplex (`nmsimplex2`) on the negated
///    offset in unit coordinates, held inside the box by clamping plus a penalty on the
///    distance outside it, restarted with smaller simplices; then Brent maximisation along
///    one coordinate at a time in shrinking brackets centred on the best point, so Brent's
///    `√ε · |x|` resolution applies to the shift, not the coordinate, and the search reaches
///    the last few ulps (this is what finds a supremum that sits on a discontinuity, like the
///    curl's edge).
/// 3. **Report** the supremum, where it is, the margin and the tightness (``PromiseReport``).
///
/// The sampler is any function, so an app can prove its own shader's promise with a CPU port
/// of the sample positions. It must be a pure function of its arguments: it may be called
/// many thousands of times, in any order.
///
/// Write it over named parameters (the initialisers that take `[NamedParameter<Root>]`): the
/// sampler and a promise that depends on the arguments then receive a ``ProofParameters``
/// struct. The positional forms below, with
/// ``ParameterRange``s and `[Double]`, are what a certifiable geometry reads and what the
/// named forms are built on; ``parameters`` and ``sampler`` are always positional.
///
/// Seed facts: the card curl promises `ceil(r·(π/2 − 1))` with `r = 0.16·height`; the wheel
/// blur promises the chord `ceil(2R·sin(θmax/4))`, 24 points for the 132-point pocket radius
/// of the 300-point wheel (true supremum ≈ 23.07); the ripple promises its amplitude.
public struct SampleOffsetPromise: Sendable {
  /// A shader's sample positions: parameter values (in the order of ``parameters``) and a
  /// destination pixel in points, to every position the pixel samples, in points.
  public typealias Sampler = @Sendable ([Double], SIMD2<Double>) -> [SIMD2<Double>]

  /// The proof's id, e.g. `curl.samplePromise`.
  public var id: String
  /// The parameter box: one closed range per shader parameter that varies (may be empty).
  public var parameters: [ParameterRange]
  /// The destination pixels to sweep.
  public var pixels: PixelRegion
  /// The promised `maxSampleOffset`, `(width, height)` in points: a constant, or a function
  /// of each case's parameters (``PromisedOffset``).
  public var promise: PromisedOffset
  /// The sample positions of one pixel.
  public var sampler: Sampler
  /// What bounds the sampler's offsets over whole boxes, when something does: the certificate
  /// branches and bounds with it. `nil` for a `Double`-only sampler, whose verdict can only be
  /// ``PromiseVerdict/searched`` or ``PromiseVerdict/fails``. The `PromiseCertificate`
  /// module's `CertifiableGeometry` gives one from generic geometry.
  public var geometry: (any OffsetBounding)?
  /// The true supremum per axis in closed form, when the effect has one: a third number the
  /// witness and the certified bound must bracket (``PromiseAxisResult/isConsistent``).
  public var closedForm: SIMD2<Double>?
  /// What is wrong with a named parameter list (a name used twice, a stored `Double` no
  /// parameter sets), thrown by ``prove(_:)`` before anything else.
  var parameterProblem: PromiseError?

  /// A promise for a layer effect (or any effect) that samples one or more positions.
  ///
  /// A sampler that returns no positions for some case makes that case a
  /// ``PromiseFailure/Kind/noSamples`` failure; return `[pixel]` for pixels the shader passes
  /// through unchanged.
  public init(
    id: String, parameters: [ParameterRange], pixels: PixelRegion, promise: SIMD2<Double>,
    samples: @escaping Sampler
  ) {
    self.id = id
    self.parameters = parameters
    self.pixels = pixels
    self.promise = .constant(promise)
    self.sampler = samples
  }

  /// A promise whose `samples` are bounded over boxes by `geometry`: the sampler gives the
  /// witness and `geometry` the certificate. `closedForm` is the true supremum per axis when
  /// known. The two must describe the same samples; `CertifiableGeometry` makes both from one
  /// source.
  public init(
    id: String, parameters: [ParameterRange], pixels: PixelRegion, promise: SIMD2<Double>,
    samples: @escaping Sampler, geometry: any OffsetBounding, closedForm: SIMD2<Double>? = nil
  ) {
    self.init(id: id, parameters: parameters, pixels: pixels, promise: promise, samples: samples)
    self.geometry = geometry
    self.closedForm = closedForm
  }

  /// A promise for a distortion effect: `source(θ, p)` is the one position the shader returns.
  public init(
    id: String, parameters: [ParameterRange], pixels: PixelRegion, promise: SIMD2<Double>,
    distortion source: @escaping @Sendable ([Double], SIMD2<Double>) -> SIMD2<Double>
  ) {
    self.init(id: id, parameters: parameters, pixels: pixels, promise: promise) {
      parameters, pixel in [source(parameters, pixel)]
    }
  }

  /// Sweeps, polishes and reports (see the type's documentation).
  ///
  /// Throws ``PromiseError`` before evaluating anything when a parameter range or a named
  /// parameter list (a name used twice, a stored `Double` no parameter sets), the pixel
  /// region, a constant promise (negative, NaN or infinite on an axis) or the options are
  /// invalid, when a promise that depends on the arguments comes with a geometry or a closed
  /// form (it cannot be certified), or when the sweep would exceed
  /// ``PromiseProofOptions/maximumSweepCases``. A sampler that returns NaN, infinite or no
  /// positions, and a per-case promise that is NaN, negative or infinite, do not throw: those
  /// cases are failures in the report.
  /// Deterministic: the same inputs give the same report. Runs on the calling thread and
  /// calls the sampler tens of thousands of times (sweep cases plus roughly 10⁴–4·10⁴ polish
  /// cases per polished point); call it from a background task when that matters.
  public func prove(_ options: PromiseProofOptions = .standard) throws(PromiseError)
    -> PromiseReport
  {
    try validate(options)
    let space = PromiseSearchSpace(parameters: parameters, pixels: pixels)
    let probe = PromiseProbe(
      space: space, parameterNames: parameters.map(\.name), sampler: sampler, promise: promise)
    let sweep = try PromiseSweep.run(probe, options: options)
    var bounds: [Double?] = [nil, nil]
    var certificateEvaluations = 0
    // `validate` refuses a geometry with a promise that depends on the arguments.
    if let geometry, let constant = promise.constantValue {
      probe.phase = .certificate
      let certifier = PromiseCertifier(geometry: geometry, space: space, probe: probe)
      for axis in PromiseAxis.allCases {
        let outcome = certifier.certify(
          lane: axis.lane, promise: constant[axis.lane], tolerance: options.holdsTolerance,
          budget: options.certificateEvaluations, relativeGap: options.certificateGap)
        bounds[axis.lane] = outcome.bound
        certificateEvaluations += outcome.evaluations
      }
    }
    probe.phase = .polish
    if options.polishedPerAxis > 0 {
      let polisher = PromisePolisher(probe: probe, spacing: sweep.spacing)
      for axis in PromiseAxis.allCases {
        var seeds = sweep.seeds[axis.lane]
        // The certificate's best witness, when it beat the sweep, is polished too.
        if let best = probe.best[axis.lane]?.point, !seeds.contains(best) {
          seeds.append(best)
        }
        for seed in seeds {
          polisher.polish(lane: axis.lane, from: seed)
        }
      }
    }
    let results = PromiseAxis.allCases.map { axis in
      let best = probe.best[axis.lane]
      let promised = best?.promise[axis.lane] ?? promise.constantValue?[axis.lane] ?? 0
      return PromiseAxisResult(
        axis: axis, promise: promised, supremum: best?.offset[axis.lane] ?? 0,
        argmax: best.map { best in
          let (parameters, pixel) = space.split(best.point)
          return PromiseCase(parameters: parameters, pixel: pixel, offset: best.offset)
        },
        certifiedBound: bounds[axis.lane], closedForm: closedForm?[axis.lane],
        looseTightness: options.looseTightness, holdsTolerance: options.holdsTolerance,
        promiseDependsOnArguments: promise.dependsOnArguments,
        tightness: probe.smallestRatio[axis.lane])
    }
    return PromiseReport(
      id: id, parameterNames: parameters.map(\.name), pixels: pixels, x: results[0],
      y: results[1], failures: probe.failures, failureCount: probe.failureCount,
      sweepCases: probe.sweepCases, polishCases: probe.polishCases,
      certificateCases: probe.certificateCases, certificateEvaluations: certificateEvaluations,
      looseTightness: options.looseTightness)
  }

  // MARK: - Validation

  /// Throws the first problem with the parameters, pixels, promise or options.
  private func validate(_ options: PromiseProofOptions) throws(PromiseError) {
    if let parameterProblem { throw parameterProblem }
    var seen: Set<String> = []
    for parameter in parameters {
      if let problem = parameter.problem {
        throw .invalidParameter(name: parameter.name, reason: problem)
      }
      guard seen.insert(parameter.name).inserted else {
        throw .invalidParameter(name: parameter.name, reason: "the name is used twice")
      }
    }
    if let problem = pixels.problem {
      throw .invalidPixelRegion(reason: problem)
    }
    if let constant = promise.constantValue {
      for axis in PromiseAxis.allCases {
        let value = constant[axis.lane]
        guard value.isFinite, value >= 0 else {
          throw .invalidPromise(
            reason: "the \(axis.rawValue) promise is \(value); expected a finite number ≥ 0")
        }
      }
    } else if geometry != nil {
      throw .invalidPromise(
        reason: "a promise that depends on the arguments cannot be certified: the branch and "
          + "bound holds each box of parameters against one number; prove it without the "
          + "geometry (searched), or give a constant promise to certify")
    } else if closedForm != nil {
      throw .invalidPromise(
        reason: "a closed form is the supremum of the offset, which a promise that depends on "
          + "the arguments does not report; leave the closed form out")
    }
    if let problem = options.problem {
      throw .invalidOptions(reason: problem)
    }
    if let closedForm, !(closedForm.x.isFinite && closedForm.y.isFinite) {
      throw .invalidPromise(reason: "the closed form is \(closedForm); expected finite numbers")
    }
  }
}
