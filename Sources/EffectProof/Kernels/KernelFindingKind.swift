import EffectProofBase

/// The kinds of finding the seeds' kernel proofs give beside the engine's own: the `kernel`
/// domain of ``Diagnostic`` (docs/diagnostics.md).
public enum KernelFindingKind: String, DiagnosticKind {
  /// `kernel`.
  public static let domain = "kernel"

  /// The Metal function a differential proof compares its port with could not be compiled or
  /// found, so nothing was compared.
  case compiledShader

  /// One sentence on what the kind means.
  public var meaning: String {
    switch self {
    case .compiledShader: "the Metal function a port is compared with could not be had"
    }
  }
}
