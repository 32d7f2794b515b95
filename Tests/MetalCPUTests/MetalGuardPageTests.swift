import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// A read one element past an array argument is caught by the guard page after the buffer, for
/// every buffer kind (`floatArray`, `colorArray`, `data`) and for sizes that fill whole 16-byte
/// units and whole pages, where an aligned allocator would leave no slack to hide in.
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
        return half4(v[n - 1]);
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
}
