/// Assesses a sample promise over a box: how far past its promise, on either axis, any sample
/// of the function goes (docs/shader-proofs.md, "Certificates"). The quantity is the largest
/// over the samples and axes of `|sample − pixel| − promise − allowance`, the allowance being
/// the runtime's: 4 units in the last place of the larger coordinate, at least of 1
/// (`ep_allowance`), taken at its least over the box, plus ``slack(_:)``. Its measures are the largest offset on x
/// and on y, in points.
public struct SamplePromiseAssessor: Sendable {
  /// How a function's samples are taken.
  public enum Kind: Sendable {
    /// A distortion: the returned position is the sample.
    case distortion
    /// A layer effect: each `layer.sample` is one.
    case layer
  }

  /// The run of the function.
  public var run: AbstractRun
  /// How it samples.
  public var kind: Kind

  /// An assessor of `run`'s samples.
  public init(run: AbstractRun, kind: Kind) {
    self.run = run
    self.kind = kind
  }

  /// The assessment of the box whose inputs are `inputs`, run with `arguments` (made of
  /// them), against a promise of `promise.x` and `promise.y` points (each every
  /// value the promise takes over the box).
  public func assess(
    inputs: CertifyInputs, arguments: [AbstractValue],
    promise: (x: RealInterval, y: RealInterval)
  ) -> BoxAssessment {
    assess(
      inputs: inputs, arguments: arguments,
      promises: [(PromiseBound(promise.x), PromiseBound(promise.y))])
  }

  /// The same against every promise of `promises` at once (one run): the quantity is the
  /// largest over them, so it holds where each one holds.
  public func assess(
    inputs: CertifyInputs, arguments: [AbstractValue],
    promises: [(x: PromiseBound, y: PromiseBound)]
  ) -> BoxAssessment {
    let outcome = run.run(arguments, deltas: inputs.deltas)
    if let unsupported = outcome.unsupported {
      return BoxAssessment(
        lower: -.infinity, upper: .infinity, assumptions: outcome.assumptions,
        unsupported: unsupported)
    }
    var samples: [(x: AbstractFloat, y: AbstractFloat)] = []
    switch kind {
    case .distortion:
      guard let lanes = outcome.result?.laneValues, lanes.count == 2,
        let x = lanes[0].floatSet, let y = lanes[1].floatSet
      else {
        return BoxAssessment(
          lower: -.infinity, upper: .infinity, assumptions: outcome.assumptions,
          unsupported: ("the distortion does not return a float2", nil))
      }
      samples = [(x, y)]
    case .layer:
      // A run that reached no `return` (every path cut off, or `unreachable`) took no sample
      // the certificate can vouch for: no evidence, so the box stays undecided.
      guard outcome.result != nil else {
        return BoxAssessment(
          lower: -.infinity, upper: .infinity, assumptions: outcome.assumptions)
      }
      samples = outcome.samples.map { ($0.x, $0.y) }
    }
    // Under fast math a NaN or infinite intermediate leaves the GPU's result undefined: the box
    // is undecided there (the `finite` proof names the line).
    let undefined = !outcome.nonFinite.isEmpty
    var lower = -Double.infinity
    var upper = -Double.infinity
    var measures = [0.0, 0.0]
    let allowance = [0, 1].map { Self.allowance(inputs.lanes[$0]) }
    for sample in samples {
      for (lane, value) in [sample.x, sample.y].enumerated() {
        for promise in promises {
          let bound = lane == 0 ? promise.x : promise.y
          let promised = bound.values
          if value.isEmpty {
            // A poison lane: no value the certificate can hold to the promise.
            upper = .infinity
            continue
          }
          guard let offset = inputs.offset(value, lane: lane) else {
            // A sample that may be NaN or infinite is past any promise; one that must be fails.
            upper = .infinity
            measures[lane] = .infinity
            if !value.hasFiniteValues { lower = max(lower, .infinity) }
            continue
          }
          let largest = offset.magnitude
          let least = offset.contains(0) ? 0 : min(abs(offset.lower), abs(offset.upper))
          measures[lane] = max(measures[lane], largest)
          // Past the promise and its slack: over the box's ranges, or, when the offset and the
          // promise are both relations, at the same inputs: ±offset − ((1 + 2⁻¹³)·promise +
          // 2⁻¹³), a slack of 2⁻¹³·(1 + promise), never more than 2⁻¹²·max(1, promise).
          var past = largest - promised.lower - Self.slack(promised.lower)
          if let related = bound.relation?.times(RealInterval(exactly: 1 + 0x1p-13))?.plus(
            .constant(RealInterval(exactly: 0x1p-13))),
            let offset = inputs.offsetRelation(value, lane: lane),
            let above = offset.plus(related.negated())?.range(inputs.deltas),
            let below = offset.negated().plus(related.negated())?.range(inputs.deltas)
          {
            past = min(past, max(above.upper, below.upper))
          }
          upper = max(upper, (past - allowance[lane]).nextUp)
          let most = Self.largestAllowance(value, inputs.lanes[lane])
          lower = max(lower, (least - promised.upper - most - Self.slack(promised.upper)).nextDown)
        }
      }
    }
    if undefined {
      upper = .infinity
      lower = -.infinity
    }
    // A layer sample on a branch the box does not decide may not happen at every input, so no
    // one sample fails everywhere (a distortion's result is every path's at once).
    if kind == .layer, outcome.undecidedBranches > 0 { lower = -.infinity }
    return BoxAssessment(
      lower: lower, upper: upper, measures: measures, assumptions: outcome.assumptions)
  }

  /// What a certificate allows past a promise of `promise` points beyond the runtime's
  /// allowance: 2⁻¹² of it (at least of 1 pt), room for the error the precision tables allow
  /// the functions on the way to a sample on any conforming GPU (fast `sin` and `cos` may be
  /// 2⁻¹³ past 1, Table 8.2, so a wave of amplitude 8 may move a pixel 8.001 pt), and far less
  /// than a pixel at any scale up to 8 for a promise up to 500 pt.
  public static func slack(_ promise: Double) -> Double { 0x1p-12 * max(1, promise) }

  /// The least allowance over the box on one axis: 4 ulps (2⁻²¹ relative) of the larger
  /// coordinate's binade, at least 1, taken at the least pixel magnitude.
  static func allowance(_ position: AbstractFloat) -> Double {
    let least = max(1, min(abs(position.lower), abs(position.upper)))
    return Double(sign: .plus, exponent: least.exponent - 21, significand: 1)
  }

  /// The greatest allowance over the box: at the largest magnitude of the sample or the pixel.
  static func largestAllowance(_ sample: AbstractFloat, _ position: AbstractFloat) -> Double {
    let most = max(1, sample.finiteValues?.magnitude ?? 1, position.finiteValues?.magnitude ?? 1)
    return Double(sign: .plus, exponent: most.exponent - 21, significand: 1)
  }
}
