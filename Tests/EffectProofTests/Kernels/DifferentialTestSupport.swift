import MetalCPU
import ProofEngine
import ShaderProofs
import Testing

@testable import EffectProof

/// What the differential proofs' tests share: the bundled sources, and a proof whose Metal
/// arguments have been made wrong while the port keeps the right ones.
enum Differential {
  /// Both fixtures' Metal sources, compiled once for every test that uses this library.
  static let bundled = CompiledShaderLibrary(
    shaderPaths: [Fixtures.tableReadyShaders, Fixtures.path("Holographic/Shaders")])

  /// `proof` with argument `index` of every case's Metal call replaced by `wrong(old)`: the
  /// port still computes with the right value, so the two sides must disagree.
  static func withWrongArgument(
    _ proof: DifferentialProof, at index: Int, _ wrong: (MetalArgument) -> MetalArgument
  ) -> DifferentialProof {
    let cases = proof.cases.map { item -> DifferentialCase in
      var changed = item
      changed.port.arguments[index] = wrong(item.port.arguments[index])
      return changed
    }
    return DifferentialProof(
      id: proof.id, title: proof.title, fact: proof.fact, shaders: proof.shaders, cases: cases)
  }

  /// A `.float` made larger by `step` (other arguments unchanged).
  static func plus(_ step: Float) -> (MetalArgument) -> MetalArgument {
    { argument in
      guard case .float(let x) = argument else { return argument }
      return .float(x + step)
    }
  }

  /// Runs `proof` and checks that it fails with counterexamples that name `kernel`, `function`,
  /// a pixel, both colours and the arguments.
  static func expectFailure(
    _ proof: DifferentialProof, kernel: String, function: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let result = proof.run(RunSettings(jobs: 2))
    #expect(result.status == .failed, "\(result.details)", sourceLocation: sourceLocation)
    #expect(result.failingCases > 0, sourceLocation: sourceLocation)
    #expect(result.evidence == .counterexample, sourceLocation: sourceLocation)
    #expect((result.worst?.margin ?? 0) < 0, sourceLocation: sourceLocation)
    let messages = result.findings.map(\.message)
    #expect(!messages.isEmpty, sourceLocation: sourceLocation)
    for message in messages {
      #expect(
        message.hasPrefix("\(kernel) disagrees with \(function) ("), "\(message)",
        sourceLocation: sourceLocation)
      for part in ["at pixel (", "the port gives (", "the compiled shader (", "arguments "] {
        #expect(message.contains(part), "\(part) in \(message)", sourceLocation: sourceLocation)
      }
    }
  }
}
