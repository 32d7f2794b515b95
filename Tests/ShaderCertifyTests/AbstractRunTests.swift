import EffectProofBase
import EffectProofTestSupport
import Foundation
import MetalCPU
import ShaderIR
import Testing

@testable import ShaderCertify

/// The abstract run of real compiled functions against the CPU runtime running the same
/// source: over a box of arguments, what the runtime's every pixel does at points drawn in
/// the box lies inside what the abstract run gives for the box. The seed is printed.
@Suite struct AbstractRunTests {
  static let header = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI_Metal.h>
    using namespace metal;

    """

  /// The IR of `function` in `file`, read.
  static func ir(_ file: String, _ function: String) throws -> (IRModule, IRFunction) {
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    switch try compiler.emitIR(of: file, function: function) {
    case .failure(let error): throw TestFailure(message: error.description)
    case .success(let text):
      let module = try IRReader.read(bytes: Array(text.text.utf8))
      guard let found = module.function(text.symbol) else {
        throw TestFailure(message: "no define of \(text.symbol)")
      }
      return (module, found)
    }
  }

  /// The largest |returned − pixel| on each axis over every pixel centre of a `width` ×
  /// `height` layer at scale 1, for a distortion whose arguments after the position are
  /// `arguments` (each a box).
  static func offsetBound(
    _ run: AbstractRun, width: Int, height: Int, arguments: [AbstractFloat]
  ) -> (x: Double, y: Double, outcome: AbstractRunOutcome)? {
    var bound = (x: 0.0, y: 0.0)
    var last = AbstractRunOutcome()
    for row in 0..<height {
      for column in 0..<width {
        let (px, py) = (Double(column) + 0.5, Double(row) + 0.5)
        let position = AbstractValue.lanes([
          .float(AbstractFloat(.float, px)), .float(AbstractFloat(.float, py)),
        ])
        let outcome = run.run([position] + arguments.map { .float($0) })
        guard let lanes = outcome.result?.laneValues, let x = lanes[0].floatSet,
          let y = lanes[1].floatSet
        else { return nil }
        let dx = x.subtracting(AbstractFloat(.float, px)).magnitude()
        let dy = y.subtracting(AbstractFloat(.float, py)).magnitude()
        guard !dx.mayBeNonFinite, !dy.mayBeNonFinite else { return (.infinity, .infinity, outcome) }
        bound = (max(bound.x, dx.upper), max(bound.y, dy.upper))
        last = outcome
      }
    }
    return (bound.x, bound.y, last)
  }

  @Test func theWavesOffsetOverABoxHoldsEveryRunInIt() throws {
    let file = RepositoryFixtures.path("ExampleApp/Shaders/Wave.metal")
    let (module, function) = try Self.ir(file, "wave")
    let run = AbstractRun(module: module, function: function)
    // amplitude in [0, 12], wavelength in [0, 40] (max(w, 1) keeps it from 0), phase in [0, 6].
    let box = [
      AbstractFloat(.float, lower: 0, upper: 12), AbstractFloat(.float, lower: 0, upper: 40),
      AbstractFloat(.float, lower: 0, upper: 6),
    ]
    let bound = try #require(Self.offsetBound(run, width: 12, height: 6, arguments: box))
    #expect(bound.outcome.unsupported == nil)
    #expect(bound.outcome.nonFinite.isEmpty, "\(bound.outcome.nonFinite)")
    // Certified: no pixel moves sideways, and none moves more than the amplitude, 12, plus
    // fast sin's 2⁻¹³ times 12 and the roundings.
    #expect(bound.x == 0)
    #expect(bound.y >= 12 && bound.y <= 12 * (1 + 0x1p-12) + 0.01, "\(bound.y)")
    // Every run of the CPU runtime at points of the box moves no pixel farther.
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let seed: UInt64 = 0x5EED_A0
    print("AbstractRunTests wave: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    for _ in 0..<12 {
      let values = box.map { Float($0.lower + ($0.upper - $0.lower) * random.unit()) }
      let result = try runner.run(
        file: file,
        request: MetalRunRequest(
          function: "wave", width: 12, height: 6, arguments: values.map { .float($0) }, jobs: 1))
      #expect(Double(result.samples.maxOffset.y) <= bound.y, "\(values)")
      #expect(Double(result.samples.maxOffset.x) <= bound.x, "\(values)")
    }
  }

  @Test func aDivisionTheSourceDoesNotGuardIsANonFiniteFinding() throws {
    // The wave without its max(wavelength, 1): over wavelength [0, 40] the division may be by
    // 0, and fast math leaves that undefined; with the guard (above) nothing is non-finite.
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Unguarded.metal",
      Self.header + """
        [[ stitchable ]] float2 unguarded(float2 position, float amplitude, float wavelength) {
          return float2(position.x, position.y + amplitude * sin(position.x / wavelength));
        }

        """)
    let (module, function) = try Self.ir(file, "unguarded")
    let outcome = AbstractRun(module: module, function: function).run([
      .lanes([.float(AbstractFloat(.float, 3.5)), .float(AbstractFloat(.float, 2.5))]),
      .float(AbstractFloat(.float, lower: 0, upper: 12)),
      .float(AbstractFloat(.float, lower: 0, upper: 40)),
    ])
    #expect(outcome.unsupported == nil)
    let first = try #require(outcome.nonFinite.first)
    #expect(first.operation == "fdiv", "\(outcome.nonFinite)")
    #expect(first.location?.line == 5, "\(String(describing: first.location))")
  }

  @Test func aLoopStopsTheRunAndSaysWhere() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Loop.metal",
      Self.header + """
        [[ stitchable ]] half4 loop(float2 position, half4 color, float count) {
          half4 sum = 0;
          for (int i = 0; i < int(count); i++) { sum += color * 0.1h; }
          return sum;
        }

        """)
    let (module, function) = try Self.ir(file, "loop")
    let outcome = AbstractRun(module: module, function: function).run([
      .lanes([.float(AbstractFloat(.float, 3.5)), .float(AbstractFloat(.float, 2.5))]),
      .lanes(Array(repeating: .float(AbstractFloat(.half, lower: 0, upper: 1)), count: 4)),
      .float(AbstractFloat(.float, lower: 0, upper: 8)),
    ])
    #expect(outcome.result == nil)
    let reason = try #require(outcome.unsupported?.reason)
    #expect(reason.contains("loop") || reason.contains("does not model"), "\(reason)")
  }
}

/// A test's own failure.
struct TestFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
