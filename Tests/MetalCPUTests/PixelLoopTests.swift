import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The pixel loop's row-wise checks against a model that takes the pixels one at a time, and
/// the benchmarks' bare loop (Benchmarks/BareLoop) against the runtime, pixel for pixel.
@Suite struct PixelLoopTests {
  /// The repository root (this file is Tests/MetalCPUTests/PixelLoopTests.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// A colour effect whose results are invalid here and there (a channel above alpha, an
  /// alpha lowered most), one infinite (in the row of the largest change), the rest changed
  /// by varying amounts: the child's colour checks (counted over each
  /// row, two pixels at a time, and an odd last pixel) equal a scan of every pixel in turn of
  /// the returned image against the half-rounded input.
  @Test(arguments: [1, 2])
  func colourChecksAreThoseOfEachPixelInTurn(jobs: Int) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Shaders/Checks.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 mixup(float2 position, half4 color, float k) {
          float wave = sin(position.x * 0.37 + position.y * 0.11);
          half4 r = half4(color.rgb * half(1.0 + k * wave), color.a);
          r.g = r.g + half(0.25 * fract(position.y * 0.37 + position.x * 0.05));
          if (fract(position.x * 0.13) > 0.8) r.a = r.a - 0.45h;
          if (int(position.x) == 9 && int(position.y) == 19) r.b = half(1.0 / (position.x - 9.5));
          return r;
      }
      """)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let (width, height) = (37, 23)
    var request = MetalRunRequest(
      function: "mixup", width: Double(width), height: Double(height), arguments: [.float(0.3)],
      jobs: jobs)
    request.checksColours = true
    let result = try runner.run(file: file, request: request)
    let checks = try #require(result.colours)
    let input = MetalRunImage.testPattern(width: width, height: height)
    var checked = 0
    var invalid = 0
    var firstInvalid: SIMD2<Int>?
    var invalidColour: SIMD4<Float>?
    var change: (Float, SIMD2<Int>) = (-1, [-1, -1])
    var light: (Float, SIMD2<Int>) = (3.0e38, [-1, -1])
    var alpha: (Float, SIMD2<Int>) = (-1, [-1, -1])
    var nonFinite = 0
    for y in 0..<height {
      for x in 0..<width {
        let o = result.image[x, y]
        guard (0..<4).allSatisfy({ o[$0].isFinite }) else {
          nonFinite += 1
          continue
        }
        checked += 1
        let t = MetalColourChecks.tolerance
        let valid =
          o.w >= -t && o.w <= 1 + t && o.x >= -t && o.y >= -t && o.z >= -t && o.x <= o.w + t
          && o.y <= o.w + t && o.z <= o.w + t
        if !valid {
          if invalid == 0 { (firstInvalid, invalidColour) = ([x, y], o) }
          invalid += 1
        }
        let c = input[x, y]
        let rounded = SIMD4<Float>(SIMD4<Float16>(c))
        let d = o - rounded
        let a = SIMD4(abs(d.x), abs(d.y), abs(d.z), abs(d.w))
        let most = max(max(max(a.x, a.y), a.z), a.w)
        if most > change.0 { change = (most, [x, y]) }
        let least = min(min(d.x, d.y), d.z)
        if least < light.0 { light = (least, [x, y]) }
        if a.w > alpha.0 { alpha = (a.w, [x, y]) }
      }
    }
    #expect(nonFinite == 1)
    #expect(result.nonFinite == 1)
    #expect(result.firstNonFinite == SIMD2(9, 19))
    #expect(change.1 == SIMD2(15, 19))  // the infinite pixel's row holds the largest change
    #expect(invalid > 0 && invalid < checked)
    #expect(checks.checked == checked)
    #expect(checks.invalid == invalid)
    #expect(checks.firstInvalid == firstInvalid)
    #expect(checks.invalidColour == invalidColour)
    #expect(checks.maximumChange == change.0)
    #expect(checks.darkest == light.0)
    #expect(checks.maximumAlphaChange == alpha.0)
    if jobs == 1 {
      // On more jobs a tie may be kept from either worker's rows.
      #expect(checks.maximumChangeAt == change.1)
      #expect(checks.darkestAt == light.1)
      #expect(checks.maximumAlphaChangeAt == alpha.1)
    }
  }

  /// A distortion that returns NaN at one column and +∞ at another: each is a non-finite
  /// pixel and a non-finite sample (outside the layer), the first named; every other sample
  /// is audited as before (the fast path only counts what moves no maximum).
  @Test func aDistortionsNonFinitePositionsAreCounted() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Shaders/Holes.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] float2 holes(float2 position) {
          if (int(position.x) == 7) return float2(NAN, position.y);
          if (int(position.x) == 9 && int(position.y) == 2) return float2(position.x, INFINITY);
          return position + float2(0.0, 0.25 * float(int(position.x) % 3));
      }
      """)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let result = try runner.run(
      file: file, request: MetalRunRequest(function: "holes", width: 16, height: 8, jobs: 1))
    #expect(result.nonFinite == 9)
    #expect(result.firstNonFinite == SIMD2(7, 0))
    #expect(result.samples.count == 128)
    #expect(result.samples.nonFinite == 9)
    #expect(result.samples.maxOffset == SIMD2(0, 0.5))
  }

  /// The bare loop (Benchmarks/BareLoop/bare_loop.cpp, which the `bareloop` benchmarks time
  /// beside the runtime) computes exactly the runtime's pixels for the foil, a colour effect,
  /// and for a layer effect and a distortion, over a small frame at scale 2.
  @Test(arguments: [
    (
      "Fixtures/Holographic/Shaders/HolographicCard.metal", "HolographicCardFoil",
      ["float2", "float2", "float"], 0,
      [MetalArgument.float2([30, 20]), .float2([0.3, -0.2]), .float(0.8)]
    ),
    (
      "Fixtures/ExampleApp/Shaders/Loupe.metal", "loupe", ["float2", "float", "float"], 2,
      [.float2([15, 10]), .float(8), .float(2)]
    ),
    (
      "Fixtures/ExampleApp/Shaders/Wave.metal", "wave", ["float", "float", "float"], 1,
      [.float(3), .float(7), .float(1)]
    ),
  ])
  func theBareLoopGivesTheRuntimesPixels(
    file: String, function: String, types: [String], usage: Int, arguments: [MetalArgument]
  ) throws {
    let locals = types.enumerated().map { index, type in
      "const \(type) a\(index) = ep_bare_value<\(type)>(s[\(index)]);"
    }.joined(separator: " ")
    let values = types.indices.map { "a\($0)" }
    let call =
      "(" + ((usage == 0 || usage == 2 ? ["p", "x"] : ["p"]) + values).joined(separator: ", ") + ")"
    let folder = try TemporaryFolder()
    let source = Self.root + "/" + file
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    let (width, height, scale) = (60, 40, Float(2))
    let layer = MetalRunImage.testPattern(width: width, height: height)
    let runtime = try MetalRunner(compiler: compiler).run(
      file: source,
      request: MetalRunRequest(
        function: function, width: Double(width) / 2, height: Double(height) / 2, scale: 2,
        arguments: arguments, input: layer, jobs: 1))
    let header = try folder.write(
      "bare_call.h",
      """
      #include "\(source)"
      #define EP_BARE_USAGE \(usage)
      #define EP_BARE_ARGUMENTS(s) \(locals)
      #define EP_BARE_CALL(p, x) ::\(function)\(call)

      """)
    let executable = folder.path + "/bare_loop"
    let build = try MetalCompiler.run(
      compiler.clang,
      try compiler.preludeFlags(file: source)
        + ["-include", header, Self.root + "/Benchmarks/BareLoop/bare_loop.cpp", "-o", executable])
    try #require(build.status == 0, "\(build.output)")
    var input = Data()
    func append<T>(_ value: T) { withUnsafeBytes(of: value) { input.append(contentsOf: $0) } }
    append(Int32(width))
    append(Int32(height))
    append(scale)
    append(Int32(arguments.count))
    for argument in arguments {
      var floats: [Float] = []
      switch argument {
      case .float(let x): floats = [x]
      case .float2(let v): floats = [v.x, v.y]
      default: Issue.record("only float arguments")
      }
      floats += Array(repeating: 0, count: 4 - floats.count)
      for f in floats { append(f) }
    }
    layer.texels.withUnsafeBytes { input.append(contentsOf: $0) }
    let inputPath = try folder.write("input.bin", "")
    try input.write(to: URL(fileURLWithPath: inputPath))
    let image = folder.path + "/image.bin"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [inputPath, image]
    let commands = Pipe()
    let answers = Pipe()
    process.standardInput = commands
    process.standardOutput = answers
    try process.run()
    commands.fileHandleForWriting.write(Data("fi".utf8))
    try commands.fileHandleForWriting.close()
    let said = String(decoding: answers.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(said.hasSuffix("image\n"), "\(said)")
    let data = try #require(FileManager.default.contents(atPath: image))
    let bare = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    #expect(bare.count == runtime.image.texels.count)
    let differing = zip(bare, runtime.image.texels).filter { $0.bitPattern != $1.bitPattern }
    #expect(differing.isEmpty, "\(differing.count) channels differ, e.g. \(differing.prefix(3))")
  }
}
