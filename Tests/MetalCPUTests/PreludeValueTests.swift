import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The prelude's functions against closed forms computed here in Swift (and Swift's own
/// `Float16`, which rounds every operation, for the half model): `PreludeProbe.metal` is
/// compiled by `MetalCompiler` like any shader and its probes are called through `dlopen`.
@Suite(.serialized) struct PreludeValueTests {
  /// The compiled probe, opened once (its handle as a bit pattern, which is Sendable).
  static let libraryAddress: UInt? = {
    let folder = try? TemporaryFolder()
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/PreludeProbe.metal").path
    guard let folder, let compiler = try? MetalCompiler(cacheFolder: folder.url("cache")),
      let built = try? compiler.sharedLibrary(file: source), let object = built.path
    else { return nil }
    return dlopen(object, RTLD_NOW | RTLD_LOCAL).map { UInt(bitPattern: $0) }
  }()

  /// The probe `name` as a C function of type `T`.
  static func probe<T>(_ name: String, as type: T.Type) throws -> T {
    let address = try #require(Self.libraryAddress, "PreludeProbe.metal did not compile or load")
    let library = try #require(UnsafeMutableRawPointer(bitPattern: address))
    let symbol = try #require(dlsym(library, name), "no symbol \(name)")
    return unsafeBitCast(symbol, to: type)
  }

  typealias Unary = @convention(c) (Float) -> Float
  typealias Binary = @convention(c) (Float, Float) -> Float
  typealias Ternary = @convention(c) (Float, Float, Float) -> Float
  typealias Constant = @convention(c) () -> Float
  typealias Writer = @convention(c) (UnsafeMutablePointer<Float>) -> Void
  typealias Mapper = @convention(c) (UnsafePointer<Float>, UnsafeMutablePointer<Float>) -> Void

  static let inputs: [Float] = [-2.75, -1, -0.25, -0.0, 0, 0.3, 0.5, 1, 1.5, 7.125, 1e-8, -1e-8]

  @Test func scalarFunctionsMatchTheirDefinitions() throws {
    let fract = try Self.probe("probe_fract", as: Unary.self)
    let sign = try Self.probe("probe_sign", as: Unary.self)
    let saturate = try Self.probe("probe_saturate", as: Unary.self)
    for x in Self.inputs {
      // fract(x) = x − ⌊x⌋, at most the largest float below 1.
      #expect(fract(x) == min(x - x.rounded(.down), Float(1).nextDown), "fract(\(x))")
      #expect(sign(x) == (x > 0 ? 1 : (x < 0 ? -1 : 0)), "sign(\(x))")
      #expect(saturate(x) == min(max(x, 0), 1), "saturate(\(x))")
    }
    #expect(saturate(.nan) == 0)
  }

  @Test func smoothstepStepMixAndClampMatchTheirFormulas() throws {
    let smoothstep = try Self.probe("probe_smoothstep", as: Ternary.self)
    let step = try Self.probe("probe_step", as: Binary.self)
    let mix = try Self.probe("probe_mix", as: Ternary.self)
    let clamp = try Self.probe("probe_clamp", as: Ternary.self)
    for x in Self.inputs {
      let t = min(max((x - -1) / (2 - -1), 0), 1)
      #expect(abs(smoothstep(-1, 2, x) - t * t * (3 - 2 * t)) <= 1e-6, "smoothstep(\(x))")
      #expect(step(0.5, x) == (x < 0.5 ? 0 : 1))
      #expect(abs(mix(2, 10, x) - (2 + 8 * x)) <= 1e-5 * max(1, abs(x) * 8))
      #expect(clamp(x, -1, 1) == min(max(x, -1), 1))
    }
    let vectorSmoothstep = try Self.probe("probe_vector_smoothstep_y", as: Binary.self)
    #expect(vectorSmoothstep(0.1, 0.25) == 0.25 * 0.25 * (3 - 2 * 0.25))
  }

