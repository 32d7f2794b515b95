/// How densely a promise proof sweeps, how much it polishes, and when a promise is too loose.
///
/// The sweep evaluates a grid of `gridPointsPerAxis` values along every free coordinate
/// (parameters with `lower < upper`, and both pixel axes), endpoints included, plus
/// `sobolPoints` points of GSL's Sobol sequence over the same box:
///
/// ```
/// grid cases  = gridPointsPerAxis ^ (free coordinates)
/// sweep cases = grid cases + sobolPoints            ≤ maximumSweepCases
/// ```
///
/// The best `polishedPerAxis` sweep points of each axis then seed GSL's Nelder–Mead simplex
/// and coordinate-wise Brent searches for the true supremum.
///
/// ## Rounding
///
/// Offsets are measured in `Double` as `|s − p|`, which carries a few ulps of the pixel
/// coordinate (about 10⁻¹³ points on a 1000-point view): a promise equal to the exact
/// supremum, like the ripple's amplitude, can measure a hair short. An axis holds when
/// `supremum ≤ promise + holdsTolerance`; the default, 10⁻⁹ points, absorbs that rounding and
/// is far below anything SwiftUI can clip. Margin and tightness are reported unrounded.
///
/// ## The loose limit
///
/// A promise whose tightness (promise ÷ supremum) exceeds `looseTightness` is reported as a
/// warning. The default, 1.5, is the loosest a promise can be when it is the true supremum
/// rounded up to whole points, as the article's are (`ceil(r·(π/2 − 1))` for the curl,
/// `ceil(2R·sin(θ/4))` for the wheel), for any supremum of at least 2 points:
/// `ceil(s) / s < (s + 1) / s ≤ 1.5` for `s ≥ 2`. Looser than that is render area SwiftUI
/// allocates for nothing, not rounding. The seed's own promises sit near 1.04 (wheel: 24 for
/// 23.07). A promise on a sub-2-point supremum can exceed 1.5 by rounding alone; raise the limit
/// for such effects, or set it to `+infinity` to turn the warning off.
public struct PromiseProofOptions: Sendable, Hashable, Codable {
  /// Grid values per free coordinate, endpoints included; 0 turns the grid off and 1 takes
  /// the midpoint only. Default 17.
  public var gridPointsPerAxis: Int
  /// Sobol points (GSL `gsl_qrng_sobol`) added to the sweep; 0 turns them off. Default 4096.
  public var sobolPoints: Int
  /// How many of the best sweep points per axis are polished; 0 skips polishing. Default 4,
  /// at most ``maximumPolishedPerAxis`` (each polish costs 10⁴–4·10⁴ sampler calls, and the
  /// sweep keeps that many points sorted).
  public var polishedPerAxis: Int
  /// The most sweep cases allowed; more throws ``PromiseError/sweepTooLarge(cases:limit:)``
  /// instead of running for hours. Default 2 000 000.
  public var maximumSweepCases: Int
  /// Tightness above this is a looseness warning (not a failure). Must be ≥ 1 or `+infinity`.
  /// Default 1.5 (see the type's documentation).
  public var looseTightness: Double
  /// How far, in points, the supremum may exceed the promise and still hold: rounding, not
  /// geometry. Must be finite and ≥ 0. Default 10⁻⁹ (see "Rounding").
  public var holdsTolerance: Double
  /// The most interval evaluations the certificate spends per axis (promises with a
  /// ``CertifiableGeometry`` only); when it runs out undecided, the verdict is
  /// ``PromiseVerdict/undecided``. Default 400 000, at least 1.
  public var certificateEvaluations: Int
  /// The certificate stops refining once its bound is within the promise and within this
  /// share of the witness. Finite and in [0, 1]; default 1 (100 %), which stops as soon as a
  /// holding promise is decided unless the bound is still over twice the witness. A smaller
  /// gap buys a tighter reported bound with more evaluations.
  public var certificateGap: Double

  /// Options with the defaults above, or the values given.
  public init(
    gridPointsPerAxis: Int = 17,
    sobolPoints: Int = 4096,
    polishedPerAxis: Int = 4,
    maximumSweepCases: Int = 2_000_000,
    looseTightness: Double = 1.5,
    holdsTolerance: Double = 1e-9,
    certificateEvaluations: Int = 400_000,
    certificateGap: Double = 1
  ) {
    self.gridPointsPerAxis = gridPointsPerAxis
    self.sobolPoints = sobolPoints
    self.polishedPerAxis = polishedPerAxis
    self.maximumSweepCases = maximumSweepCases
    self.looseTightness = looseTightness
    self.holdsTolerance = holdsTolerance
    self.certificateEvaluations = certificateEvaluations
    self.certificateGap = certificateGap
  }

  /// The most points per axis a proof polishes: 256. More throws
  /// ``PromiseError/invalidOptions(reason:)``: `Int.max` would keep every sweep point in a
  /// sorted list (quadratic in up to 2 000 000 points) and polish each for hours.
  public static let maximumPolishedPerAxis = 256

  /// The default options: a 17-point grid, 4096 Sobol points, 4 polished points per axis,
  /// at most 2 000 000 sweep cases, loose above tightness 1.5, holding within 10⁻⁹ points.
  public static let standard = PromiseProofOptions()

  /// Why these options cannot run, or `nil` when they can.
  var problem: String? {
    if gridPointsPerAxis < 0 { return "gridPointsPerAxis is \(gridPointsPerAxis); expected ≥ 0" }
    if sobolPoints < 0 { return "sobolPoints is \(sobolPoints); expected ≥ 0" }
    if gridPointsPerAxis == 0 && sobolPoints == 0 {
      return "gridPointsPerAxis and sobolPoints are both 0; the sweep would evaluate nothing"
    }
    if polishedPerAxis < 0 || polishedPerAxis > Self.maximumPolishedPerAxis {
      return "polishedPerAxis is \(polishedPerAxis); expected 0…\(Self.maximumPolishedPerAxis)"
    }
    if maximumSweepCases < 1 { return "maximumSweepCases is \(maximumSweepCases); expected ≥ 1" }
    if looseTightness.isNaN || looseTightness < 1 {
      return "looseTightness is \(looseTightness); expected a number ≥ 1 (or +infinity)"
    }
    if !holdsTolerance.isFinite || holdsTolerance < 0 {
      return "holdsTolerance is \(holdsTolerance); expected a finite number ≥ 0"
    }
    if certificateEvaluations < 1 {
      return "certificateEvaluations is \(certificateEvaluations); expected ≥ 1"
    }
    if !(certificateGap >= 0 && certificateGap <= 1) {
      return "certificateGap is \(certificateGap); expected a number in [0, 1]"
    }
    return nil
  }
}
