import LocatedJSON
import PNG
import ProofEngine
import ShaderProofs

/// The card curl (`"curl": {…}`): the bend's certified sample-offset promise at each card
/// height, and the reveal. Brings `curl.*`, the curl's kernel proofs, the curl sheet and plot.
public struct CurlEntry: EffectEntry {
  /// The entry.
  public init() {}
  /// `curl`.
  public var key: String { "curl" }
  /// The prefixes of its proofs.
  public var prefixes: [String] { ["curl.", "kernel.curl"] }
  /// What it proves.
  public var summary: String { "the card curl's bend, its certified maxSampleOffset, the reveal" }
  /// The section's keys.
  public var schema: ConfigSchema { CurlConfig.schema }
  /// Reads the section.
  public func section(from reader: JSONReader) throws(JSONError) -> CurlConfig {
    try CurlConfig(json: reader)
  }
  /// The seed's heights.
  public var defaultSection: CurlConfig { CurlConfig() }

  /// The curl's proofs.
  public func proofs(_ curl: CurlConfig) -> [any Proof] { CurlProofs.proofs(for: curl) }
  /// The curl kernel's proofs.
  public func kernelProofs(_ curl: CurlConfig) -> [any Proof] {
    [KernelProofs.curlSampleAudit(curl), KernelProofs.curlReveal(curl)]
  }
  /// The bend, shade and shadow ports against the compiled functions.
  public func differentialProofs(_ curl: CurlConfig, shaders: CompiledShaderLibrary)
    -> [DifferentialProof]
  {
    [
      KernelProofs.curlBendMatchesMetal(curl, shaders: shaders),
      KernelProofs.curlShadeMatchesMetal(curl, shaders: shaders),
      KernelProofs.curlShadowMatchesMetal(curl, shaders: shaders),
    ]
  }
  /// The curl at six peels.
  public func contactSheets(_ curl: CurlConfig, book: PictureBook) throws(PNGError)
    -> [BookPicture]
  {
    [
      try book.png(
        "curl-peels.png", "Card curl at peels 0 to 1",
        "The card back bent and shaded at peels 0, 0.2, …, 1 over the face, which carries the "
          + "lifted card's shadow; card height \(book.curlHeight.formatted(digits: 0)) pt.",
        book.curlSheet())
    ]
  }
  /// The curl's source rows.
  public func plots(_ curl: CurlConfig, book: PictureBook) -> [BookPicture] {
    [book.curlSourcePlot()]
  }
}
