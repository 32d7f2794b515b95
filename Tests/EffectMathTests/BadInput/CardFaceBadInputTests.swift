// CardFace has no numbers; this table checks that exactly one face shows at every hostile angle.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.CardFace")
struct CardFaceBadInputTests {
  /// For every hostile angle and every face: the face shows (opacity 1) exactly when
  /// `CardFlip.face(degrees:)` names it, and the other is hidden (0); the two faces are all
  /// there is.
  @Test(arguments: CardFace.allCases, HostileDouble.allCases)
  func exactlyOneFaceShows(face: CardFace, input: HostileDouble) {
    #expect(CardFace.allCases == [.front, .back])
    let shown = CardFlip.face(degrees: input.value)
    let opacity =
      face == .front
      ? CardFlip.frontOpacity(degrees: input.value) : CardFlip.backOpacity(degrees: input.value)
    #expect(opacity == (shown == face ? 1 : 0))
    #expect(
      CardFlip.frontOpacity(degrees: input.value) + CardFlip.backOpacity(degrees: input.value) == 1)
    let visible = CardFlip.visibleFaceDegrees(input.value)
    #expect(visible >= -90 && visible <= 90)
  }
}
