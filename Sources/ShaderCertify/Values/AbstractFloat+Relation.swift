/// The ``InputRelation`` an operation's result keeps (docs/shader-proofs.md, "Offsets
/// relative to the pixel").
extension AbstractFloat {
  /// The set with `relation` attached: the caller vouches that it holds for every value.
  public func relating(_ relation: InputRelation?) -> AbstractFloat {
    var related = self
    related.relation = relation
    return related
  }

  /// Whether its only value is 0 (either sign).
  public var isZero: Bool { !mayBeNonFinite && lower == 0 && upper == 0 }

  /// Its values as a real interval, when they are all finite and there is one.
  public var finiteValues: RealInterval? {
    guard !mayBeNonFinite, hasFiniteValues else { return nil }
    return RealInterval(lower, upper)
  }

  /// Its relation, or its values as a constant one when it has none; nil when a value may be
  /// NaN or infinite (no relation holds for those).
  var relationOrConstant: InputRelation? {
    guard !mayBeNonFinite else { return nil }
    return relation ?? finiteValues.map(InputRelation.constant)
  }

  /// How far this result may lie from the exact operation on the operands' real values:
  /// `ulps` units in the last place of its largest magnitude, plus, for flushing, the format's
  /// least normal times the largest operand magnitude (at least 1) thrice (an input flushed
  /// and the result flushed). Nil when the result may be NaN or infinite.
  func roundingError(ulps: Double, operands: [AbstractFloat]) -> Double? {
    guard !mayBeNonFinite, hasFiniteValues else { return nil }
    let largest = max(abs(lower), abs(upper))
    let scale = operands.reduce(1.0) { max($0, $1.finiteValues?.magnitude ?? 1) }
    return (ulps * format.spacing(at: largest) + 3 * format.leastNormal * scale).nextUp
  }

  /// The set met with what its relation allows when each input's `δ` ranges over `deltas`
  /// (rounded outward to the format): sound, as the relation holds for every value. The run
  /// does this after every instruction, so `radius − (radius − 2)` is about 2, not [−48, 52].
  public func tightened(_ deltas: [Int: RealInterval]) -> AbstractFloat {
    guard let relation, hasFiniteValues, let range = relation.range(deltas) else { return self }
    let low = max(lower, format.roundedDown(range.lower))
    let high = min(upper, format.roundedUp(range.upper))
    guard low <= high else { return self }
    return AbstractFloat(
      format, lower: low, upper: high, mayBeNaN: mayBeNaN,
      mayBePositiveInfinity: mayBePositiveInfinity, mayBeNegativeInfinity: mayBeNegativeInfinity
    ).relating(relation)
  }
}
