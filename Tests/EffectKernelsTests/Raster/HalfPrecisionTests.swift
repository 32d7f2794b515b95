#if !(os(macOS) && arch(x86_64))
  import EffectKernels
  import Testing

  /// `HalfPrecision` against the binary16 format's spacing, counted by hand.
  @Suite struct HalfPrecisionTests {
    @Test func aPositionInHalfBetween1024And2048IsAWholePointApart() {
      for x in stride(from: 1024.0, to: 2048, by: 0.125) {
        let h = HalfPrecision.rounded(x)
        #expect(h == h.rounded())
        #expect(abs(h - x) <= 0.5)
        // Spacing of the value the half holds (2047.75 rounds up to 2048, where it is 2).
        #expect(HalfPrecision.spacing(at: h) == (h < 2048 ? 1 : 2))
      }
      // Ties go to even: 1024.5 → 1024, 1025.5 → 1026.
      #expect(HalfPrecision.rounded(1024.5) == 1024)
      #expect(HalfPrecision.rounded(1025.5) == 1026)
      #expect(HalfPrecision.rounded(SIMD2(1500.3, 1999.7)) == SIMD2(1500, 2000))
      // Below 1024 half keeps half points; from 2048 it moves in steps of 2.
      #expect(HalfPrecision.spacing(at: 1000) == 0.5)
      #expect(HalfPrecision.spacing(at: 2048) == 2)
      #expect(HalfPrecision.rounded(2049.0) == 2048)
    }

    @Test func conversionsAndLimits() {
      #expect(HalfPrecision.toFloat(HalfPrecision.toHalf(Float(0.1))) == Float(Float16(0.1)))
      #expect(HalfPrecision.toHalf(65504.0) == Float16.greatestFiniteMagnitude)
      #expect(HalfPrecision.rounded(Float(70000)) == .infinity)
      #expect(HalfPrecision.rounded(-70000.0) == -.infinity)
      #expect(HalfPrecision.rounded(Float.nan).isNaN)
      #expect(HalfPrecision.spacing(at: .nan).isNaN)
      #expect(HalfPrecision.spacing(at: .infinity) == .infinity)
      #expect(HalfPrecision.spacing(at: 0) == 0x1p-24)
    }

    @Test func coloursRoundPerChannel() {
      let c = PremultipliedColor(red: 0.1, green: 1, blue: .nan, alpha: 0.5)
      let h = HalfPrecision.rounded(c)
      #expect(h.red == Float(Float16(0.1)) && h.green == 1 && h.alpha == 0.5)
      #expect(h.blue.isNaN)
    }
  }
#endif
