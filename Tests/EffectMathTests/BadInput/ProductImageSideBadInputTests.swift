// ProductImageSide over every hostile Double in each translation component.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.ProductImageSide")
struct ProductImageSideBadInputTests {
  /// The hostile value sideways (x), with no vertical drag: `.back` beyond 70 points either way,
  /// NaN fails the comparison and shows the front.
  @Test(arguments: HostileDouble.allCases)
  func sideways(input: HostileDouble) {
    let side = ProductImageSide(translation: [input.value, 0])
    switch input {
    case .plusInfinity, .minusInfinity, .hugePositive, .hugeNegative: #expect(side == .back)
    default: #expect(side == .front)
    }
  }

  /// The hostile value vertically (y): `.top` only below −60 points (−∞ and the huge negative),
  /// else the horizontal rule decides: `.front` with no sideways drag, `.back` with 100 points.
  @Test(arguments: HostileDouble.allCases)
  func vertical(input: HostileDouble) {
    let still = ProductImageSide(translation: [0, input.value])
    let across = ProductImageSide(translation: [100, input.value])
    switch input {
    case .minusInfinity, .hugeNegative:
      #expect(still == .top && across == .top)
    default:
      #expect(still == .front && across == .back)
    }
  }
}
