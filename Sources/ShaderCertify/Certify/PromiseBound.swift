/// What a promise on one axis is over a box: every value it takes there, and, when it is a
/// plain function of the box's inputs (`amplitude`, `2 * radius + 1`), that function as a
/// relation, so a sample's offset is held to the promise at the same inputs: an
/// `amplitude * sin(…)` offset against an `amplitude` promise is within it over a whole box of
/// amplitudes, not only over one narrow enough that its ends almost meet.
public struct PromiseBound: Sendable, Hashable {
  /// Every value of the promise over the box, in points.
  public var values: RealInterval
  /// The promise as a relation to the inputs, when it is one.
  public var relation: InputRelation?

  /// A promise of `values`, related to the inputs by `relation` when given.
  public init(_ values: RealInterval, relation: InputRelation? = nil) {
    self.values = values
    self.relation = relation
  }
}
