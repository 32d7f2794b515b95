import EffectKernels
import Foundation
import Testing

/// `SRGBTransfer` against published sRGB values and an oracle written with Foundation's `pow`.
@Suite struct SRGBTransferTests {
  /// The IEC 61966-2-1 decode, written independently with Foundation.
  static func oracleDecode(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : Foundation.pow((v + 0.055) / 1.055, 2.4)
  }

  @Test func everyCodeValueRoundTripsExactly() {
    for code in 0...255 {
      let c = UInt8(code)
      #expect(SRGBTransfer.codeValue(linear: SRGBTransfer.linear(codeValue: c)) == c)
    }
  }

  @Test func decodeMatchesTheOracle() {
    for code in 0...255 {
      let v = Double(code) / 255
      #expect(abs(SRGBTransfer.decode(v) - Self.oracleDecode(v)) <= 1e-15)
      #expect(abs(SRGBTransfer.encode(SRGBTransfer.decode(v)) - v) <= 1e-14)
    }
  }

  @Test func knownValues() {
    #expect(SRGBTransfer.codeValue(linear: 0.5) == 188)
    // 0.214 is "about 128": 255 · encode = 127.49, half a code from 128, so it rounds to 127.
    #expect(abs(255 * SRGBTransfer.encode(0.214) - 128) < 0.52)
    #expect(SRGBTransfer.codeValue(linear: 0.214) == 127)
    #expect(SRGBTransfer.codeValue(linear: 0.2159) == 128)
    #expect(abs(SRGBTransfer.linear(codeValue: 128) - 0.2158605) < 1e-7)
    #expect(abs(SRGBTransfer.linear(codeValue: 188) - 0.5028865) < 1e-7)
    #expect(SRGBTransfer.encode(0) == 0 && abs(SRGBTransfer.encode(1) - 1) <= 1e-15)
    #expect(SRGBTransfer.decode(0) == 0 && SRGBTransfer.decode(1) == 1)
    // The straight segment: 12.92 · 0.001 = 0.01292.
    #expect(SRGBTransfer.encode(0.001) == 12.92 * 0.001)
    // The two pieces meet at the threshold to within the standard's rounding of its constants.
    let below = 12.92 * SRGBTransfer.linearThreshold
    let above = 1.055 * Foundation.pow(SRGBTransfer.linearThreshold, 1 / 2.4) - 0.055
    #expect(abs(below - above) < 1e-7)
  }

  @Test func encodeAndCodeValuesAreMonotonic() {
    var previous = -1.0
    var previousCode = 0
    for i in 0...100_000 {
      let l = Double(i) / 100_000
      let e = SRGBTransfer.encode(l)
      #expect(e >= previous)
      let code = Int(SRGBTransfer.codeValue(linear: l))
      #expect(code >= previousCode)
      previous = e
      previousCode = code
    }
  }

  @Test func badInputsClampAndNeverTrap() {
    #expect(SRGBTransfer.encode(.nan) == 0 && SRGBTransfer.decode(.nan) == 0)
    #expect(SRGBTransfer.codeValue(linear: .nan) == 0)
    #expect(SRGBTransfer.codeValue(linear: -1) == 0)
    #expect(SRGBTransfer.codeValue(linear: 2) == 255)
    #expect(SRGBTransfer.codeValue(linear: .infinity) == 255)
    #expect(SRGBTransfer.codeValue(linear: -.infinity) == 0)
    #expect(SRGBTransfer.decode(-0.5) == 0 && SRGBTransfer.decode(7) == 1)
  }

  @Test func codeValuesOfAPremultipliedColour() {
    // Straight (0.5, 0.2159, 1) at alpha 0.5.
    let c = PremultipliedColor(straightRed: 0.5, green: 0.2159, blue: 1, alpha: 0.5)
    #expect(SRGBTransfer.codeValues(of: c) == SIMD3(188, 128, 255))
    #expect(SRGBTransfer.codeValues(of: .clear) == SIMD3(0, 0, 0))
    let nan = PremultipliedColor(red: .nan, green: 0.5, blue: 0, alpha: 1)
    #expect(SRGBTransfer.codeValues(of: nan) == SIMD3(0, 188, 0))
  }
}
