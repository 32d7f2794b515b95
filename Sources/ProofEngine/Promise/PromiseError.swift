import GSL

/// Why a promise proof could not run at all.
///
/// Input that makes the proof meaningless is thrown before any case is evaluated. What the
/// sampler does inside the domain is never thrown: a NaN or infinite sample, or no sample at
/// all, is a failing case in the ``PromiseReport`` (see ``PromiseFailure``).
public enum PromiseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A parameter range is unusable: empty or duplicate name, NaN or infinite bound, inverted
  /// bounds (`lower > upper`) or an overflowing width.
  case invalidParameter(name: String, reason: String)
  /// The pixel region is unusable: a NaN or infinite coordinate, or no width or no height.
  case invalidPixelRegion(reason: String)
  /// The promise is negative, NaN or infinite on some axis.
  case invalidPromise(reason: String)
  /// A ``PromiseProofOptions`` value is out of range (negative counts, no sweep at all, more
  /// than ``PromiseProofOptions/maximumPolishedPerAxis`` polished points, a maximum sweep below
  /// 1, a loose limit below 1 or NaN, a hold tolerance that is negative or not finite, more
  /// than 40 free dimensions for Sobol points).
  case invalidOptions(reason: String)
  /// The grid and Sobol points together would exceed
  /// ``PromiseProofOptions/maximumSweepCases``; `cases` is `Int.max` when the count overflows.
  case sweepTooLarge(cases: Int, limit: Int)
  /// GSL refused to set up the sweep (e.g. the Sobol generator could not be allocated).
  case gsl(GSLError)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let reason):
      "invalid parameter range '\(name)': \(reason)"
    case .invalidPixelRegion(let reason):
      "invalid pixel region: \(reason)"
    case .invalidPromise(let reason):
      "invalid promise: \(reason)"
    case .invalidOptions(let reason):
      "invalid promise proof options: \(reason)"
    case .sweepTooLarge(let cases, let limit):
      "the sweep would evaluate \(cases == Int.max ? "more than \(Int.max)" : "\(cases)") "
        + "cases, above the limit of \(limit); lower gridPointsPerAxis or sobolPoints"
    case .gsl(let error):
      "GSL failed while setting up the sweep: \(error)"
    }
  }
}
