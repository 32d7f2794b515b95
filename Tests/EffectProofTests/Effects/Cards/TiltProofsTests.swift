import EffectMath
import Foundation
import ProofEngine
import Testing

@testable import EffectProof

/// Runs a catalogue proof with the default seed; `low` density for sabotaged variants, which
/// only need to fail.
func runCardProof(_ proof: any Proof, density: ProofDensity = .default) -> ProofResult {
  proof.run(RunSettings(density: density))
}

/// The counterexample's notes (original and shrunk), for checking what failed.
func cardCounterexampleNotes(_ result: ProofResult) -> String {
  guard let example = result.counterexample else { return "" }
  return [example.original.value, example.original.note ?? "", example.shrunk.note ?? ""]
    .joined(separator: " | ")
}

@Suite struct TiltProofsTests {
  static let ids = [
    "tilt.dragLean", "tilt.rightToLeftYaw", "tilt.touchTilt", "tilt.restingOrbitInside",
    "tilt.linearDragUnbounded", "tilt.imageSwapThresholds", "tilt.gyroscopeClamp",
    "tilt.gyroscopeSettles", "tilt.gyroscopeNoOvershoot", "tilt.reduceMotion",
  ]

  static let config = EffectProofConfig.seeds
  static let card = CardProofGeometry(config.cards)
  static let drag = DragTilt(maxAngleDegrees: config.cards.holographic.maxAngle)
  static let touch = TouchTilt(maxAngleDegrees: config.cards.tilt.maxAngle)
  static let product = LinearDragTilt(pointsPerDegree: config.cards.productPointsPerDegree)
  static let gyroscope: TiltGyroscopeRun = { alpha, samples in
    var filter = GyroscopeTilt(smoothingFactor: alpha)
    return samples.map { filter.next(sample: $0) }
  }

  // MARK: - The catalogue

  @Test func idsInCatalogueOrder() {
    #expect(TiltProofs.proofs(for: Self.config.cards).map(\.id) == Self.ids)
  }

  @Test func idsAreUniqueWithTheTiltPrefixAndEveryProofStatesItsFact() {
    let proofs = TiltProofs.proofs(for: Self.config.cards)
    #expect(Set(proofs.map(\.id)).count == proofs.count)
    #expect(proofs.allSatisfy { $0.id.hasPrefix("tilt.") })
    #expect(proofs.allSatisfy { $0.fact.count > 40 && $0.fact.hasSuffix(".") })
    #expect(proofs.allSatisfy { $0.title != $0.id && $0.isShardable })
    let all = proofs + FlipProofs.proofs(for: Self.config.cards)
    #expect(Set(all.map(\.id)).count == all.count)
  }

  @Test func theProofsFollowTheConfigsAngles() {
    var config = Self.config
    config.cards.holographic.maxAngle = 10
    config.cards.tilt.maxAngle = 9
    config.cards.productPointsPerDegree = 18
    for proof in TiltProofs.proofs(for: config.cards) {
      let result = runCardProof(proof, density: .low)
      #expect(result.status == .passed, "\(proof.id): \(result.findings.map(\.message))")
    }
    // The card leans 16° but the config says 10°: the proof notices.
    let mismatched = TiltProofs.dragLean(
      maxAngle: 10, lean: { DragTilt.lean(translation: $0, size: $1) },
      rotation: {
        Self.drag.rotation(translation: $0, size: $1, direction: .leftToRight, reduceMotion: false)
      })
    #expect(runCardProof(mismatched, density: .low).status == .failed)
  }

  // MARK: - Each proof can fail

  @Test func dragLeanFailsForAnUnclampedOrHalvedOrNaNLean() {
    let rotation: @Sendable (SIMD2<Double>, SIMD2<Double>) -> TiltRotation = {
      Self.drag.rotation(translation: $0, size: $1, direction: .leftToRight, reduceMotion: false)
    }
    let unclamped = TiltProofs.dragLean(
      maxAngle: 16, lean: { translation, size in translation / (size / 2) }, rotation: rotation)
    let result = runCardProof(unclamped, density: .low)
    #expect(result.status == .failed)
    #expect((result.worst?.margin ?? 0) < 0)
    // Dividing by the whole size leans only halfway at half the size.
    let wholeSize = TiltProofs.dragLean(
      maxAngle: 16,
      lean: { translation, size in
        guard size.x > 0, size.y > 0, size.x.isFinite, size.y.isFinite else { return .zero }
        return SIMD2(
          TiltProofs.expectedLean(translation.x, half: size.x),
          TiltProofs.expectedLean(translation.y, half: size.y))
      }, rotation: rotation)
    #expect(runCardProof(wholeSize, density: .low).status == .failed)
    // A NaN drag passed through instead of leaning 0.
    let passesNaN = TiltProofs.dragLean(
      maxAngle: 16,
      lean: { translation, size in
        let lean = DragTilt.lean(translation: translation, size: size)
        return SIMD2(translation.x.isNaN ? .nan : lean.x, lean.y)
      }, rotation: rotation)
    let nanResult = runCardProof(passesNaN)
    #expect(nanResult.status == .failed)
    #expect(cardCounterexampleNotes(nanResult).contains("nan"))
  }

