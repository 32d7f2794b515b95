import EffectMath
import Foundation
import GSL
import ProofEngine

extension WheelProofs {
  /// GSL Brent on the implementation's switch: the speed where `WheelBlur.angle` turns from 0
  /// to non-zero at `radius` and `shutter`, searched on (0, 10 × the formula's threshold].
  static func brentThreshold(radius: Double, shutter: Double) throws(GSLError) -> Double {
    let formula = WheelBlur.offThresholdDegreesPerSecond(outerRadius: radius, shutter: shutter)
    let root = try RootFinding.root(
      between: 0, and: 10 * formula, absoluteTolerance: 1e-13, relativeTolerance: 1e-14
    ) { speed in
      WheelBlur.angle(degreesPerSecond: speed, outerRadius: radius, shutter: shutter) > 0 ? 1 : -1
    }
    return root.root
  }

  /// `wheel.blurOffThreshold` for `wheel`'s pocket ring and shutter, over speeds 0 … 3 × the
  /// threshold.
  static func blurOffThreshold(_ wheel: WheelConfig) -> PropertyProof<IntervalDomain<Double>> {
    let radius = wheel.pocketRadius
    let shutter = wheel.shutter
    let formula = WheelBlur.offThresholdDegreesPerSecond(outerRadius: radius, shutter: shutter)
    let limit = formula.isFinite ? 3 * formula : 1
    let article = wheel.isArticleGeometry
    return PropertyProof(
      id: "wheel.blurOffThreshold",
      title: "The blur switches off below about 13 °/s",
      fact:
        "The blur switches off below 13 degrees a second, where the rim moves less than half a point per frame: threshold = 0.5 / R / shutter · 180/π (\(FactText.number(formula)) °/s at R = \(FactText.number(radius)) pt, shutter \(FactText.number(shutter))). GSL's Brent finds the implementation's switch within 10⁻⁹ relative of the formula\(article ? " and within 0.1 of the article's 13 °/s" : ""); speeds above it blur, speeds below do not (10⁻¹² relative slack at the switch). Margin in °/s.",
      domain: IntervalDomain(0.0...limit, grid: .points(301)),
      strategy: .sequence([.grid, .sobol(count: 512)])
    ) { speed in
      let switchAt: Double
      do throws(GSLError) {
        switchAt = try brentThreshold(radius: radius, shutter: shutter)
      } catch {
        return TimingProofs.oracleFailed(error, "the blur's switch")
      }
      var outcomes: [PropertyOutcome] = [
        .expect(
          abs(switchAt - formula), atMost: 1e-9 * formula,
          "GSL's switch \(switchAt) °/s, formula \(formula) °/s")
      ]
      if article {
        outcomes.append(
          .expect(abs(switchAt - 13), atMost: 0.1, "the switch is at \(switchAt) °/s, not about 13")
        )
      }
      let on = WheelBlur.angle(degreesPerSecond: speed, outerRadius: radius, shutter: shutter) > 0
      outcomes.append(
        on
          ? .expect(speed, atLeast: switchAt * (1 - 1e-12), "blurred at \(speed) °/s")
          : .expect(speed, atMost: switchAt * (1 + 1e-12), "not blurred at \(speed) °/s"))
      return .all(outcomes)
    }
  }

