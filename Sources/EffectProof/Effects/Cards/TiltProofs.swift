import EffectMath
import Foundation
import ProofEngine

/// The `tilt.*` proofs: how a drag, a touch, a resting orbit or the device's attitude leans
/// the seeds' cards (`EffectMath/Tilt`, see `docs/cards.md`).
///
/// Each proof is built by an internal factory that takes the function under test as a
/// closure, checks it against closed forms written out in the proof (and GSL where a numeric
/// oracle helps), and reports its headline bound as the margin. ``proofs(for:)`` passes the
/// real functions with the config's angles and points per degree.
public enum TiltProofs {
  /// The tilt proofs for `cards`: its angles (holographic 16°, tilt 14°),
  /// the product card's points per degree (12) and the card size from the screen width,
  /// padding and aspect ratio.
  public static func proofs(for cards: CardsConfig) -> [any Proof] {
    let card = CardProofGeometry(cards)
    let drag = DragTilt(maxAngleDegrees: cards.holographic.maxAngle)
    let touch = TouchTilt(maxAngleDegrees: cards.tilt.maxAngle)
    let product = LinearDragTilt(pointsPerDegree: cards.productPointsPerDegree)
    let gyroscopeRun: TiltGyroscopeRun = { alpha, samples in
      var filter = GyroscopeTilt(smoothingFactor: alpha)
      return samples.map { filter.next(sample: $0) }
    }
    return [
      dragLean(
        maxAngle: cards.holographic.maxAngle,
        lean: { DragTilt.lean(translation: $0, size: $1) },
        rotation: {
          drag.rotation(translation: $0, size: $1, direction: .leftToRight, reduceMotion: false)
        }),
      rightToLeftYaw { kind, raw, direction in
        realRotation(
          kind, raw, direction, drag: drag, touch: touch, product: product, card: card)
      },
      touchTilt(maxAngle: cards.tilt.maxAngle, card: card) { location in
        let unit = location.flatMap {
          TouchTilt.unitPoint(location: $0, size: card.size, direction: .leftToRight)
        }
        return touch.rotation(touch: unit, resting: nil, reduceMotion: false)
      },
      restingOrbitInside(maxAngle: cards.tilt.maxAngle) { radius, seconds in
        RestingOrbit(radius: radius).point(seconds: seconds)
      },
      linearDragUnbounded(
        pointsPerDegree: cards.productPointsPerDegree,
        linear: { product.degrees(points: $0) },
        bounded: { product.boundedDegrees(points: $0, limitDegrees: $1) }),
      imageSwapThresholds { ProductImageSide(translation: $0) },
      gyroscopeClamp(maxAngle: GyroscopeTilt.defaultMaxAngleDegrees, run: gyroscopeRun),
      gyroscopeSettles(
        maxAngle: GyroscopeTilt.defaultMaxAngleDegrees, run: gyroscopeRun,
        statedSamples: { GyroscopeTilt(smoothingFactor: $0).settlingSamples(tolerance: $1) }),
      gyroscopeNoOvershoot(maxAngle: GyroscopeTilt.defaultMaxAngleDegrees, run: gyroscopeRun),
      reduceMotion(card: card) { kind, raw, direction in
        reducedMotionView(
          kind, raw, direction, drag: drag, touch: touch, product: product, card: card)
      },
    ]
  }

  /// Each tilt type's rotation for a raw case pair (mapped by ``TiltCaseInput``), without
  /// Reduce Motion.
  static func realRotation(
    _ kind: TiltKind, _ raw: SIMD2<Double>, _ direction: WritingDirection, drag: DragTilt,
    touch: TouchTilt, product: LinearDragTilt, card: CardProofGeometry
  ) -> TiltRotation {
    switch kind {
    case .drag:
      return drag.rotation(lean: raw, direction: direction, reduceMotion: false)
    case .touch:
      let location = TiltCaseInput.touchUnit(raw) * card.size
      let unit = TouchTilt.unitPoint(location: location, size: card.size, direction: direction)
      return touch.rotation(touch: unit, resting: nil, reduceMotion: false)
    case .linear:
      return product.rotation(
        translation: TiltCaseInput.productDrag(raw), direction: direction, reduceMotion: false)
    case .bounded:
      return product.boundedRotation(
        translation: TiltCaseInput.productDrag(raw), direction: direction, reduceMotion: false)
    case .gyroscope:
      var filter = GyroscopeTilt()
      for _ in 0..<TiltCaseInput.gyroscopeFeeds {
        filter.next(sample: TiltCaseInput.gyroscopeSample(raw))
      }
      return filter.rotation(direction: direction, reduceMotion: false)
    }
  }

