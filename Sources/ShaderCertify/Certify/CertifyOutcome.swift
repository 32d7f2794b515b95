import EffectProofBase

/// How a search over a box ended.
public struct CertifyOutcome: Sendable {
  /// One box the search left undecided, with what its last run said.
  public struct Undecided: Sendable, Hashable {
    /// The box.
    public var box: CertifyBox
    /// Its assessment.
    public var assessment: BoxAssessment
  }

  /// The verdict.
  public enum Verdict: Sendable {
    /// Every box held: the quantity is at most 0 at every point of the root.
    case certified
    /// The quantity is above 0 at every point of `witness` (a point of the root), on every
    /// conforming GPU.
    case counterexample(witness: CertifyBox, assessment: BoxAssessment)
    /// The budget ran out with these boxes undecided (the largest bound first), `share` of the
    /// root.
    case undecided(boxes: [Undecided], share: Double)
    /// The abstract run cannot follow the function: why, and where.
    case unsupported(reason: String, location: FileLocation?)
  }

  /// What held: the boxes, their share of the root, each measure's largest upper bound over
  /// them, and the box where the quantity's bound was largest.
  public struct Held: Sendable {
    /// How many boxes held.
    public var boxes: Int
    /// Their share of the root.
    public var share: Double
    /// The largest upper bound of each measure over the boxes that held.
    public var measures: [Double]
    /// The box with the largest upper bound of the quantity, and that bound.
    public var worst: (box: CertifyBox, upper: Double)?

    mutating func add(_ box: CertifyBox, _ assessment: BoxAssessment, root: CertifyBox) {
      boxes += 1
      share += box.share(of: root)
      if measures.isEmpty {
        measures = assessment.measures
      } else {
        for (index, value) in assessment.measures.enumerated() where index < measures.count {
          measures[index] = max(measures[index], value)
        }
      }
      if assessment.upper > worst?.upper ?? -.infinity { worst = (box, assessment.upper) }
    }
  }

  /// The verdict.
  public var verdict: Verdict
  /// What held, whatever the verdict.
  public var held: Held
  /// What the bounds rest on beyond the precision tables.
  public var assumptions: Set<PrecisionAssumption>
  /// How many abstract runs the search spent.
  public var assessments: Int
}
