import Foundation
import ProofEngine
import Testing

@Suite("Conveniences: ranges as domains, proof lists, CoreGraphics values")
struct ConvenienceTests {
  @Test func aClosedRangeIsTheIntervalDomainItStandsFor() {
    let range = 0.0...400.0
    // Oracle: 11 grid points lower + k·(upper − lower)/10.
    #expect(range.gridCount == 11)
    for k in 0..<11 { #expect(range.gridValue(at: k) == Double(k) * 40, "k \(k)") }
    #expect(range.value(atUnit: [0.25][...]) == 100)
    #expect(range.shrinkCandidates(for: 123.4).allSatisfy { range.contains($0) })
    // A proof over the range runs the same cases as one over IntervalDomain.
    let plain = PropertyProof(id: "c.range", fact: "—", domain: 0.0...400.0) {
      .expect($0, atMost: 399)
    }
    let spelled = PropertyProof(id: "c.range", fact: "—", domain: IntervalDomain(0.0...400.0)) {
      .expect($0, atMost: 399)
    }
    let a = plain.run(RunSettings(jobs: 1))
    let b = spelled.run(RunSettings(jobs: 1))
    #expect(a.cases == 11 && a.status == .failed)
    #expect(a.counterexample?.shrunk.value == b.counterexample?.shrunk.value)
    #expect(a.counterexample?.shrunk.value == "400.0")
    // In products too, and for Int and Float.
    let pair = ProductDomain2(0.0...1.0, 1...3)
    #expect(pair.gridCount == 11 * 3)
    #expect(pair.gridValue(at: 5).1 == 3 && pair.gridValue(at: 5).0 == 0.1)
    #expect((Float(0)...Float(2)).gridValue(at: 10) == 2)
  }

  @Test func aRangeWithAnInfiniteBoundIsAProblemNotTheSinglePointZero() {
    let proof = PropertyProof(id: "c.infinite", fact: "—", domain: 1.0...Double.infinity) {
      _ in .pass
    }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed && result.cases == 0)
    #expect(
      result.findings.first?.message
        == "the domain cannot be swept: the range 1.0...inf has an infinite bound; a sweep "
        + "needs a finite range")
    #expect(ProductDomain2(0.0...1.0, -Double.infinity...0).problem?.contains("-inf...0.0") == true)
  }

  @ProofListBuilder
  static func proofs(sizes: [Double], withRipple: Bool) -> [any Proof] {
    PropertyProof(id: "list.first", fact: "—", domain: 0.0...1.0) { _ in .pass }
    for size in sizes {
      PropertyProof(id: "list.size\(Int(size))", fact: "—", domain: 0.0...size) { _ in .pass }
    }
    if withRipple {
      PropertyProof(id: "list.ripple", fact: "—", domain: 0.0...1.0) { _ in .pass }
    } else {
      PropertyProof(id: "list.noRipple", fact: "—", domain: 0.0...1.0) { _ in .pass }
    }
    [PropertyProof(id: "list.spliced", fact: "—", domain: 0.0...1.0) { _ in .pass }] as [any Proof]
  }

  @Test func theProofListBuilderKeepsTheStatementsOrder() {
    #expect(
      Self.proofs(sizes: [100, 200], withRipple: true).map(\.id)
        == ["list.first", "list.size100", "list.size200", "list.ripple", "list.spliced"])
    #expect(
      Self.proofs(sizes: [], withRipple: false).map(\.id)
        == ["list.first", "list.noRipple", "list.spliced"])
  }

  @Test func aViewsCGSizeIsItsPixelRegion() throws {
    #expect(
      PixelRegion(size: CGSize(width: 300, height: 400)) == PixelRegion(width: 300, height: 400))
    #expect(
      PixelRegion(origin: CGPoint(x: -5, y: 2), size: CGSize(width: 10, height: 1))
        == PixelRegion(origin: SIMD2(-5, 2), size: SIMD2(10, 1)))
    #expect(SIMD2(CGSize(width: 12, height: 3)) == SIMD2<Double>(12, 3))
    #expect(SIMD2(CGPoint(x: -1, y: 0.5)) == SIMD2<Double>(-1, 0.5))
    // Hostile sizes convert as they are, and the proof refuses them.
    let nan = SIMD2(CGSize(width: CGFloat.nan, height: 4))
    #expect(nan.x.isNaN && nan.y == 4)
    for size in [
      CGSize(width: CGFloat.nan, height: 4), CGSize(width: 0, height: 4),
      CGSize(width: -1, height: 4), CGSize(width: CGFloat.infinity, height: 4),
    ] {
      let promise = SampleOffsetPromise(
        id: "c.size", parameters: [], pixels: PixelRegion(size: size), promise: SIMD2(0, 0)
      ) { _, pixel in pixel }
      #expect {
        try promise.prove()
      } throws: { error in
        guard case PromiseError.invalidPixelRegion = error else { return false }
        return true
      }
    }
  }
}
