/// The result of comparing two vectors of floating-point components approximately, measured
/// with a ``VectorNorm``.
///
/// ```
/// a ≈ b  ⇔  aᵢ == bᵢ for every i
///           or ‖a − b‖ ≤ max(absoluteTolerance, relativeTolerance × max(‖a‖, ‖b‖))
/// ```
///
/// This is swift-numerics' rule with `norm` taken over the components. Before the norm is used:
/// tolerances must be valid (``ComparisonFailure/invalidTolerance``), the counts must agree
/// (``ComparisonFailure/countMismatch``), no component may be NaN
/// (``ComparisonFailure/notANumber``), and every infinite component must be matched by the same
/// infinity at the same index (``ComparisonFailure/infinityMismatch``). Matched infinite
/// components are equal and are left out of every norm, so `[∞, 1]` vs `[∞, 1 + 1e-12]` is
/// judged on the finite components alone.
///
/// Distances: ``absoluteDistance`` is `‖a − b‖` over the finite components, with each
/// difference rounded in `Scalar` (a difference that overflows makes it `+∞` and the comparison
/// fails); ``relativeDistance`` is `‖a − b‖ / max(‖a‖, ‖b‖)` (0 when equal, `+∞` on overflow or
/// infinity mismatch, NaN with NaN or mismatched counts); ``maximumULPDistance`` is the largest
/// per-component ``ULPDistance`` (`nil` with NaN or mismatched counts); ``worstIndex`` points at
/// the first NaN, else the first mismatched infinity, else the component with the largest
/// absolute difference (`nil` when all components are equal or the counts differ).
public struct VectorComparison<Scalar: ULPMeasurable>: Sendable {
  /// The first vector's components.
  public let first: [Scalar]
  /// The second vector's components.
  public let second: [Scalar]
  /// The norm the distances are measured with.
  public let norm: VectorNorm
  /// The absolute tolerance the comparison used.
  public let absoluteTolerance: Scalar
  /// The relative tolerance the comparison used.
  public let relativeTolerance: Scalar
  /// `‖a − b‖` over the finite components (see the type's documentation).
  public let absoluteDistance: Scalar
  /// `‖a − b‖ / max(‖a‖, ‖b‖)` (see the type's documentation).
  public let relativeDistance: Scalar
  /// `max(absoluteTolerance, relativeTolerance × max(‖a‖, ‖b‖))`; NaN when counts differ.
  public let bound: Scalar
  /// The largest per-component ULP distance; `nil` with NaN or mismatched counts.
  public let maximumULPDistance: UInt64?
  /// The component that decided or dominated the result (see the type's documentation).
  public let worstIndex: Int?
  /// The rule that failed, or `nil` when the vectors are approximately equal.
  public let failure: ComparisonFailure?

  /// Whether the vectors are approximately equal: `failure == nil`.
  public var isApproximatelyEqual: Bool { failure == nil }

