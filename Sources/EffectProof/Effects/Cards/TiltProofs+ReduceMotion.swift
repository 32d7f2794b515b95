import EffectMath
import Foundation
import ProofEngine

/// What one tilt type gives under Reduce Motion for one input: its rotation, the foil lean
/// (drag tilt; zero for the others), whether a resting point is shown (touch tilt) and the
/// highlight (touch tilt; `nil` for the others).
struct TiltReducedMotionView: Sendable {
  var rotation: TiltRotation
  var foilLean = SIMD2<Double>(0, 0)
  var showsRestingPoint = false
  var highlight: TouchHighlight?
}

extension TiltProofs {
  // MARK: - tilt.reduceMotion

  static let reduceMotionFact =
    "With Reduce Motion the cards stay flat and the foil stays still; the tilt card's "
    + "highlight still follows the finger (content may move, motion may not)."

  /// `tilt.reduceMotion` for each tilt type's view under Reduce Motion for a raw pair (see
  /// ``TiltCaseInput``) in a layout direction, on a card of `card`'s size.
  ///
  /// Cases: every tilt type × a raw pair in −1.5…1.5 (±1 and 0 to the ulp; non-finite on the
  /// edges) × both directions. The touch highlight must sit on the cleaned touch point with
  /// opacity 1 and end radius `max(w, h) · 0.8`. Headline margin: `max(|pitch|, |yaw|)`.
  static func reduceMotion(
    card: CardProofGeometry,
    view: @escaping @Sendable (TiltKind, SIMD2<Double>, WritingDirection) -> TiltReducedMotionView
  ) -> any Proof {
    let coordinate = CardThresholdDomain(-1.5...1.5, step: 0.25, thresholds: [-1, 0, 1])
    let radius = max(card.width, card.height) * 0.8
    return PropertyProof(
      id: "tilt.reduceMotion", title: "Reduce Motion keeps every card flat, the highlight moving",
      fact: reduceMotionFact,
      domain: ProductDomain3(
        CardProofCheck.choices(TiltKind.drag, Array(TiltKind.allCases.dropFirst())), coordinate,
        coordinate),
      strategy: .sequence([
        .grid, .edgeBiased(count: 2000, edgeShare: 0.3, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("the touch tilt", atLeast: 0.1) { $0.0 == .touch }
      ]
    ) { kind, a, b in
      var checks: [PropertyOutcome] = []
      var largest = 0.0
      for direction in WritingDirection.allCases {
        let reduced = view(kind, SIMD2(a, b), direction)
        let angle = max(abs(reduced.rotation.pitchDegrees), abs(reduced.rotation.yawDegrees))
        largest = angle.isNaN ? .nan : max(largest, angle)
        checks.append(
          CardProofCheck.require(
            reduced.foilLean == SIMD2(0, 0), "the foil leans \(reduced.foilLean) (\(direction))"))
        checks.append(
          CardProofCheck.require(!reduced.showsRestingPoint, "a resting point shows (\(direction))")
        )
        guard kind == .touch else { continue }
        guard let highlight = reduced.highlight else {
          checks.append(.fail("no highlight under Reduce Motion (\(direction))", margin: 1))
          continue
        }
        // The highlight follows the touch: the unit point written out (NaN → ½, clamped).
        let unit = TiltCaseInput.touchUnit(SIMD2(a, b))
        let x = unit.x.isNaN ? 0.5 : CardProofCheck.clamp(unit.x, 0, 1)
        let y = unit.y.isNaN ? 0.5 : CardProofCheck.clamp(unit.y, 0, 1)
        checks += [
          CardProofCheck.agree(highlight.center.x, x, within: 1e-15, "highlight x (\(direction))"),
          CardProofCheck.agree(highlight.center.y, y, within: 1e-15, "highlight y (\(direction))"),
          CardProofCheck.agree(highlight.opacity, 1, within: 0, "highlight opacity (\(direction))"),
          CardProofCheck.agree(
            highlight.endRadiusPoints, radius, within: 1e-9, "highlight radius (\(direction))"),
        ]
      }
      checks.insert(.expect(largest, atMost: 0, "max(|pitch|, |yaw|) under Reduce Motion"), at: 0)
      return .all(checks)
    }
  }

  /// Each tilt type under Reduce Motion for a raw pair (mapped by ``TiltCaseInput``).
  static func reducedMotionView(
    _ kind: TiltKind, _ raw: SIMD2<Double>, _ direction: WritingDirection, drag: DragTilt,
    touch: TouchTilt, product: LinearDragTilt, card: CardProofGeometry
  ) -> TiltReducedMotionView {
    switch kind {
    case .drag:
      let translation = raw * (card.size / 2)
      return TiltReducedMotionView(
        rotation: drag.rotation(
          translation: translation, size: card.size, direction: direction, reduceMotion: true),
        foilLean: DragTilt.lean(translation: translation, size: card.size, reduceMotion: true))
    case .touch:
      let resting = RestingOrbit().point(seconds: raw.x * 10, reduceMotion: true)
      let focus = TouchTilt.focus(touch: TiltCaseInput.touchUnit(raw), resting: resting)
      return TiltReducedMotionView(
        rotation: touch.rotation(
          touch: TiltCaseInput.touchUnit(raw), resting: resting, reduceMotion: true),
        showsRestingPoint: resting != nil,
        highlight: TouchTilt.highlight(focus: focus, size: card.size))
    case .linear:
      return TiltReducedMotionView(
        rotation: product.rotation(
          translation: TiltCaseInput.productDrag(raw), direction: direction, reduceMotion: true))
    case .bounded:
      return TiltReducedMotionView(
        rotation: product.boundedRotation(
          translation: TiltCaseInput.productDrag(raw), direction: direction, reduceMotion: true))
    case .gyroscope:
      var filter = GyroscopeTilt()
      for _ in 0..<TiltCaseInput.gyroscopeFeeds {
        filter.next(sample: TiltCaseInput.gyroscopeSample(raw))
      }
      return TiltReducedMotionView(
        rotation: filter.rotation(direction: direction, reduceMotion: true))
    }
  }
}
