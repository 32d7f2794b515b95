import LocatedJSON
import PNG
import ProofEngine
import ShaderProofs

/// The dolly ripple (`"ripple": {…}`): its certified sample-offset promise, its guards, and that
/// it has settled when it stops. Brings `ripple.*`, the ripple's kernel proofs and its sheet.
public struct RippleEntry: EffectEntry {
  /// The entry.
  public init() {}
  /// `ripple`.
  public var key: String { "ripple" }
  /// The prefixes of its proofs.
  public var prefixes: [String] { ["ripple.", "kernel.ripple"] }
  /// What it proves.
  public var summary: String { "the dolly ripple's certified maxSampleOffset, guards and settling" }
  /// The section's keys.
  public var schema: ConfigSchema { RippleConfig.schema }
  /// Reads the section.
  public func section(from reader: JSONReader) throws(JSONError) -> RippleConfig {
    try RippleConfig(json: reader)
  }
  /// The dolly ripple.
  public var defaultSection: RippleConfig { RippleConfig() }

  /// The ripple's proofs.
  public func proofs(_ ripple: RippleConfig) -> [any Proof] { RippleProofs.proofs(for: ripple) }
  /// The ripple kernel's proofs.
  public func kernelProofs(_ ripple: RippleConfig) -> [any Proof] {
    [KernelProofs.rippleSampleAudit(ripple), KernelProofs.rippleFinite(ripple)]
  }
  /// The ripple port against the compiled `ripple`.
  public func differentialProofs(_ ripple: RippleConfig, shaders: CompiledShaderLibrary)
    -> [DifferentialProof]
  {
    [KernelProofs.rippleMatchesMetal(ripple, shaders: shaders)]
  }
  /// The ripple over time.
  public func contactSheets(_ ripple: RippleConfig, book: PictureBook) throws(PNGError)
    -> [BookPicture]
  {
    [
      try book.png(
        "ripple-times.png", "Ripple over time",
        "A patterned layer rippled from its centre at "
          + "\(book.rippleTimes.map { $0.formatted(digits: 2) }.joined(separator: ", ")) s.",
        book.rippleSheet())
    ]
  }
}
