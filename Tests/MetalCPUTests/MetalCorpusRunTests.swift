import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// One stitchable function of a corpus file with the arguments a real app would give it.
struct CorpusCase: Sendable, CustomTestStringConvertible {
  /// The file in `Fixtures/MetalCorpus`.
  var file: String
  /// The function's name.
  var function: String
  /// SwiftUI's arguments after the leading ones.
  var arguments: [MetalArgument]

  var testDescription: String { "\(file) \(function)" }
}

/// Every stitchable function of every corpus file runs over a 32×24 layer with sensible
/// arguments, finishes without a finding (no crash, no out-of-bounds access, no hang), and gives
/// a finite value at every pixel. The closed-form checks are in MetalCorpusColorTests,
/// MetalCorpusShapeTests and MetalCorpusDistortionTests.
@Suite struct MetalCorpusRunTests {
  /// The layer's centre, in points.
  static let middle = SIMD2<Float>(16, 12)

  /// Arguments by function: positions inside the layer, sizes of a few points, strengths in
  /// 0…1, angles of tens of degrees, colours as an app picks them.
  static let cases: [CorpusCase] = firstCases + CorpusStyleCases.cases + CorpusSceneCases.cases

  /// The first corpus files' cases.
  static let firstCases: [CorpusCase] = [
    CorpusCase(file: "Bits.metal", function: "crush", arguments: [.float(3)]),
    CorpusCase(file: "Bits.metal", function: "glitch", arguments: [.float(4), .float(7)]),
    CorpusCase(
      file: "ChromaticAberration.metal", function: "chromatic",
      arguments: [.float2(middle), .float(2)]),
    CorpusCase(file: "Dither.metal", function: "dither", arguments: [.float(4)]),
    CorpusCase(
      file: "Dome.metal", function: "dome",
      arguments: [.boundingRect, .color(SIMD4(0.2, 0.5, 0.9, 1)), .float(0.125), .float(0.25)]),
    CorpusCase(file: "Emboss.metal", function: "emboss", arguments: [.float(0.5)]),
    CorpusCase(file: "Glow.metal", function: "glow", arguments: [.float(3), .float(0.5)]),
    CorpusCase(
      file: "Gradient.metal", function: "gradient",
      arguments: [
        .boundingRect, .color(SIMD4(1, 0.8, 0.2, 1)), .color(SIMD4(0.1, 0.2, 0.6, 1)), .float(4),
      ]),
    CorpusCase(
      file: "Halftone.metal", function: "halftone", arguments: [.float(6), .float(1 / 12)]),
    CorpusCase(file: "HueShift.metal", function: "hueShift", arguments: [.float(120)]),
    CorpusCase(
      file: "Lens.metal", function: "lens", arguments: [.float2(middle), .float(8), .float(0.75)]),
    CorpusCase(file: "Integers.metal", function: "ditheredLevels", arguments: [.float(4)]),
    CorpusCase(
      file: "MixedTypes.metal", function: "spotlight", arguments: [.float2(middle), .float(0.5)]),
    CorpusCase(file: "Noise.metal", function: "grain", arguments: [.float(0.2), .float(7)]),
    CorpusCase(
      file: "Outline.metal", function: "outline",
      arguments: [.float(2), .color(SIMD4(1, 0, 0, 1))]),
    CorpusCase(file: "Pixellate.metal", function: "pixellate", arguments: [.float(5)]),
    CorpusCase(file: "Posterize.metal", function: "posterize", arguments: [.float(4)]),
    CorpusCase(file: "Rotate.metal", function: "rotate", arguments: [.float2(middle), .float(30)]),
    CorpusCase(
      file: "SpinMatrix.metal", function: "spin", arguments: [.float2(SIMD2(32, 24)), .float(0.5)]),
    CorpusCase(
      file: "SpinMatrix.metal", function: "spinTwice",
      arguments: [.float2(SIMD2(32, 24)), .float(0.25), .float(0.5)]),
    CorpusCase(file: "Scanlines.metal", function: "scanlines", arguments: [.float(4), .float(0)]),
    CorpusCase(file: "Sepia.metal", function: "sepia", arguments: [.float(1)]),
    CorpusCase(
      file: "Shine.metal", function: "shine", arguments: [.boundingRect, .float(0.5), .float(0.2)]),
    CorpusCase(
      file: "Stripes.metal", function: "stripes",
      arguments: [.float(6), .color(SIMD4(0.9, 0.3, 0.1, 1)), .color(SIMD4(1, 1, 0.9, 1))]),
    CorpusCase(
      file: "Swirl.metal", function: "swirl", arguments: [.float2(middle), .float(10), .float(1)]),
    CorpusCase(
      file: "Vignette.metal", function: "vignette", arguments: [.boundingRect, .float(1)]),
    CorpusCase(
      file: "WaveDistortion.metal", function: "wave",
      arguments: [.float(3 * Float.pi / 8), .float(3), .float(8)]),
    CorpusCase(
      file: "Wobble.metal", function: "wobble", arguments: [.boundingRect, .float(1), .float(4)]),
  ]

  /// The table names every stitchable function the corpus declares, and nothing else.
  @Test func everyStitchableFunctionHasACase() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Corpus.folder)
      .filter { $0.hasSuffix(".metal") }.sorted()
    let compiler = try MetalCompiler(cacheFolder: Corpus.cacheFolder)
    var declared: [String] = []
    for file in files {
      let result = try compiler.compile(file: Corpus.folder + "/" + file)
      #expect(result.status == .compiled, "\(file)")
      declared += result.functions.map { "\(file) \($0.name)" }
    }
    #expect(declared.sorted() == Self.cases.map(\.testDescription).sorted())
  }

  @Test(arguments: cases) func runsWithoutAFindingAndEveryPixelIsFinite(_ entry: CorpusCase) {
    do {
      let result = try Corpus.run(entry.file, entry.function, entry.arguments)
      #expect(result.pixels == Corpus.width * Corpus.height)
      #expect(result.nonFinite == 0, "first at \(String(describing: result.firstNonFinite))")
      let finite = result.image.texels.allSatisfy { $0.isFinite }
      #expect(finite)
      #expect(result.samples.nonFinite == 0)
      if result.usage == .distortionEffect {
        #expect(result.samples.count == result.pixels, "a distortion samples once a pixel")
      }
    } catch {
      let finding = (error as? MetalRunError)?.isFinding == true
      Issue.record("\(finding ? "a finding" : "no result"): \(error)")
    }
  }
}