  @Test func rightToLeftYawFailsWhenADragYawIsNotReversed() {
    let proof = TiltProofs.rightToLeftYaw { kind, raw, direction in
      // The drag tilt forgets the layout direction; every other type is real.
      let used = kind == .drag ? WritingDirection.leftToRight : direction
      return TiltProofs.realRotation(
        kind, raw, used, drag: Self.drag, touch: Self.touch, product: Self.product,
        card: Self.card)
    }
    let result = runCardProof(proof, density: .low)
    #expect(result.status == .failed)
    #expect(result.counterexample?.original.value.hasPrefix("(drag,") == true)
    // Mirroring the pitch too is just as wrong.
    let pitchToo = TiltProofs.rightToLeftYaw { kind, raw, direction in
      let rotation = TiltProofs.realRotation(
        kind, raw, direction, drag: Self.drag, touch: Self.touch, product: Self.product,
        card: Self.card)
      guard direction == .rightToLeft else { return rotation }
      return TiltRotation(pitchDegrees: -rotation.pitchDegrees, yawDegrees: rotation.yawDegrees)
    }
    #expect(runCardProof(pitchToo, density: .low).status == .failed)
  }

  @Test func touchTiltFailsForAnUnclampedPointAFlippedPitchOrALeanWithoutFocus() {
    let unclamped = TiltProofs.touchTilt(maxAngle: 14, card: Self.card) { location in
      guard let location else { return .flat }
      let unit = location / Self.card.size
      return TiltRotation(pitchDegrees: (0.5 - unit.y) * 28, yawDegrees: (unit.x - 0.5) * 28)
    }
    let result = runCardProof(unclamped, density: .low)
    #expect(result.status == .failed)
    #expect((result.worst?.margin ?? 0) < 0)
    let flipped = TiltProofs.touchTilt(maxAngle: 14, card: Self.card) { location in
      let unit = location.flatMap {
        TouchTilt.unitPoint(location: $0, size: Self.card.size, direction: .leftToRight)
      }
      let real = Self.touch.rotation(touch: unit, resting: nil, reduceMotion: false)
      return TiltRotation(pitchDegrees: -real.pitchDegrees, yawDegrees: real.yawDegrees)
    }
    #expect(runCardProof(flipped, density: .low).status == .failed)
    let leansWithoutFocus = TiltProofs.touchTilt(maxAngle: 14, card: Self.card) { location in
      guard let location else { return TiltRotation(pitchDegrees: 14, yawDegrees: 0) }
      let unit = TouchTilt.unitPoint(
        location: location, size: Self.card.size, direction: .leftToRight)
      return Self.touch.rotation(touch: unit, resting: nil, reduceMotion: false)
    }
    let noFocus = runCardProof(leansWithoutFocus, density: .low)
    #expect(noFocus.status == .failed)
    #expect(noFocus.counterexample?.original.value.hasPrefix("(false,") == true)
  }

  @Test func restingOrbitFailsWhenTheRadiusIsNotClamped() {
    let proof = TiltProofs.restingOrbitInside(maxAngle: 14) { radius, seconds in
      let phase = 1.6 * seconds
      guard phase.isFinite, !radius.isNaN else { return SIMD2(0.5, 0.5) }
      return SIMD2(0.5 + radius * cos(phase), 0.5 + radius * sin(phase))
    }
    let result = runCardProof(proof, density: .low)
    #expect(result.status == .failed)
    #expect(result.counterexample?.original.value.hasPrefix("(0.7,") == true)
    #expect((result.worst?.margin ?? 0) < -0.19)
  }

  @Test func linearDragFailsForASaturatingSeedMapOrAnUnboundedVariant() {
    let saturating = TiltProofs.linearDragUnbounded(
      pointsPerDegree: 12, linear: { min(max($0 / 12, -60), 60) },
      bounded: { Self.product.boundedDegrees(points: $0, limitDegrees: $1) })
    let result = runCardProof(saturating, density: .low)
    #expect(result.status == .failed)
    #expect(cardCounterexampleNotes(result).contains("1080"))
    let unbounded = TiltProofs.linearDragUnbounded(
      pointsPerDegree: 12, linear: { Self.product.degrees(points: $0) },
      bounded: { points, _ in Self.product.degrees(points: points) })
    let unboundedResult = runCardProof(unbounded, density: .low)
    #expect(unboundedResult.status == .failed)
    #expect((unboundedResult.worst?.margin ?? 0) < 0)
    // The right bound but the wrong slope at rest (drag / 18 inside tanh).
    let wrongSlope = TiltProofs.linearDragUnbounded(
      pointsPerDegree: 12, linear: { Self.product.degrees(points: $0) },
      bounded: { points, limit in limit * tanh(points / 18 / limit) })
    #expect(runCardProof(wrongSlope, density: .low).status == .failed)
  }

