import EffectProofBase
import ProofEngine

extension ShaderProofEntry {
  /// The one warning `check` gives for an entry that still holds `effectproof init`'s guesses
  /// (``review`` lines, or a measured ``maxSampleOffset``), under `shader.<entry>.compiles`:
  ///
  /// ```
  /// warning: guessesToReview: 4 guesses from effectproof init to review; maxSampleOffset measured, not proven
  /// ```
  ///
  /// A warning, never a failure: the entry runs as it is. `nil` once the entry is reviewed.
  public var reviewWarning: ProofFinding? {
    var parts: [String] = []
    if !review.isEmpty {
      parts.append(
        "\(review.count) guess\(review.count == 1 ? "" : "es") from effectproof init to review")
    }
    if isMeasuredPromise { parts.append("maxSampleOffset measured, not proven") }
    guard !parts.isEmpty else { return nil }
    return ProofFinding(
      severity: .warning, kind: ShaderFindingKind.guessesToReview.finding,
      message: parts.joined(separator: "; "))
  }
}
