/// What a promise proof could establish on one axis.
///
/// ```
/// certified  bound ≤ promise (+ tolerance)        the promise holds over the whole domain
/// fails      witness > promise (+ tolerance)       a real case samples past the promise
/// undecided  witness ≤ promise < bound             neither: a warning with both numbers
/// searched   no certificate was asked for          no counterexample found by the search
/// ```
///
/// `bound` is the branch-and-bound's certified upper bound of the supremum (interval
/// arithmetic over the geometry's generic code); `witness` is the largest offset actually
/// evaluated in `Double`. A promise with a ``CertifiableGeometry`` is `certified`, `fails` or
/// `undecided`; one with only a `Double` sampler (a port that is not generic) is `fails` or
/// `searched`, which is evidence, not proof.
public enum PromiseVerdict: String, Sendable, Hashable, Codable, CaseIterable {
  /// The certified bound is within the promise.
  case certified
  /// A witness exceeds the promise.
  case fails
  /// The witness is within the promise but the bound is not: more budget may decide it.
  case undecided
  /// No certificate; the sweep and polish found no counterexample.
  case searched

  /// The verdict from the witness, the bound (nil without a certificate) and the promise.
  static func of(witness: Double, bound: Double?, promise: Double, tolerance: Double)
    -> PromiseVerdict
  {
    if witness > promise + tolerance { return .fails }
    guard let bound else { return .searched }
    return bound <= promise + tolerance ? .certified : .undecided
  }
}
