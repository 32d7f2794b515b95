import EffectProofBase
import EffectProofTestSupport
import Foundation
import ShaderIR
import Testing

@testable import MetalCPU

/// The two halves of issue 37's front end meet: the IR the product emits for every stitchable
/// function under Fixtures/ reads with the product's IR reader, its function is defined, no
/// instruction is one the model does not know, and each layer sample (a call to
/// `@ep_layer_sample`) has a line in the user's `.metal`.
@Suite struct EmittedIRReadTests {
  @Test(arguments: ShaderIRFixtureTests.others + ShaderIRFixtureTests.corpus)
  func theEmittedIRReads(_ relative: String) throws {
    let file = RepositoryFixtures.path(relative)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let compiler = try ShaderIRSupport.compiler()
    for name in ShaderIRFixtureTests.writtenNames(text) {
      let emitted = try ShaderIRSupport.ir(file, name, compiler: compiler)
      let module: IRModule
      do throws(IRReadError) {
        module = try IRReader.read(bytes: Array(emitted.text.utf8))
      } catch {
        Issue.record("\(relative) \(name): \(error)")
        continue
      }
      let function = try #require(module.function(emitted.symbol), "\(relative) \(name)")
      #expect(function.isDefinition, "\(relative) \(name)")
      #expect(!function.blocks.isEmpty, "\(relative) \(name)")
      let unknown = function.blocks.flatMap(\.instructions).filter {
        if case .unknown = $0.operation { return true }
        return false
      }
      #expect(unknown.isEmpty, "\(relative) \(name): \(unknown.map(\.opcode))")
      let samples = function.blocks.flatMap(\.instructions).filter {
        if case .call(let call) = $0.operation, call.callee == .global("ep_layer_sample") {
          return true
        }
        return false
      }
      for sample in samples {
        let place = module.userLocation(of: sample, in: function)
        #expect(
          place?.file == file, "\(relative) \(name): a sample at \(String(describing: place))")
        #expect((place?.line ?? 0) > 0, "\(relative) \(name)")
      }
    }
  }

  @Test func aLayerEffectsSamplesAreAtTheirLines() throws {
    // ExampleApp's loupe samples the layer on two lines of its own source (read by hand).
    let relative = "ExampleApp/Shaders/Loupe.metal"
    let file = RepositoryFixtures.path(relative)
    let emitted = try ShaderIRSupport.ir(file, "loupe")
    let module = try IRReader.read(bytes: Array(emitted.text.utf8))
    let function = try #require(module.function(emitted.symbol))
    let lines = function.blocks.flatMap(\.instructions).compactMap { instruction -> Int? in
      guard case .call(let call) = instruction.operation, call.callee == .global("ep_layer_sample")
      else { return nil }
      return module.userLocation(of: instruction, in: function)?.line
    }
    let source = try String(contentsOfFile: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let sampleLines = source.enumerated().filter { $0.element.contains(".sample(") }.map {
      $0.offset + 1
    }
    #expect(lines.sorted() == sampleLines, "\(lines) against \(sampleLines)")
  }
}
