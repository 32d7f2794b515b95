import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// docs/guarantees.md's MetalCPU table: every bad request is a clear error before anything
/// runs, and a hostile argument value reaches the shader as SwiftUI would pass it, never
/// trapping the tool.
@Suite struct MetalRunnerBadInputTests {
  static let source = """
    #include <metal_stdlib>
    using namespace metal;
    [[ stitchable ]] half4 scale(float2 position, half4 color, float amount) {
        return color * half(amount);
    }

    """

  static func run(_ change: (inout MetalRunRequest) -> Void) throws -> Result<
    MetalRunResult, MetalRunError
  > {
    let folder = try TemporaryFolder()
    let file = try folder.write("Scale.metal", source)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    var request = MetalRunRequest(function: "scale", width: 8, height: 4, arguments: [.float(1)])
    change(&request)
    do {
      return .success(try runner.run(file: file, request: request))
    } catch {
      return .failure(error)
    }
  }

  /// One bad request each, by name.
  static func spoil(_ name: String, _ r: inout MetalRunRequest) {
    switch name {
    case "scale NaN": r.scale = .nan
    case "scale 0": r.scale = 0
    case "scale −1": r.scale = -1
    case "scale +∞": r.scale = .infinity
    case "huge width": r.width = 1e300
    case "width NaN": r.width = .nan
    case "jobs 0": r.jobs = 0
    case "jobs −3": r.jobs = -3
    case "time limit NaN": r.timeLimit = .nan
    case "time limit 0": r.timeLimit = 0
    case "time limit −∞": r.timeLimit = -.infinity
    case "an input of the wrong size": r.input = MetalRunImage.testPattern(width: 3, height: 3)
    default: r.function = ""
    }
  }

  @Test(arguments: [
    ("scale NaN", "pixels a side"), ("scale 0", "pixels a side"), ("scale −1", "pixels a side"),
    ("scale +∞", "pixels a side"), ("huge width", "pixels a side"), ("width NaN", "pixels a side"),
    ("jobs 0", "jobs must be at least 1"), ("jobs −3", "jobs must be at least 1"),
    ("time limit NaN", "time limit"), ("time limit 0", "time limit"),
    ("time limit −∞", "time limit"), ("an input of the wrong size", "the input is 3×3 pixels"),
    ("no such function", "no [[ stitchable ]]"),
  ])
  func aBadRequestIsAClearError(_ name: String, _ message: String) throws {
    guard case .failure(let error) = try Self.run({ Self.spoil(name, &$0) }) else {
      Issue.record("\(name): ran")
      return
    }
    #expect(error.description.contains(message), "\(name): \(error)")
    #expect(!error.isFinding)
  }

  /// NaN, ±∞ and huge values reach the shader as they are, as SwiftUI passes them; the result
  /// counts the non-finite pixels and the tool goes on.
  @Test(arguments: [Float.nan, .infinity, -.infinity, 1e38, -0.0])
  func aHostileArgumentReachesTheShader(_ value: Float) throws {
    let result = try Self.run { $0.arguments = [.float(value)] }.get()
    let expectedNonFinite = (Float16(value) * 1).isFinite ? 0 : 32
    // 1e38 rounds to half +∞ (half's largest is 65504), so every pixel is then infinite too.
    #expect(result.nonFinite == expectedNonFinite, "\(value)")
  }
}
