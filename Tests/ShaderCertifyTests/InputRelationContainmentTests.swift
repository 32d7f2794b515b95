import EffectProofTestSupport
import Foundation
import Testing

@testable import ShaderCertify

/// The relation a value keeps of the position holds at every point: chains of random
/// operations on the two position lanes of a random box of pixels, and on constants drawn from
/// random sets, computed abstractly once and concretely at pixel centres of the box (float
/// arithmetic rounded to nearest and toward zero); each concrete value must lie in the
/// relation evaluated at that point's `δ`, and in the set. The seed is printed;
/// `SHADER_CERTIFY_SEED` replays it.
@Suite struct InputRelationContainmentTests {
  /// One concrete evaluation: a value per rounding mode.
  typealias Concrete = [Double]

  /// `x` rounded to float toward zero.
  static func towardZero(_ x: Double) -> Double {
    let nearest = Double(Float(x))
    return abs(nearest) > abs(x)
      ? Double(Float(nearest.magnitude).nextDown) * (x < 0 ? -1 : 1) : nearest
  }

  /// `exact` rounded both ways.
  static func rounded(_ exact: [Double]) -> Concrete {
    [Double(Float(exact[0])), towardZero(exact[1])]
  }

  @Test func everyChainsValueLiesInItsRelationAtItsPoint() throws {
    let seed = AbstractArithmeticContainmentTests.seed ^ 0x4E1A
    print("InputRelationContainmentTests: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    var checked = 0
    var related = 0
    for _ in 0..<3000 {
      let scale = [1.0, 2, 3][random.integer(in: 0...2)]
      let x0 = random.integer(in: 0...900)
      let y0 = random.integer(in: 0...900)
      let columns = x0...(x0 + random.integer(in: 0...40))
      let rows = y0...(y0 + random.integer(in: 0...40))
      var inputs = CertifyInputs(columns: columns, rows: rows, scale: scale)
      // An argument input over a random range, and a value of it per point.
      let argumentLow = (random.unit() - 0.5) * 64
      let argument = inputs.argument(
        2, lower: argumentLow, upper: argumentLow + random.unit() * 16)
      // Points: pixel centres in the box, with their δ.
      let points = (0..<4).map { _ in
        (
          Double(random.integer(in: columns)), Double(random.integer(in: rows))
        )
      }.map {
        (
          CertifyInputs.centre(Int($0.0), scale: scale),
          CertifyInputs.centre(Int($0.1), scale: scale)
        )
      }
      // The chain's values: abstract, and per point per rounding.
      let argumentValues = points.map { _ in
        Double(
          Float(argument.lower + (argument.upper - argument.lower) * random.unit()).clamped(
            argument))
      }
      var abstract: [AbstractFloat] = inputs.lanes + [argument]
      var concrete: [[Concrete]] = points.indices.map { index in
        let p = points[index]
        let a = argumentValues[index]
        return [[p.0, p.0], [p.1, p.1], [a, a]]
      }
      for _ in 0..<random.integer(in: 1...6) {
        let a = random.integer(in: 0...(abstract.count - 1))
        let b = random.integer(in: 0...(abstract.count - 1))
        // A constant set and a value drawn in it.
        let low = (random.unit() - 0.5) * pow(2, Double(random.integer(in: -4...8)))
        let high = low + random.unit() * pow(2, Double(random.integer(in: -6...6)))
        let k = AbstractFloat(.float, lower: low, upper: high)
        let kValue = Double(Float(k.lower + (k.upper - k.lower) * random.unit()).clamped(k))
        let operation = random.integer(in: 0...6)
        let result: AbstractFloat
        switch operation {
        case 0: result = abstract[a].adding(abstract[b])
        case 1: result = abstract[a].subtracting(abstract[b])
        case 2: result = abstract[a].adding(k)
        case 3: result = abstract[a].multiplying(k)
        case 4: result = abstract[a].dividing(by: k)
        case 5: result = abstract[a].negated()
        default: result = abstract[a].union(abstract[b])
        }
        abstract.append(result)
        for index in concrete.indices {
          let (u, v) = (concrete[index][a], concrete[index][b])
          let exact: [Double]
          switch operation {
          case 0: exact = [u[0] + v[0], u[1] + v[1]]
          case 1: exact = [u[0] - v[0], u[1] - v[1]]
          case 2: exact = [u[0] + kValue, u[1] + kValue]
          case 3: exact = [u[0] * kValue, u[1] * kValue]
          case 4: exact = [u[0] / kValue, u[1] / kValue]
          case 5: exact = [-u[0], -u[1]]
          default: exact = random.bit() ? u : v
          }
          concrete[index].append(Self.rounded(exact))
        }
      }
      for (index, point) in points.enumerated() {
        let deltas: [Int: RealInterval] = [
          0: RealInterval(exactly: point.0 - inputs.anchors[0]!),
          1: RealInterval(exactly: point.1 - inputs.anchors[1]!),
          2: RealInterval(exactly: argumentValues[index] - inputs.anchors[2]!),
        ]
        for (value, set) in zip(concrete[index], abstract) {
          guard let relation = set.relation, value.allSatisfy(\.isFinite) else { continue }
          related += 1
          let range = try #require(relation.range(deltas))
          for each in value {
            checked += 1
            #expect(
              range.contains(each),
              "\(each) not in \(range) = \(relation) at \(point); seed \(String(seed, radix: 16))")
            #expect(set.contains(each), "\(each) not in \(set)")
          }
        }
      }
    }
    print("InputRelationContainmentTests: \(checked) values of \(related) related")
    #expect(related > 5000)
  }

  @Test func theOffsetOfAPositionPlusAConstantIsTheConstant() throws {
    // Over a 300 × 300 pixel box, `position.y + 8` less the position: 8, not ±300.
    var inputs = CertifyInputs(columns: 0...299, rows: 0...299, scale: 1)
    let moved = inputs.lanes[1].adding(AbstractFloat(.float, 8))
    let offset = inputs.offset(moved, lane: 1)!
    #expect(offset.lower > 7.99 && offset.upper < 8.01, "\(offset)")
    // Without the relation, the bounds' difference only.
    let plain = inputs.offset(moved.relating(nil), lane: 1)!
    #expect(plain.upper - plain.lower > 500, "\(plain)")
    // radius − (radius − 2) over radius in [10, 60]: 2, not [−48, 52].
    let radius = inputs.argument(2, lower: 10, upper: 60)
    let difference = radius.subtracting(radius.subtracting(AbstractFloat(.float, 2)))
    let two = try #require(difference.relation?.range(inputs.deltas))
    #expect(two.lower > 1.99 && two.upper < 2.01, "\(two)")
    // The run tightens a value to its relation: the set itself is then about 2.
    let tightened = difference.tightened(inputs.deltas)
    #expect(tightened.lower > 1.99 && tightened.upper < 2.01, "\(tightened)")
  }
}

extension Float {
  /// The value moved into `set`'s bounds (a draw rounded past them).
  fileprivate func clamped(_ set: AbstractFloat) -> Float {
    Swift.min(Swift.max(self, Float(set.lower)), Float(set.upper))
  }
}