  /// `wheel.blurSwitchesOffOnce` over `landings`: the blur sampled at 240 Hz over the spin and
  /// half a second after it.
  static func blurSwitchesOffOnce(_ landings: FiniteSetDomain<WheelLanding>, wheel: WheelConfig)
    -> PropertyProof<FiniteSetDomain<WheelLanding>>
  {
    let radius = wheel.pocketRadius
    let shutter = wheel.shutter
    let threshold = WheelBlur.offThresholdDegreesPerSecond(outerRadius: radius, shutter: shutter)
    let frame = 1.0 / 240
    return PropertyProof(
      id: "wheel.blurSwitchesOffOnce",
      title: "The blur fades out once and never flickers back on",
      fact:
        """
        The curve only slows, so it crosses the \(FactText.number(threshold)) °/s line exactly \
        once, and the blur fades out without ever flickering back on. For every landing, \
        sampled every 1/240 s to half a second past the end: the blur is on at the start, \
        switches off exactly once and never back on, and the first frame without blur is within \
        one frame after GSL's Brent root of |speed| = threshold (bracketed by the start and \
        that frame). Margin: the sampled switch's distance past the root, in seconds, minus one \
        frame.
        """,
      domain: landings,
      strategy: .grid
    ) { landing in
      let spin = landing.spin
      func blurred(_ t: Double) -> Bool {
        WheelBlur.angle(
          degreesPerSecond: spin.degreesPerSecond(at: t), outerRadius: radius, shutter: shutter)
          > 0
      }
      let frames = Int(((spin.duration + 0.5) / frame).rounded(.up))
      var offs = 0
      var ons = 0
      var firstOff: Double?
      var previous = blurred(spin.start)
      for k in 1...frames {
        let t = spin.start + Double(k) * frame
        let now = blurred(t)
        if previous && !now {
          offs += 1
          if firstOff == nil { firstOff = t }
        }
        if !previous && now { ons += 1 }
        previous = now
      }
      var outcomes: [PropertyOutcome] = [
        blurred(spin.start) ? .pass : .fail("\(landing): no blur at the start", margin: 1),
        ons == 0 ? .pass : .fail("\(landing): the blur comes back on \(ons) times", margin: 1),
        offs <= 1 ? .pass : .fail("\(landing): the blur switches off \(offs) times", margin: 1),
      ]
      guard let off = firstOff else {
        outcomes.append(.fail("\(landing): the blur never switches off", margin: 1))
        return .all(outcomes)
      }
      let root: RootResult
      do throws(GSLError) {
        root = try RootFinding.root(between: spin.start, and: off) {
          abs(spin.degreesPerSecond(at: $0)) - threshold
        }
      } catch {
        return TimingProofs.oracleFailed(error, "\(landing): speed = threshold")
      }
      outcomes.append(
        .expect(off - root.root, atMost: frame, "\(landing): off at \(off), GSL root \(root.root)"))
      outcomes.append(
        .expect(
          off - root.root, atLeast: 0, "\(landing): off at \(off), before GSL's root \(root.root)"))
      return .all(outcomes)
    }
  }

  /// `wheel.blurAtOneRevolution` at 1 rev/s and the ends of the article's peak band.
  static func blurAtOneRevolution(_ wheel: WheelConfig)
    -> PropertyProof<FiniteSetDomain<Double>>
  {
    let radius = wheel.pocketRadius
    let shutter = wheel.shutter
    let article = wheel.isArticleGeometry
    return PropertyProof(
      id: "wheel.blurAtOneRevolution",
      title: "About one revolution a second blurs about 0.10 rad, 14 pt at the rim",
      fact:
        "At about one revolution a second with a 1/60 shutter the blur is about 0.10 radians, roughly 6 degrees, around 14 points at the rim of the 300-point wheel; the blur length follows the speed instead of sitting at its 0.35 rad cap. At 0.8, 1 and 1.2 rev/s: angle = 2π · rev/s · shutter to 10⁻¹², below the cap\(article ? "; at 1 rev/s within 0.01 rad of 0.10 and within 0.5 pt of 14 pt at R = 132" : ""). Margin in radians (points for the arc).",
      domain: FiniteSetDomain([1.0, 0.8, 1.2], orElse: 1.0),
      strategy: .grid
    ) { revolutions in
      let angle = WheelBlur.angle(
        degreesPerSecond: 360 * revolutions, outerRadius: radius, shutter: shutter)
      let closed = 2 * Double.pi * revolutions * shutter
      var outcomes: [PropertyOutcome] = [
        .expect(
          abs(angle - closed), atMost: 1e-12,
          "\(revolutions) rev/s: \(angle), closed form \(closed)"),
        .expect(
          angle, atMost: WheelBlur.maxAngle - 1e-9,
          "\(revolutions) rev/s: \(angle) rad hits the cap"),
      ]
      if article && revolutions == 1 {
        outcomes.append(
          .expect(abs(angle - 0.10), atMost: 0.01, "1 rev/s: \(angle) rad, not about 0.10"))
        outcomes.append(
          .expect(
            abs(angle * radius - 14), atMost: 0.5,
            "1 rev/s: \(angle * radius) pt at the rim, not about 14"))
      }
      return .all(outcomes)
    }
  }

  // MARK: - Promises

  /// The promise options: the standard sweep with one polished point per axis (the chord's
  /// supremum sits on the rim, where the sweep's best point already is).
  static let promiseOptions = PromiseProofOptions(polishedPerAxis: 1)

