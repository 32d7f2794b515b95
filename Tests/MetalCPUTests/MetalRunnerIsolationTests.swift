import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// A user's shader never takes the tool down: a crash, an out-of-bounds read, a write to a
/// buffer and a hang each become a finding naming the function, the pixel and the arguments;
/// a NaN is counted and located.
@Suite struct MetalRunnerIsolationTests {
  static let source = """
    #include <SwiftUI/SwiftUI.h>
    // The die's pip loop with the classic off-by-one: i <= count reads pips[count].
    [[ stitchable ]] half4 pips(float2 position, half4 color, device const float *pips, int count) {
        float sum = 0;
        for (int i = 0; i <= count; i++) sum += pips[i];
        return half4(sum);
    }
    [[ stitchable ]] half4 scribble(float2 position, half4 color, device const float *values, int count) {
        ((device float *)values)[0] = 1;
        return color;
    }
    [[ stitchable ]] half4 divide(float2 position, half4 color, float by) {
        int x = int(position.x) / int(by);
        return half4(x);
    }
    [[ stitchable ]] half4 crash(float2 position, half4 color, float at) {
        if (position.x > at && position.y > at) { volatile float *nowhere = nullptr; *nowhere = 1; }
        return color;
    }
    [[ stitchable ]] half4 spin(float2 position, half4 color, float at) {
        volatile float t = 0;
        while (position.x > at) { t += 1; }
        return color;
    }
    [[ stitchable ]] half4 root(float2 position, half4 color, float from) {
        return half4(sqrt(from - position.x));
    }
    """

  static func runner(_ folder: TemporaryFolder) throws -> (MetalRunner, String) {
    let file = try folder.write(
      "Faults.metal", "#include <metal_stdlib>\nusing namespace metal;\n" + source)
    return (MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder)), file)
  }

  static func failure(
    _ function: String, _ arguments: [MetalArgument], timeLimit: Double = 60, jobs: Int = 1
  ) throws -> MetalRunError? {
    let folder = try TemporaryFolder()
    let (runner, file) = try runner(folder)
    do {
      _ = try runner.run(
        file: file,
        request: MetalRunRequest(
          function: function, width: 16, height: 8, arguments: arguments, jobs: jobs,
          timeLimit: timeLimit))
      return nil
    } catch {
      return error
    }
  }

  @Test func aReadPastTheCountIsCaughtWithTheParameterNamed() throws {
    let error = try #require(
      try Self.failure("pips", [.floatArray(Array(repeating: 1, count: 10))]))
    guard
      case .outOfBounds(
        let function, let pixel, let parameter, let index, let count, let element, let isWrite, _) =
        error
    else {
      Issue.record("expected an out-of-bounds finding, got \(error)")
      return
    }
    #expect(function == "pips" && parameter == "pips" && index == 10 && count == 10)
    #expect(element == "float" && !isWrite)
    #expect(pixel == SIMD2(0, 0))
    #expect(error.isFinding)
    #expect(error.description.contains("reads pips[10] of a 10-float array at pixel (0, 0)"))
  }

  @Test func aWriteToABufferIsCaught() throws {
    let error = try #require(try Self.failure("scribble", [.floatArray([1, 2])]))
    #expect(error.description.contains("writes values[0] of a 2-float array"), "\(error)")
  }

  @Test func aCrashNamesTheFunctionThePixelAndTheArguments() throws {
    let error = try #require(try Self.failure("crash", [.float(4)], jobs: 2))
    guard case .crashed(let function, let signal, let pixel, let arguments) = error else {
      Issue.record("expected a crash, got \(error)")
      return
    }
    #expect(function == "crash" && signal == SIGSEGV)
    // The first pixel past (4, 4) in either worker's rows.
    let crashed = try #require(pixel)
    #expect(crashed.x >= 4 && crashed.y >= 4)
    #expect(arguments == "at = 4")
  }

  @Test func anIntegerDivisionByZeroIsACrash() throws {
    let error = try #require(try Self.failure("divide", [.float(0)]))
    #expect(error.description.contains("SIGFPE"), "\(error)")
    #expect(error.description.contains("at pixel (0, 0)"))
  }

  @Test func aHangIsStoppedAtTheTimeLimit() throws {
    let start = Date()
    let error = try #require(try Self.failure("spin", [.float(3)], timeLimit: 1))
    guard case .timedOut(let function, _, let pixels, _) = error else {
      Issue.record("expected a time-out, got \(error)")
      return
    }
    #expect(function == "spin")
    #expect(pixels == [SIMD2(3, 0)])
    #expect(Date().timeIntervalSince(start) < 30)
  }

  @Test func nonFinitePixelsAreCountedAndTheFirstIsNamed() throws {
    let folder = try TemporaryFolder()
    let (runner, file) = try Self.runner(folder)
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(function: "root", width: 16, height: 8, arguments: [.float(10)]))
    // sqrt(10 − x) is NaN from the pixel whose centre is past 10: x = 10 … 15, in 8 rows.
    #expect(result.nonFinite == 6 * 8)
    #expect(result.firstNonFinite == SIMD2(10, 0))
  }
}
