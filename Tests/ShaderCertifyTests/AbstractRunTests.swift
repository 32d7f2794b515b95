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

  @Test func aLoopIsUnrolledPassByPassAndAnUnboundedOneStops() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Loop.metal",
      Self.header + """
        [[ stitchable ]] half4 loop(float2 position, half4 color, float count) {
          float sum = 0;
          for (int i = 0; i < int(count); i++) { sum += float(color.r) * 0.1; }
          return half4(half(sum), 0, 0, 1);
        }

        """)
    let (module, function) = try Self.ir(file, "loop")
    func run(_ count: Double) -> AbstractRunOutcome {
      AbstractRun(module: module, function: function).run([
        .lanes([.float(AbstractFloat(.float, 3.5)), .float(AbstractFloat(.float, 2.5))]),
        .lanes(Array(repeating: .float(AbstractFloat(.half, lower: 0, upper: 1)), count: 4)),
        .float(AbstractFloat(.float, lower: 0, upper: count)),
      ])
    }
    // At most 8 passes: the sum is at most 0.8. clang unrolls the loop by 8 and runs the rest
    // in a second loop; the run joins the two paths where they meet (n = 8 and n < 8), so it
    // bounds the sum by 0.8 + 0.7: sound, not tight (path-sensitive joins are future work).
    let bounded = run(8)
    #expect(bounded.unsupported == nil, "\(String(describing: bounded.unsupported))")
    let lanes = try #require(bounded.result?.laneValues)
    let red = try #require(lanes[0].floatSet)
    #expect(red.lower >= 0 && red.upper >= 0.8 && red.upper <= 1.51, "\(red)")
    // Up to 1000 passes: past the limit, the run stops and says so.
    let unbounded = run(1000)
    #expect(unbounded.result == nil)
    let reason = try #require(unbounded.unsupported?.reason)
    #expect(reason.contains("more than \(AbstractRun.loopPassLimit) times"), "\(reason)")
  }

  @Test func aLoopsPassesHoldEveryRunOfTheRuntime() throws {
    // Each pass moves the sample by `step`: n passes, n·step, at most 12 over n in [0, 8] and
    // step in [0, 1.5]. The run's bound holds it (22.5: the unrolled loop's two paths joined),
    // and no run of the runtime goes past it.
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Steps.metal",
      Self.header + """
        [[ stitchable ]] float2 steps(float2 position, float count, float step) {
          float2 p = position;
          int n = int(count);
          for (int i = 0; i < n; i++) { p.y += step; }
          return p;
        }

        """)
    let (module, function) = try Self.ir(file, "steps")
    let run = AbstractRun(module: module, function: function)
    let box = [
      AbstractFloat(.float, lower: 0, upper: 8), AbstractFloat(.float, lower: 0, upper: 1.5),
    ]
    let bound = try #require(Self.offsetBound(run, width: 6, height: 4, arguments: box))
    #expect(bound.outcome.unsupported == nil, "\(String(describing: bound.outcome.unsupported))")
    #expect(bound.y >= 12 && bound.y < 22.51, "\(bound.y)")
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let seed: UInt64 = 0x5EED_A1
    print("AbstractRunTests steps: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    for _ in 0..<8 {
      let values = box.map { Float($0.lower + ($0.upper - $0.lower) * random.unit()) }
      let result = try runner.run(
        file: file,
        request: MetalRunRequest(
          function: "steps", width: 6, height: 4, arguments: values.map { .float($0) }, jobs: 1))
      #expect(Double(result.samples.maxOffset.y) <= bound.y, "\(values)")
    }
  }

}

/// A test's own failure.
struct TestFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
