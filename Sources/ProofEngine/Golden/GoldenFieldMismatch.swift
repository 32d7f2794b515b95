/// One output field of one case whose actual value is not within its tolerance of the golden
/// value.
///
/// The numbers come from ``Compare/values(_:_:tolerance:)`` with the golden value first:
///
/// ```
/// absoluteError = |expected − actual|
/// relativeError = |expected − actual| / max(|expected|, |actual|)
/// ulpError      = ULP distance between expected and actual as Doubles
/// ```
///
/// A golden NaN matches an actual NaN (the golden records that the output *is* NaN), so a
/// mismatch involving NaN always has exactly one NaN side.
public struct GoldenFieldMismatch: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The 0-based index of the case in the golden file.
  public var caseIndex: Int
  /// The output field.
  public var field: String
  /// The field's tolerance tier from the golden file.
  public var tolerance: ToleranceTier
  /// The full comparison, golden value first.
  public var comparison: NumericComparison<Double>

  /// Creates a mismatch record.
  public init(
    caseIndex: Int, field: String, tolerance: ToleranceTier,
    comparison: NumericComparison<Double>
  ) {
    self.caseIndex = caseIndex
    self.field = field
    self.tolerance = tolerance
    self.comparison = comparison
  }

  /// The golden value.
  public var expected: Double { comparison.first }
  /// The computed value.
  public var actual: Double { comparison.second }
  /// `|expected − actual|`.
  public var absoluteError: Double { comparison.absoluteDistance }
  /// `|expected − actual| / max(|expected|, |actual|)`.
  public var relativeError: Double { comparison.relativeDistance }
  /// The distance in `Double` ULPs; `nil` when one side is NaN.
  public var ulpError: UInt64? { comparison.ulpDistance }
  /// The rule that failed.
  public var failure: ComparisonFailure? { comparison.failure }

  /// `case 2, sourceY: expected 12.3, actual 12.31; |Δ| = …, relative …, … ULPs; tolerance
  /// tol2 (256ε): relative bound exceeded`.
  public var description: String {
    "case \(caseIndex), \(field): expected \(expected), actual \(actual); "
      + "|Δ| = \(absoluteError), relative \(relativeError), \(ULPText.count(ulpError)); "
      + "tolerance \(tolerance)" + (failure.map { ": \($0)" } ?? "")
  }
}
