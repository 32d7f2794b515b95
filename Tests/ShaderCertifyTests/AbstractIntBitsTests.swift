import EffectProofTestSupport
import Testing

@testable import ShaderCertify

/// Shifts and the integer intrinsics over sets against Swift's own fixed-width operations, on
/// values drawn in random sets of random widths, with shift amounts in and past the width. The
/// seed is printed; `SHADER_CERTIFY_SEED` replays it.
@Suite struct AbstractIntBitsTests {
  @Test func shiftsAndExtremaHoldEveryOutcome() {
    let seed = AbstractArithmeticContainmentTests.seed ^ 0xB175
    print("AbstractIntBitsTests: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    for _ in 0..<40_000 {
      let width = [8, 16, 32, 64][random.integer(in: 0...3)]
      let (a, x) = AbstractIntContainmentTests.set(width: width, &random)
      let (b, y) = AbstractIntContainmentTests.set(width: width, &random)
      let mask: UInt64 = width >= 64 ? .max : (UInt64(1) << width) - 1
      let (ux, uy) = (UInt64(bitPattern: x) & mask, UInt64(bitPattern: y) & mask)
      let wrap = { AbstractInt.wrapped($0, width: width) }
      func check(_ name: String, _ set: AbstractInt, _ value: Int64) {
        if !set.contains(value) {
          failures.append("\(name) \(x), \(y) = \(value), outside \(set) from \(a), \(b)")
        }
      }
      // A shift amount: one value in the width (or past it, poison), or a varying set.
      let k = Int64(random.integer(in: 0...(width + 2)))
      let amount =
        random.integer(in: 0...3) == 0
        ? AbstractInt(width: width, lower: 0, upper: Int64(width - 1))
        : AbstractInt(width: width, k)
      let shift =
        amount.lower == amount.upper ? amount.lower : Int64(random.integer(in: 0...(width - 1)))
      if shift < width {
        check("shl \(shift)", a.shiftedLeft(by: amount), wrap(x << shift))
        check("ashr \(shift)", a.shiftedRight(by: amount, arithmetic: true), x >> shift)
        check(
          "lshr \(shift)", a.shiftedRight(by: amount, arithmetic: false),
          wrap(Int64(bitPattern: ux >> UInt64(shift))))
      } else if !a.shiftedLeft(by: amount).mayBePoison {
        failures.append("shl by \(shift) ≥ \(width) is not poison")
      }
      check("smin", a.signedExtremum(b, lesser: true), min(x, y))
      check("smax", a.signedExtremum(b, lesser: false), max(x, y))
      check("umin", a.unsignedExtremum(b, lesser: true), wrap(Int64(bitPattern: min(ux, uy))))
      check("umax", a.unsignedExtremum(b, lesser: false), wrap(Int64(bitPattern: max(ux, uy))))
      let minimum = AbstractInt.signedRange(width).lowerBound
      if x == minimum {
        check("abs", a.absolute(poisonAtMinimum: false), minimum)
        if !a.absolute(poisonAtMinimum: true).mayBePoison {
          failures.append("abs of the minimum not poison")
        }
      } else {
        check("abs", a.absolute(poisonAtMinimum: true), Swift.abs(x))
      }
    }
    for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
    #expect(failures.isEmpty, "\(failures.count) values outside")
  }
}
