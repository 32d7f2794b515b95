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

  /// `__METAL_VERSION__` is Metal 3.1's 310 (a shared header tests it to tell Metal from C),
  /// and Xcode template's `NS_ENUM` for Metal, a typedef of an enum with a fixed type and no
  /// enumerators, compiles over `metal::int32_t` (clang makes that form an error by default;
  /// Metal's compiler does not).
  @Test func sharedHeadersSeeTheLanguageVersionAndTheirEnumForm() throws {
    let version = try Self.probe("probe_metal_version", as: Constant.self)
    #expect(version() == 310)
    let sharedEnum = try Self.probe("probe_shared_enum", as: Constant.self)
    #expect(sharedEnum() == 844)
  }

  /// `metal::float2(1, 2)` is a constructor (the macro's expansion stays valid after `metal::`),
  /// and `metal::array<float, 3>` is initialised from braces, indexed and sized: 1 + 2 + 10 · 1
  /// + 100 · 3 = 313.
  @Test func qualifiedConstructorsAndArraysCompile() throws {
    let probe = try Self.probe("probe_qualified_array", as: Constant.self)
    #expect(probe() == 313)
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

  // MARK: - The Metal Shading Language functions added in the second slice

  /// `sinpi`, `cospi`, `tanpi`: exact at the integers and half-integers (signed zeros, ±1, ±∞ as
  /// IEEE 754's sinPi, cosPi and tanPi), even where x·π would lose the fraction in float; within
  /// one float ulp of sin(πx) computed in Double elsewhere.
  @Test func sinpiCospiTanpiAreExactAtTheLatticeAndCloseElsewhere() throws {
    let sinpi = try Self.probe("probe_sinpi", as: Unary.self)
    let cospi = try Self.probe("probe_cospi", as: Unary.self)
    let tanpi = try Self.probe("probe_tanpi", as: Unary.self)
    for n: Float in [0, 1, 2, 3, 7, 4_194_304, 8_388_609] {
      #expect(sinpi(n) == 0 && sinpi(n).sign == .plus, "sinpi(\(n)) is +0")
      #expect(sinpi(-n) == 0 && sinpi(-n).sign == .minus, "sinpi(-\(n)) is -0")
      let parity: Float = Int(n) % 2 == 0 ? 1 : -1
      #expect(cospi(n) == parity && cospi(-n) == parity, "cospi(±\(n))")
      #expect(tanpi(n) == 0)
    }
    // 2²² + 0.5 is a float; π times it is not exact in float, so sin(M_PI_F * x) would miss.
    for (x, s) in [(Float(0.5), Float(1)), (1.5, -1), (-0.5, -1), (2.5, 1), (4_194_304.5, 1)] {
      #expect(sinpi(x) == s, "sinpi(\(x))")
      #expect(cospi(x) == 0 && cospi(x).sign == .plus, "cospi(\(x)) is +0")
      #expect(tanpi(x) == s * .infinity, "tanpi(\(x))")
    }
    #expect(tanpi(0.25) == 1 && tanpi(-0.25) == -1)
    #expect(sinpi(.infinity).isNaN && cospi(.nan).isNaN && tanpi(-.infinity).isNaN)
    var stream = SplitMix64(seed: 0x51_4E_91)
    for _ in 0..<2000 {
      let x = Float(stream.uniform(-8, 8))
      let angle = Double.pi * Double(x)
      for (got, exact) in [(sinpi(x), sin(angle)), (cospi(x), cos(angle)), (tanpi(x), tan(angle))] {
        // One ulp of the result: the function is rounded from Double once, and Double's π·x is
        // off by at most 3e-15, far below a float ulp of any value these x give.
        #expect(abs(Double(got) - exact) <= Double(Float(exact).ulp), "x = \(x)")
      }
    }
  }

  /// sinpi on a half computes in float and rounds once to half: within one half ulp.
  @Test func halfSinpiRoundsToHalf() throws {
    let halfSinpi = try Self.probe("probe_half_sinpi", as: Unary.self)
    var stream = SplitMix64(seed: 0x4A_1F_02)
    for _ in 0..<500 {
      let x = Float16(Float(stream.uniform(-4, 4)))
      let exact = sin(Double.pi * Double(x))
      #expect(abs(Double(halfSinpi(Float(x))) - exact) <= Double(Float16(exact).ulp), "\(x)")
    }
    #expect(halfSinpi(0.5) == 1 && halfSinpi(-3) == 0)
  }

  @Test func copysignFdimAndTheInverseHyperbolics() throws {
    let copysign = try Self.probe("probe_copysign", as: Binary.self)
    let fdim = try Self.probe("probe_fdim", as: Binary.self)
    let asinh = try Self.probe("probe_asinh", as: Unary.self)
    let acosh = try Self.probe("probe_acosh", as: Unary.self)
    let atanh = try Self.probe("probe_atanh", as: Unary.self)
    for x in Self.inputs + [.infinity] {
      for y in Self.inputs {
        let signed = copysign(x, y)
        #expect(signed == Float(sign: y.sign, exponent: 0, significand: x.magnitude))
        #expect(signed.sign == y.sign, "copysign(\(x), \(y)) has y's sign")
        // fdim: x − y when x > y, else +0.
        #expect(fdim(x, y) == (x > y ? x - y : 0), "fdim(\(x), \(y))")
      }
    }
    #expect(fdim(.nan, 1).isNaN && fdim(1, .nan).isNaN)
    for x: Float in [0.25, 1, 3.5, 10] {
      // Two ulps: libm's float functions are within one, Foundation's Double ones are exact
      // enough to be the reference.
      #expect(abs(asinh(x) - Float(Foundation.asinh(Double(x)))) <= 2 * asinh(x).ulp)
      #expect(abs(acosh(x + 1) - Float(Foundation.acosh(Double(x + 1)))) <= 2 * acosh(x + 1).ulp)
      let t = x / 16
      #expect(abs(atanh(t) - Float(Foundation.atanh(Double(t)))) <= 2 * atanh(t).ulp)
    }
  }

  /// median3 is the middle of three in every order, by lane too; fmin3, fmax3, fmedian3 skip a
  /// NaN as fmin and fmax do; sincos gives sin and cos; modf splits with x's sign.
  @Test func median3AndTheThreeWayFunctions() throws {
    let median3 = try Self.probe("probe_median3", as: Ternary.self)
    typealias Three = @convention(c) (Float, Float, Float, UnsafeMutablePointer<Float>) -> Void
    let three = try Self.probe("probe_three", as: Three.self)
    let values: [Float] = [-1.5, 2, 7]
    for a in values {
      for b in values {
        for c in values {
          #expect(median3(a, b, c) == [a, b, c].sorted()[1], "median3(\(a), \(b), \(c))")
        }
      }
    }
    var out = [Float](repeating: .nan, count: 10)
    out.withUnsafeMutableBufferPointer { three(0.5, -2.75, 9, $0.baseAddress!) }
    // Every lane of median3(float3(a, b, c), float3(b, c, a), float3(c, a, b)) is the middle.
    #expect(Array(out[0..<3]) == [0.5, 0.5, 0.5])
    #expect(out[3] == -2.75 && out[4] == 9 && out[5] == 0.5)
    #expect(out[6] == sin(Float(0.5)) && out[7] == cos(Float(0.5)))
    #expect(out[8] == -0.75 && out[9] == -2)
    out.withUnsafeMutableBufferPointer { three(.nan, 3, 1, $0.baseAddress!) }
    #expect(out[3] == 1 && out[4] == 3 && (out[5] == 1 || out[5] == 3))
  }

  @Test func distanceSquaredFaceforwardAndScalarGeometry() throws {
    let geometry = try Self.probe("probe_geometry_more", as: Mapper.self)
    func run(_ input: [Float]) -> [Float] {
      var out = [Float](repeating: .nan, count: 6)
      input.withUnsafeBufferPointer { i in
        out.withUnsafeMutableBufferPointer { geometry(i.baseAddress!, $0.baseAddress!) }
      }
      return out
    }
    // a = (3, −4, 12), b = (1, 2, −2): |a − b|² = 4 + 36 + 196.
    let facing = run([3, -4, 12, 1, 2, -2, -1, 0, 0])
    #expect(facing[0] == 236)
    // dot(nref, i) = −1 < 0: n as it is.
    #expect(Array(facing[1...3]) == [3, -4, 12])
    // dot(nref, i) = 1 ≥ 0: −n.
    #expect(Array(run([3, -4, 12, 1, 2, -2, 1, 0, 0])[1...3]) == [-3, 4, -12])
    // Scalars: length(3) = 3, distance(3, −4) = 7.
    #expect(facing[4] == 3 && facing[5] == 7)
  }

  /// isfinite, signbit, isnormal (in float and in half, whose range is smaller), isordered and
  /// isunordered, against Swift's own classification.
  @Test func theTestsClassifyAsIEEE754Does() throws {
    typealias Tests = @convention(c) (Float, UnsafeMutablePointer<Int32>) -> Void
    let tests = try Self.probe("probe_tests", as: Tests.self)
    for x: Float in [1, -2.5, 0, -0.0, .infinity, -.infinity, .nan, 0x1p-130, 1e-5, 70000, -1e30] {
      var out = [Int32](repeating: 7, count: 10)
      out.withUnsafeMutableBufferPointer { tests(x, $0.baseAddress!) }
      let h = Float16(x)
      let expected: [Bool] = [
        x.isFinite, x.sign == .minus, x.isNormal, x.isFinite, x.sign == .minus,
        h.isFinite, h.sign == .minus, h.isNormal, !x.isNaN, x.isNaN,
      ]
      #expect(out.map { $0 != 0 } == expected, "\(x)")
    }
  }

  /// as_type keeps the bits: a float's pattern, bytes in memory order (little-endian, as on
  /// Apple's GPUs), and two halves in a uint, low half first.
  @Test func asTypeReinterpretsBits() throws {
    typealias AsUInt = @convention(c) (Float) -> UInt32
    typealias AsFloat = @convention(c) (UInt32) -> Float
    typealias Vectors = @convention(c) (UInt32, UnsafeMutablePointer<Float>) -> Void
    typealias Halves = @convention(c) (Float, Float) -> UInt32
    let asUInt = try Self.probe("probe_as_uint", as: AsUInt.self)
    let asFloat = try Self.probe("probe_as_float", as: AsFloat.self)
    let vectors = try Self.probe("probe_as_vectors", as: Vectors.self)
    let halves = try Self.probe("probe_as_uint_of_halves", as: Halves.self)
    for x in Self.inputs + [.infinity, Float.leastNonzeroMagnitude] {
      #expect(asUInt(x) == x.bitPattern)
      #expect(asFloat(x.bitPattern).bitPattern == x.bitPattern)
    }
    #expect(asUInt(1) == 0x3F80_0000)
    var out = [Float](repeating: .nan, count: 6)
    out.withUnsafeMutableBufferPointer { vectors(0x3C00_4000, $0.baseAddress!) }
    #expect(Array(out[0..<4]) == [0x00, 0x40, 0x00, 0x3C])
    #expect(out[4] == Float(Float16(bitPattern: 0x4000)) && out[5] == 1)
    #expect(
      halves(0.5, -2) == UInt32(Float16(-2).bitPattern) << 16 | UInt32(Float16(0.5).bitPattern))
  }

  /// `fast::`, `precise::` and `metal::fast::` name the plain functions: the same bits.
  @Test func fastAndPreciseComputeThePlainFunctions() throws {
    let variants = try Self.probe("probe_variants", as: Mapper.self)
    for x in Self.inputs {
      var out = [Float](repeating: .nan, count: 16)
      [x].withUnsafeBufferPointer { input in
        out.withUnsafeMutableBufferPointer { variants(input.baseAddress!, $0.baseAddress!) }
      }
      for k in stride(from: 0, to: 16, by: 2) {
        #expect(out[k].bitPattern == out[k + 1].bitPattern, "pair \(k / 2) at \(x)")
      }
      #expect(out[1] == sin(x) && out[3] == cos(x))
    }
  }

  @Test func packedVectorsAreVectorsAsLocalValues() throws {
    let packed = try Self.probe("probe_packed", as: Writer.self)
    var out = [Float](repeating: .nan, count: 7)
    out.withUnsafeMutableBufferPointer { packed($0.baseAddress!) }
    #expect(out == [2, 6, 3, 6, 0.25, 1.5, 2])
  }

  /// popcount, clz and ctz against Swift's bit counts; 0 gives the width (32, or 8 for uchar).
  @Test func popcountClzAndCtzCountBits() throws {
    typealias Bits = @convention(c) (UInt32, UnsafeMutablePointer<UInt32>) -> Void
    let bits = try Self.probe("probe_bits", as: Bits.self)
    var stream = SplitMix64(seed: 0xB175)
    let values: [UInt32] =
      [0, 1, 0x8000_0000, 0xFFFF_FFFF, 0x00F0_0100]
      + (0..<200).map { _ in
        UInt32(truncatingIfNeeded: stream.next() >> UInt64(stream.next() % 32))
      }
    for x in values {
      var out = [UInt32](repeating: 99, count: 5)
      out.withUnsafeMutableBufferPointer { bits(x, $0.baseAddress!) }
      let expected: [Int] = [
        x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount,
        UInt8(truncatingIfNeeded: x).leadingZeroBitCount, (~x).nonzeroBitCount,
      ]
      #expect(out.map { Int($0) } == expected, "\(x)")
    }
  }

  @Test func theAddedConstantsAreTheNearestValues() throws {
    let constants = try Self.probe("probe_constants", as: Writer.self)
    var out = [Float](repeating: .nan, count: 14)
    out.withUnsafeMutableBufferPointer { constants($0.baseAddress!) }
    let expected: [Float] = [
      Float(0.5.squareRoot()), Float(log(2.0)), Float(log(10.0)), Float(1 / log(2.0)),
      Float(1 / log(10.0)), Float(2 / Double.pi.squareRoot()), .greatestFiniteMagnitude,
      .leastNormalMagnitude, .ulpOfOne, Float(Float16.greatestFiniteMagnitude),
      Float(Float16.leastNormalMagnitude), Float(Float16.ulpOfOne), Float(Float16(M_E)),
      Float(Float16(2.0.squareRoot())),
    ]
    #expect(out == expected)
  }
}
