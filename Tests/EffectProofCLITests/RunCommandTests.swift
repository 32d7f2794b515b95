import EffectProofTestSupport
import Foundation
import MetalCPU
import PNG
import Testing

@testable import EffectProofCommandLine

/// `effectproof run`: the documented JSON, findings exit 1 with the function, pixel and
/// arguments named and no signal, usage errors exit 2 with the JSON path.
@Suite struct RunCommandTests {
  static let source = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI.h>
    using namespace metal;
    [[ stitchable ]] float2 wave(float2 position, float amplitude) {
        return position + float2(amplitude * sin(position.y), 0);
    }
    [[ stitchable ]] half4 pips(float2 position, half4 color, device const float *pips, int count) {
        float sum = 0;
        for (int i = 0; i <= count; i++) sum += pips[i];
        return half4(sum);
    }
    [[ stitchable ]] half4 spin(float2 position, half4 color) {
        volatile int t = 0;
        while (true) { t += 1; }
        return color;
    }
    [[ stitchable ]] half4 crash(float2 position, half4 color) {
        volatile float *nowhere = nullptr;
        return half4(*nowhere);
    }
    [[ stitchable ]] half4 stamp(float2 position, half4 color, texture2d<half> image, device const void *bytes, int count) {
        constexpr sampler nearest(filter::nearest);
        half4 texel = image.sample(nearest, float2(0.25, 0.25));
        return half4(texel.r, texel.g, half(((device const uchar *)bytes)[count - 1]) / 255.0h, 1.0h);
    }
    [[ stitchable ]] half4 glow(float2 position, half4 color, float amount) {
        return half4(log(amount - position.x));
    }

