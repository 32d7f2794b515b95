import EffectProofBase
import ProofEngine

/// The kinds of finding the app's shader proofs give beside the engine's own: the `shader`
/// domain of ``Diagnostic`` (docs/diagnostics.md, docs/shader-proofs.md).
public enum ShaderFindingKind: String, DiagnosticKind {
  /// `shader`.
  public static let domain = "shader"

  /// The entry's function could not be set up to run: not compiled, no usage, no child.
  case shaderSetup
  /// clang's error compiling the entry's source, at its line.
  case compileError
  /// An app image the entry names could not be used as it is.
  case appImage
  /// A colour past valid premultiplied colour that stays within the tolerance.
  case colourExcess
  /// A read past an empty array, which the configured counts do not include.
  case emptyArray
  /// An entry with no view size or scale, so no layer was sized.
  case noViewSize
  /// A layer past the largest texture the GPU creates.
  case layerTooLarge
  /// A layer within the GPU's limit but past the size renderers are known to refuse.
  case layerAtRisk
  /// A layer whose size, promise or scale is NaN, infinite or negative.
  case layerNotASize
  /// The entry's `site` names no modifier that applies its function.
  case unknownSite
  /// The app builds the function, but no modifier the reader follows applies it.
  case unappliedCallSite
  /// The config's `maxSampleOffset` differs from the Swift's.
  case promiseDiffers
  /// No promise to hold the samples against; the supremum is measured.
  case noPromise
  /// `init`'s guesses in the entry that a person has not reviewed.
  case guessesToReview
  /// The function took no sample in any case, so no promise was held.
  case noSamples
  /// The site passes a literal outside the entry's domain, so the app's value is untested.
  case literalOutsideDomain
  /// Runs were still advancing at their time limit: too slow to finish, not hung.
  case tooSlow
  /// Runs stopped by the time limit without finishing.
  case notFinished
  /// A run outside the proofs (a picture, the bench) could not be made or failed.
  case runFailed
  /// A run proof that held on its sampled cases only, under `"certify": "required"`.
  case notCertified

  /// One sentence on what the kind means.
  public var meaning: String {
    switch self {
    case .shaderSetup: "the entry's function could not be set up to run"
    case .compileError: "clang's error compiling the entry's source"
    case .appImage: "an app image the entry names could not be used as it is"
    case .colourExcess: "a colour past valid premultiplied colour, within the tolerance"
    case .emptyArray: "a read past an empty array the configured counts leave out"
    case .noViewSize: "an entry with no view size or scale, so no layer was sized"
    case .layerTooLarge: "a layer past the largest texture the GPU creates"
    case .layerAtRisk: "a layer past the size renderers are known to refuse"
    case .layerNotASize: "a layer whose size, promise or scale is not a size"
    case .unknownSite: "the entry's site names no modifier applying its function"
    case .unappliedCallSite: "the function is built but no modifier the reader follows applies it"
    case .promiseDiffers: "the config's maxSampleOffset differs from the Swift's"
    case .noPromise: "no promise to hold the samples against; the supremum is measured"
    case .guessesToReview: "init's guesses in the entry, not yet reviewed"
    case .noSamples: "the function took no sample, so no promise was held"
    case .literalOutsideDomain: "the site passes a literal outside the entry's domain"
    case .tooSlow: "runs still advancing at their time limit"
    case .notFinished: "runs stopped by the time limit without finishing"
    case .runFailed: "a run for a picture or the bench could not be made or failed"
    case .notCertified: "a run proof sampled, not certified, under \"certify\": \"required\""
    }
  }

  /// The id a finding of this kind carries.
  var finding: DiagnosticID { id }
}