  // MARK: - tilt.dragLean

  /// A drag lean under test: (translation, size) in points → lean per axis.
  typealias TiltDragLean =
    @Sendable (_ translation: SIMD2<Double>, _ size: SIMD2<Double>) -> SIMD2<Double>
  /// A drag rotation under test: (translation, size) in points → angles.
  typealias TiltDragRotation =
    @Sendable (_ translation: SIMD2<Double>, _ size: SIMD2<Double>) -> TiltRotation

  static let dragLeanFact =
    "Holographic card: lean = clamp(translation / (size / 2), −1, 1) per axis, so dragging half "
    + "the card's size leans it all the way; a size without area gives no tilt; the angles are "
    + "−lean.y · maxAngle and lean.x · maxAngle."

  /// `tilt.dragLean` for a lean function and a rotation function (left to right, no Reduce
  /// Motion) of a card leaning up to `maxAngle` degrees.
  ///
  /// Cases: translations as a fraction of half the size (−1.5…1.5, with ±1 and 0 to the ulp),
  /// scaled by 1, 10⁶ or 10³⁰⁰ (huge drags), sizes −20…600 (zero, negative, subnormal, ±∞,
  /// NaN on the edges). Headline margin: `max |lean| − 1`.
  static func dragLean(
    maxAngle: Double, lean: @escaping TiltDragLean, rotation: @escaping TiltDragRotation
  ) -> any Proof {
    let fraction = CardThresholdDomain(-1.5...1.5, step: 0.25, thresholds: [-1, -0.0, 0, 1])
    let side = CardThresholdDomain(-20...600, step: 20, thresholds: [0], far: [1e300])
    let scale = CardProofCheck.choices(1.0, [1e6, 1e300])
    typealias Case = ((Double, Double), (Double, Double), Double)
    let coverage: [CoverageRequirement<Case>] = [
      CoverageRequirement("saturated (|t| > s/2)", atLeast: 0.1) { (value: Case) -> Bool in
        abs(value.0.0) > 1 || abs(value.0.1) > 1
      },
      CoverageRequirement("a size without area", atLeast: 0.02) { (value: Case) -> Bool in
        let (width, height) = value.1
        return !(width > 0 && height > 0 && width.isFinite && height.isFinite)
      },
      CoverageRequirement("a NaN translation", atLeast: 0.002) { (value: Case) -> Bool in
        value.0.0.isNaN || value.0.1.isNaN
      },
      CoverageRequirement("a huge drag (×10⁶ or more)", atLeast: 0.2) { (value: Case) -> Bool in
        value.2 >= 1e6
      },
    ]
    return PropertyProof(
      id: "tilt.dragLean",
      title: "A drag leans the holographic card within ±1, fully at half its size",
      fact: dragLeanFact,
      domain: ProductDomain3(ProductDomain2(fraction, fraction), ProductDomain2(side, side), scale),
      strategy: .sequence([
        .sobol(count: 6000), .edgeBiased(count: 6000, edgeShare: 0.3, includeNonFinite: true),
      ]),
      coverage: coverage
    ) { (value: Case) -> PropertyOutcome in
      let ((fx, fy), (sx, sy), scale) = value
      let size = SIMD2(sx, sy)
      let translation = SIMD2(fx * (sx / 2) * scale, fy * (sy / 2) * scale)
      let measured = lean(translation, size)
      let usable = sx.isFinite && sy.isFinite && sx > 0 && sy > 0
      let expected =
        usable
        ? SIMD2(
          expectedLean(translation.x, half: sx / 2), expectedLean(translation.y, half: sy / 2))
        : SIMD2<Double>(0, 0)
      var checks: [PropertyOutcome] = [
        .expect(max(abs(measured.x), abs(measured.y)), atMost: 1, "|lean| ≤ 1"),
        CardProofCheck.agree(measured.x, expected.x, within: 1e-15, "lean.x"),
        CardProofCheck.agree(measured.y, expected.y, within: 1e-15, "lean.y"),
      ]
      // Half the size leans fully, when half the size is a representable drag.
      if usable, (sx / 2) * 2 == sx, (sy / 2) * 2 == sy {
        let half = lean(SIMD2(sx / 2, -sy / 2), size)
        let full = lean(SIMD2(-sx, sy), size)
        checks.append(
          CardProofCheck.require(
            half == SIMD2(1, -1) && full == SIMD2(-1, 1),
            "dragging (s/2, −s/2) leans \(half), (−s, s) leans \(full); expected (1, −1), (−1, 1)"))
      }
      let turned = rotation(translation, size)
      checks += [
        CardProofCheck.agree(turned.pitchDegrees, -expected.y * maxAngle, within: 1e-12, "pitch"),
        CardProofCheck.agree(turned.yawDegrees, expected.x * maxAngle, within: 1e-12, "yaw"),
        CardProofCheck.require(
          max(abs(turned.pitchDegrees), abs(turned.yawDegrees)) <= maxAngle,
          "angles \(turned) beyond ±\(maxAngle)"),
      ]
      return .all(checks)
    }
  }

