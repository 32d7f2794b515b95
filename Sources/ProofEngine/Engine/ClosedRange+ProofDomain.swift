/// A scalar whose closed ranges are proof domains by themselves: `Double` and `Float` (an
/// ``IntervalDomain`` with its default grid of 11 points) and `Int` (an ``IntegerRangeDomain``
/// with stride 1).
public protocol RangeDomainBound: Comparable, Sendable {
  /// The domain a closed range of this scalar stands for.
  associatedtype RangeDomain: ProofDomain<Self>
  /// The domain of `range`.
  static func proofDomain(_ range: ClosedRange<Self>) -> RangeDomain
  /// Why `range` cannot be a domain (an infinite bound), or `nil`.
  static func proofDomainProblem(_ range: ClosedRange<Self>) -> String?
}

extension RangeDomainBound where Self: BinaryFloatingPoint {
  /// An infinite bound: a sweep needs a finite range (``IntervalDomain`` would be `0...0`).
  public static func proofDomainProblem(_ range: ClosedRange<Self>) -> String? {
    range.lowerBound.isFinite && range.upperBound.isFinite
      ? nil : "the range \(range) has an infinite bound; a sweep needs a finite range"
  }
}

extension Double: RangeDomainBound {
  /// `IntervalDomain(range)`: 11 grid points, ends included.
  public static func proofDomain(_ range: ClosedRange<Double>) -> IntervalDomain<Double> {
    IntervalDomain(range)
  }
}

extension Float: RangeDomainBound {
  /// `IntervalDomain(range)`: 11 grid points, ends included.
  public static func proofDomain(_ range: ClosedRange<Float>) -> IntervalDomain<Float> {
    IntervalDomain(range)
  }
}

extension Int: RangeDomainBound {
  /// `IntegerRangeDomain(range)`: every integer, plus the upper end.
  public static func proofDomain(_ range: ClosedRange<Int>) -> IntegerRangeDomain {
    IntegerRangeDomain(range)
  }

  /// `nil`: every closed range of `Int` is a domain.
  public static func proofDomainProblem(_ range: ClosedRange<Int>) -> String? { nil }
}

/// A closed range is a proof domain, so `domain: 0.0...400.0` and
/// `ProductDomain2(0.0...400.0, 0.0...2.0)` need no `IntervalDomain(…)` around them. It is
/// exactly `Bound.proofDomain(self)` (``IntervalDomain`` for `Double` and `Float`,
/// ``IntegerRangeDomain`` for `Int`), with their edge values and shrinking, except that
/// `contains` is the range's own and a range with an infinite bound is a ``problem`` (a
/// ``PropertyProof`` over it runs no case and fails), not the domain's single point `0...0`.
/// Write the domain out for another grid.
extension ClosedRange: ProofDomain where Bound: RangeDomainBound {
  /// One case: a value of the range.
  public typealias Value = Bound

  /// The domain this range stands for.
  public var proofDomain: Bound.RangeDomain { Bound.proofDomain(self) }

  /// The domain's dimension (1).
  public var dimension: Int { proofDomain.dimension }

  /// The domain's value at `unit`.
  public func value(atUnit unit: ArraySlice<Double>) -> Bound { proofDomain.value(atUnit: unit) }

  /// The domain's grid size.
  public var gridCount: Int { proofDomain.gridCount }

  /// The domain's grid point `index`.
  public func gridValue(at index: Int) -> Bound { proofDomain.gridValue(at: index) }

  /// One of the domain's edge values.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Bound {
    proofDomain.edgeValue(using: random, includeNonFinite: includeNonFinite)
  }

  /// The domain's edge-biased draw.
  public func edgeBiasedValue(
    using random: CaseRandom, edgeShare: Double, includeNonFinite: Bool
  ) -> Bound {
    proofDomain.edgeBiasedValue(
      using: random, edgeShare: edgeShare, includeNonFinite: includeNonFinite)
  }

  /// The domain's shrink candidates.
  public func shrinkCandidates(for value: Bound) -> [Bound] {
    proofDomain.shrinkCandidates(for: value)
  }

  /// The range's problem: an infinite `Double` or `Float` bound.
  public var problem: String? { Bound.proofDomainProblem(self) }

  /// The domain's description of `value`.
  public func describe(_ value: Bound) -> String { proofDomain.describe(value) }
}
