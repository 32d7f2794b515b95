import EffectProofTestSupport
import Foundation
import MetalCPU
import Testing

@testable import EffectProofCommandLine

/// Argument and parameter positions are numbered one way in every command (issue 27): from 1,
/// as a person counts, Shader.Arguments by their place in the call and Metal parameters by
/// their place in the whole signature, SwiftUI's leading ones included.
@Suite struct ArgumentNumberingTests {
  static let metal = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI_Metal.h>
    using namespace metal;
    [[ stitchable ]] half4 blur(float2 position, SwiftUI::Layer layer, float2 direction, float radius) {
        return layer.sample(position + direction * radius);
    }

    """
  static let swift = """
    import SwiftUI

    struct SidewaysBlur: View {
        var body: some View {
            Image(systemName: "star")
                .layerEffect(
                    ShaderLibrary.default.blur(.float(1), .float(6)),
                    maxSampleOffset: CGSize(width: 6, height: 6)
                )
        }
    }

    """

  @Test func scanAndRunNumberTheSameMistakeAlike() throws {
    let folder = try TemporaryFolder()
    let shaders = try folder.write("Shaders/Blur.metal", Self.metal)
    try folder.write("App/SidewaysBlur.swift", Self.swift)
    // scan: the call's first argument, the signature's third parameter.
    let scan = tool("scan", folder.path)
    #expect(scan.exitCode == 1, "\(scan.standardOutput)")
    let mismatch = try #require(
      scan.standardOutput.split(separator: "\n").first { $0.contains("[argumentTypeMismatch]") })
    #expect(
      mismatch.hasSuffix(
        "argument 1 is .float (float), but 'blur' takes 'float2 direction' there (parameter 3, \(shaders):4)"
      ), "\(mismatch)")
    // run: the same argument and the same parameter, by the same numbers.
    let arguments = [
      shaders, "--function", "blur", "--usage", "layerEffect", "--size", "8x8", "--arguments",
      #"[{"float": 1}, {"float": 6}]"#,
    ]
    guard case .run(let options) = RunCommand.plan(arguments) else {
      Issue.record("run did not plan: \(EffectProofTool.run(["run"] + arguments).standardError)")
      return
    }
    let run = RunCommand.run(options, compiler: try MetalCompilerForTests.shared())
    #expect(run.exitCode == 2, "\(run.standardOutput)")
    #expect(
      run.standardError.contains(
        "argument 1 (.float) does not fit parameter 3 (float2 direction) of blur"),
      "\(run.standardError)")
  }
}