    """

  func run(_ folder: TemporaryFolder, _ arguments: String...) throws -> ToolRun {
    let file = try folder.write("Shaders/Run.metal", Self.source)
    let all = [file] + arguments
    guard case .run(let options) = RunCommand.plan(all) else {
      return EffectProofTool.run(["run"] + all)
    }
    return RunCommand.run(options, compiler: try MetalCompilerForTests.shared())
  }

  func json(_ run: ToolRun) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
  }

  @Test func aCleanRunExitsZeroWithTheDocumentedJSON() throws {
    let folder = try TemporaryFolder()
    let run = try run(
      folder, "--function", "wave", "--size", "40x20", "--scale", "2", "--arguments",
      #"[{"float": 3}]"#, "--format", "json", "--jobs", "2", "--max-sample-offset", "3,0")
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    let json = try json(run)
    #expect(json["status"] as? String == "finished")
    #expect(json["usage"] as? String == "distortionEffect")
    #expect(json["pixels"] as? Int == 80 * 40)
    #expect(json["nonFinite"] as? Int == 0)
    #expect(json["seconds"] is Double)
    let samples = try #require(json["samples"] as? [String: Any])
    #expect(Set(samples.keys) == ["count", "maxOffset", "at", "outsideLayer", "nonFinite"])
    #expect(samples["count"] as? Int == 80 * 40)
    let offset = try #require(samples["maxOffset"] as? [Double])
    // |3 sin(y)| peaks near 3 over 20 points of y; no vertical offset.
    #expect(offset[0] > 2.99 && offset[0] <= 3 && offset[1] == 0)
    let at = try #require(samples["at"] as? [String: Any])
    #expect(at["pixel"] is [Double] && at["sample"] is [Double])
  }

  @Test func aSamplePastMaxSampleOffsetIsAFinding() throws {
    let folder = try TemporaryFolder()
    let run = try run(
      folder, "--function", "wave", "--size", "40x20", "--arguments", #"[{"float": 3}]"#,
      "--max-sample-offset", "2.5")
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("past maxSampleOffset (2.5, 2.5)"), "\(run.standardOutput)")
  }

  @Test func aReadPastTheCountExitsOneNamingTheParameter() throws {
    let folder = try TemporaryFolder()
    let run = try run(
      folder, "--function", "pips", "--size", "8x8", "--arguments",
      #"[{"floatArray": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}]"#, "--format", "json")
    #expect(run.exitCode == 1)
    let json = try json(run)
    #expect(json["status"] as? String == "outOfBounds")
    let message = try #require(json["message"] as? String)
    #expect(
      message.contains("pips reads pips[10] of a 10-float array at pixel (0, 0)"), "\(message)")
  }

  @Test func aHangAndACrashExitOneWithAMessage() throws {
    let folder = try TemporaryFolder()
    let hang = try run(folder, "--function", "spin", "--size", "4x4", "--time-limit", "0.5")
    #expect(hang.exitCode == 1)
    #expect(
      hang.standardOutput.contains(
        "spin hung: it stopped advancing (no pixel finished for 3 s; its time limit: 0.5 s)"))
    let crash = try run(folder, "--function", "crash", "--size", "4x4", "--format", "json")
    #expect(crash.exitCode == 1)
    #expect(try json(crash)["status"] as? String == "crashed")
    #expect(crash.standardOutput.contains("SIGSEGV"))
  }

  @Test func aNonFinitePixelIsAFinding() throws {
    let folder = try TemporaryFolder()
    let run = try run(
      folder, "--function", "glow", "--size", "10x2", "--arguments", #"[{"float": 4}]"#)
    #expect(run.exitCode == 1)
    // log(4 − x) is NaN past x = 4 and −∞ at no pixel centre: x = 4.5 … 9.5, 2 rows.
    #expect(run.standardOutput.contains("12 pixels are not finite"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("the first is (4, 0)"))
  }

  @Test func theOutputIsWrittenAsAPNGFromTheInput() throws {
    let folder = try TemporaryFolder()
    let input = folder.url("in.png")
    let picture = try #require(
      RGBA8Image(width: 6, height: 4, bytes: [UInt8](repeating: 200, count: 6 * 4 * 4)))
    try Data(try PNGEncoder.encode(picture)).write(to: URL(fileURLWithPath: input))
    let out = folder.url("out.png")
    let run = try run(
      folder, "--function", "wave", "--input", input, "--scale", "2", "--arguments",
      #"[{"float": 0}]"#, "--out", out)
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    let written = try PNGDecoder.decode(contentsOfFile: out)
    #expect(written.width == 6 && written.height == 4)
    // Unmoved, a uniform picture comes back (within the half and 8-bit roundings).
    #expect(abs(Int(written.pixel(x: 3, y: 2).x) - 200) <= 1)
  }

  /// `{"image": "file.png"}` reaches a `texture2d<half>` (straight PNG values premultiplied),
  /// and `{"data": "base64"}` a `device const void *` with its byte count.
  @Test func anImageAndDataArgumentReachTheirParameters() throws {
    let folder = try TemporaryFolder()
    let png = folder.url("stamp.png")
    let bytes: [UInt8] = [255, 128, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255]
    let picture = try #require(RGBA8Image(width: 2, height: 2, bytes: bytes))
    try Data(try PNGEncoder.encode(picture)).write(to: URL(fileURLWithPath: png))
    // Bytes 1, 2, 51: the last is 51 = 0.2 × 255.
    let run = try run(
      folder, "--function", "stamp", "--size", "4x4", "--out", folder.url("out.png"),
      "--arguments", #"[{"image": "\#(png)"}, {"data": "AQIz"}]"#)
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    let out = try PNGDecoder.decode(contentsOfFile: folder.url("out.png"))
    #expect(out.pixel(x: 0, y: 0) == SIMD4(255, 128, 51, 255))
  }

  @Test(arguments: [
    (
      ["--size", "10x10", "--arguments", #"[{"float2": [1]}]"#],
      "--arguments[0].float2 must be an array of 2 numbers"
    ),
    (["--size", "10x10", "--arguments", #"[{"colour": [1]}]"#], "unknown argument kind 'colour'"),
    (["--size", "10x10", "--arguments", "{"], "--arguments is not JSON"),
    (
      ["--size", "10x10", "--arguments", #"[{"float": 1}, {"float": 2}]"#],
      "argument 2 (.float) is one more"
    ),
    (["--size", "ten", "--arguments", "[]"], "--size must be WIDTHxHEIGHT"),
    (
      ["--size", "10x10", "--usage", "layerEffect"],
      "a layerEffect returns half4, but wave returns float2"
    ),
    (["--arguments", "[]"], "run needs --size"),
  ])
  func usageErrorsExitTwoNamingTheProblem(_ extra: [String], _ message: String) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Shaders/Run.metal", Self.source)
    let all = [file, "--function", "wave"] + extra
    let run: ToolRun
    if case .run(let options) = RunCommand.plan(all) {
      run = RunCommand.run(options, compiler: try MetalCompilerForTests.shared())
    } else {
      run = EffectProofTool.run(["run"] + all)
    }
    #expect(run.exitCode == 2)
    #expect(run.standardError.contains(message), "\(run.standardError)")
  }

  @Test func anUnknownFunctionListsTheOnesThereAre() throws {
    let folder = try TemporaryFolder()
    let run = try run(folder, "--function", "wav", "--size", "4x4")
    #expect(run.exitCode == 2)
    #expect(
      run.standardError.contains(
        "no [[ stitchable ]] function named wav (it has wave, pips, spin, crash, stamp, glow)"))
  }
}
