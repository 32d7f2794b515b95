// DiePips over every hostile Int in its one numeric parameter, the face value.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.DiePips")
struct DiePipsBadInputTests {
  /// `positions(value:)`, `packedPips(value:)` and `minimumSpacing(value:)`: 0 is the
  /// placeholder die and −1, `Int.min` and `Int.max` are outside 0…6; all of them give no
  /// pips, an empty float array (the shader's loop never runs) and a spacing of +∞.
  @Test(arguments: HostileInt.allCases)
  func hostileValue(value: HostileInt) {
    #expect(DiePips.positions(value: value.value).isEmpty)
    #expect(DiePips.packedPips(value: value.value).isEmpty)
    #expect(DiePips.minimumSpacing(value: value.value) == .infinity)
    #expect(DiePips.values.contains(value.value) == (value == .zero))
  }
}
