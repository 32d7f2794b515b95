import EffectKernels
import EffectMath
import Foundation
import ProofEngine

/// The sample audits: every position the CPU ports of the curl bend, the two arc blurs, the
/// ripple and the motion blur read, over every pixel of their layer and a sweep of their
/// parameters, held against the promise from `EffectMath`.
extension KernelProofs {
  /// The slack allowed for `Float` rounding of sample positions: 10⁻³ pt. Positions of a few
  /// hundred points are rounded to about 3·10⁻⁵ pt in `Float`, and the arc blur's rotated spoke
  /// accumulates a few such errors over 24 taps.
  static let positionSlack = 1e-3

  /// How an audited configuration taken from the certified search is labelled.
  static let worstNote = " (the certified search's worst)"

  /// `values` with the first parameter of each of `search`'s worst cases added (the
  /// configurations where its certified search found the supremum), each flagged, sorted.
  static func withWorst(_ values: [Double], _ search: PromiseProof, _ density: ProofDensity)
    -> [(Double, Bool)]
  {
    let worst = search.worstParameters(density).compactMap(\.first).filter { !values.contains($0) }
    return (values.map { ($0, false) } + worst.map { ($0, true) }).sorted { $0.0 < $1.0 }
  }

  /// A playing card's width ÷ height (2.5 × 3.5 in), for the curl's layer.
  static let playingCardAspect = 2.5 / 3.5

  /// `kernel.curlSampleAudit`: `cardCurlBend` over every pixel of each configured card, peels
  /// 0 … 1.
  static func curlSampleAudit(_ config: CurlConfig) -> SampleAuditProof {
    let heights = config.heights
    return SampleAuditProof(
      id: "kernel.curlSampleAudit",
      title: "Every sample the curl bend takes lies within its promise",
      fact:
        "The bend's maxSampleOffset is (0, ceil(r·(π/2 − 1))) with r = 0.16 × the card's height, about 12 points on the 131 pt card (article 002). The CPU port of cardCurlBend runs over every pixel of a card of height \(heights.map { f($0) }.joined(separator: ", ")) pt (width 2.5/3.5 of the height, 1 px per pt) for 26 peels from 0 to 1 (density-scaled); each returned source position is held against CardCurl.maxSampleOffset(height:). Margin: largest offset − promise in points.",
      slack: positionSlack
    ) { density in
      heights.flatMap { height in
        let h = height.isFinite && height > 0 ? height : 0
        let width = Int((h * playingCardAspect).rounded())
        let rows = Int(h.rounded())
        let promise = CardCurl.maxSampleOffset(height: h)
        let peels = withWorst(
          SampleAuditProof.sweep(0...1, count: density.scale(26)),
          CurlProofs.samplePromise(height: h), density)
        return peels.map { peel, isWorst in
          SampleAuditProof.AuditCase(
            label: "height \(f(h)), peel \(f(peel))\(isWorst ? worstNote : "")", promise: promise
          ) {
            let kernel = CardCurlBendKernel(
              height: Float(h), peel: Float(peel), radius: Float(CardCurl.radius(height: h)))
            return SampleAudit(kernel, width: width, height: rows)
          }
        }
      }
    }
  }

  /// `kernel.wheelBlurSampleAudit`: `wheelArcBlur` over the wheel's square layer, blur angles
  /// 0 … 0.35 rad.
  static func wheelBlurSampleAudit(_ wheel: WheelConfig) -> SampleAuditProof {
    let radius = wheel.pocketRadius
    let hub = wheel.hubRadius
    let promised = WheelProofs.blurPromise(wheel)
    let promise = promised.promise.promise
    return arcBlurAudit(
      id: "kernel.wheelBlurSampleAudit",
      title: "Every sample the wheel blur takes lies within its promise",
      fact:
        "The wheel's arc blur promises the chord ceil(2R · sin(0.35/4)) = \(f(promise.x)) pt for R = \(f(radius)) pt (the article's 24). The CPU port of wheelArcBlur runs over every pixel of the \(f(2 * radius)) pt square layer (hub \(f(hub)) pt, 1.5 pt spacing, 24 samples at most) for 8 blur angles from 0 to 0.35 rad (density-scaled); every tap is held against the promise.",
      radius: radius, hub: hub, maxAngle: WheelBlur.maxAngle, promise: promise, search: promised)
  }

  /// `kernel.ballBlurSampleAudit`: `wheelArcBlur` as the ball uses it: centre at the wheel's
  /// centre, no hub, angles 0 … the ball's largest blur angle.
  static func ballBlurSampleAudit(_ wheel: WheelConfig) -> SampleAuditProof {
    let reach = wheel.ballReach
    let promised = WheelProofs.ballBlurPromise(wheel)
    let promise = promised.promise.promise
    let maxAngle = promised.promise.parameters[0].upper
    return arcBlurAudit(
      id: "kernel.ballBlurSampleAudit",
      title: "Every sample the ball blur takes lies within its promise",
      fact:
        "The ball's arc blur promises ceil(2 · \(f(reach)) · sin(\(f(maxAngle))/4)) = \(f(promise.x)) pt (the article: 11 pt at 1/120 s). The CPU port of wheelArcBlur runs over every pixel of the \(f(2 * reach)) pt square around the wheel's centre (no hub) for 8 blur angles from 0 to \(f(maxAngle)) rad (density-scaled).",
      radius: reach, hub: 0, maxAngle: maxAngle, promise: promise, search: promised)
  }

