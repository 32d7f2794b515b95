import EffectProof
import EffectProofTestSupport
import Foundation
import PNG
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// `effectproof render`: writes every picture and an index, creates the out folder, and turns
/// bad configs and bad folders into one-line usage errors.
@Suite struct RenderCommandTests {
  /// Renders without running the promise proofs (the promise plot is then left out).
  func render(_ arguments: String...) -> ToolRun {
    RenderCommand.run(arguments, promises: { _, _ in [] })
  }

  static let sheets = [
    "foil-tilts.png", "felt-themes.png", "wheel-blur.png", "curl-peels.png", "ripple-times.png",
    "dice-faces.png", "dice-throw.png",
  ]
  static let plots = [
    "springs.svg", "timing-curves.svg", "wheel-speed.svg", "wheel-blur.svg", "ball-angle.svg",
    "ball-radius.svg", "curl-source.svg",
  ]
  /// TableReady's shaderProofs entries, drawn from the compiled source after the book.
  static let shaderSheets = [
    "wheel", "ball", "curl", "curlShade", "curlShadow", "ripple", "diceBlur", "dieFace", "felt",
    "cardFlip",
  ].map { "shader-\($0).png" }

  @Test func writesEveryFileIntoANewFolderAndPrintsOneLineEach() throws {
    let folder = try TemporaryFolder()
    let out = folder.url("pictures")
    let run = render("--config", Fixtures.tableReadyConfig, "--out", out, "--scale", "0.2")
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
    let files = Self.sheets + Self.plots + Self.shaderSheets + ["index.html"]
    #expect(try folder.contents("pictures").sorted() == files.sorted())
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == files.count)
    for (line, file) in zip(lines, files) {
      #expect(line.hasPrefix("wrote \(out)/\(file) ("), "\(line)")
    }
    for sheet in Self.sheets + Self.shaderSheets {
      let image = try PNGDecoder.decode(
        contentsOfFile: (out as NSString).appendingPathComponent(sheet))
      #expect(image.width > 0 && image.height > 0)
    }
    let index = try String(
      contentsOfFile: (out as NSString).appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains(Fixtures.tableReadyConfig))
  }

  @Test func rerunningIntoAnExistingFolderReplacesTheFiles() throws {
    let folder = try TemporaryFolder()
    let first = render(
      "--config", Fixtures.tableReadyConfig, "--out", folder.path, "--scale", "0.1")
    let second = render(
      "--config", Fixtures.tableReadyConfig, "--out", folder.path, "--scale", "0.1")
    #expect(first.exitCode == 0 && second.exitCode == 0)
    #expect(first.standardOutput == second.standardOutput)
  }

  @Test func badConfigIsAUsageErrorNamingTheFileAndJSONPath() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("effectproof.json", "{\"wheel\": {\"diameter\": \"big\"}}")
    let message = expectUsageError(render("--config", config, "--out", folder.url("out")))
    #expect(message.contains(config))
    #expect(message.contains("$.wheel.diameter"))
    #expect(!FileManager.default.fileExists(atPath: folder.url("out")))
    let missing = expectUsageError(render("--config", folder.url("nope.json")))
    #expect(missing.contains("nope.json"))
  }

  @Test func missingParentFolderIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let out = folder.url("no/such/pictures")
    let message = expectUsageError(render("--out", out, "--scale", "0.1"))
    #expect(
      message == "cannot create --out \(out): the folder \(folder.url("no/such")) does not exist")
  }

  @Test func outThatIsAFileAndBadScaleAreUsageErrors() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("taken", "x")
    #expect(expectUsageError(render("--out", file)).contains("is a file"))
    #expect(expectUsageError(render("--scale", "0")).contains("--scale must be"))
    #expect(expectUsageError(render("--scale", "nan")).contains("--scale must be"))
    #expect(expectUsageError(render("extra")).contains("render takes no operands"))
  }

  @Test func helpAndDispatch() {
    let help = tool("help", "render")
    #expect(help.exitCode == 0)
    #expect(help.standardOutput.contains("effectproof render [--config FILE] [--out DIR]"))
    #expect(tool("render", "--help").standardOutput == help.standardOutput)
    #expect(HelpText.main.contains("  render   Draw the contact sheets"))
    let documented = Set(
      help.standardOutput.split(whereSeparator: { " ,[]\n".contains($0) })
        .filter { $0.hasPrefix("-") }.map(String.init))
    #expect(
      RenderCommand.declaration.spec.valued.union(RenderCommand.declaration.spec.flags).subtracting(
        documented
      ).isEmpty)
  }

  @Test func promisePlotComesFromThePromiseReports() throws {
    let folder = try TemporaryFolder()
    let axis = PromiseAxisResult(axis: .x, promise: 24, supremum: 23.07, argmax: nil)
    let report = PromiseReport(
      id: "wheel.blurPromise", parameterNames: [], pixels: PixelRegion(width: 1, height: 1),
      x: axis, y: axis, failures: [], failureCount: 0, sweepCases: 1, polishCases: 0,
      looseTightness: 1.5)
    let run = RenderCommand.run(
      ["--config", Fixtures.tableReadyConfig, "--out", folder.path, "--scale", "0.1"],
      promises: { _, _ in [report] })
    #expect(run.exitCode == 0)
    let svg = try String(contentsOfFile: folder.url("promises.svg"), encoding: .utf8)
    #expect(svg.contains("wheel.blurPromise · width"))
  }
}
