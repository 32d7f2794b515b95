import EffectProofBase
import ProofEngine

extension ShaderProofEntry {
  /// The one warning `check` gives, under `shader.<entry>.compiles`, for images the app's
  /// Swift names that the sweep could not use (``imageWarnings``): the test images stood in.
  ///
  /// ```
  /// warning: appImage: grain: Image("noise") at App/PaperCard.swift:14 names no image set …
  /// ```
  public var imageWarning: ProofFinding? {
    guard !imageWarnings.isEmpty else { return nil }
    return ProofFinding(
      severity: .warning, kind: ShaderFindingKind.appImage.finding,
      message: imageWarnings.joined(separator: "; "))
  }
}
