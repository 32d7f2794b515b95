import ProofEngine
import Testing

/// Hand-computed ULP distances for each type's own bit layout: at and across zero, across
/// powers of two, through the subnormals and up to infinity.
@Suite("ULP distance: hand-computed values")
struct ULPDistanceTests {
  // MARK: - Double (1 + 11 + 52 bits)

  @Test("Double: zero, the smallest steps and the sign crossing")
  func doubleAroundZero() {
    let tiny = Double.leastNonzeroMagnitude
    #expect(ULPDistance.between(-0.0, 0.0) == 0)
    #expect(ULPDistance.between(0.0, tiny) == 1)
    #expect(ULPDistance.between(-0.0, tiny) == 1)
    #expect(ULPDistance.between(-tiny, tiny) == 2)
    #expect(ULPDistance.between(-2 * tiny, 3 * tiny) == 5)
    #expect(ULPDistance.orderedIndex(of: -0.0) == 0)
    #expect(ULPDistance.orderedIndex(of: tiny) == 1)
    #expect(ULPDistance.orderedIndex(of: -tiny) == -1)
  }

  @Test("Double: bit-pattern indices of 1, −1 and the largest finite value")
  func doubleIndices() {
    #expect(ULPDistance.orderedIndex(of: 1.0) == 0x3FF0_0000_0000_0000)
    #expect(ULPDistance.orderedIndex(of: -1.0) == -0x3FF0_0000_0000_0000)
    #expect(ULPDistance.orderedIndex(of: Double.greatestFiniteMagnitude) == 0x7FEF_FFFF_FFFF_FFFF)
    #expect(ULPDistance.orderedIndex(of: Double.infinity) == 0x7FF0_0000_0000_0000)
    #expect(ULPDistance.orderedIndex(of: Double.nan) == nil)
  }

  @Test("Double: one step each side of a power of two, where the ULP size doubles")
  func doublePowersOfTwo() {
    #expect(ULPDistance.between(1.0, 1.0.nextUp) == 1)
    #expect(ULPDistance.between(2.0.nextDown, 2.0) == 1)
    #expect(ULPDistance.between(2.0.nextDown, 2.0.nextUp) == 2)
    // Below 2 a step is 2⁻⁵², above it 2⁻⁵¹: the same count covers different widths.
    #expect(ULPDistance.between(2.0 - 0x1p-52, 2.0) == 1)
    #expect(ULPDistance.between(2.0, 2.0 + 0x1p-51) == 1)
    #expect(ULPDistance.between(2.0 - 0x1p-51, 2.0) == 2)
    // A whole binade holds 2⁵² values.
    #expect(ULPDistance.between(1.0, 2.0) == 1 << 52)
    #expect(ULPDistance.between(2.0, 4.0) == 1 << 52)
    // 3 → 4 is half the binade [2, 4).
    #expect(ULPDistance.between(3.0, 4.0) == 1 << 51)
    #expect(ULPDistance.between(-1.0, 1.0) == UInt64(2 * 0x3FF0_0000_0000_0000))
  }

