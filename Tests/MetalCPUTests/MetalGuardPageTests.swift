import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// A read one element past an array argument is caught by the guard page after the buffer, and
/// a read one element before it (index −1) by the guard page before the buffer's second copy
/// (the guard pass), for every buffer kind (`floatArray`, `colorArray`, `data`) and for sizes
/// that fill whole 16-byte units and whole pages, where an aligned allocator would leave no
/// slack to hide in.
@Suite struct MetalGuardPageTests {
  static let source = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI.h>
    using namespace metal;
    [[ stitchable ]] half4 floats(float2 position, half4 color, device const float *v, int n) {
        return half4(v[n]);
    }
    [[ stitchable ]] half4 colours(float2 position, half4 color, device const half4 *c, int n) {
        return c[n];
    }
    [[ stitchable ]] half4 bytes(float2 position, half4 color, device const void *b, int n) {
        return half4(((device const uchar *)b)[n]);
    }
    [[ stitchable ]] half4 inBounds(float2 position, half4 color, device const float *v, int n) {
        return half4(v[n - 1]) + half4(v[0]);
    }
    // Index -1 at the first column only (a neighbour lookup), in bounds everywhere else.
    [[ stitchable ]] half4 floatsBefore(float2 position, half4 color, device const float *v, int n) {
        return half4(v[min(int(position.x), n) - 1]);
    }
    [[ stitchable ]] half4 coloursBefore(float2 position, half4 color, device const half4 *c, int n) {
        return c[min(int(position.x), n) - 1];
    }
    [[ stitchable ]] half4 bytesBefore(float2 position, half4 color, device const void *b, int n) {
        return half4(((device const uchar *)b)[min(int(position.x), n) - 1]);
    }
    """

  static func failure(_ function: String, _ arguments: [MetalArgument]) throws -> MetalRunError? {
    let folder = try TemporaryFolder()
    let file = try folder.write("Guards.metal", source)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    do {
      _ = try runner.run(
        file: file,
        request: MetalRunRequest(
          function: function, width: 4, height: 2, arguments: arguments, jobs: 1))
      return nil
    } catch {
      return error
    }
  }

  static func expectPastTheEnd(_ error: MetalRunError?, parameter: String, count: Int) {
    guard case .outOfBounds(_, _, let name, let index, let length, _, let isWrite, _) = error else {
      Issue.record(
        "expected an out-of-bounds finding for \(parameter)[\(count)], got \(String(describing: error))"
      )
      return
    }
    #expect(name == parameter && index == count && length == count && !isWrite)
  }

  static func expectBeforeTheStart(_ error: MetalRunError?, parameter: String, count: Int) {
    guard
      case .outOfBounds(_, let pixel, let name, let index, let length, _, let isWrite, _) = error
    else {
      Issue.record(
        "expected an out-of-bounds finding for \(parameter)[-1], got \(String(describing: error))"
      )
      return
    }
    #expect(name == parameter && index == -1 && length == count && !isWrite)
    #expect(pixel == SIMD2(0, 0))
  }

  /// 4 floats fill one 16-byte unit, 1024 one page.
  @Test(arguments: [1, 3, 4, 16, 1024])
  func aFloatArrayOfAnySize(count: Int) throws {
    let error = try Self.failure("floats", [.floatArray(Array(repeating: 1, count: count))])
    Self.expectPastTheEnd(error, parameter: "v", count: count)
  }

  /// A half4 is 8 bytes: 2 fill a 16-byte unit, 512 a page.
  @Test(arguments: [1, 2, 5, 512])
  func aColourArrayOfAnySize(count: Int) throws {
    let error = try Self.failure(
      "colours", [.colorArray(Array(repeating: SIMD4(1, 0, 0, 1), count: count))])
    Self.expectPastTheEnd(error, parameter: "c", count: count)
  }

  @Test(arguments: [1, 16, 4096])
  func aDataBufferOfAnySize(count: Int) throws {
    let error = try Self.failure("bytes", [.data(Array(repeating: 7, count: count))])
    Self.expectPastTheEnd(error, parameter: "b", count: count)
  }

  /// The last element itself is not a finding: the guard sits right after it.
  @Test(arguments: [1, 4, 1024])
  func theLastElementIsInBounds(count: Int) throws {
    #expect(try Self.failure("inBounds", [.floatArray(Array(repeating: 1, count: count))]) == nil)
  }

  /// Index −1: caught for every size. A buffer that fills whole pages starts at a page, so the
  /// first pass's guard catches it; any other size needs the guard pass's copy.
  @Test(arguments: [1, 3, 4, 16, 1024])
  func aFloatArrayReadBeforeItsStart(count: Int) throws {
    let error = try Self.failure("floatsBefore", [.floatArray(Array(repeating: 1, count: count))])
    Self.expectBeforeTheStart(error, parameter: "v", count: count)
  }

  @Test(arguments: [1, 2, 5, 512])
  func aColourArrayReadBeforeItsStart(count: Int) throws {
    let error = try Self.failure(
      "coloursBefore", [.colorArray(Array(repeating: SIMD4(1, 0, 0, 1), count: count))])
    Self.expectBeforeTheStart(error, parameter: "c", count: count)
  }

  @Test(arguments: [1, 16, 4096])
  func aDataBufferReadBeforeItsStart(count: Int) throws {
    let error = try Self.failure("bytesBefore", [.data(Array(repeating: 7, count: count))])
    Self.expectBeforeTheStart(error, parameter: "b", count: count)
  }

  /// The guard pass changes nothing else: a clean run's image and counts are the first pass's.
  @Test func theGuardPassKeepsTheResult() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Guards.metal", Self.source)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    var request = MetalRunRequest(
      function: "inBounds", width: 4, height: 2, arguments: [.floatArray([0.25, 0.5, 0.75])],
      jobs: 2)
    request.checksColours = true
    let result = try runner.run(file: file, request: request)
    #expect(result.pixels == 8 && result.nonFinite == 0)
    #expect(result.image.texels.allSatisfy { $0 == 1 })
    #expect(result.colours?.checked == 8)
  }
}
