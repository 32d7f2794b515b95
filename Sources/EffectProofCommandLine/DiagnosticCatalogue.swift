import EffectProof
import EffectProofBase
import MetalCPU
import ProofEngine
import ShaderProofs
import ShaderRegistry

/// Every kind of diagnostic the tool can report, by domain: the code side of the id table in
/// docs/diagnostics.md (`DiagnosticTableDocTests` holds the two together).
///
/// Reports write a finding's kind by its name alone (`missingCount`), so a name means one
/// thing across every domain: the test also holds the names unique.
enum DiagnosticCatalogue {
  /// The kinds, one enum per domain.
  static let kinds: [any DiagnosticKind.Type] = [
    EngineFindingKind.self, RegistryDiagnosticKind.self, CompileDiagnosticKind.self,
    ShaderFindingKind.self, KernelFindingKind.self,
  ]

  /// Every kind's id by its name, for reading a report's findings back (`merge`).
  static let names = DiagnosticNames(kinds)

  /// Every id with its meaning, domain by domain.
  static var rows: [(id: DiagnosticID, meaning: String)] {
    kinds.flatMap { table(of: $0) }
  }

  /// One domain's rows (a generic, so that an `any DiagnosticKind.Type` opens).
  private static func table<Kind: DiagnosticKind>(of kind: Kind.Type) -> [(
    id: DiagnosticID, meaning: String
  )] {
    kind.table
  }
}
