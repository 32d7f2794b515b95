import LocatedJSON
import PNG
import ProofEngine
import ShaderProofs

/// The roulette wheel and its ball (`"wheel": {…}`): the spin, the arc blur and its promise, the
/// ball's flight and streak. Brings `wheel.*`, `ball.*`, the arc blur's kernel proofs, the
/// wheel sheet and the roulette plots.
public struct RouletteEntry: EffectEntry {
  /// The entry.
  public init() {}
  /// `wheel`.
  public var key: String { "wheel" }
  /// The prefixes of its proofs.
  public var prefixes: [String] {
    [
      "wheel.", "ball.", "kernel.wheelBlur", "kernel.ballBlur", "kernel.arcBlur",
      "kernel.ballStreak",
    ]
  }
  /// What it proves.
  public var summary: String {
    "the roulette wheel's spin and arc blur, the ball's flight and streak"
  }
  /// The section's keys.
  public var schema: ConfigSchema { WheelConfig.schema }
  /// Reads the section.
  public func section(from reader: JSONReader) throws(JSONError) -> WheelConfig {
    try WheelConfig(json: reader)
  }
  /// The shipped wheel.
  public var defaultSection: WheelConfig { WheelConfig() }

  /// The wheel's and the ball's proofs.
  public func proofs(_ wheel: WheelConfig) -> [any Proof] {
    WheelProofs.proofs(for: wheel) + BallProofs.proofs()
  }
  /// The arc blur's kernel proofs.
  public func kernelProofs(_ wheel: WheelConfig) -> [any Proof] {
    [
      KernelProofs.wheelBlurSampleAudit(wheel), KernelProofs.ballBlurSampleAudit(wheel),
      KernelProofs.arcBlurPassThrough(wheel), KernelProofs.ballStreakOpacity(),
    ]
  }
  /// The arc blur port against the compiled `wheelArcBlur`.
  public func differentialProofs(_ wheel: WheelConfig, shaders: CompiledShaderLibrary)
    -> [DifferentialProof]
  {
    [KernelProofs.arcBlurMatchesMetal(shaders: shaders)]
  }
  /// The wheel over a spin.
  public func contactSheets(_ wheel: WheelConfig, book: PictureBook) throws(PNGError)
    -> [BookPicture]
  {
    [
      try book.png(
        "wheel-blur.png", "Wheel blur over a spin",
        "The wheel at \(book.wheelTimes.map { $0.formatted(digits: 2) }.joined(separator: ", ")) s "
          + "into a landing spin, arc-blurred by WheelBlur.angle at its speed, with the ball.",
        book.wheelSheet())
    ]
  }
  /// The wheel's speed and blur, the ball's angle and radius.
  public func plots(_ wheel: WheelConfig, book: PictureBook) -> [BookPicture] {
    [book.wheelSpeedPlot(), book.wheelBlurPlot(), book.ballAnglePlot(), book.ballRadiusPlot()]
  }
}
