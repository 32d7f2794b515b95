/// What a promise proof found: the per-axis supremum of the sample offset, where it is, and
/// how the promised `maxSampleOffset` compares.
///
/// ```
/// holds       = x.holds ∧ y.holds ∧ failureCount == 0   (a per-case promise: at every case)
/// isCertified = both axes certified ∧ failureCount == 0 (a bound, not only a search)
/// isLoose     = x.isLoose ∨ y.isLoose                   (a warning, never a failure)
/// ```
///
/// A report is a plain value: `Codable` (an infinite tightness encodes as `"inf"`, so the
/// default `JSONEncoder` works), `Sendable` and `Hashable`. ``description`` is one paragraph
/// for logs and test failure messages.
public struct PromiseReport: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The proof's id, e.g. `curl.samplePromise`.
  public let id: String
  /// The parameter names, in order; ``PromiseCase/parameters`` follow this order.
  public let parameterNames: [String]
  /// The pixel region that was swept.
  public let pixels: PixelRegion
  /// The verdict on the width axis.
  public let x: PromiseAxisResult
  /// The verdict on the height axis.
  public let y: PromiseAxisResult
  /// The first failing cases (at most ``maximumRecordedFailures``), in the order found.
  public let failures: [PromiseFailure]
  /// How many evaluated cases failed in all (NaN/infinite samples, or no samples).
  public let failureCount: Int
  /// Cases evaluated by the grid and Sobol sweep.
  public let sweepCases: Int
  /// Cases evaluated while polishing with GSL's simplex and Brent minimisers.
  public let polishCases: Int
  /// `Double` cases the certificate evaluated as witnesses (box midpoints).
  public let certificateCases: Int
  /// Interval boxes the certificate evaluated, both axes together (0 without a geometry).
  public let certificateEvaluations: Int
  /// Whether both axes are certified and no case failed.
  public let isCertified: Bool
  /// Whether every closed form lies between its witness and its certified bound.
  public let isConsistent: Bool
  /// The tightness above which an axis is loose.
  public let looseTightness: Double
  /// Whether the promise holds on both axes and no case failed.
  public let holds: Bool
  /// Whether either axis is loose: a warning, not a failure.
  public let isLoose: Bool
  /// One paragraph: the verdict, the supremum, margin and tightness per axis, where the
  /// supremum is, the failures and the number of cases.
  public let description: String

  /// How many failing cases a report keeps; ``failureCount`` counts them all.
  public static let maximumRecordedFailures = 16

  /// A report from its parts; `holds`, `isLoose` and `description` are derived.
  public init(
    id: String, parameterNames: [String], pixels: PixelRegion, x: PromiseAxisResult,
    y: PromiseAxisResult, failures: [PromiseFailure], failureCount: Int, sweepCases: Int,
    polishCases: Int, certificateCases: Int = 0, certificateEvaluations: Int = 0,
    looseTightness: Double
  ) {
    self.id = id
    self.parameterNames = parameterNames
    self.pixels = pixels
    self.x = x
    self.y = y
    self.failures = Array(failures.prefix(Self.maximumRecordedFailures))
    self.failureCount = max(failureCount, failures.count)
    self.sweepCases = sweepCases
    self.polishCases = polishCases
    self.certificateCases = certificateCases
    self.certificateEvaluations = certificateEvaluations
    self.looseTightness = looseTightness
    self.holds = x.holds && y.holds && self.failureCount == 0
    self.isLoose = x.isLoose || y.isLoose
    self.isCertified = x.verdict == .certified && y.verdict == .certified && self.failureCount == 0
    self.isConsistent = x.isConsistent && y.isConsistent
    self.description = PromiseReport.paragraph(
      id: id, names: parameterNames, x: x, y: y, failures: self.failures,
      failureCount: self.failureCount, sweepCases: sweepCases, polishCases: polishCases,
      certificateCases: certificateCases, certificateEvaluations: certificateEvaluations,
      looseTightness: looseTightness)
  }

  // MARK: - Per-axis views

  /// The verdict on one axis.
  public subscript(axis: PromiseAxis) -> PromiseAxisResult { axis == .x ? x : y }

  /// The promise, `(x.promise, y.promise)`, in points (for a promise that depends on the
  /// arguments, each axis's at its case with the least room).
  public var promise: SIMD2<Double> { SIMD2(x.promise, y.promise) }
  /// The supremum found, `(x.supremum, y.supremum)`, in points (for a promise that depends on
  /// the arguments, the offsets at each axis's case with the least room).
  public var supremum: SIMD2<Double> { SIMD2(x.supremum, y.supremum) }
  /// `promise − supremum` per axis, in points: the room left, negative past the promise.
  public var margin: SIMD2<Double> { SIMD2(x.margin, y.margin) }
  /// `promise ÷ supremum` per axis (see ``PromiseAxisResult/tightness``).
  public var tightness: SIMD2<Double> { SIMD2(x.tightness, y.tightness) }
  /// Every `Double` case evaluated: sweep, certificate witnesses and polish.
  public var casesEvaluated: Int { sweepCases + certificateCases + polishCases }

  // MARK: - Description

  /// Builds ``description``.
  private static func paragraph(
    id: String, names: [String], x: PromiseAxisResult, y: PromiseAxisResult,
    failures: [PromiseFailure], failureCount: Int, sweepCases: Int, polishCases: Int,
    certificateCases: Int, certificateEvaluations: Int, looseTightness: Double
  ) -> String {
    let holds = x.holds && y.holds && failureCount == 0
    var sentences: [String] = []
    let verdict: String
    if !holds {
      verdict =
        [x, y].contains { $0.verdict == .undecided } && failureCount == 0
          && ![x, y].contains { $0.verdict == .fails } ? "is UNDECIDED" : "FAILS"
    } else if x.verdict == .certified && y.verdict == .certified {
      verdict = "holds (certified)"
    } else {
      verdict = "holds (searched, not certified)"
    }
    let varies = x.promiseDependsOnArguments || y.promiseDependsOnArguments
    if varies {
      sentences.append(
        "\(id): the promise, which depends on the arguments, \(verdict); the cases with the "
          + "least room sample (\(number(x.supremum)), \(number(y.supremum))) against their "
          + "promise (\(number(x.promise)), \(number(y.promise))), margin "
          + "(\(number(x.margin)), \(number(y.margin))), tightness (\(number(x.tightness)), "
          + "\(number(y.tightness))).")
    } else {
      sentences.append(
        "\(id): the promise of \(number(x.promise)) pt on x and \(number(y.promise)) pt on y \(verdict); "
          + "the largest sample offset found is (\(number(x.supremum)), "
          + "\(number(y.supremum))), margin (\(number(x.margin)), \(number(y.margin))), "
          + "tightness (\(number(x.tightness)), \(number(y.tightness))).")
    }
    for axis in [x, y] {
      if let bound = axis.certifiedBound {
        var sentence =
          "On \(axis.axis.rawValue) the certified bound is \(number(bound)), the witness "
          + "\(number(axis.supremum))"
        if let closed = axis.closedForm { sentence += ", the closed form \(number(closed))" }
        // A failing axis stops the certificate as soon as a real case exceeds the promise, so
        // its bound is whatever the first boxes gave: true, but not refined.
        let note =
          axis.verdict == .fails
          ? "fails; the bound was not refined, since a real case already exceeds the promise"
          : axis.verdict.rawValue
        sentences.append(sentence + " (\(note)).")
      }
      if let closed = axis.closedForm, !axis.isConsistent {
        sentences.append(
          "On \(axis.axis.rawValue) the closed form \(number(closed)) is not between the "
            + "witness and the bound: the geometry is not the one the closed form describes.")
      }
      if let argmax = axis.argmax, axis.supremum > 0 {
        sentences.append(
          "The \(axis.axis.rawValue) \(varies ? "case with the least room" : "supremum") is at "
            + "\(argmax.describe(parameterNames: names)).")
      }
      if axis.verdict == .fails {
        sentences.append(
          "On \(axis.axis.rawValue) the promise is short by \(number(-axis.margin)) points, "
            + "so SwiftUI would clip the effect.")
      } else if axis.verdict == .undecided {
        sentences.append(
          "On \(axis.axis.rawValue) no case exceeds the promise, but the certificate could "
            + "not bound the supremum within it: undecided, not a pass.")
      } else if axis.isLoose {
        sentences.append(
          "Warning: on \(axis.axis.rawValue) the promise is loose (tightness "
            + "\(number(axis.tightness)) > \(number(looseTightness))), which wastes render area.")
      }
    }
    if failureCount > 0, let first = failures.first {
      sentences.append(
        "\(failureCount) case\(failureCount == 1 ? "" : "s") failed; the first: "
          + "\(first.message).")
    }
    var counts = "\(sweepCases) sweep"
    if certificateEvaluations > 0 {
      counts += ", \(certificateCases) certificate witness"
    }
    counts += " and \(polishCases) polish case\(polishCases == 1 ? "" : "s") evaluated"
    if certificateEvaluations > 0 {
      counts += ", and \(certificateEvaluations) interval boxes"
    }
    sentences.append(counts + ".")
    return sentences.joined(separator: " ")
  }

  /// A number with at most 6 decimals, `∞` for infinity.
  static func number(_ value: Double) -> String {
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == 0 ? "0" : "\(rounded)"
  }
}
