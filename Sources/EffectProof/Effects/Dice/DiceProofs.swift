import EffectMath
import Foundation
import ProofEngine

/// The `dice.*` proofs: the pip layout (packing, spacing, symmetry) and the throw (speed
/// bound, streak promise, rest at the end and on the first frame).
public enum DiceProofs {
  /// Every dice proof for `config`.
  public static func proofs(for config: DiceConfig) -> [any Proof] {
    [
      pipPairs(), pipsApart(config), pipSymmetry(),
      speedBound(config), speedBoundGSL(config), streakPromise(config),
      restAtEnd(config), firstFrameAtRest(config),
    ]
  }

  /// Die values tried by the pip proofs: 0…6 plus values outside the range.
  static let values = FiniteSetDomain([0, 1, 2, 3, 4, 5, 6, -1, 7, Int.min, Int.max], orElse: 0)

  /// The independent oracle: how many pips each value shows (0 outside 0…6).
  static func expectedCount(_ value: Int) -> Int { (0...6).contains(value) ? value : 0 }
  // MARK: - Pips

  /// `dice.pipPairs`: every pip appears as exactly one x, y pair.
  static func pipPairs() -> PropertyProof<FiniteSetDomain<Int>> {
    PropertyProof(
      id: "dice.pipPairs",
      title: "Every pip is packed as exactly one x, y pair",
      fact:
        """
        There is no float2 array, so each pip's unit-space position is packed as two floats; \
        the count is the number of floats, so a five has ten values, and a placeholder die of \
        value 0 packs to an empty array. For every value 0…6 (and -1, 7, Int.min, Int.max, \
        which pack to nothing): count = 2 × the value's pip count, pair i is exactly pip i as \
        Float, every pip appears exactly once, and all lie inside (0, 1)². Margin: surplus \
        floats.
        """,
      domain: values
    ) { value in
      let pips = DiePips.positions(value: value)
      let packed = DiePips.packedPips(value: value)
      let expected = expectedCount(value)
      var outcomes: [PropertyOutcome] = [
        .expect(
          Double(packed.count), equals: Double(2 * expected), within: 0,
          "value \(value): \(packed.count) floats, expected \(2 * expected)"),
        .expect(
          Double(pips.count), equals: Double(expected), within: 0,
          "value \(value): \(pips.count) pips"),
      ]
      guard packed.count == 2 * pips.count else { return .all(outcomes) }
      for (i, pip) in pips.enumerated() {
        let pair = SIMD2(Double(packed[2 * i]), Double(packed[2 * i + 1]))
        let hits = stride(from: 0, to: packed.count, by: 2).filter {
          Double(packed[$0]) == pair.x && Double(packed[$0 + 1]) == pair.y
        }.count
        outcomes.append(
          pair == SIMD2(Double(Float(pip.x)), Double(Float(pip.y)))
            ? .pass : .fail("value \(value): pair \(i) is \(pair), pip is \(pip)", margin: 1))
        outcomes.append(
          hits == 1 ? .pass : .fail("value \(value): pip \(pair) appears \(hits) times", margin: 1))
        outcomes.append(
          pip.x > 0 && pip.x < 1 && pip.y > 0 && pip.y < 1
            ? .pass : .fail("value \(value): pip \(pip) outside the face", margin: 1))
      }
      return .all(outcomes)
    }
  }

  /// `dice.pipsApart`: no two pips overlap at the configured radius.
  static func pipsApart(_ config: DiceConfig) -> PropertyProof<FiniteSetDomain<Int>> {
    let radius = config.pipRadius
    return PropertyProof(
      id: "dice.pipsApart",
      title: "No two pips overlap",
      fact:
        """
        Each pip is a drilled hole of radius pipRadius (\(FactText.number(radius)) in unit \
        space). For every value, every pair of pips is at least 2 · pipRadius apart (the \
        closest pair, the six's columns, is 0.25 apart), checked by brute force over all pairs, \
        and every pip's hole stays inside the face. Margin: 2r − distance in unit space.
        """,
      domain: FiniteSetDomain([0, 1, 2, 3, 4, 5, 6], orElse: 0)
    ) { value in
      let pips = DiePips.positions(value: value)
      var outcomes: [PropertyOutcome] = []
      for i in pips.indices {
        let pip = pips[i]
        outcomes.append(
          .expect(radius, atMost: min(pip.x, pip.y, 1 - pip.x, 1 - pip.y), "value \(value) edge"))
        for j in pips.indices where j > i {
          let d = pips[i] - pips[j]
          let distance = (d.x * d.x + d.y * d.y).squareRoot()
          outcomes.append(
            .expect(2 * radius, atMost: distance, "value \(value): pips \(i) and \(j)"))
        }
      }
      return outcomes.isEmpty ? .pass : .all(outcomes)
    }
  }

  /// `dice.pipSymmetry`: each layout is unchanged by a half turn.
  static func pipSymmetry() -> PropertyProof<FiniteSetDomain<Int>> {
    PropertyProof(
      id: "dice.pipSymmetry",
      title: "Every face is symmetric under a 180° turn",
      fact:
        """
        A die face looks the same upside down: for every value 0…6 the pip set maps onto itself \
        under p ↦ (1, 1) − p (each turned pip matches exactly one pip, exact in binary since \
        the grid is 0.25, 0.5, 0.75). Margin: the turned pip's distance to its nearest pip.
        """,
      domain: FiniteSetDomain([0, 1, 2, 3, 4, 5, 6], orElse: 0)
    ) { value in
      let pips = DiePips.positions(value: value)
      var outcomes: [PropertyOutcome] = []
      for pip in pips {
        let turned = SIMD2(1.0, 1.0) - pip
        let nearest =
          pips.map { p -> Double in
            let d = p - turned
            return (d.x * d.x + d.y * d.y).squareRoot()
          }.min() ?? .infinity
        let matches = pips.filter { $0 == turned }.count
        outcomes.append(.expect(nearest, atMost: 0, "value \(value): \(pip) turned"))
        outcomes.append(
          matches == 1 ? .pass : .fail("value \(value): \(turned) matched \(matches)×", margin: 1))
      }
      return outcomes.isEmpty ? .pass : .all(outcomes)
    }
  }
}
