import EffectKernels
import EffectProofTestSupport
import Foundation
import MetalCPU
import ProofEngine
import ShaderProofs
import Testing

@testable import EffectProof

/// The differential proofs' machinery: what the catalogue selects, and that a proof never
/// passes without a compiled function to compare with (no sources, no clang++, a source that
/// does not compile), each with a message saying why.
@Suite struct DifferentialProofTests {
  /// The ripple proof over `shaders`, with the seeds' ripple.
  static func rippleProof(_ shaders: CompiledShaderLibrary) -> DifferentialProof {
    KernelProofs.rippleMatchesMetal(RippleConfig(), shaders: shaders)
  }

  @Test func tableReadySelectsEveryPortItsSourcesDeclareAndHolographicTheFoil() throws {
    let table = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    let tableIds = ProofCatalogue.proofs(for: table).map(\.id).filter {
      $0.hasSuffix("MatchesMetal")
    }
    #expect(
      tableIds == [
        "kernel.flipShadingMatchesMetal", "kernel.feltMatchesMetal", "kernel.arcBlurMatchesMetal",
        "kernel.curlBendMatchesMetal", "kernel.curlShadeMatchesMetal",
        "kernel.curlShadowMatchesMetal", "kernel.rippleMatchesMetal",
        "kernel.dieMaterialMatchesMetal", "kernel.motionBlurMatchesMetal",
      ])
    let card = try EffectProofConfig.load(contentsOf: Fixtures.path("Holographic/effectproof.json"))
    let cardIds = ProofCatalogue.proofs(for: card).map(\.id).filter { $0.hasSuffix("MatchesMetal") }
    #expect(cardIds == ["kernel.foilMatchesMetal"])
  }

  @Test func withoutShaderSourcesEveryDifferentialProofIsListedAndFails() {
    let proofs = ProofCatalogue.proofs(for: .seeds).filter { $0 is DifferentialProof }
    #expect(proofs.count == 10)
    for proof in proofs {
      let result = proof.run(RunSettings(jobs: 1))
      #expect(result.status == .failed, "\(proof.id)")
      #expect(result.findings.first?.id == KernelFindingKind.compiledShader.id, "\(proof.id)")
      #expect(
        result.findings.first?.message.contains("the config names no shader sources (\"shaders\")")
          == true, "\(result.findings.map(\.message))")
    }
  }

  @Test func withoutClangTheProofFailsSayingSo() {
    let shaders = CompiledShaderLibrary(shaderPaths: [Fixtures.tableReadyShaders]) {
      () throws(MetalCompileError) -> MetalCompiler in
      throw .clangNotFound(searched: ["/nowhere/clang++"])
    }
    let result = Self.rippleProof(shaders).run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.failingCases == result.cases)
    let message = result.findings.first?.message ?? ""
    #expect(message.hasPrefix("RippleKernel vs ripple, "), "\(message)")
    #expect(message.contains("no clang++ found (looked at /nowhere/clang++)"), "\(message)")
  }

  @Test func aClangThatCannotRunIsAFailureToo() {
    let shaders = CompiledShaderLibrary(shaderPaths: [Fixtures.tableReadyShaders]) {
      () throws(MetalCompileError) -> MetalCompiler in
      try MetalCompiler(clang: "/nonexistent/clang++", cacheFolder: nil)
    }
    let result = Self.rippleProof(shaders).run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.findings.first?.message.contains("/nonexistent/clang++") == true)
  }

  @Test func aSourceThatDoesNotCompileFailsAtItsLine() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "Shaders/Ripple.metal",
      """
      #include <metal_stdlib>
      #include <SwiftUI/SwiftUI_Metal.h>
      using namespace metal;

      [[ stitchable ]] half4 ripple(float2 position, SwiftUI::Layer layer, float2 origin,
          float time, float amplitude, float frequency, float decay, float speed) {
          return layer.sample(position) * undeclaredFactor;
      }

      """)
    let shaders = CompiledShaderLibrary(shaderPaths: [folder.url("Shaders")])
    let result = Self.rippleProof(shaders).run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    let message = result.findings.first?.message ?? ""
    #expect(message.contains("Ripple.metal, which declares ripple, does not compile"), "\(message)")
    #expect(message.contains("Ripple.metal:7:"), "\(message)")
    #expect(message.contains("undeclaredFactor"), "\(message)")
  }

  @Test func sourcesThatDoNotDeclareTheFunctionAreNamed() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("Shaders/Other.metal", MetalSnippets.colorEffect("other"))
    let shaders = CompiledShaderLibrary(shaderPaths: [folder.url("Shaders")])
    #expect(!shaders.selects(function: "ripple"))
    #expect(shaders.selects(function: "other"))
    let result = Self.rippleProof(shaders).run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(
      result.findings.first?.message.contains("no [[ stitchable ]] function named ripple in ")
        == true)
  }

  /// The compiler is made once and each file compiled once, however many proofs and cases
  /// ask, also when the proofs run in parallel.
  @Test func eachSourceIsCompiledOncePerLibrary() {
    let made = Counter()
    let shaders = CompiledShaderLibrary(shaderPaths: [Fixtures.tableReadyShaders]) {
      () throws(MetalCompileError) -> MetalCompiler in
      made.increment()
      return try MetalCompiler(cacheFolder: nil)
    }
    let proofs = [
      Self.rippleProof(shaders), Self.rippleProof(shaders),
      KernelProofs.curlBendMatchesMetal(CurlConfig(), shaders: shaders),
      KernelProofs.curlShadowMatchesMetal(CurlConfig(), shaders: shaders),
    ]
    let results = parallelMap(count: proofs.count, jobs: proofs.count) {
      proofs[$0].run(RunSettings(jobs: 2))
    }
    #expect(results.allSatisfy { $0.status == .passed }, "\(results.flatMap(\.findings))")
    #expect(made.value == 1)
    #expect(shaders.compiledFiles.sorted() == ["CardCurl.metal", "Ripple.metal"])
  }
}

/// A count shared across threads.
final class Counter: @unchecked Sendable {  // `count` is only touched under `lock`.
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
