import EffectMath
import EffectProofTestSupport
import PromiseCertificate
import ProofEngine
import Testing

@testable import EffectProof

/// The catalogue's certifiable geometries, over random boxes of their domains: the interval
/// bound of a box (plain and mean-value form) is at least the `Double` offset at every random
/// point of the box, which is what a certificate's soundness rests on. The `Double` run is the
/// shipped `EffectMath` code (the geometry in `Double`); the bound is the same code over
/// intervals, so a rounding or branch the interval types get wrong shows here. Prints its seed and the replay line (`EFFECTPROOF_ENCLOSURE_SEED`).
@Suite struct GeometryEnclosureTests {
  static let trials = 300
  static let pointsPerBox = 12

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let geometry: any CertifiableGeometry
    /// Parameter ranges then the pixel's x and y.
    let domain: [ClosedRange<Double>]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "curl h131", geometry: CurlGeometry(height: 131),
      domain: [0...1, 0...1, 0...131]),
    Case(
      name: "wheel ring",
      geometry: ArcBlurGeometry(
        center: SIMD2(132, 132), innerRadius: 48, outerRadius: 132),
      domain: [0...0.35, 0...264, 0...264]),
    Case(
      name: "ripple dolly", geometry: RippleGeometry(style: .dolly, origin: .zero),
      domain: [0...2, -900...900, -900...900]),
    Case(
      name: "dice streak",
      geometry: DiceStreakGeometry(
        base: DiceConfig().dieThrow(directionRadians: 0, spinDegrees: 0), dieSize: 56),
      domain: [0...0.8, 0...(2 * Double.pi), -720...720, 0...56, 0...56]),
  ]

  @Test(arguments: cases)
  func theBoxBoundCoversEveryPointInTheBox(_ testCase: Case) {
    var stream = SplitMix64(
      test: "theBoxBoundCoversEveryPointInTheBox",
      variable: "EFFECTPROOF_ENCLOSURE_SEED", fallback: 0xB0C5_2026_1201_0001, label: "enclosure")
    let count = testCase.domain.count - 2
    var checked = 0
    for trial in 0..<Self.trials {
      // Boxes from the whole domain down to 10⁻⁶ of it, so both the plain interval (large
      // boxes) and the mean-value form (small ones) are exercised.
      let share = [1.0, 0.1, 1e-2, 1e-4, 1e-6][trial % 5]
      let box = testCase.domain.map { range -> ProofInterval in
        let width = (range.upperBound - range.lowerBound) * share
        let lower = stream.uniform(range.lowerBound, range.upperBound - width)
        return ProofInterval(lower: lower, upper: lower + width)
      }
      for isLarge in [true, false] {
        let bound = testCase.geometry.offsetBound(box, parameterCount: count, isLarge: isLarge)
        for _ in 0..<Self.pointsPerBox {
          let point = box.map { stream.uniform($0.lower, $0.upper) }
          let pixel = EffectPoint(point[count], point[count + 1])
          testCase.geometry.visitDisplacements(parameters: Array(point[..<count]), pixel: pixel) {
            d in
            let offset = SIMD2(abs(d.x), abs(d.y))
            checked += 1
            #expect(
              offset.x <= bound.x && offset.y <= bound.y,
              "\(testCase.name) trial \(trial): offset \(offset) at \(point) above the box bound \(bound) (\(isLarge ? "plain" : "mean-value")) of \(box)"
            )
          }
        }
      }
    }
    #expect(checked > Self.trials * Self.pointsPerBox)
  }
}
