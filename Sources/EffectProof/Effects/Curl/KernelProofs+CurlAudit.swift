import EffectKernels
import EffectMath
import Foundation
import ProofEngine

/// The curl bend kernel's sample audit.
extension KernelProofs {
  /// `kernel.curlSampleAudit`: `cardCurlBend` over every pixel of each configured card, peels
  /// 0 … 1.
  static func curlSampleAudit(_ config: CurlConfig) -> SampleAuditProof {
    let heights = config.heights
    return SampleAuditProof(
      id: "kernel.curlSampleAudit",
      title: "Every sample the curl bend takes lies within its promise",
      fact:
        "The bend's maxSampleOffset is (0, ceil(r·(π/2 − 1))) with r = 0.16 × the card's height, about 12 points on the 131 pt card (article 002). The CPU port of cardCurlBend runs over every pixel of a card of height \(heights.map { FactText.number($0) }.joined(separator: ", ")) pt (width 2.5/3.5 of the height, 1 px per pt) for 26 peels from 0 to 1 (density-scaled); each returned source position is held against CardCurl.maxSampleOffset(height:). Margin: largest offset − promise in points.",
      slack: positionSlack
    ) { density in
      heights.flatMap { height in
        let h = height.isFinite && height > 0 ? height : 0
        let width = Int((h * playingCardAspect).rounded())
        let rows = Int(h.rounded())
        let promise = CardCurl.maxSampleOffset(height: h)
        let peels = withWorst(
          SampleAuditProof.sweep(0...1, count: density.scale(26)),
          CurlProofs.samplePromise(height: h), density)
        return peels.map { peel, isWorst in
          SampleAuditProof.AuditCase(
            label:
              "height \(FactText.number(h)), peel \(FactText.number(peel))\(isWorst ? worstNote : "")",
            promise: promise
          ) {
            let kernel = CardCurlBendKernel(
              height: Float(h), peel: Float(peel), radius: Float(CardCurl.radius(height: h)))
            return SampleAudit(kernel, width: width, height: rows)
          }
        }
      }
    }
  }
}
