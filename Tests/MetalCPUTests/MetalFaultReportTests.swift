import EffectProofBase
import EffectProofTestSupport
import Foundation
import LocatedJSON
import Testing

@testable import MetalCPU

/// Two workers that fault at the same moment give one whole report: the first handler to claim
/// it writes its line in one piece and exits, the other waits. And the parser does not trust a
/// report that is not one whole line.
@Suite struct MetalFaultReportTests {
  /// Each row's first pixel waits (up to about a second) until both workers have arrived, then
  /// both read past the count at once: their faults are a few instructions apart.
  static let source = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI.h>
    using namespace metal;
    static int arrived = 0;
    [[ stitchable ]] half4 together(float2 position, half4 color, device const float *v, int n) {
        if (position.x < 1) {
            __atomic_fetch_add(&arrived, 1, __ATOMIC_SEQ_CST);
            for (long k = 0; k < 400000000L && __atomic_load_n(&arrived, __ATOMIC_SEQ_CST) < 2; k++) {}
        }
        return half4(v[n]);
    }
    """

  /// Repeated runs on two jobs: every finding names the parameter, the index and a pixel of
  /// one of the two first rows. Before the report was claimed by one handler, two reports
  /// interleaved in most runs here (25 of 30 in one measurement; docs/metal-on-cpu.md).
  @Test func twoWorkersFaultingAtOnceGiveOneWholeReport() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Together.metal", Self.source)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let compiled = try runner.compiler.compile(file: file)
    try #require(compiled.status == .compiled, "\(compiled.diagnostics)")
    var broken: [String] = []
    for _ in 0..<30 {
      do {
        _ = try runner.run(
          compiled: compiled,
          request: MetalRunRequest(
            function: "together", width: 4, height: 4,
            arguments: [.floatArray([1, 2, 3])], jobs: 2))
        broken.append("no finding")
      } catch {
        guard case .outOfBounds(_, let pixel, let parameter, let index, let count, _, _, _) = error,
          parameter == "v", index == 3, count == 3,
          pixel == SIMD2(0, 0) || pixel == SIMD2(0, 1)
        else {
          broken.append(error.description)
          continue
        }
      }
    }
    #expect(broken.isEmpty, "\(broken.count) of 30 runs: \(broken.prefix(3))")
  }

  /// `together`'s signature, marshalled without compiling: `v` is slot 2.
  static func crash(_ line: String) -> MetalRunError {
    let function = StitchableFunction(
      name: "f", qualifiedName: "f", file: "Together.metal",
      position: SourcePosition(line: 5, column: 24), returnType: "half4",
      returnKind: .half4,
      parameters: [
        MetalParameter(type: "float2", name: "position", kind: .float2, position: .start),
        MetalParameter(type: "half4", name: "color", kind: .half4, position: .start),
        MetalParameter(
          type: "device const float *", name: "v", kind: .floatPointer, position: .start),
        MetalParameter(type: "int", name: "n", kind: .int, position: .start),
      ])
    do {
      let marshal = try ArgumentMarshal(
        function: function, usage: .colorEffect, arguments: [.floatArray([1, 2, 3])],
        layerSize: SIMD2(4, 4))
      return ChildWire.crash(line, function: "f", marshal: marshal, arguments: "v = floatArray[3]")
    } catch {
      return error
    }
  }

  @Test func aWholeReportIsReadWithItsPixelAndIndex() {
    let line = "EPCRASH signal=11 pixel=0,1 slot=2 index=3 count=3 access=read"
    #expect(ChildWire.isWellFormedCrash(line))
    #expect(
      Self.crash(line)
        == .outOfBounds(
          function: "f", pixel: SIMD2(0, 1), parameter: "v", index: 3, count: 3, element: "float",
          isWrite: false, arguments: "v = floatArray[3]"))
    #expect(ChildWire.isWellFormedCrash("EPCRASH signal=4 pixel=2,0 trap=bounds offset=4660"))
    #expect(ChildWire.isWellFormedCrash("EPCRASH signal=8"))
  }

  /// Two reports run together, or one cut short, are a crash without a pixel: never a pixel or
  /// an index read from the other worker's half of the line.
  @Test(arguments: [
    "EPCRASH signal=EPCRASH signal=1111 pixel= pixel=00,,01 slot=2 index=3 count=3 access=read",
    "EPCRASH signal=11 pixel=0,EPCRASH signal=11 pixel=0,1 slot=2 index=3 count=3 access=read",
    "EPCRASH signal=11 pixel=0,0 slot=2 index=3 count=3 access=readEPCRASH signal=11",
    "EPCRASH signal=11 pixel=0,0 slot=2 index=3 count=3 access=read slot=2 index=3",
    "EPCRASH signal=11 pixel=0,0 slot=2 ind",
    "EPCRASH signal=11 pixel=0,0 trap=bounds",
    "EPCRASH",
    "EPCRASH signal=",
  ])
  func aRunTogetherOrCutReportIsACrashWithoutAPixel(_ line: String) {
    #expect(!ChildWire.isWellFormedCrash(line))
    guard case .crashed(_, let signal, let pixel, _) = Self.crash(line) else {
      Issue.record("expected a crash, got \(Self.crash(line))")
      return
    }
    #expect(pixel == nil)
    #expect(signal == 0 || signal == 11)
  }

  /// Among the messages, a whole report is preferred to a broken one before it.
  @Test func theFirstWholeReportIsTheOneRead() {
    let messages =
      "shader says hi\nEPCRASH signal=11 pixel=0,\nEPCRASH signal=11 pixel=3,1 slot=2 index=-1 count=3 access=read\n"
    #expect(
      ChildWire.crashReport(in: messages)
        == "EPCRASH signal=11 pixel=3,1 slot=2 index=-1 count=3 access=read")
    #expect(ChildWire.crashReport(in: "EPCRASH signal=1\n") == "EPCRASH signal=1")
    #expect(ChildWire.crashReport(in: "EPHANG pixel=0,0\n") == nil)
  }
}
