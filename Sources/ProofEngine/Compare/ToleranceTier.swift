/// A named tolerance in multiples of a type's machine epsilon, as GSL's own test suite grades
/// its special functions, or an explicit absolute/relative pair.
///
/// The named tiers copy the constants of GSL's `specfunc/test_sf.h` (also used by
/// `cdf/test.c`), where `GSL_DBL_EPSILON` = 2⁻⁵² = `Double.ulpOfOne`:
///
/// ```
/// TEST_TOL0      = 2 ε          tol0      relative 2ε
/// TEST_TOL1      = 16 ε         tol1      relative 2⁴ε
/// TEST_TOL2      = 256 ε        tol2      relative 2⁸ε
/// TEST_TOL3      = 2048 ε       tol3      relative 2¹¹ε
/// TEST_TOL4      = 16384 ε      tol4      relative 2¹⁴ε
/// TEST_TOL5      = 131072 ε     tol5      relative 2¹⁷ε
/// TEST_TOL6      = 1048576 ε    tol6      relative 2²⁰ε
/// TEST_SQRT_TOL0 = 2 √ε         sqrtTol0  relative 2√ε
/// ```
///
/// A tier scales with the type it is applied to: ε is `T.ulpOfOne`, so `tol1` is 16 × 2⁻⁵² for
/// `Double`, 16 × 2⁻²³ for `Float` and 16 × 2⁻¹⁰ for `Float16`. Named tiers are purely
/// relative (absolute tolerance 0), so an expected value of exactly 0 matches only ±0: use
/// ``explicit(absolute:relative:)`` for outputs that cross zero.
///
/// GSL's `test_sf_frac_diff` divides `|a − b|` by `|a| + |b|`; comparisons here divide by
/// `max(|a|, |b|)`, which is at least half as large, so the same tier is up to twice as strict.
///
/// Edge cases: for `Float16` (ε = 2⁻¹⁰) `tol3`…`tol6` are 2, 16, 128 and 1024, i.e. ≥ 1, which is
/// not a valid relative tolerance: comparisons with them fail with
/// ``ComparisonFailure/invalidTolerance`` instead of accepting everything. An explicit tier is
/// valid when `absolute` is finite and ≥ 0 and `0 ≤ relative < 1`; decoding rejects others.
public enum ToleranceTier: Sendable, Hashable {
  /// 2ε relative (GSL `TEST_TOL0`): the last bit or so.
  case tol0
  /// 16ε relative (GSL `TEST_TOL1`).
  case tol1
  /// 256ε relative (GSL `TEST_TOL2`).
  case tol2
  /// 2048ε relative (GSL `TEST_TOL3`).
  case tol3
  /// 16384ε relative (GSL `TEST_TOL4`).
  case tol4
  /// 131072ε relative (GSL `TEST_TOL5`).
  case tol5
  /// 1048576ε relative (GSL `TEST_TOL6`).
  case tol6
  /// 2√ε relative (GSL `TEST_SQRT_TOL0`): about half the digits.
  case sqrtTol0
  /// An explicit pair, applied as `|a − b| ≤ max(absolute, relative × max(|a|, |b|))`; the
  /// values are converted to the compared type (rounding to nearest).
  case explicit(absolute: Double, relative: Double)

  /// The named tiers, tightest first: `tol0`…`tol6`, then `sqrtTol0`.
  public static let named: [ToleranceTier] = [
    .tol0, .tol1, .tol2, .tol3, .tol4, .tol5, .tol6, .sqrtTol0,
  ]

  /// An explicit absolute tolerance with no relative part.
  public static func absolute(_ tolerance: Double) -> ToleranceTier {
    .explicit(absolute: tolerance, relative: 0)
  }

  /// An explicit relative tolerance with no absolute part.
  public static func relative(_ tolerance: Double) -> ToleranceTier {
    .explicit(absolute: 0, relative: tolerance)
  }

  /// The tier's name as golden files spell it (`"tol0"`…`"tol6"`, `"sqrtTol0"`), or
  /// `"explicit"` for an explicit pair.
  public var name: String {
    switch self {
    case .tol0: "tol0"
    case .tol1: "tol1"
    case .tol2: "tol2"
    case .tol3: "tol3"
    case .tol4: "tol4"
    case .tol5: "tol5"
    case .tol6: "tol6"
    case .sqrtTol0: "sqrtTol0"
    case .explicit: "explicit"
    }
  }

  /// The named tier called `name` (case-sensitive), or `nil`; `"explicit"` gives `nil` because
  /// an explicit tier needs its numbers.
  public init?(name: String) {
    guard let tier = Self.named.first(where: { $0.name == name }) else { return nil }
    self = tier
  }

  /// For `tol0`…`tol6` the multiple of ε (2, 16, 256, 2048, 16384, 131072, 1048576); `nil` for
  /// `sqrtTol0` and explicit tiers.
  public var epsilonMultiple: Double? {
    switch self {
    case .tol0: 2
    case .tol1: 16
    case .tol2: 256
    case .tol3: 2048
    case .tol4: 16384
    case .tol5: 131072
    case .tol6: 1_048_576
    case .sqrtTol0, .explicit: nil
    }
  }

  /// The relative tolerance for type `T`: `multiple × T.ulpOfOne`, `2 × √T.ulpOfOne` for
  /// `sqrtTol0`, or the explicit value converted to `T`.
  public func relativeTolerance<T: ULPMeasurable>(for type: T.Type = T.self) -> T {
    switch self {
    case .sqrtTol0: 2 * T.ulpOfOne.squareRoot()
    case .explicit(_, let relative): T(relative)
    default: T(epsilonMultiple ?? 0) * T.ulpOfOne
    }
  }

  /// The absolute tolerance for type `T`: 0 for named tiers, the explicit value converted to
  /// `T` otherwise.
  public func absoluteTolerance<T: ULPMeasurable>(for type: T.Type = T.self) -> T {
    guard case .explicit(let absolute, _) = self else { return 0 }
    return T(absolute)
  }

  /// Whether the tier's tolerances are valid for `T` (see ``ComparisonFailure/invalidTolerance``).
  public func isValid<T: ULPMeasurable>(for type: T.Type = T.self) -> Bool {
    ToleranceRules.areValid(
      absolute: absoluteTolerance(for: T.self), relative: relativeTolerance(for: T.self))
  }
}

// MARK: - Description

extension ToleranceTier: CustomStringConvertible {
  /// `"tol2 (256ε)"`, `"sqrtTol0 (2√ε)"`, or `"absolute 1e-06, relative 0.0"`.
  public var description: String {
    switch self {
    case .sqrtTol0: "sqrtTol0 (2√ε)"
    case .explicit(let absolute, let relative): "absolute \(absolute), relative \(relative)"
    default: "\(name) (\(Int(epsilonMultiple ?? 0))ε)"
    }
  }
}