  /// Compares two component lists (see the type's documentation).
  init(
    _ first: [Scalar], _ second: [Scalar], absoluteTolerance: Scalar, relativeTolerance: Scalar,
    norm: VectorNorm
  ) {
    self.first = first
    self.second = second
    self.norm = norm
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    let validTolerances = ToleranceRules.areValid(
      absolute: absoluteTolerance, relative: relativeTolerance)

    guard first.count == second.count else {
      absoluteDistance = .nan
      relativeDistance = .nan
      bound = .nan
      maximumULPDistance = nil
      worstIndex = nil
      failure = validTolerances ? .countMismatch : .invalidTolerance
      return
    }

    let pairs = Array(zip(first, second))
    let ulps = pairs.map { ULPDistance.between($0.0, $0.1) }
    maximumULPDistance = ulps.contains(nil) ? nil : ulps.compactMap { $0 }.max() ?? 0
    let nanIndex = pairs.firstIndex { $0.0.isNaN || $0.1.isNaN }
    let infinityIndex = pairs.firstIndex { ($0.0.isInfinite || $0.1.isInfinite) && $0.0 != $0.1 }

    let finite = pairs.enumerated().filter { $0.element.0.isFinite && $0.element.1.isFinite }
    let differences = finite.map { $0.element.0 - $0.element.1 }
    let scale = Swift.max(
      norm.length(of: finite.map(\.element.0)), norm.length(of: finite.map(\.element.1)))
    let relativeBound = relativeTolerance * scale
    bound = Scalar.maximum(absoluteTolerance, relativeBound)

    if nanIndex != nil {
      (absoluteDistance, relativeDistance) = (.nan, .nan)
    } else if infinityIndex != nil {
      (absoluteDistance, relativeDistance) = (.infinity, .infinity)
    } else {
      let delta = norm.length(of: differences)
      absoluteDistance = delta
      relativeDistance = delta == 0 ? 0 : delta.isFinite ? delta / scale : .infinity
    }

    let largest = zip(finite, differences).max { $0.1.magnitude < $1.1.magnitude }
    let largestIndex = largest.flatMap { $0.1 == 0 ? nil : $0.0.offset }
    worstIndex = nanIndex ?? infinityIndex ?? largestIndex

    if !validTolerances {
      failure = .invalidTolerance
    } else if nanIndex != nil {
      failure = .notANumber
    } else if infinityIndex != nil {
      failure = .infinityMismatch
    } else if pairs.allSatisfy({ $0.0 == $0.1 }) {
      failure = nil
    } else if absoluteDistance.isFinite && absoluteDistance <= bound {
      failure = nil
    } else {
      failure = relativeBound >= absoluteTolerance ? .relative : .absolute
    }
  }
}

// MARK: - Hashable

extension VectorComparison: Hashable {
  /// Field-by-field equality in which NaN equals NaN, so a report equals itself.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    NonFiniteCoding.same(lhs.first, rhs.first) && NonFiniteCoding.same(lhs.second, rhs.second)
      && lhs.norm == rhs.norm
      && NonFiniteCoding.same(lhs.absoluteTolerance, rhs.absoluteTolerance)
      && NonFiniteCoding.same(lhs.relativeTolerance, rhs.relativeTolerance)
      && NonFiniteCoding.same(lhs.absoluteDistance, rhs.absoluteDistance)
      && NonFiniteCoding.same(lhs.relativeDistance, rhs.relativeDistance)
      && NonFiniteCoding.same(lhs.bound, rhs.bound)
      && lhs.maximumULPDistance == rhs.maximumULPDistance && lhs.worstIndex == rhs.worstIndex
      && lhs.failure == rhs.failure
  }

  /// Hashes every field, with all NaNs hashing alike.
  public func hash(into hasher: inout Hasher) {
    for value in first + second {
      NonFiniteCoding.hash(value, into: &hasher)
    }
    hasher.combine(first.count)
    hasher.combine(norm)
    for value in [absoluteTolerance, relativeTolerance, absoluteDistance, relativeDistance, bound] {
      NonFiniteCoding.hash(value, into: &hasher)
    }
    hasher.combine(maximumULPDistance)
    hasher.combine(worstIndex)
    hasher.combine(failure)
  }
}

// MARK: - Description

extension VectorComparison: CustomStringConvertible {
  /// One line, e.g. `[1.0, 2.0] ≉ [1.0, 2.5] (Double, euclidean (L2)): relative bound exceeded;
  /// ‖Δ‖ = 0.5, relative 0.2, at most 2251799813685248 ULPs per component, worst component 1,
  /// bound …`.
  public var description: String {
    let values = "\(first) \(failure == nil ? "≈" : "≉") \(second) (\(Scalar.self), \(norm)): "
    let verdict = failure.map { "\($0); " } ?? ""
    let ulps =
      maximumULPDistance.map { "at most \(ULPText.count($0)) per component" }
      ?? "no ULP distance"
    let worst = worstIndex.map { ", worst component \($0)" } ?? ""
    return values + verdict
      + "‖Δ‖ = \(absoluteDistance), relative \(relativeDistance), \(ulps)\(worst), "
      + "bound \(bound) (absolute \(absoluteTolerance), relative \(relativeTolerance))"
  }
}