  /// The seed's lean on one axis, written out: the ratio to half the size, clamped to ±1;
  /// NaN (a NaN drag, or 0/0) leans nothing.
  static func expectedLean(_ translation: Double, half: Double) -> Double {
    let ratio = translation / half
    if ratio.isNaN { return 0 }
    return CardProofCheck.clamp(ratio, -1, 1)
  }

  // MARK: - tilt.rightToLeftYaw

  static let rightToLeftYawFact =
    "rotation3DEffect mirrors in a right-to-left layout and a drag does not, so the yaw is "
    + "reversed there and the pitch is not (holographic card; the tilt card flips u.x instead)."

  /// `tilt.rightToLeftYaw` for a rotation of each tilt type from a raw pair (see
  /// ``TiltCaseInput``) in a layout direction.
  ///
  /// Cases: every tilt type × a raw pair in −1.5…1.5 (±1 and 0 to the ulp; non-finite on the
  /// edges). Headline margin: `|yaw(RTL) + yaw(LTR)| − 10⁻¹²` degrees.
  static func rightToLeftYaw(
    rotation: @escaping @Sendable (TiltKind, SIMD2<Double>, WritingDirection) -> TiltRotation
  ) -> any Proof {
    let coordinate = CardThresholdDomain(-1.5...1.5, step: 0.125, thresholds: [-1, 0, 1])
    return PropertyProof(
      id: "tilt.rightToLeftYaw", title: "Right to left, the yaw is reversed and the pitch is not",
      fact: rightToLeftYawFact,
      domain: ProductDomain3(
        CardProofCheck.choices(TiltKind.drag, Array(TiltKind.allCases.dropFirst())), coordinate,
        coordinate),
      strategy: .sequence([
        .grid, .edgeBiased(count: 4000, edgeShare: 0.3, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("a sideways lean (|x| ≥ 0.25)", atLeast: 0.5) { abs($0.1) >= 0.25 }
      ]
    ) { kind, x, y in
      let raw = SIMD2(x, y)
      let leftToRight = rotation(kind, raw, .leftToRight)
      let rightToLeft = rotation(kind, raw, .rightToLeft)
      let sum = leftToRight.yawDegrees + rightToLeft.yawDegrees
      let scale = max(1, abs(leftToRight.yawDegrees))
      return .all([
        .expect(
          abs(sum) / scale, atMost: 1e-12,
          "|yaw(RTL) + yaw(LTR)| = |\(rightToLeft.yawDegrees) + \(leftToRight.yawDegrees)|"),
        CardProofCheck.require(
          rightToLeft.pitchDegrees == leftToRight.pitchDegrees,
          "pitch changed right to left: \(leftToRight.pitchDegrees) → \(rightToLeft.pitchDegrees)"
        ),
      ])
    }
  }

  // MARK: - tilt.touchTilt

  static let touchTiltFact =
    "Tilt card: pitch = (0.5 − y) · 2 · maxAngle and yaw = (x − 0.5) · 2 · maxAngle on the "
    + "touch's unit point clamped to [0, 1]², so the card leans at most maxAngle (14°); no "
    + "focus leaves it flat."

  /// `tilt.touchTilt` for a rotation from a touch location in points (`nil`: no touch and no
  /// resting point) on a card of `card`'s size leaning up to `maxAngle` degrees.
  ///
  /// Cases: touch or none × location as a fraction of the card (−0.5…1.5 in steps of 1/32,
  /// with 0, ½ and 1 to the ulp; non-finite on the edges). Headline margin: `max(|pitch|,
  /// |yaw|) − maxAngle`.
  static func touchTilt(
    maxAngle: Double, card: CardProofGeometry,
    rotation: @escaping @Sendable (_ location: SIMD2<Double>?) -> TiltRotation
  ) -> any Proof {
    let coordinate = CardThresholdDomain(-0.5...1.5, step: 1.0 / 32, thresholds: [0, 0.5, 1])
    return PropertyProof(
      id: "tilt.touchTilt", title: "A touch leans the tilt card toward it, within ±maxAngle",
      fact: touchTiltFact,
      domain: ProductDomain3(CardProofCheck.choices(true, [false]), coordinate, coordinate),
      strategy: .sequence([
        .grid, .edgeBiased(count: 4000, edgeShare: 0.3, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("no focus", atLeast: 0.2) { !$0.0 },
        CoverageRequirement("beyond the card", atLeast: 0.1) { value in
          !(0...1).contains(value.1) || !(0...1).contains(value.2)
        },
      ]
    ) { touching, fx, fy in
      guard touching else {
        let flat = rotation(nil)
        return .expect(
          max(abs(flat.pitchDegrees), abs(flat.yawDegrees)), atMost: 0, "no focus: flat")
      }
      let turned = rotation(SIMD2(fx * card.width, fy * card.height))
      // The unit point written out: NaN is the middle, everything else clamps to the card.
      let ux = fx.isNaN ? 0.5 : CardProofCheck.clamp(fx, 0, 1)
      let uy = fy.isNaN ? 0.5 : CardProofCheck.clamp(fy, 0, 1)
      return .all([
        .expect(
          max(abs(turned.pitchDegrees), abs(turned.yawDegrees)), atMost: maxAngle,
          "max(|pitch|, |yaw|)"),
        CardProofCheck.agree(turned.pitchDegrees, (0.5 - uy) * 2 * maxAngle, within: 1e-9, "pitch"),
        CardProofCheck.agree(turned.yawDegrees, (ux - 0.5) * 2 * maxAngle, within: 1e-9, "yaw"),
      ])
    }
  }

  // MARK: - tilt.restingOrbitInside

  static let restingOrbitFact =
    "Tilt card demo: the resting point (0.5 + 0.45 cos 1.6t, 0.5 + 0.45 sin 1.6t) circles the "
    + "centre at radius 0.45, so it stays inside the card and leans it at most 0.9 · maxAngle."

  /// `tilt.restingOrbitInside` for a resting point as a function of the orbit's radius and
  /// the time in seconds; the lean is read through the real `TouchTilt` of `maxAngle`.
  ///
  /// Cases: radius 0.45 (the seed), 0.5, 0, 0.7, −0.2, NaN × t in −8…32 s (about ten turns)
  /// every 1/60 s, plus huge and non-finite times. Headline margin: how far the point lies
  /// outside [0, 1]² (−0.05 for the seed's radius).
  static func restingOrbitInside(
    maxAngle: Double,
    point: @escaping @Sendable (_ radius: Double, _ seconds: Double) -> SIMD2<Double>
  ) -> any Proof {
    let times = CardThresholdDomain(
      -8...32, step: 1.0 / 60, thresholds: [0], far: [1e6, 1e15, 1e300, -1e300])
    let touch = TouchTilt(maxAngleDegrees: maxAngle)
    let turn = 2 * Double.pi / RestingOrbit.defaultRadiansPerSecond
    return PropertyProof(
      id: "tilt.restingOrbitInside", title: "The resting orbit never leaves the card",
      fact: restingOrbitFact,
      domain: ProductDomain2(
        CardProofCheck.choices(RestingOrbit.defaultRadius, [0.5, 0, 0.7, -0.2, .nan]), times),
      strategy: .sequence([
        .grid, .random(count: 4000),
        .edgeBiased(count: 2000, edgeShare: 0.5, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("the seed's radius", atLeast: 0.1) { $0.0 == 0.45 },
        CoverageRequirement("after three turns", atLeast: 0.3) { $0.1 > 3 * turn },
      ]
    ) { radius, seconds in
      let measured = point(radius, seconds)
      // The orbit written out: the radius cleaned to [0, 0.5], NaN → 0; a non-finite phase → 0.
      let r = radius.isNaN ? 0 : CardProofCheck.clamp(radius, 0, 0.5)
      var phase = 1.6 * seconds
      if !phase.isFinite { phase = 0 }
      let expected = SIMD2(0.5 + r * cos(phase), 0.5 + r * sin(phase))
      let outside = max(-measured.x, -measured.y, measured.x - 1, measured.y - 1)
      let lean = touch.rotation(focus: measured, reduceMotion: false)
      let leanBound = 2 * r * maxAngle + 1e-9
      return .all([
        .expect(outside, atMost: 0, "distance outside [0, 1]² at \(measured)"),
        CardProofCheck.agree(measured.x, expected.x, within: 1e-12, "x"),
        CardProofCheck.agree(measured.y, expected.y, within: 1e-12, "y"),
        CardProofCheck.require(
          max(abs(lean.pitchDegrees), abs(lean.yawDegrees)) <= leanBound,
          "the resting point leans \(lean), beyond 2 · \(r) · \(maxAngle)"),
      ])
    }
  }
}
