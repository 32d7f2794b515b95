// CardFlip over every hostile Double, against its documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.CardFlip")
struct CardFlipBadInputTests {
  /// `greatestFiniteMagnitude mod 360`, by integer arithmetic: the value is `(2⁵³ − 1) · 2⁹⁷¹`.
  static let hugeRemainder: Double = {
    var power = 1
    for _ in 0..<971 { power = power * 2 % 360 }
    return Double(((1 << 53) - 1) % 360 * power % 360)
  }()

  /// The documented normalisation, face, opacities and visible angle for each hostile angle:
  /// NaN and ±∞ read as 0 (the front, face-on), −0 gives +0, −subnormal normalises to 0 (the sum
  /// rounds to 360) but keeps its sign in the visible angle, and the huge values reduce exactly.
  @Test(arguments: HostileDouble.allCases)
  func flipAtAHostileAngle(input: HostileDouble) {
    let value = input.value
    let normalized: Double
    let visible: Double
    switch input {
    case .nan, .signalingNaN, .plusInfinity, .minusInfinity, .plusZero, .minusZero:
      (normalized, visible) = (0, 0)
    case .plusSubnormal: (normalized, visible) = (value, value)
    case .minusSubnormal: (normalized, visible) = (0, value)
    case .negative: (normalized, visible) = (359, -1)
    case .hugePositive: (normalized, visible) = Self.folded(Self.hugeRemainder)
    case .hugeNegative:
      let (positive, turned) = Self.folded(Self.hugeRemainder)
      (normalized, visible) = (positive == 0 ? 0 : 360 - positive, -turned)
    }
    let got = CardFlip.normalizedDegrees(value)
    #expect(got == normalized && got.sign == .plus && got >= 0 && got < 360)
    #expect(CardFlip.visibleFaceDegrees(value) == visible)
    #expect(CardFlip.visibleFaceDegrees(value).sign == visible.sign)
    let face: CardFace = normalized >= 90 && normalized <= 270 ? .back : .front
    #expect(CardFlip.face(degrees: value) == face)
    #expect(CardFlip.frontOpacity(degrees: value) == (face == .front ? 1 : 0))
    #expect(CardFlip.backOpacity(degrees: value) == (face == .back ? 1 : 0))
  }

  /// A remainder r in [0, 360) and the visible angle of the face it shows.
  static func folded(_ r: Double) -> (Double, Double) {
    if r < 90 { return (r, r) }
    if r > 270 { return (r, r - 360) }
    return (r, r - 180)
  }

  /// The remainder itself: 128 (so the huge angle shows the back, turned −52°).
  @Test func hugeRemainderIsWhatTheIntegersSay() {
    #expect(Self.hugeRemainder >= 0 && Self.hugeRemainder < 360)
    #expect(
      Self.hugeRemainder == Double.greatestFiniteMagnitude.truncatingRemainder(dividingBy: 360))
  }
}
