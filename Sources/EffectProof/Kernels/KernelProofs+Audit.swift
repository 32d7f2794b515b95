import EffectKernels
import EffectMath
import Foundation
import ProofEngine

/// What the sample audits share. Each effect's audit (in its folder) reads every position its
/// CPU port samples, over every pixel of its layer and a sweep of its parameters, and holds it
/// against the promise from `EffectMath`.
extension KernelProofs {
  /// The slack allowed for `Float` rounding of sample positions: 10⁻³ pt. Positions of a few
  /// hundred points are rounded to about 3·10⁻⁵ pt in `Float`, and the arc blur's rotated spoke
  /// accumulates a few such errors over 24 taps.
  static let positionSlack = 1e-3

  /// How an audited configuration taken from the certified search is labelled.
  static let worstNote = " (the certified search's worst)"

  /// `values` with the first parameter of each of `search`'s worst cases added (the
  /// configurations where its certified search found the supremum), each flagged, sorted.
  static func withWorst(_ values: [Double], _ search: PromiseProof, _ density: ProofDensity)
    -> [(Double, Bool)]
  {
    let worst = search.worstParameters(density).compactMap(\.first).filter { !values.contains($0) }
    return (values.map { ($0, false) } + worst.map { ($0, true) }).sorted { $0.0 < $1.0 }
  }

  /// A playing card's width ÷ height (2.5 × 3.5 in), for the curl's layer.
  static let playingCardAspect = 2.5 / 3.5
}
