import EffectProof
import EffectProofTestSupport
import Foundation
import LocatedJSON
import ProofEngine
import ShaderRegistry
import SwiftCallSites
import Testing

@testable import ShaderProofs

/// `.image` and `.data` arguments in shader proofs: the generated test images against their
/// closed forms, the domains as the config writes them (and their errors at a JSON path), the
/// app's own images found from its Swift, and the bytes a `.data` case passes.
@Suite struct ImageDataArgumentTests {
  static let header = ShaderProofTests.header
  static let twoArguments =
    "[[ stitchable ]] half4 f(float2 position, half4 color, texture2d<half> t, device const void *d, int n) { return color; }\n"

  /// The entries of a config over `metal`, with `files` (relative path → contents) beside it.
  static func entries(
    _ metal: String, _ entries: String, files: [String: String] = [:], folder: TemporaryFolder
  ) throws -> [ShaderProofEntry] {
    _ = try folder.write("Shaders/S.metal", header + metal)
    for (path, text) in files { _ = try folder.write(path, text) }
    let path = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \"shaderProofs\": {\(entries)}}")
    return try EffectProofConfig.load(contentsOf: path).shaderProofs
  }

  /// Copies the fixture's noise image set into `folder` at `Assets.xcassets/<name>.imageset`.
  static func copyNoise(into folder: TemporaryFolder, as name: String = "noise") throws {
    let set = RepositoryFixtures.path("ImageDataApp/App/Assets.xcassets/noise.imageset")
    let target = try folder.makeFolder("App/Assets.xcassets/\(name).imageset")
    for file in ["Contents.json", "noise.png"] {
      try FileManager.default.copyItem(atPath: set + "/" + file, toPath: target + "/" + file)
    }
  }

  // MARK: - The test images

  @Test func theTestImagesHoldEveryChannelAtBothEndsAndAreValidPremultipliedColour() {
    var zero = [false, false, false, false]
    var one = [false, false, false, false]
    var partlyClear = false
    var colourAtAlpha = false
    for test in ShaderTestImage.allCases {
      let image = test.image(viewWidth: 13, viewHeight: 9)
      let expected = test == .checker ? (7, 5) : test == .pixel ? (1, 1) : (13, 9)
      #expect(image.width == expected.0 && image.height == expected.1, "\(test)")
      for y in 0..<image.height {
        for x in 0..<image.width {
          let c = image[x, y]
          #expect(c.w >= 0 && c.w <= 1, "\(test) (\(x), \(y)) alpha \(c.w)")
          for lane in 0..<3 {
            #expect(c[lane] >= 0 && c[lane] <= c.w, "\(test) (\(x), \(y)) \(c)")
          }
          for lane in 0..<4 {
            if c[lane] == 0 { zero[lane] = true }
            if c[lane] == 1 { one[lane] = true }
          }
          if c.w > 0, c.w < 1 {
            partlyClear = true
            if c.x == c.w { colourAtAlpha = true }
          }
        }
      }
    }
    #expect(zero == [true, true, true, true])
    #expect(one == [true, true, true, true])
    #expect(partlyClear && colourAtAlpha)
  }

  @Test func theGradientIsItsClosedFormAndBigViewsAreCapped() {
    // Straight (u, 1 − u, v) at alpha 1 − v, premultiplied; u = x / (w − 1), v = y / (h − 1).
    let image = ShaderTestImage.gradient.image(viewWidth: 5, viewHeight: 3)
    for y in 0..<3 {
      for x in 0..<5 {
        let u = Float(x) / 4
        let v = Float(y) / 2
        let expected = SIMD4<Float>(u * (1 - v), (1 - u) * (1 - v), v * (1 - v), 1 - v)
        let texel = image[x, y]
        for lane in 0..<4 { #expect(abs(texel[lane] - expected[lane]) < 1e-6, "(\(x), \(y))") }
      }
    }
    let checker = ShaderTestImage.checker.image(viewWidth: 1, viewHeight: 1)
    #expect(checker[0, 0] == SIMD4(1, 1, 1, 1) && checker[1, 0] == SIMD4(0, 0, 0, 0))
    #expect(checker[6, 4] == SIMD4(1, 1, 1, 1))
    #expect(ShaderTestImage.pixel.image(viewWidth: 9, viewHeight: 9)[0, 0] == SIMD4(0.5, 0, 0, 0.5))
    let big = ShaderTestImage.white.size(viewWidth: 3000, viewHeight: 1500)
    #expect(big.width == 1024 && big.height == 512)
  }

  // MARK: - Domains

  @Test func anImageWithoutADomainIsTheAppsImagesAndDataIsAByteArray() throws {
    let folder = try TemporaryFolder()
    try Self.copyNoise(into: folder)
    let entries = try Self.entries(
      Self.twoArguments,
      "\"f\": {\"viewSize\": [10, 10], \"arguments\": {\"d\": {\"count\": {\"range\": [0, 7]}}}}",
      folder: folder)
    let arguments = try #require(entries.first?.arguments)
    #expect(arguments.map(\.kind) == [.image, .data])
    guard case .appImages = arguments[0].values else {
      Issue.record("\(arguments[0].values)")
      return
    }
    #expect(
      arguments[1].values
        == .array(count: .range(lower: [0], upper: [7]), elements: .range(lower: [0], upper: [255]))
    )
    let listed = try Self.entries(
      Self.twoArguments,
      """
      "f": {"viewSize": [10, 10], "arguments": {"t": {"values": ["noise", "testImages.pixel", \
      "App/Assets.xcassets/noise.imageset/noise.png"]}, "d": {"count": 3, "values": {"values": [0, 255]}}}}
      """, folder: folder)
    guard case .images(let choices) = try #require(listed.first?.arguments.first).values else {
      Issue.record("not images")
      return
    }
    #expect(choices.count == 3)
    guard case .file(let name, let path, let image) = choices[0] else {
      Issue.record("\(choices[0])")
      return
    }
    #expect(name == "noise" && path == "App/Assets.xcassets/noise.imageset/noise.png")
    #expect(image.width == 16 && image.height == 16)
    #expect(choices[1] == .test(.pixel))
    let all = try Self.entries(
      Self.twoArguments,
      "\"f\": {\"viewSize\": [10, 10], \"arguments\": {\"t\": \"testImages\", \"d\": {\"count\": 0}}}",
      folder: folder)
    #expect(all.first?.arguments.first?.values == .images(ShaderImageChoice.testImages))
  }

  @Test(arguments: [
    ("\"t\": \"missing.png\"", "$.shaderProofs.f.arguments.t", "no such image"),
    ("\"t\": \"bad.png\"", "$.shaderProofs.f.arguments.t", "cannot read bad.png as a PNG"),
    ("\"t\": \"nois\"", "$.shaderProofs.f.arguments.t", "did you mean \"noise\""),
    ("\"t\": \"empty\"", "$.shaderProofs.f.arguments.t", "names no PNG"),
    (
      "\"t\": \"testImages.chequer\"", "$.shaderProofs.f.arguments.t",
      "did you mean \"testImages.checker\""
    ),
    ("\"t\": {\"values\": []}", "$.shaderProofs.f.arguments.t.values", "at least one image"),
    (
      "\"t\": {\"values\": [\"appImages\", \"noise\"]}", "$.shaderProofs.f.arguments.t.values[0]",
      "stands alone"
    ),
    ("\"t\": 3", "$.shaderProofs.f.arguments.t", "expected an image domain"),
    ("\"d\": {\"count\": -1}", "$.shaderProofs.f.arguments.d.count", "a count is a whole number"),
    (
      "\"d\": {\"count\": 2, \"values\": {\"range\": [0, 300]}}",
      "$.shaderProofs.f.arguments.d.values", "a byte is a whole number"
    ),
    (
      "\"d\": {\"count\": 2, \"values\": [0.5]}", "$.shaderProofs.f.arguments.d.values",
      "a byte is a whole number"
    ),
    ("\"d\": [1, 2]", "$.shaderProofs.f.arguments.d", "expected an object"),
  ])
  func aBadImageOrDataDomainIsAnErrorAtItsPath(_ argument: String, _ path: String, _ words: String)
    throws
  {
    let folder = try TemporaryFolder()
    try Self.copyNoise(into: folder)
    _ = try folder.write("bad.png", "not a PNG")
    _ = try folder.write(
      "App/Assets.xcassets/empty.imageset/Contents.json",
      "{\"images\": [{\"idiom\": \"universal\", \"scale\": \"1x\"}]}")
    let others =
      argument.hasPrefix("\"t\"") ? "\"d\": {\"count\": 1}" : "\"t\": \"testImages.pixel\""
    do {
      _ = try Self.entries(
        Self.twoArguments,
        "\"f\": {\"viewSize\": [10, 10], \"arguments\": {\(argument), \(others)}}", folder: folder)
      Issue.record("\(argument) was accepted")
    } catch {
      #expect("\(error)".contains(path), "\(error)")
      #expect("\(error)".contains(words), "\(error)")
    }
  }

  @Test func aSecondImageIsRefusedAsSwiftUIPassesOne() throws {
    let folder = try TemporaryFolder()
    do {
      _ = try Self.entries(
        "[[ stitchable ]] half4 f(float2 position, half4 color, texture2d<half> a, texture2d<half> b) { return color; }\n",
        "\"f\": {\"viewSize\": [10, 10]}", folder: folder)
      Issue.record("two images were accepted")
    } catch {
      #expect("\(error)".contains("$.shaderProofs.f"), "\(error)")
      #expect("\(error)".contains("at most one image per shader"), "\(error)")
    }
  }

  // MARK: - The app's images, from its Swift

  /// The Swift reader records the name an `.image` argument passes: a literal in place, or in
  /// a `let` or a constant property; a stored `var` (the app may change it), a name in a
  /// variable and an SF Symbol give none.
  @Test(
    .enabled(if: SwiftShaderReader.isAvailable, "this build does not link SwiftParser"),
    arguments: [
      (".image(Image(\"noise\")), .float(1)", "noise"),
      ("Shader.Argument.image(Image(\"paper\", bundle: .module))", "paper"),
      (".image(SwiftUI.Image(.paperNoise))", "paperNoise"),
      (".image(grain)", "grain"),
      (".image(Self.matte)", "matte"),
      (".image(photo)", nil),
      (".image(Image(name))", nil),
      (".image(Image(systemName: \"star\"))", nil),
      (".float(2)", nil),
    ] as [(String, String?)])
  func theSwiftsImageNameIsReadWhereItIsALiteral(_ arguments: String, _ name: String?) throws {
    let swift = """
      import SwiftUI
      struct A: View {
          static let matte = Image("matte")
          @State private var photo = Image("photo")
          let name = "noise"
          var body: some View {
              let grain = Image("grain")
              Color.red.colorEffect(ShaderLibrary.f(\(arguments)))
          }
      }
      """
    let model = SwiftShaderReader().read(sources: [(file: "A.swift", text: swift)])
    let argument = try #require(model.callSites.first?.arguments?.first, "\(model)")
    #expect(argument.imageName == name)
  }

  /// A malformed `Contents.json` is a problem at its file, line, column and JSON path; an
  /// image without a filename is a slot left empty, not an error.
  @Test(
    arguments: [
      (
        "{\"images\": [{\"filename\": \"noise.png\", \"scale\": 2}]}",
        "Contents.json:1:48: $.images[0].scale: expected a string, found a number"
      ),
      ("{\"images\": {}}", "Contents.json:1:12: $.images: expected an array, found an object"),
      (
        "{\"info\": {}}",
        "Contents.json:1:1: $: an image set's Contents.json has an \"images\" array"
      ),
      ("[1]", "Contents.json:1:1: $: expected an object, found an array"),
      (
        "{\"images\": [{\"filename\": \"../x.png\"}]}",
        "Contents.json:1:26: $.images[0].filename: a filename names a file inside the image set"
      ),
      ("{\"images\": [", "Contents.json:1:"),
      ("{\"images\": [{\"scale\": \"1x\"}]}", "Contents.json names no PNG"),
    ] as [(String, String)])
  func aMalformedContentsJSONIsAProblemAtItsJSONPath(_ json: String, _ words: String) throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("App/Assets.xcassets/noise.imageset/Contents.json", json)
    guard case .failure(let problem)? = AppImageAssets.find("noise", under: folder.path) else {
      Issue.record("\(json) was read")
      return
    }
    #expect(problem.message.contains("App/Assets.xcassets/noise.imageset/" + words), "\(problem)")
  }

  @Test func anAssetIsFoundByItsGeneratedSymbolsName() throws {
    let folder = try TemporaryFolder()
    try Self.copyNoise(into: folder, as: "paper-noise")
    guard
      case .success(.file(let name, let path, _))? = AppImageAssets.find(
        "paperNoise", under: folder.path)
    else {
      Issue.record("paper-noise.imageset not found for paperNoise")
      return
    }
    #expect(name == "paperNoise")
    #expect(path == "App/Assets.xcassets/paper-noise.imageset/noise.png")
    #expect(AppImageAssets.find("grain", under: folder.path) == nil)
  }

  @Test func theSwiftsNamedImageIsSweptAndAMissingOneWarns() throws {
    let folder = try TemporaryFolder()
    try Self.copyNoise(into: folder)
    let metal =
      "[[ stitchable ]] half4 f(float2 position, half4 color, texture2d<half> t) { return color; }\n"
    let swift = """
      import SwiftUI
      struct A: View {
          var body: some View {
              Color.red.colorEffect(ShaderLibrary.f(.image(Image("noise"))))
              Color.blue.colorEffect(ShaderLibrary.f(.image(Image("grain"))))
          }
      }
      """
    _ = try folder.write("App/A.swift", swift)
    let entry = try #require(
      try Self.entries(metal, "\"f\": {\"viewSize\": [10, 10]}", folder: folder).first)
    let model = SwiftShaderReader().read(paths: [folder.url("App")])
    let resolved = ShaderImageResolution.resolve(entry, swift: model)
    guard case .images(let choices) = try #require(resolved.arguments.first).values else {
      Issue.record("not resolved")
      return
    }
    // The noise, then the test images for the grain no asset holds.
    #expect(choices.count == 1 + ShaderTestImage.allCases.count)
    if case .file(let name, _, _) = choices.first { #expect(name == "noise") }
    #expect(resolved.imageWarnings.count == 1)
    #expect(resolved.imageWarnings.first?.contains("Image(\"grain\") at App/A.swift:5") == true)
    // With only the noise named, the noise alone.
    _ = try folder.write(
      "App/A.swift", swift.replacingOccurrences(of: "\"grain\"", with: "\"noise\""))
    let alone = ShaderImageResolution.resolve(
      entry, swift: SwiftShaderReader().read(paths: [folder.url("App")]))
    guard case .images(let only) = try #require(alone.arguments.first).values else { return }
    #expect(only.count == 1 && alone.imageWarnings.isEmpty)
  }

  @Test func anImageTheAssetsDoNotHoldWarnsUnderCompilesAndTheTestImagesRun() throws {
    let results = try ShaderProofTests.run(
      "[[ stitchable ]] half4 f(float2 position, half4 color, texture2d<half> t) { return color * t.read(uint2(0, 0)).a; }\n",
      "\"f\": {\"viewSize\": [8, 8]}",
      swift: """
        import SwiftUI
        struct A: View {
            var body: some View { Color.red.colorEffect(ShaderLibrary.f(.image(Image("grain")))) }
        }
        """)
    let compiles = try ShaderProofTests.result(results, "shader.f.compiles")
    let warning = try #require(compiles.findings.first { $0.id == ShaderFindingKind.appImage.id })
    #expect(warning.message.contains("t: Image(\"grain\") at App/App.swift:3 names no image set"))
    let finite = try ShaderProofTests.result(results, "shader.f.finite")
    #expect(finite.status == .passed)
    // Only the image varies: the grid is every test image, once.
    #expect(finite.cases == ShaderTestImage.allCases.count)
  }

  // MARK: - Cases

  @Test func dataCasesPassZerosAllOnesAndSeededBytesOfEveryLength() throws {
    let values = ShaderArgumentValues.array(
      count: .range(lower: [0], upper: [5]), elements: .range(lower: [0], upper: [255]))
    let entry = ShaderProofEntry(
      key: "f", function: "f", viewSizes: [SIMD2(4, 4)], scales: [1],
      arguments: [ShaderArgument(name: "d", kind: .data, values: values)], file: "S.metal",
      line: 1, path: "$.shaderProofs.f")
    let layout = ShaderCaseLayout(entry: entry, usesInput: true)
    #expect(layout.domain.axes.map(\.label) == ["d.count", "d.values"])
    // Coordinates: the count's index, then the elements' seed in [0, 1].
    let zeros = layout.concrete([5, 0])
    #expect(zeros.arguments == [.data([0, 0, 0, 0, 0])])
    #expect(zeros.description.hasPrefix("d = 5 bytes (00 00 00 00 00)"))
    #expect(layout.concrete([3, 1]).arguments == [.data([255, 255, 255])])
    #expect(layout.concrete([0, 0.5]).arguments == [.data([])])
    guard case .data(let drawn) = layout.concrete([5, 0.37]).arguments.first else {
      Issue.record("not data")
      return
    }
    let expected = (0..<5).map {
      UInt8(
        ShaderCaseLayout.element(.range(lower: [0], upper: [255]), index: $0, seed: 0.37)[0]
          .rounded())
    }
    #expect(drawn == expected)
    #expect(Set(drawn).count > 1)
  }

  @Test func imageCasesChooseAndNameTheirImage() throws {
    let entry = ShaderProofEntry(
      key: "f", function: "f", viewSizes: [SIMD2(10, 6)], scales: [2],
      arguments: [
        ShaderArgument(name: "t", kind: .image, values: .images([.test(.clear), .test(.checker)]))
      ], file: "S.metal", line: 1, path: "$.shaderProofs.f")
    let layout = ShaderCaseLayout(entry: entry, usesInput: true)
    #expect(layout.domain.axes.map(\.choices) == [2])
    let clear = layout.concrete([0])
    guard case .image(let image) = clear.arguments.first else {
      Issue.record("not an image")
      return
    }
    // The view is 10 × 6 pt at scale 2: 20 × 12 pixels.
    #expect(image.width == 20 && image.height == 12 && image.texels.allSatisfy { $0 == 0 })
    #expect(clear.description.hasPrefix("t = clear (test image, 20×12)"))
    #expect(layout.concrete([1]).description.hasPrefix("t = checker (test image, 7×5)"))
  }

  @Test func aReadPastTheBytesFailsReadsAndAnEmptyDataIsRunToo() throws {
    // Reads the byte at n: one past the end, for every length.
    let past = try ShaderProofTests.run(
      """
      [[ stitchable ]] half4 f(float2 position, half4 color, device const void *d, int n) {
        device const uchar *bytes = (device const uchar *)d;
        return color * (half(bytes[n]) / 255.0h);
      }

      """, "\"f\": {\"viewSize\": [4, 4], \"arguments\": {\"d\": {\"count\": {\"range\": [1, 9]}}}}"
    )
    let reads = try ShaderProofTests.result(past, "shader.f.reads")
    #expect(reads.status == .failed)
    #expect(reads.findings.contains { $0.message.contains("reads d[") }, "\(reads.findings)")
    // Reads the first byte without looking at n: fine for 1 to 9 bytes, past the end of none.
    let first = try ShaderProofTests.run(
      """
      [[ stitchable ]] half4 f(float2 position, half4 color, device const void *d, int n) {
        device const uchar *bytes = (device const uchar *)d;
        return color * (half(bytes[0]) / 255.0h);
      }

      """, "\"f\": {\"viewSize\": [4, 4], \"arguments\": {\"d\": {\"count\": {\"range\": [1, 9]}}}}"
    )
    let empty = try ShaderProofTests.result(first, "shader.f.reads")
    #expect(empty.status == .warned, "\(empty.findings)")
    let warning = try #require(empty.findings.first { $0.id == ShaderFindingKind.emptyArray.id })
    #expect(warning.message.hasPrefix("with an empty d: "), "\(warning.message)")
    #expect(warning.message.contains("reads d[0]"), "\(warning.message)")
  }

  // MARK: - The fixture app

  static func results(_ relative: String) throws -> [ProofResult] {
    try ExampleAppShaderProofTests.results(relative).filter { $0.id.hasPrefix("shader.") }
  }

  @Test func theImageDataAppPasses() throws {
    let results = try Self.results("ImageDataApp/effectproof.json")
    let ids = Set(results.map(\.id))
    for id in [
      "shader.paperGrain.finite", "shader.maskReveal.finite", "shader.toneCurve.finite",
      "shader.toneCurve.reads",
    ] {
      #expect(ids.contains(id), "missing \(id)")
    }
    for result in results {
      #expect(result.status == .passed, "\(result.id): \(result.findings.map(\.message))")
      #expect(result.cases > 0, "\(result.id)")
    }
  }

  @Test func theBrokenTwinFailsFiniteAndNamesTheImage() throws {
    let results = try Self.results("ImageDataApp/Broken/effectproof.json")
    #expect(Set(results.filter { $0.status == .failed }.map(\.id)) == ["shader.paperGrain.finite"])
    let finite = try #require(results.first { $0.id == "shader.paperGrain.finite" })
    let finding = try #require(finite.findings.first)
    #expect(finding.message.contains("NaN or infinite"), "\(finding.message)")
    #expect(
      finding.message.contains(
        "noise = noise (App/Assets.xcassets/noise.imageset/noise.png, 16×16)"),
      "\(finding.message)")
    #expect(finding.file?.hasSuffix("Broken/Shaders/PaperGrain.metal") == true)
  }
}
