import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// `Fixtures/MetalCorpus/SpinMatrix.metal`, public shaders' `uv *= rotateMatrix(t)` with
/// `float2x2 rotateMatrix(float a)` returning `float2x2(c, -s, s, c)`: its columns are (c, −s)
/// and (s, c), and `uv *= m` is the row vector times m (uvᵀM, one dot product per column), so
/// uv becomes (c·x − s·y, s·x + c·y): a turn by +a. `m * uv` is the column form, a turn by −a,
/// and `m *= n` composes: M(a)·M(b) = M(a + b). Each is checked against that closed form at
/// every pixel (the layer sampled there, `Corpus.bilinear`) and in the sample audit.
@Suite struct MetalCorpusMatrixTests {
  static let size = SIMD2<Double>(32, 24)

  /// p turned by `angle` about the layer's middle (counter-clockwise in x-right, y-down points
  /// is clockwise on screen; the sign is the closed form's, written out here).
  static func turned(_ p: SIMD2<Double>, by angle: Double) -> SIMD2<Double> {
    let d = p - size / 2
    let (c, s) = (cos(angle), sin(angle))
    return size / 2 + SIMD2(c * d.x - s * d.y, s * d.x + c * d.y)
  }

  @Test func uvTimesRotateMatrixTurnsByTheAngle() throws {
    let result = try Corpus.run("SpinMatrix.metal", "spin", [.float2(SIMD2(32, 24)), .float(0.5)])
    let angle = Double(Float(0.5))
    let expected = MetalCorpusDistortionTests.maxOffset { Self.turned($0, by: angle) }
    #expect(abs(Double(result.samples.maxOffset.x) - expected.x) < 1e-4)
    #expect(abs(Double(result.samples.maxOffset.y) - expected.y) < 1e-4)
    MetalCorpusDistortionTests.expectSampled(result, "uv *= rotateMatrix(0.5)") {
      Self.turned($0, by: angle)
    }
  }

  @Test func composedMatrixTimesAColumnTurnsBackByTheSum() throws {
    let result = try Corpus.run(
      "SpinMatrix.metal", "spinTwice", [.float2(SIMD2(32, 24)), .float(0.25), .float(0.5)])
    MetalCorpusDistortionTests.expectSampled(result, "rotateMatrix(0.25) * rotateMatrix(0.5) * uv")
    {
      Self.turned($0, by: -0.75)
    }
  }
}