  @Test func imageSwapFailsForNonStrictComparisonsOrTheWrongPrecedence() {
    let inclusive = TiltProofs.imageSwapThresholds { translation in
      if translation.y <= -60 { return .top }
      if abs(translation.x) > 70 { return .back }
      return .front
    }
    let result = runCardProof(inclusive, density: .low)
    #expect(result.status == .failed)
    #expect(result.counterexample?.original.value.hasSuffix(", -60.0)") == true)
    let backFirst = TiltProofs.imageSwapThresholds { translation in
      if abs(translation.x) > 70 { return .back }
      if translation.y < -60 { return .top }
      return .front
    }
    #expect(runCardProof(backFirst, density: .low).status == .failed)
    let oneUlpLate = TiltProofs.imageSwapThresholds { translation in
      if translation.y < -60 { return .top }
      if abs(translation.x) > 70.0.nextUp { return .back }
      return .front
    }
    let late = runCardProof(oneUlpLate, density: .low)
    #expect(late.status == .failed)
    #expect(late.failingCases >= 2)
  }

  @Test func gyroscopeClampFailsWithoutTheClamp() {
    let unclamped = TiltProofs.gyroscopeClamp(maxAngle: 15) { alpha, samples in
      var current = GyroscopeSample.level
      return samples.map { sample in
        if !sample.rollDegrees.isNaN {
          current.rollDegrees += alpha * (sample.rollDegrees - current.rollDegrees)
        }
        if !sample.pitchDegrees.isNaN {
          current.pitchDegrees += alpha * (sample.pitchDegrees - current.pitchDegrees)
        }
        return current
      }
    }
    let result = runCardProof(unclamped, density: .low)
    #expect(result.status == .failed)
    #expect((result.worst?.margin ?? 0) < 0)
  }

  @Test func gyroscopeSettlesFailsForAShortStatedTimeOrASlowerFilter() {
    let optimistic = TiltProofs.gyroscopeSettles(
      maxAngle: 15, run: Self.gyroscope,
      statedSamples: { alpha, tolerance in
        GyroscopeTilt(smoothingFactor: alpha).settlingSamples(tolerance: tolerance).map { $0 - 5 }
      })
    let result = runCardProof(optimistic, density: .low)
    #expect(result.status == .failed)
    #expect((result.worst?.margin ?? 0) < 0)
    let slower = TiltProofs.gyroscopeSettles(
      maxAngle: 15,
      run: { alpha, samples in Self.gyroscope(alpha * 0.9, samples) },
      statedSamples: { GyroscopeTilt(smoothingFactor: $0).settlingSamples(tolerance: $1) })
    #expect(runCardProof(slower, density: .low).status == .failed)
  }

  @Test func gyroscopeNoOvershootFailsForAnOvershootingFilter() {
    let overshooting = TiltProofs.gyroscopeNoOvershoot(maxAngle: 15) { alpha, samples in
      // An under-damped step: 1.2 α of the way, unguarded, then clamped to the range.
      var current = GyroscopeSample.level
      func step(_ value: Double, _ reading: Double) -> Double {
        guard !reading.isNaN else { return value }
        let target = min(max(reading, -15), 15)
        return min(max(value + min(1.2 * alpha, 1.5) * (target - value), -15), 15)
      }
      return samples.map { sample in
        current = GyroscopeSample(
          rollDegrees: step(current.rollDegrees, sample.rollDegrees),
          pitchDegrees: step(current.pitchDegrees, sample.pitchDegrees))
        return current
      }
    }
    let result = runCardProof(overshooting, density: .low)
    #expect(result.status == .failed)
    #expect(cardCounterexampleNotes(result).contains("sample"))
  }

  @Test func reduceMotionFailsWhenADragStillTiltsOrTheHighlightHides() {
    let stillTilts = TiltProofs.reduceMotion(card: Self.card) { kind, raw, direction in
      var view = TiltProofs.reducedMotionView(
        kind, raw, direction, drag: Self.drag, touch: Self.touch, product: Self.product,
        card: Self.card)
      if kind == .drag {
        view.rotation = Self.drag.rotation(lean: raw, direction: direction, reduceMotion: false)
      }
      return view
    }
    let result = runCardProof(stillTilts, density: .low)
    #expect(result.status == .failed)
    #expect(result.counterexample?.original.value.hasPrefix("(drag,") == true)
    let hidesHighlight = TiltProofs.reduceMotion(card: Self.card) { kind, raw, direction in
      var view = TiltProofs.reducedMotionView(
        kind, raw, direction, drag: Self.drag, touch: Self.touch, product: Self.product,
        card: Self.card)
      view.highlight?.opacity = 0
      return view
    }
    let hidden = runCardProof(hidesHighlight, density: .low)
    #expect(hidden.status == .failed)
    #expect(cardCounterexampleNotes(hidden).contains("opacity"))
  }
}