  @Test("Double: subnormals, the largest finite value and infinity")
  func doubleExtremes() {
    // The expected counts are typed constants: an arithmetic expression on the right of an
    // optional comparison makes the compiler's AnyHashable thunk read 9 bytes from an 8-byte
    // stack slot, which AddressSanitizer reports (docs/guarantees.md, Sanitizers).
    let subnormalSpan: UInt64 = (1 << 52) - 1
    #expect(
      ULPDistance.between(Double.leastNonzeroMagnitude, Double.leastNormalMagnitude)
        == subnormalSpan)
    #expect(ULPDistance.between(Double.greatestFiniteMagnitude, .infinity) == 1)
    #expect(ULPDistance.between(-Double.infinity, -Double.greatestFiniteMagnitude) == 1)
    #expect(ULPDistance.between(-Double.infinity, .infinity) == 0xFFE0_0000_0000_0000)
    #expect(ULPDistance.between(Double.nan, 1.0) == nil)
    #expect(ULPDistance.between(1.0, Double.nan) == nil)
    #expect(ULPDistance.between(Double.nan, Double.nan) == nil)
    #expect(ULPDistance.between(Double.infinity, .infinity) == 0)
  }

  // MARK: - Float (1 + 8 + 23 bits)

  @Test("Float: zero, powers of two, subnormals and infinity")
  func float() {
    let tiny = Float.leastNonzeroMagnitude
    #expect(ULPDistance.between(Float(-0.0), Float(0.0)) == 0)
    #expect(ULPDistance.between(-tiny, tiny) == 2)
    #expect(ULPDistance.orderedIndex(of: Float(1)) == 0x3F80_0000)
    #expect(ULPDistance.orderedIndex(of: Float(-1)) == -0x3F80_0000)
    #expect(ULPDistance.between(Float(1), Float(1).nextUp) == 1)
    #expect(ULPDistance.between(Float(1), 1 + 0x1p-23) == 1)
    #expect(ULPDistance.between(Float(2).nextDown, Float(2).nextUp) == 2)
    #expect(ULPDistance.between(Float(1), Float(2)) == 1 << 23)
    #expect(ULPDistance.between(Float(3), Float(4)) == 1 << 22)
    let subnormalSpan: UInt64 = (1 << 23) - 1  // typed: see doubleExtremes
    #expect(ULPDistance.between(tiny, Float.leastNormalMagnitude) == subnormalSpan)
    #expect(ULPDistance.between(Float.greatestFiniteMagnitude, .infinity) == 1)
    #expect(ULPDistance.between(-Float.infinity, .infinity) == UInt64(2 * 0x7F80_0000))
    #expect(ULPDistance.between(Float.nan, Float(0)) == nil)
  }

  @Test("The same two numbers are 1 Float ULP but 2²⁹ Double ULPs apart")
  func countDependsOnType() {
    let one = Float(1)
    #expect(ULPDistance.between(one, one.nextUp) == 1)
    #expect(ULPDistance.between(Double(one), Double(one.nextUp)) == 1 << 29)
  }

  // MARK: - Float16 (1 + 5 + 10 bits)

  #if !(os(macOS) && arch(x86_64))
    @Test("Float16: zero, powers of two, subnormals and infinity")
    func float16() {
      let tiny = Float16.leastNonzeroMagnitude
      #expect(ULPDistance.between(Float16(1), 1 + 0x1p-10) == 1)
      // The largest finite value, 65504, is one step below ∞; the smallest, 2⁻²⁴, one above 0.
      #expect(ULPDistance.between(Float16(65504), .infinity) == 1)
      #expect(ULPDistance.between(Float16(0), 0x1p-24) == 1)
      #expect(ULPDistance.between(Float16(-0.0), Float16(0.0)) == 0)
      #expect(ULPDistance.between(-tiny, tiny) == 2)
      #expect(ULPDistance.orderedIndex(of: Float16(1)) == 0x3C00)
      #expect(ULPDistance.orderedIndex(of: Float16(-2)) == -0x4000)
      #expect(ULPDistance.between(Float16(1), Float16(1).nextUp) == 1)
      #expect(ULPDistance.between(Float16(2).nextDown, Float16(2).nextUp) == 2)
      // Below 2 a step is 2⁻¹⁰, above it 2⁻⁹.
      #expect(ULPDistance.between(Float16(2) - 0x1p-10, Float16(2)) == 1)
      #expect(ULPDistance.between(Float16(2), Float16(2) + 0x1p-9) == 1)
      #expect(ULPDistance.between(Float16(1), Float16(2)) == 1024)
      #expect(ULPDistance.between(Float16(3), Float16(4)) == 512)
      #expect(ULPDistance.between(tiny, Float16.leastNormalMagnitude) == 1023)
      #expect(ULPDistance.between(Float16.greatestFiniteMagnitude, .infinity) == 1)
      #expect(ULPDistance.between(-Float16.infinity, .infinity) == UInt64(2 * 0x7C00))
      #expect(ULPDistance.between(Float16.nan, Float16(1)) == nil)
    }
  #endif
}
