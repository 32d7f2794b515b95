import MetalCPU
import ProofEngine
import ShaderProofs

/// How `effectproof check` treats the build cache the shader proofs compile into: a fault of
/// the cache (a file in the folder's place, no permission, a full disk) is the tool's, not the
/// app's, so it is one line and exit 2, never a failed proof per shader
/// (docs/guarantees.md, "MetalCPU").
///
/// ```
/// before the proofs: each library the selected proofs compile through checks its cache
/// after the proofs:  a compile that met a cache fault anyway (the disk filled meanwhile)
/// ```
enum BuildCacheCheck {
  /// The libraries `proofs` compile through, each once, in order.
  static func libraries(of proofs: [any Proof]) -> [CompiledShaderLibrary] {
    var seen: Set<ObjectIdentifier> = []
    return proofs.compactMap { ($0 as? any CompilesShaders)?.compiledShaders }.filter {
      seen.insert(ObjectIdentifier($0)).inserted
    }
  }

  /// The first library's cache problem, before anything is compiled, as the line to print.
  static func problem(_ libraries: [CompiledShaderLibrary]) -> String? {
    libraries.lazy.compactMap { $0.buildCacheProblem() }.first.map(\.description)
  }

  /// The first cache fault a compile met during the run, as the line to print.
  static func fault(_ libraries: [CompiledShaderLibrary]) -> String? {
    libraries.lazy.compactMap(\.buildCacheFault).first.map(\.description)
  }
}
