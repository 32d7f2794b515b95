// TouchTilt over every hostile Double in every numeric parameter, against its documented
// results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.TouchTilt")
struct TouchTiltBadInputTests {
  static let card = SIMD2(300.0, 440.0)

  /// A coordinate cleaned as the docs say: NaN → 0.5, else clamped to [0, 1] by comparisons.
  static func cleaned(_ value: Double) -> Double {
    if value.isNaN { return 0.5 }
    if value < 0 { return 0 }
    if value > 1 { return 1 }
    return value
  }

  /// The four numbers of a touch: the location's and the size's components.
  enum TouchSlot: String, CaseIterable, Sendable { case locationX, locationY, sizeX, sizeY }

  /// `init(maxAngleDegrees:)`: `|angle|` when finite, else 0; a touch on a corner leans exactly
  /// that far, never further, and the angles stay finite even for the largest angle.
  @Test(arguments: HostileDouble.allCases)
  func maxAngleIsCleaned(input: HostileDouble) {
    let tilt = TouchTilt(maxAngleDegrees: input.value)
    let expected = input.isNonFinite ? 0 : abs(input.value)
    #expect(tilt.maxAngleDegrees == expected && tilt.maxAngleDegrees.sign == .plus)
    let corner = tilt.rotation(focus: [1, 0], reduceMotion: false)
    #expect(corner.pitchDegrees == expected && corner.yawDegrees == expected)
    let other = tilt.rotation(focus: [0, 1], reduceMotion: false)
    #expect(other.pitchDegrees == -expected && other.yawDegrees == -expected)
  }

  /// `unitPoint(location:size:direction:)` for the touch (150, 330) in a 300 × 440 card with one
  /// number replaced: `nil` for a size with a zero, negative or non-finite component; NaN → 0.5;
  /// beyond the card, ±∞ included, clamped to the edge; right to left mirrors x.
  @Test(arguments: TouchSlot.allCases, HostileDouble.allCases)
  func unitPointIsDocumented(slot: TouchSlot, input: HostileDouble) throws {
    var location = SIMD2(150.0, 330.0)
    var size = Self.card
    switch slot {
    case .locationX: location.x = input.value
    case .locationY: location.y = input.value
    case .sizeX: size.x = input.value
    case .sizeY: size.y = input.value
    }
    let leftToRight = TouchTilt.unitPoint(location: location, size: size, direction: .leftToRight)
    let rightToLeft = TouchTilt.unitPoint(location: location, size: size, direction: .rightToLeft)
    let usable = size.x.isFinite && size.y.isFinite && size.x > 0 && size.y > 0
    guard usable else {
      #expect(leftToRight == nil && rightToLeft == nil)
      return
    }
    let point = try #require(leftToRight)
    let mirrored = try #require(rightToLeft)
    #expect(point.x == Self.cleaned(location.x / size.x))
    #expect(point.y == Self.cleaned(location.y / size.y))
    #expect(mirrored.x == 1 - point.x && mirrored.y == point.y)
  }

  /// The four numbers of `focus(touch:resting:)`.
  enum FocusSlot: String, CaseIterable, Sendable { case touchX, touchY, restingX, restingY }

  /// `focus(touch:resting:)`: the touch if there is one, else the resting point, cleaned
  /// (NaN → 0.5, clamped to [0, 1]); `rotation(focus:)` and `highlight(focus:size:)` use the
  /// cleaned point, so the angles stay within ±maxAngle.
  @Test(arguments: FocusSlot.allCases, HostileDouble.allCases)
  func focusIsCleaned(slot: FocusSlot, input: HostileDouble) throws {
    var touch = SIMD2(0.25, 0.75)
    var resting = SIMD2(0.6, 0.4)
    switch slot {
    case .touchX: touch.x = input.value
    case .touchY: touch.y = input.value
    case .restingX: resting.x = input.value
    case .restingY: resting.y = input.value
    }
    let chosen = slot == .touchX || slot == .touchY
    let expected = chosen ? touch : resting
    let focus = try #require(TouchTilt.focus(touch: chosen ? touch : nil, resting: resting))
    #expect(focus == SIMD2(Self.cleaned(expected.x), Self.cleaned(expected.y)))
    // The untouched resting point does not matter while there is a touch.
    #expect(
      TouchTilt.focus(touch: touch, resting: resting) == TouchTilt.focus(touch: touch, resting: nil)
    )

    let tilt = TouchTilt()
    let raw = chosen ? touch : resting
    let turned = tilt.rotation(focus: raw, reduceMotion: false)
    #expect(turned.pitchDegrees == (0.5 - focus.y) * 2 * 14)
    #expect(turned.yawDegrees == (focus.x - 0.5) * 2 * 14)
    #expect(abs(turned.pitchDegrees) <= 14 && abs(turned.yawDegrees) <= 14)
    #expect(
      tilt.rotation(touch: chosen ? touch : nil, resting: resting, reduceMotion: false) == turned)
    #expect(tilt.rotation(focus: raw, reduceMotion: true) == .flat)

    let highlight = TouchTilt.highlight(focus: raw, size: Self.card)
    #expect(highlight.center == focus && highlight.opacity == 1)
    #expect(highlight.endRadiusPoints == 440 * 0.8)
  }

  /// `highlight(focus:size:)`, the size: a NaN, negative or infinite component counts as 0 for
  /// the end radius `max(w, h) · 0.8`; no focus gives the centre and opacity 0.
  @Test(arguments: [true, false], HostileDouble.allCases)
  func highlightRadius(widthIsHostile: Bool, input: HostileDouble) {
    let size = widthIsHostile ? SIMD2(input.value, 100) : SIMD2(100, input.value)
    let counted: Double
    switch input {
    case .hugePositive: counted = .greatestFiniteMagnitude
    case .plusSubnormal: counted = .leastNonzeroMagnitude
    default: counted = 0
    }
    let highlight = TouchTilt.highlight(focus: nil, size: size)
    #expect(highlight.endRadiusPoints == max(counted, 100) * 0.8)
    #expect(highlight.endRadiusPoints.isFinite)
    #expect(highlight.center == SIMD2(0.5, 0.5) && highlight.opacity == 0)
  }
}
