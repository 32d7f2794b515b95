import EffectProof
import EffectProofTesting
import Foundation
import Testing

// The complete example of docs/writing-a-proof.md, kept compiling and passing here.

/// Where the bend samples from, for a pixel at `y` on a card of `height` points.
func sourceY(y: Double, height: Double, peel: Double) -> Double {
  let radius = 0.16 * height
  let fold = height - peel * height
  let u = y - fold
  guard u >= 0, u <= radius else { return y }
  return fold + radius * asin(u / radius)
}

let exampleHeight = 131.0
let examplePromise = (0.16 * exampleHeight * (Double.pi / 2 - 1)).rounded(.up)  // 12 points

let curlPromise = PropertyProof(
  id: "curl.samplePromise",
  title: "The bend never samples further than its promise",
  fact: "maxSampleOffset is r·(π/2 − 1), rounded up, with r = 0.16 of the card height",
  domain: ProductDomain2(
    IntervalDomain(0.0...1.0, grid: .step(0.02)),  // peel: 51 points
    IntervalDomain(0.0...exampleHeight, grid: .points(5))),  // y: every quarter of the card
  strategy: .sequence([.grid, .sobol(count: 4096)]),
  coverage: [
    CoverageRequirement("peel near 0", atLeast: 0.05) { peel, _ in peel < 0.1 },
    CoverageRequirement("peel near 1", atLeast: 0.05) { peel, _ in peel > 0.9 },
  ]
) { peel, y in
  .expect(abs(sourceY(y: y, height: exampleHeight, peel: peel) - y), atMost: examplePromise)
}

@Test(.proofSeed(0x5EED_CA5E_F00D_0001))
func curlPromiseHolds() {
  let result = expectProof(curlPromise)
  #expect(result.cases == 51 * 5 + 4096)
  #expect(result.coverage.allSatisfy { $0.isMet })
  // A sweep alone stays below the true supremum r·(π/2 − 1) = 11.9639: near it the offset
  // falls off like √(2r·δ), which is why PromiseProof polishes with GSL. The worst case is
  // still within a few points of the promise.
  let margin = result.worst?.margin ?? 0
  #expect(margin <= 0.16 * 131 * (Double.pi / 2 - 1) - 12 + 1e-9 && margin > -3)
}

@Test func aPromiseOneBelowIsCaughtAndShrunk() {
  let tight = PropertyProof(
    id: "curl.samplePromise", fact: "11 points", domain: curlPromise.domain,
    strategy: curlPromise.strategy
  ) { peel, y in
    .expect(abs(sourceY(y: y, height: exampleHeight, peel: peel) - y), atMost: 11)
  }
  withKnownIssue {
    let result = expectProof(tight)
    #expect(result.counterexample != nil)
  }
}
