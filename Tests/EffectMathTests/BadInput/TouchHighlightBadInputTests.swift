// TouchHighlight over every hostile Double: the initialiser stores what it is given.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.TouchHighlight")
struct TouchHighlightBadInputTests {
  /// The four numbers of `init(center:opacity:endRadiusPoints:)`.
  enum Slot: String, CaseIterable, Sendable { case centerX, centerY, opacity, endRadius }

  /// Stored as given, NaN and ±∞ included: only ``TouchTilt/highlight(focus:size:)`` builds
  /// highlights for a renderer, and it cleans every part (see `TouchTiltBadInputTests`).
  @Test(arguments: Slot.allCases, HostileDouble.allCases)
  func storesAsGiven(slot: Slot, input: HostileDouble) {
    var parts = [0.25, 0.75, 1, 352]
    let index = Slot.allCases.firstIndex(of: slot) ?? 0
    parts[index] = input.value
    let highlight = TouchHighlight(
      center: SIMD2(parts[0], parts[1]), opacity: parts[2], endRadiusPoints: parts[3])
    let stored = [
      highlight.center.x, highlight.center.y, highlight.opacity, highlight.endRadiusPoints,
    ]
    for (got, given) in zip(stored, parts) {
      #expect(given.isNaN ? got.isNaN : (got == given && got.sign == given.sign))
    }
  }
}
