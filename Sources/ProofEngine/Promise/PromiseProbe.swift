/// Evaluates cases of one promise proof and keeps score: the per-axis best case, the failing
/// cases, and how many cases the sweep and the polish evaluated.
///
/// What the search maximises on each axis is the case's **score**:
///
/// ```
/// constant promise:  scoreₐ = offsetₐ(θ, p)                  (the largest offset is the worst)
/// per-case promise:  scoreₐ = offsetₐ(θ, p) − promiseₐ(θ)    (the least room is the worst)
/// ```
///
/// Against a constant the two order cases alike; the constant form keeps a constant promise's
/// search to the distance alone, step for step, with no per-case promise to evaluate.
///
/// Confined to the `prove` call that creates it; not `Sendable`.
final class PromiseProbe {
  /// The best case found on one axis so far.
  struct Best {
    /// The point `(θ…, pₓ, p_y)`.
    var point: [Double]
    /// The per-axis offsets at `point`.
    var offset: SIMD2<Double>
    /// The per-axis promise at `point`.
    var promise: SIMD2<Double>
    /// The per-axis scores at `point`.
    var score: SIMD2<Double>
  }

  let space: PromiseSearchSpace
  let parameterNames: [String]
  let sampler: SampleOffsetPromise.Sampler
  let promise: PromisedOffset
  /// Which count an evaluation adds to.
  enum Phase {
    /// The grid and Sobol sweep.
    case sweep
    /// The certificate's witness cases (box midpoints).
    case certificate
    /// GSL's polish.
    case polish
  }

  /// Which count evaluations now add to.
  var phase = Phase.sweep
  private(set) var sweepCases = 0
  private(set) var certificateCases = 0
  private(set) var polishCases = 0
  /// The best case per axis (index 0 = x, 1 = y); `nil` until a case succeeds.
  private(set) var best: [Best?] = [nil, nil]
  /// Per axis, for a per-case promise, the smallest `promise ÷ offset` among the cases with an
  /// offset above 0: the tightness; `nil` for a constant promise or when no case moved.
  private(set) var smallestRatio: [Double?] = [nil, nil]
  private(set) var failures: [PromiseFailure] = []
  private(set) var failureCount = 0

  /// The score the polish gives a failing case: below every real score. −1 for a constant
  /// promise (offsets are ≥ 0); far below for a per-case one (room may be any negative number).
  var failingScore: Double { promise.dependsOnArguments ? -0x1p1000 : -1 }

  init(
    space: PromiseSearchSpace, parameterNames: [String],
    sampler: @escaping SampleOffsetPromise.Sampler, promise: PromisedOffset
  ) {
    self.space = space
    self.parameterNames = parameterNames
    self.sampler = sampler
    self.promise = promise
  }

  /// The per-axis score at `point` (see the type's documentation), or `nil` when the case fails
  /// (recorded in ``failures``). Updates ``best``; on a tie the earlier case stays.
  func score(at point: [Double]) -> SIMD2<Double>? {
    switch phase {
    case .sweep: sweepCases += 1
    case .certificate: certificateCases += 1
    case .polish: polishCases += 1
    }
    let (parameters, pixel) = space.split(point)
    let samples = sampler(parameters, pixel)
    guard !samples.isEmpty else {
      fail(.noSamples, parameters, pixel, "the sampler returned no positions")
      return nil
    }
    var offset = SIMD2<Double>.zero
    for (index, sample) in samples.enumerated() {
      let distance = SIMD2(abs(sample.x - pixel.x), abs(sample.y - pixel.y))
      guard distance.x.isFinite, distance.y.isFinite else {
        let overflow = sample.x.isFinite && sample.y.isFinite ? " (its distance overflows)" : ""
        fail(
          .nonFiniteSample, parameters, pixel,
          "sample \(index + 1) of \(samples.count) is (\(sample.x), \(sample.y))\(overflow)")
        return nil
      }
      offset = pointwiseMax(offset, distance)
    }
    let promised = promise.value(for: parameters)
    var score = offset
    if promise.dependsOnArguments {
      guard promised.x.isFinite, promised.y.isFinite, promised.x >= 0, promised.y >= 0 else {
        fail(
          .invalidPromise, parameters, pixel,
          "the promise is (\(promised.x), \(promised.y)); expected finite numbers ≥ 0")
        return nil
      }
      score = offset - promised
      for lane in 0..<2 where offset[lane] > 0 {
        let ratio = promised[lane] / offset[lane]
        if ratio < (smallestRatio[lane] ?? .infinity) { smallestRatio[lane] = ratio }
      }
    }
    for lane in 0..<2 where best[lane].map({ score[lane] > $0.score[lane] }) ?? true {
      best[lane] = Best(point: point, offset: offset, promise: promised, score: score)
    }
    return score
  }

  /// Records a failing case.
  private func fail(
    _ kind: PromiseFailure.Kind, _ parameters: [Double], _ pixel: SIMD2<Double>, _ what: String
  ) {
    failureCount += 1
    guard failures.count < PromiseReport.maximumRecordedFailures else { return }
    let place = PromiseCase.describe(
      parameters: parameters, pixel: pixel, names: parameterNames)
    failures.append(
      PromiseFailure(
        kind: kind, parameters: parameters, pixel: pixel, message: "\(what) at \(place)"))
  }
}
