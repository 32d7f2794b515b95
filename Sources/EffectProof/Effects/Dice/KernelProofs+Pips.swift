import EffectKernels
import EffectMath
import ProofEngine

/// The drilled pips on near-black ink: the wall's shading added (the shader) and multiplied
/// (the article's first version), measured in code values.
extension KernelProofs {
  /// The near-black pip ink: code value 3 (straight 3/255), as dark themes use.
  static let nearBlackInk: Float = 3.0 / 255

  /// The die drawn for the measurement, in pixels (1 px per pt).
  static let pipDieSide = 120

  /// What the pip shading does to the ink, in code values: the mean and largest
  /// |code(shaded) − code(ink)| over pixels well inside the pips.
  struct PipMeasurement: Sendable, Hashable {
    /// Pixels measured (inside a pip by at least 1.5 px).
    var pixels: Int
    /// Mean |Δcode| over those pixels and the three channels.
    var mean: Double
    /// Largest |Δcode|.
    var largest: Double
  }

  /// Renders a `value` die with `shading` and measures its pips against flat ink.
  static func measurePips(value: Int, pipRadius: Double, shading: PipShading) -> PipMeasurement {
    let side = Float(pipDieSide)
    let pips = DiePips.packedPips(value: value)
    let ink = PremultipliedColor(
      straightRed: nearBlackInk, green: nearBlackInk, blue: nearBlackInk, alpha: 1)
    let kernel = DieMaterialKernel(
      bounds: SIMD4(0, 0, side, side),
      face: PremultipliedColor(straightRed: 0.96, green: 0.95, blue: 0.92, alpha: 1), pip: ink,
      pips: pips, pipValues: pips.count, corner: 0.18, pipRadius: Float(pipRadius),
      pipShading: shading)
    let image = KernelRenderer.render(
      kernel, over: RasterImage(width: pipDieSide, height: pipDieSide, fill: .white))
    let inkCode = code(PremultipliedColor(half4: ink.half4).red)
    let inside = pipRadius - 1.5 / Double(side)
    let centres = DiePips.positions(value: value)
    var count = 0
    var sum = 0.0
    var largest = 0.0
    for y in 0..<pipDieSide {
      for x in 0..<pipDieSide {
        let uv = SIMD2(Double(x) + 0.5, Double(y) + 0.5) / Double(side)
        let near = centres.contains { pip in
          let d = uv - pip
          return (d.x * d.x + d.y * d.y).squareRoot() <= inside
        }
        guard near else { continue }
        let pixel = image.pixel(x: x, y: y).simd
        count += 1
        for c in 0..<3 {
          let delta = abs(code(pixel[c]) - inkCode)
          sum += delta
          largest = max(largest, delta)
        }
      }
    }
    return PipMeasurement(pixels: count, mean: sum / Double(max(3 * count, 1)), largest: largest)
  }

  /// `kernel.pipsShowWhenAdded`: on near-black ink, the drilled wall's shading is visible when
  /// added and under one code value when multiplied.
  static func pipsShowWhenAdded(_ dice: DiceConfig) -> MeasuredTableProof {
    let radius = dice.pipRadius
    return MeasuredTableProof(
      id: "kernel.pipsShowWhenAdded",
      title: "Pip shading shows on near-black ink when added, not when multiplied",
      fact:
        """
        Each pip has a wall lit on one side and shaded on the other; multiplied onto nearly \
        black ink the shading did nothing, added it shows (article 002: near-black times \
        anything is still near-black; a difference under one code value is invisible). The CPU \
        port of dieMaterial draws faces 1–6 (\(pipDieSide) px die, pip radius \
        \(FactText.number(radius)), ink code value 3), once with the shader's additive wall \
        tone and once multiplied, ink·(1 + tone). Over the pixels well inside the pips: added, \
        the wall moves the ink by at least 20 code values somewhere and 2 on average; \
        multiplied, by at most 1 code value anywhere. Margin: the worst distance past those \
        bounds in code values.
        """,
      values: [1, 2, 3, 4, 5, 6]
    ) { value in
      let face = Int(value)
      let added = measurePips(value: face, pipRadius: radius, shading: .additive)
      let multiplied = measurePips(value: face, pipRadius: radius, shading: .multiplied)
      return MeasuredTableProof.Row(
        line:
          "face \(face): \(added.pixels) pip pixels; added mean \(FactText.number(added.mean, digits: 3)), largest \(FactText.number(added.largest, digits: 3)) code values; multiplied mean \(FactText.number(multiplied.mean, digits: 3)), largest \(FactText.number(multiplied.largest, digits: 3))",
        outcome: .all([
          .expect(added.largest, atLeast: 20, "face \(face): added wall peaks at \(added.largest)"),
          .expect(
            added.mean, atLeast: 2, "face \(face): added wall mean \(FactText.number(added.mean))"),
          .expect(
            multiplied.largest, atMost: 1,
            "face \(face): multiplied wall peaks at \(multiplied.largest)"),
        ]))
    }
  }
}
