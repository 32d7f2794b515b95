import LocatedJSON
import PNG
import ProofEngine
import ShaderProofs

/// The dice (`"dice": {…}`): the pips, the throw and its motion blur's certified promise.
/// Brings `dice.*`, the pips' and the motion blur's kernel proofs, and the dice sheets.
public struct DiceEntry: EffectEntry {
  /// The entry.
  public init() {}
  /// `dice`.
  public var key: String { "dice" }
  /// The prefixes of its proofs.
  public var prefixes: [String] {
    ["dice.", "kernel.pips", "kernel.motionBlur", "kernel.dieMaterial"]
  }
  /// What it proves.
  public var summary: String { "die pips, the throw, and its motion blur's certified promise" }
  /// The section's keys.
  public var schema: ConfigSchema { DiceConfig.schema }
  /// Reads the section.
  public func section(from reader: JSONReader) throws(JSONError) -> DiceConfig {
    try DiceConfig(json: reader)
  }
  /// The seed's die.
  public var defaultSection: DiceConfig { DiceConfig() }

  /// The dice proofs.
  public func proofs(_ dice: DiceConfig) -> [any Proof] { DiceProofs.proofs(for: dice) }
  /// The pips' and the motion blur's kernel proofs.
  public func kernelProofs(_ dice: DiceConfig) -> [any Proof] {
    [KernelProofs.pipsShowWhenAdded(dice), KernelProofs.motionBlurSampleAudit(dice)]
  }
  /// The die material and motion blur ports against the compiled functions.
  public func differentialProofs(_ dice: DiceConfig, shaders: CompiledShaderLibrary)
    -> [DifferentialProof]
  {
    [
      KernelProofs.dieMaterialMatchesMetal(dice, shaders: shaders),
      KernelProofs.motionBlurMatchesMetal(shaders: shaders),
    ]
  }
  /// The faces and a throw.
  public func contactSheets(_ dice: DiceConfig, book: PictureBook) throws(PNGError)
    -> [BookPicture]
  {
    [
      try book.png(
        "dice-faces.png", "Die faces 0 to 6",
        "dieMaterial with DiePips for the values 0 (blank placeholder) to 6, pip radius "
          + "\(dice.pipRadius.formatted(digits: 3)), corner \(PictureBook.dieCorner).",
        book.diceSheet()),
      try book.png(
        "dice-throw.png", "A thrown die",
        "DieThrow poses at "
          + "\(book.throwTimes.map { $0.formatted(digits: 2) }.joined(separator: ", ")) s, each die "
          + "motion-blurred along its pose's streak; the dashed square is where it comes to rest.",
        book.throwSheet()),
    ]
  }
}