  /// An arc-blur audit over the `2 · radius` square centred on the blur's centre.
  static func arcBlurAudit(
    id: String, title: String, fact: String, radius: Double, hub: Double, maxAngle: Double,
    promise: SIMD2<Double>, search: PromiseProof
  ) -> SampleAuditProof {
    let side = radius.isFinite && radius > 0 ? Int((2 * radius).rounded(.up)) : 0
    let top = maxAngle.isFinite && maxAngle > 0 ? maxAngle : 0
    return SampleAuditProof(id: id, title: title, fact: fact, slack: positionSlack) { density in
      withWorst(SampleAuditProof.sweep(0...top, count: density.scale(8)), search, density).map {
        angle, isWorst in
        SampleAuditProof.AuditCase(
          label: "angle \(f(angle)) rad\(isWorst ? worstNote : "")", promise: promise
        ) {
          let kernel = WheelArcBlurKernel(
            center: SIMD2(Float(radius), Float(radius)), angle: Float(angle),
            innerRadius: Float(hub), outerRadius: Float(radius),
            sampleSpacing: Float(WheelBlur.sampleSpacing),
            maxSamples: Float(WheelBlur.maxSamples))
          return SampleAudit(kernel, layer: UniformLayer(), width: side, height: side)
        }
      }
    }
  }

  /// The side of the ripple's audited square, at most 400 pt: the offset depends only on the
  /// distance from the origin and the time, and 200 pt covers the wave's first 0.3 s at
  /// 650 pt/s and every later moment at those distances.
  static func rippleAuditSide(_ config: RippleConfig) -> Int {
    let wide = config.widestLayout.isFinite && config.widestLayout > 0 ? config.widestLayout : 0
    return Int(min(wide, 400).rounded(.up))
  }

  /// `kernel.rippleSampleAudit`: `ripple` over a square around its origin, elapsed 0 … duration.
  static func rippleSampleAudit(_ config: RippleConfig) -> SampleAuditProof {
    let style = config.style
    let side = rippleAuditSide(config)
    let duration = style.duration.isFinite && style.duration > 0 ? style.duration : 0
    return SampleAuditProof(
      id: "kernel.rippleSampleAudit",
      title: "Every sample the ripple takes lies within its promise",
      fact:
        "The ripple promises its amplitude, \(f(style.maxSampleOffset.x)) pt, on both axes. The CPU port of ripple runs over every pixel of a \(side) pt square centred on the origin for 12 moments from 0 to \(f(duration)) s (density-scaled; amplitude \(f(style.amplitude)), frequency \(f(style.frequency)), decay \(f(style.decay)), speed \(f(style.speed))).",
      slack: positionSlack
    ) { density in
      withWorst(
        SampleAuditProof.sweep(0...duration, count: density.scale(12)),
        RippleProofs.samplePromise(config), density
      ).map { time, isWorst in
        SampleAuditProof.AuditCase(
          label: "elapsed \(f(time)) s\(isWorst ? worstNote : "")", promise: style.maxSampleOffset
        ) {
          let kernel = RippleKernel(
            origin: SIMD2(repeating: Float(side) / 2), time: Float(time),
            amplitude: Float(style.amplitude), frequency: Float(style.frequency),
            decay: Float(style.decay), speed: Float(style.speed))
          return SampleAudit(kernel, layer: UniformLayer(), width: side, height: side)
        }
      }
    }
  }

  /// The most taps the dice blur is given: 16 (our choice; a 20 pt streak at 1.5 pt a tap needs
  /// 14).
  static let diceMaxSamples: Float = 16

  /// `kernel.motionBlurSampleAudit`: `linearMotionBlur` over the die's layer, for the streak of
  /// every pose of throws in 8 directions and three spins.
  static func motionBlurSampleAudit(_ config: DiceConfig) -> SampleAuditProof {
    let size = config.dieSize.isFinite && config.dieSize > 0 ? config.dieSize : 0
    let side = Int(size.rounded(.up))
    let duration =
      config.throwDuration.isFinite && config.throwDuration > 0
      ? config.throwDuration : 0
    let promise = config.dieThrow(directionRadians: 0, spinDegrees: 0).maxSampleOffset
    return SampleAuditProof(
      id: "kernel.motionBlurSampleAudit",
      title: "Every sample the dice blur takes lies within its promise",
      fact:
        "The thrown die promises ceil(speed bound · shutter / 2) = \(f(promise.x)) pt (the article's 10 points). The CPU port of linearMotionBlur (16 samples at most) runs over every pixel of the \(side) pt die with the streak of each pose: 12 moments of 0 … \(f(duration)) s × 8 directions × spins −720°, 0°, 720° (density-scaled).",
      slack: positionSlack
    ) { density in
      let times = SampleAuditProof.sweep(0...duration, count: density.scale(12))
      func audit(_ label: String, _ radians: Double, _ spin: Double, _ time: Double)
        -> SampleAuditProof.AuditCase
      {
        SampleAuditProof.AuditCase(label: label, promise: promise) {
          let streak = config.dieThrow(directionRadians: radians, spinDegrees: spin)
            .pose(at: time).streak()
          let kernel = LinearMotionBlurKernel(
            streak: SIMD2(Float(streak.x), Float(streak.y)), maxSamples: diceMaxSamples)
          return SampleAudit(kernel, layer: UniformLayer(), width: side, height: side)
        }
      }
      let swept = (0..<8).flatMap { direction in
        [-720.0, 0, 720].flatMap { spin in
          times.map { time in
            audit(
              "direction \(direction * 45)°, spin \(f(spin))°, elapsed \(f(time)) s",
              Double(direction) * Double.pi / 4, spin, time)
          }
        }
      }
      let worst = DiceProofs.streakPromise(config).worstParameters(density).map { p in
        audit(
          "direction \(f(p[1])) rad, spin \(f(p[2]))°, elapsed \(f(p[0])) s\(worstNote)",
          p[1], p[2], p[0])
      }
      return swept + worst
    }
  }
}
