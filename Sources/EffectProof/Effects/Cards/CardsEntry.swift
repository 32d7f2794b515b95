import LocatedJSON
import PNG
import ProofEngine
import ShaderProofs

/// The cards: the holographic foil card, the tilt card, the product card and the flip
/// (`"cards": {…}`). Brings `tilt.*`, `projection.*`, `flip.*`, `spring.*`, the foil's kernel
/// proofs, the foil sheet and the spring plot.
public struct CardsEntry: EffectEntry {
  /// The entry.
  public init() {}
  /// `cards`.
  public var key: String { "cards" }
  /// The prefixes of its proofs.
  public var prefixes: [String] {
    ["tilt.", "projection.", "flip.", "spring.", "kernel.foil", "kernel.flipShading"]
  }
  /// What it proves.
  public var summary: String {
    "card tilt, 3D projection, flip and springs; the holographic foil kernel"
  }
  /// The section's keys.
  public var schema: ConfigSchema { CardsConfig.schema }
  /// Reads the section.
  public func section(from reader: JSONReader) throws(JSONError) -> CardsConfig {
    try CardsConfig(json: reader)
  }
  /// The seeds' cards.
  public var defaultSection: CardsConfig { CardsConfig() }

  /// Tilt, projection, flip and spring proofs.
  public func proofs(_ cards: CardsConfig) -> [any Proof] {
    TiltProofs.proofs(for: cards) + ProjectionProofs.proofs(for: cards)
      + FlipProofs.proofs(for: cards) + TimingProofs.springProofs(cards)
  }
  /// The foil kernel's proofs.
  public func kernelProofs(_ cards: CardsConfig) -> [any Proof] {
    [KernelProofs.foilOnlyAddsLight(cards), KernelProofs.foilTiltContinuous(cards)]
  }
  /// The flip shading and foil ports against the compiled functions (each where the config's
  /// sources declare it).
  public func differentialProofs(_ cards: CardsConfig, shaders: CompiledShaderLibrary)
    -> [DifferentialProof]
  {
    [
      KernelProofs.flipShadingMatchesMetal(shaders: shaders),
      KernelProofs.foilMatchesMetal(cards, shaders: shaders),
    ]
  }
  /// The foil at nine tilts.
  public func contactSheets(_ cards: CardsConfig, book: PictureBook) throws(PNGError)
    -> [BookPicture]
  {
    [
      try book.png(
        "foil-tilts.png", "Holographic foil at nine tilts",
        "The foil card at tilts (−1, 0, 1)² (x across, y down the grid), intensity 1, over a "
          + "checkerboard so the rounded corners read.", book.foilSheet())
    ]
  }
  /// The springs.
  public func plots(_ cards: CardsConfig, book: PictureBook) -> [BookPicture] {
    [book.springPlot()]
  }
}
