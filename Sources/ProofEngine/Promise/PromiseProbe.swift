/// Evaluates cases of one promise proof and keeps score: the per-axis best case, the failing
/// cases, and how many cases the sweep and the polish evaluated.
///
/// Confined to the `prove` call that creates it; not `Sendable`.
final class PromiseProbe {
  /// The best case found on one axis so far.
  struct Best {
    /// The point `(θ…, pₓ, p_y)`.
    var point: [Double]
    /// The per-axis offsets at `point`.
    var offset: SIMD2<Double>
  }

  let space: PromiseSearchSpace
  let parameterNames: [String]
  let sampler: SampleOffsetPromise.Sampler
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
  private(set) var failures: [PromiseFailure] = []
  private(set) var failureCount = 0

  init(
    space: PromiseSearchSpace, parameterNames: [String],
    sampler: @escaping SampleOffsetPromise.Sampler
  ) {
    self.space = space
    self.parameterNames = parameterNames
    self.sampler = sampler
  }

  /// The per-axis offset `max over samples |s − p|` at `point`, or `nil` when the case fails
  /// (recorded in ``failures``). Updates ``best``; on a tie the earlier case stays.
  func offset(at point: [Double]) -> SIMD2<Double>? {
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
    for lane in 0..<2 where offset[lane] > (best[lane]?.offset[lane] ?? -1) {
      best[lane] = Best(point: point, offset: offset)
    }
    return offset
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