  @Test func transcendentalsAndMetalsNaNRules() throws {
    let atan2Probe = try Self.probe("probe_atan2", as: Binary.self)
    let rsqrt = try Self.probe("probe_rsqrt", as: Unary.self)
    let minNaN = try Self.probe("probe_min_nan", as: Unary.self)
    let max3 = try Self.probe("probe_max3", as: Ternary.self)
    let pi = try Self.probe("probe_pi", as: Constant.self)
    #expect(abs(atan2Probe(1, -1) - Float(3 * Double.pi / 4)) <= 2e-7)
    #expect(abs(rsqrt(4) - 0.5) <= 1e-7)
    #expect(minNaN(3) == 3, "min(x, NaN) is x, as fmin")
    #expect(max3(1, 9, -4) == 9)
    // M_PI_F is the float nearest π; Swift's Float.pi is rounded toward zero, one ulp below.
    #expect(pi() == Float(Double.pi))
  }

  @Test func constructorsConcatenateBroadcastAndConvert() throws {
    let constructors = try Self.probe("probe_constructors", as: Writer.self)
    var out = [Float](repeating: .nan, count: 8)
    out.withUnsafeMutableBufferPointer { constructors($0.baseAddress!) }
    #expect(out == [1, 2, 3, 4, 0.5, 0.5, 0.5, 14])
  }

  @Test func swizzleAssignmentWritesTheNamedLanes() throws {
    let swizzle = try Self.probe("probe_swizzle", as: Writer.self)
    var out = [Float](repeating: .nan, count: 4)
    out.withUnsafeMutableBufferPointer { swizzle($0.baseAddress!) }
    #expect(out == [Float(0.2) + 0.5, Float(0.1) + 0.5, Float(0.3) + 0.5, 1])
  }

  @Test func geometryMatchesItsFormulas() throws {
    let geometry = try Self.probe("probe_geometry", as: Mapper.self)
    let a: [Float] = [3, -4, 12]
    let b: [Float] = [1, 2, -2]
    var out = [Float](repeating: .nan, count: 9)
    (a + b).withUnsafeBufferPointer { input in
      out.withUnsafeMutableBufferPointer { geometry(input.baseAddress!, $0.baseAddress!) }
    }
    let length: Float = 13
    #expect(abs(out[0] - 3 / length) <= 1e-7 && abs(out[1] + 4 / length) <= 1e-7)
    let dotted: Float = 3 * 1 + (-4) * 2 + 12 * (-2)
    #expect(out[3] == dotted)
    #expect(out[4] == length)
    let apart: Float = 4 + 36 + 196
    #expect(abs(out[5] - apart.squareRoot()) <= 1e-6)
    let crossed: [Float] = [(-4) * (-2) - 12 * 2, 12 * 1 - 3 * (-2), 3 * 2 - (-4) * 1]
    #expect(Array(out[6...8]) == crossed)
  }

  /// Half: `0.1h` is the nearest half to 0.1, and `x * y + z` rounds after each operation
  /// (no fused multiply-add, no float intermediate), as Swift's `Float16` does.
  @Test func halfRoundsEveryOperation() throws {
    let literal = try Self.probe("probe_half_literal", as: Constant.self)
    let chain = try Self.probe("probe_half_chain", as: Ternary.self)
    let halfSine = try Self.probe("probe_half_sin", as: Unary.self)
    #expect(literal() == Float(Float16(0.1)))
    var stream = SplitMix64(seed: 0x4A1F)
    for _ in 0..<2000 {
      let a = Float16(Float(stream.uniform(-8, 8)))
      let b = Float16(Float(stream.uniform(-8, 8)))
      let c = Float16(Float(stream.uniform(-8, 8)))
      let model = Float((a * b) + c)
      #expect(chain(Float(a), Float(b), Float(c)) == model, "\(a) * \(b) + \(c)")
      #expect(halfSine(Float(a)) == Float(Float16(sin(Float(a)))))
    }
  }
}
