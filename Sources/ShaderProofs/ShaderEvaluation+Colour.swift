import EffectProofBase
import Foundation
import MetalCPU
import ProofEngine

// MARK: - How far past valid colour a result is, and what that does on screen

extension ShaderEvaluation {
  /// Half an 8-bit code value, 0.5/255: a result past valid premultiplied colour by more than
  /// this changes an 8-bit pixel once it is clamped, so `finite` fails; by less, it rounds to
  /// the same code and `finite` warns (docs/shader-proofs.md, "Severity").
  static let visibleExcess = 0.5 / 255

  /// What is wrong with `colour` at its largest excess: `a channel above alpha`, `a channel
  /// below 0`, `alpha above 1` or `alpha below 0`.
  static func excessKind(_ colour: SIMD4<Float>) -> String {
    let channels = [colour.x, colour.y, colour.z]
    let candidates: [(Float, String)] = [
      (colour.w - 1, "alpha above 1"), (-colour.w, "alpha below 0"),
      ((channels.max() ?? 0) - colour.w, "a channel above alpha"),
      (-(channels.min() ?? 0), "a channel below 0"),
    ]
    return candidates.max { $0.0 < $1.0 }?.1 ?? "a channel above alpha"
  }

  /// A warning when the largest excess over valid colour among `runs` is past the half-float
  /// rounding (2⁻¹⁰) but within half an 8-bit code value: invisible on an 8-bit target, so not
  /// a failure, but named, with its pixel and argument set. Nil when none is, or when one is
  /// larger (that run fails).
  func colourWarning(_ runs: [ShaderSweep.Run]) -> ProofFinding? {
    var worst: (excess: Float, run: ShaderSweep.Run, colours: MetalColourChecks)?
    for run in runs {
      guard case .success(let result) = run.result, let colours = result.colours,
        let excess = colours.largestExcess
      else { continue }
      if excess > (worst?.excess ?? 0) { worst = (excess, run, colours) }
    }
    guard let worst, Double(worst.excess) > Self.colourTolerance,
      Double(worst.excess) <= Self.visibleExcess, let at = worst.colours.largestExcessAt,
      let colour = worst.colours.largestExcessColour
    else { return nil }
    let rgba = ShaderFacts.vector([colour.x, colour.y, colour.z, colour.w].map(Double.init))
    return ProofFinding(
      severity: .warning, kind: ShaderFindingKind.colourExcess.finding,
      message:
        "the largest excess over valid premultiplied colour is \(ShaderFacts.number(Double(worst.excess))) (\(Self.excessKind(colour))), at pixel (\(at.x), \(at.y)) of \(layout.concrete(worst.run.value).description): \(rgba); within half an 8-bit code value (0.5/255), so an 8-bit target shows the same pixel, but a wider one may not",
      file: entry.file, line: entry.line)
  }
}