  /// `wheel.blurPromise`: the pocket ring's promise, or `promise` when given (for tests).
  static func blurPromise(_ wheel: WheelConfig, promise: SIMD2<Double>? = nil) -> PromiseProof {
    let radius = wheel.pocketRadius
    let hub = wheel.hubRadius
    let maxAngle = WheelBlur.maxAngle
    let promised = promise ?? WheelBlur.maxSampleOffset(outerRadius: radius, maxAngle: maxAngle)
    return arcBlurPromise(
      id: "wheel.blurPromise", title: "The wheel blur's maxSampleOffset holds",
      fact:
        """
        maxSampleOffset is the chord ceil(2R · sin(θmax / 4)), not the arc R · θ: \
        \(FactText.number(promised.x)) pt for R = \(FactText.number(radius)) pt and the 0.35 \
        rad cap (the article's 24 pt for R = 132, true supremum ≈ 23.07, tightness ≈ 1.04). \
        Swept over angle ∈ [0, 0.35] and every pixel of the \
        \(FactText.number(2 * radius))-point square the layer covers, with WheelBlur.samples \
        (hub \(FactText.number(hub)) pt passes through). Margin: supremum − promise in points.
        """,
      outerRadius: radius, innerRadius: hub, maxAngle: maxAngle, promise: promised)
  }

  /// `wheel.ballBlurPromise`: the ball's promise at its reach from the centre, or `promise`
  /// when given (for tests).
  static func ballBlurPromise(_ wheel: WheelConfig, promise: SIMD2<Double>? = nil) -> PromiseProof {
    let reach = wheel.ballReach
    // The app's own promise when the config keeps the ball's speed and shutter: what
    // RouletteBallFlight ships; the config's values, proven as given, when it overrides them.
    let shipped =
      wheel.ballShutter == WheelBlur.ballShutter
      && wheel.ballDegreesPerSecond == RouletteBallFlight.launchDegreesPerSecond
    // The sweep covers the angles the ball really blurs by (its top speed over its shutter),
    // whatever the promise was computed from.
    let maxAngle = wheel.ballMaxBlurAngle
    let promised =
      promise
      ?? (shipped
        ? RouletteBallFlight.maxSampleOffset(diameter: wheel.diameter)
        : WheelBlur.maxSampleOffset(outerRadius: reach, maxAngle: maxAngle))
    return arcBlurPromise(
      id: "wheel.ballBlurPromise", title: "The ball blur's maxSampleOffset holds",
      fact:
        "The ball's maxSampleOffset uses its reach from the wheel's centre (the rim radius, taken as diameter / 2 = \(FactText.number(reach)) pt) and its largest blur angle, \(FactText.number(wheel.ballDegreesPerSecond)) °/s at a \(FactText.number(wheel.ballShutter)) s shutter = \(FactText.number(maxAngle)) rad: ceil(2 · \(FactText.number(reach)) · sin(\(FactText.number(maxAngle)) / 4)) = \(FactText.number(promised.x)) pt (the article: 27 pt at 1/60, 11 pt at 1/120); \(shipped ? "the promise is RouletteBallFlight.maxSampleOffset(diameter:), the value the app ships" : "the config overrides the ball's speed or shutter, so its values are proven as given"). Swept over angle ∈ [0, \(FactText.number(maxAngle))] and every pixel of the \(FactText.number(2 * reach))-point square around the centre, inner radius 0. Margin: supremum − promise in points.",
      outerRadius: reach, innerRadius: 0, maxAngle: maxAngle, promise: promised)
  }

  /// An arc-blur promise: `WheelBlur.samples` around the centre of a `2 · outerRadius` square,
  /// swept over blur angles `0…maxAngle`.
  static func arcBlurPromise(
    id: String, title: String, fact: String, outerRadius: Double, innerRadius: Double,
    maxAngle: Double, promise: SIMD2<Double>
  ) -> PromiseProof {
    let center = SIMD2(outerRadius, outerRadius)
    return PromiseProof(
      title: title, fact: fact,
      promise: SampleOffsetPromise(
        id: id, parameters: [ParameterRange("angle", 0...maxAngle)],
        pixels: PixelRegion(width: 2 * outerRadius, height: 2 * outerRadius), promise: promise,
        geometry: ArcBlurGeometry(
          center: center, innerRadius: innerRadius, outerRadius: outerRadius),
        closedForm: SIMD2(repeating: 2 * outerRadius * Double.sin(radians: maxAngle / 4))),
      options: promiseOptions)
  }
}
