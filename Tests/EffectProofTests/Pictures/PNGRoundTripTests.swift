import EffectKernels
import EffectProof
import EffectProofTestSupport
import Foundation
import PNG
import ProofEngine
import Testing

/// PNG encoding through libpng: code values, round trips, files, and other tools' view.
@Suite struct PNGRoundTripTests {
  private let cases: [(PremultipliedColor, SIMD4<UInt8>)] = [
    (PremultipliedColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), SIMD4(51, 102, 153, 255)),
    // Straight (0.8, 0.4, 0.2) at alpha 0.5: 255·0.5 = 127.5 rounds away from zero to 128.
    (PremultipliedColor(red: 0.4, green: 0.2, blue: 0.1, alpha: 0.5), SIMD4(204, 102, 51, 128)),
    (PremultipliedColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 0), SIMD4(0, 0, 0, 0)),
    (PremultipliedColor(red: .nan, green: 0.5, blue: 2, alpha: 1), SIMD4(0, 128, 255, 255)),
    (PremultipliedColor(red: -0.5, green: 0, blue: 0, alpha: 1), SIMD4(0, 0, 0, 255)),
    (PremultipliedColor(red: 0.001, green: 0, blue: 0, alpha: 0.001), SIMD4(0, 0, 0, 0)),
    (PremultipliedColor(red: 0.5, green: 0.5, blue: 0.5, alpha: .nan), SIMD4(0, 0, 0, 0)),
    (PremultipliedColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.25), SIMD4(255, 255, 255, 64)),
  ]

  private var image: RasterImage {
    var image = RasterImage(width: 4, height: 2)
    for (i, item) in cases.enumerated() { image.setPixel(x: i % 4, y: i / 4, to: item.0) }
    return image
  }

  @Test func codeValuesFollowTheDocumentedConversion() {
    for (color, expected) in cases {
      #expect(PNGEncoder.codeValues(of: color) == expected, "\(color)")
    }
  }

  @Test func encodeThenDecodeGivesTheCodeValues() throws {
    let bytes = try PNGEncoder.encode(image)
    #expect(Array(bytes.prefix(8)) == PNGTestFiles.signature)
    let decoded = try PNGDecoder.decode(bytes)
    #expect(decoded.width == 4)
    #expect(decoded.height == 2)
    for (i, item) in cases.enumerated() {
      #expect(decoded.pixel(x: i % 4, y: i / 4) == item.1, "pixel \(i)")
    }
    #expect(decoded.pixel(x: 9, y: 0) == .zero)
  }

  @Test func fileCarriesAnSRGBChunk() throws {
    let types = PNGTestFiles.chunks(try PNGEncoder.encode(image)).map(\.type)
    #expect(types.first == "IHDR")
    #expect(types.contains("sRGB"))
    #expect(types.last == "IEND")
  }

  @Test func decodedPixelsBecomePremultipliedAgain() throws {
    let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image)).rasterImage
    let p = decoded.pixel(x: 1, y: 0)
    #expect(abs(p.alpha - 128 / 255) < 1e-6)
    #expect(abs(p.red - 204 / 255 * 128 / 255) < 1e-6)
  }

  @Test func emptyImageThrows() {
    #expect(throws: PNGError.self) { try PNGEncoder.encode(RasterImage(width: 0, height: 5)) }
    do {
      _ = try PNGEncoder.encode(RasterImage(width: 3, height: 0))
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .emptyImage)
      #expect(error.description.contains("3 × 0"))
    }
  }

  @Test func tooLargeImageThrows() {
    let wide = RasterImage(width: PNGLimits.maximumSide + 1, height: 1)
    do {
      _ = try PNGEncoder.encode(wide)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .imageTooLarge)
    }
  }

  @Test func writesAndReplacesAFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("sheet.png")
    try PNGEncoder.write(RasterImage(width: 2, height: 2, fill: .white), toFile: path)
    try PNGEncoder.write(image, toFile: path)
    let decoded = try PNGDecoder.decode(contentsOfFile: path)
    #expect(decoded.width == 4)
    #expect(try folder.contents() == ["sheet.png"])
  }

  @Test func missingFolderIsAClearError() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("missing/sheet.png")
    do {
      try PNGEncoder.write(image, toFile: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .writeFailed)
      #expect(error.file == path)
      #expect(error.description.contains(folder.url("missing")))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.url("missing")))
  }

  @Test func unreadableFileNamesThePath() {
    do {
      _ = try PNGDecoder.decode(contentsOfFile: "/nonexistent/picture.png")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .readFailed)
      #expect(error.description.hasPrefix("/nonexistent/picture.png: "))
    }
  }

  // MARK: - Other tools

  /// Set by `make test`, which installs pngcheck and file first: a missing tool then fails its
  /// test instead of skipping it.
  static let toolsRequired =
    ProcessInfo.processInfo.environment["EFFECTPROOF_REQUIRE_PNG_TOOLS"] == "1"

  /// Why a tool's test is skipped (only without `EFFECTPROOF_REQUIRE_PNG_TOOLS=1`).
  static func notInstalled(_ tool: String) -> Comment {
    Comment(
      rawValue: "\(tool) is not on PATH, so the PNG is not checked with it; `make pngtools` (part "
        + "of `make test`) installs it (apt-get install \(tool), or brew on macOS)")
  }

  @Test(.enabled(if: tool("pngcheck") != nil || toolsRequired, notInstalled("pngcheck")))
  func pngcheckAcceptsTheFile() throws {
    let pngcheck = try #require(
      Self.tool("pngcheck"), "EFFECTPROOF_REQUIRE_PNG_TOOLS=1 but pngcheck is not on PATH")
    let folder = try TemporaryFolder()
    let path = folder.url("check.png")
    try PNGEncoder.write(image, toFile: path)
    let (status, output) = try Self.run(pngcheck, [path])
    #expect(status == 0, "\(output)")
    #expect(output.contains("OK"), "\(output)")
    #expect(output.contains("4x2"), "\(output)")
  }

  @Test(.enabled(if: tool("file") != nil || toolsRequired, notInstalled("file")))
  func fileIdentifiesTheFile() throws {
    let file = try #require(
      Self.tool("file"), "EFFECTPROOF_REQUIRE_PNG_TOOLS=1 but file is not on PATH")
    let folder = try TemporaryFolder()
    let path = folder.url("check.png")
    try PNGEncoder.write(image, toFile: path)
    let (status, output) = try Self.run(file, ["-b", path])
    #expect(status == 0)
    #expect(output.contains("PNG image data, 4 x 2, 8-bit/color RGBA"), "\(output)")
  }

  @Test func libraryVersionIsReported() {
    #expect(PNGLibrary.version.hasPrefix("1.6"))
  }

  // MARK: - Tools

  /// The tool's path: the first executable `name` on PATH, else in /usr/bin, /bin or
  /// /usr/local/bin.
  static func tool(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders =
      path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"]
    return folders.map { $0 + "/" + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  private static func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
