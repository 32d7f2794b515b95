import EffectMath
import Foundation
import GSL
import ProofEngine

extension DiceProofs {
  /// The largest spin the throw proofs cover, in degrees either way.
  static let maximumSpin = 720.0

  /// Elapsed time, throw direction and spin: the throw's parameter box.
  static func throwDomain(_ config: DiceConfig, gridPoints: Int)
    -> ProductDomain3<IntervalDomain<Double>, AngleDomain, IntervalDomain<Double>>
  {
    ProductDomain3(
      IntervalDomain(0.0...max(config.throwDuration, 0), grid: .points(gridPoints)),
      AngleDomain(gridPoints: 8),
      IntervalDomain(-maximumSpin...maximumSpin, grid: .points(3)))
  }

  // MARK: - Speed

  /// `dice.speedBound`: a dense sample of every throw stays below the speed bound, and the
  /// velocity is the derivative of the offset (GSL central differences).
  static func speedBound(_ config: DiceConfig)
    -> PropertyProof<ProductDomain3<IntervalDomain<Double>, AngleDomain, IntervalDomain<Double>>>
  {
    let bound = config.dieThrow(directionRadians: 0, spinDegrees: 0).speedBound
    return PropertyProof(
      id: "dice.speedBound",
      title: "The throw never moves faster than its speed bound",
      fact:
        """
        The throw is a cubic slide plus decaying hops, and the two largest possible speeds \
        added together bound the whole path: 3·|start|/T + (h/T)·(k/2 + √(k²/4 + (nπ)²)) = \
        \(FactText.number(bound)) pt/s here. Over elapsed ∈ [0, \
        \(FactText.number(config.throwDuration))] s (201 points), 8 directions and spins of \
        ±\(FactText.number(maximumSpin))° (grid + 2048 Sobol): speed ≤ bound, and each velocity \
        component matches GSL's central derivative of the offset within 10⁻⁶ relative. Margin \
        in pt/s.
        """,
      domain: throwDomain(config, gridPoints: 201),
      strategy: .sequence([.grid, .sobol(count: 2048)])
    ) { elapsed, direction, spin in
      let dieThrow = config.dieThrow(directionRadians: direction, spinDegrees: spin)
      let pose = dieThrow.pose(at: elapsed)
      var outcomes: [PropertyOutcome] = [
        .expect(pose.speed, atMost: bound, "speed at \(elapsed) s, direction \(direction)")
      ]
      guard elapsed > 1e-3, elapsed < dieThrow.duration - 1e-3 else { return .all(outcomes) }
      for axis in 0..<2 {
        do throws(GSLError) {
          let slope = try Differentiation.central(at: elapsed, step: 1e-4) {
            dieThrow.pose(at: $0).offset[axis]
          }
          outcomes.append(
            .expect(
              abs(slope.value - pose.velocity[axis]),
              atMost: 1e-6 * max(bound, 1) + 10 * slope.absoluteError,
              "axis \(axis) at \(elapsed) s: velocity \(pose.velocity[axis]), GSL \(slope.value)"))
        } catch {
          return TimingProofs.oracleFailed(error, "d offset / dt at \(elapsed) s")
        }
      }
      return .all(outcomes)
    }
  }

  /// GSL Brent's largest speed of `dieThrow` over `pieces` equal pieces of its duration.
  static func brentMaximumSpeed(_ dieThrow: DieThrow, pieces: Int = 32) -> Double {
    let duration = dieThrow.duration
    var best = dieThrow.pose(at: 0).speed
    for piece in 0..<pieces {
      let lower = duration * Double(piece) / Double(pieces)
      let upper = duration * Double(piece + 1) / Double(pieces)
      best = max(best, dieThrow.pose(at: lower).speed, dieThrow.pose(at: upper).speed)
      do throws(GSLError) {
        let found = try Minimization.maximum(
          between: lower, and: upper, absoluteTolerance: 1e-12
        ) { dieThrow.pose(at: $0).speed }
        best = max(best, found.value)
      } catch {
        // Monotone on this piece (no interior maximum): its ends are already counted.
      }
    }
    return best
  }

  /// `dice.speedBoundGSL`: GSL Brent maximisation of the speed finds nothing above the bound.
  static func speedBoundGSL(_ config: DiceConfig)
    -> PropertyProof<ProductDomain2<AngleDomain, FiniteSetDomain<Double>>>
  {
    let bound = config.dieThrow(directionRadians: 0, spinDegrees: 0).speedBound
    return PropertyProof(
      id: "dice.speedBoundGSL",
      title: "GSL's maximisation of the speed stays below the bound",
      fact:
        """
        The speed bound (\(FactText.number(bound)) pt/s) must hold at the true maximum, not \
        just at sampled times: GSL's Brent maximiser on 32 equal pieces of the throw, for 12 \
        directions and spins 0, ±\(FactText.number(maximumSpin))°, finds no speed above it (the \
        slide's 3·|start|/T is reached at elapsed 0). Margin in pt/s.
        """,
      domain: ProductDomain2(
        AngleDomain(gridPoints: 12), FiniteSetDomain([0, -maximumSpin, maximumSpin], orElse: 0)),
      strategy: .grid
    ) { direction, spin in
      let dieThrow = config.dieThrow(directionRadians: direction, spinDegrees: spin)
      let found = brentMaximumSpeed(dieThrow)
      return .expect(found, atMost: bound, "GSL's largest speed \(found) pt/s at \(direction)")
    }
  }

  // MARK: - Promise

  /// The options of the streak promise: 5 grid points on each of the 5 free coordinates,
  /// 1024 Sobol points, 1 polished point per axis (the pixel does not change the offset, so
  /// two of the five coordinates are flat).
  static let promiseOptions = PromiseProofOptions(
    gridPointsPerAxis: 5, sobolPoints: 1024, polishedPerAxis: 1)

  /// `dice.streakPromise`: every streak lies within the throw's `maxSampleOffset`, or
  /// `promise` when given (for tests).
  static func streakPromise(_ config: DiceConfig, promise: SIMD2<Double>? = nil) -> PromiseProof {
    let size = config.dieSize
    let promised = promise ?? config.dieThrow(directionRadians: 0, spinDegrees: 0).maxSampleOffset
    return PromiseProof(
      title: "The dice blur's maxSampleOffset holds",
      fact:
        """
        maxSampleOffset comes from the speed bound: ceil(bound · shutter / 2) = \
        \(FactText.number(promised.x)) pt (the article's 10 points at the default die size). \
        The blur samples pixel ± streak/2, with streak = screen velocity × shutter rotated back \
        by the die's angle. Swept over elapsed ∈ [0, \(FactText.number(config.throwDuration))] \
        s, direction ∈ [0, 2π], spin ∈ ±\(FactText.number(maximumSpin))° and every pixel of the \
        \(FactText.number(size))-point die. Margin: supremum − promise in points.
        """,
      promise: SampleOffsetPromise(
        id: "dice.streakPromise",
        parameters: [
          ParameterRange("elapsed", 0...max(config.throwDuration, 0)),
          ParameterRange("direction", 0...(2 * Double.pi)),
          ParameterRange("spin", -maximumSpin...maximumSpin),
        ],
        pixels: PixelRegion(width: size, height: size), promise: promised,
        geometry: DiceStreakGeometry(
          base: config.dieThrow(directionRadians: 0, spinDegrees: 0), dieSize: size)),
      options: promiseOptions)
  }

  // MARK: - Rest

  /// `dice.restAtEnd`: at and after the end of the throw the die rests with the blur off.
  static func restAtEnd(_ config: DiceConfig)
    -> PropertyProof<ProductDomain2<AngleDomain, FiniteSetDomain<Double>>>
  {
    let duration = config.throwDuration
    return PropertyProof(
      id: "dice.restAtEnd",
      title: "The die ends at rest with the blur off",
      fact:
        """
        Every moving part ends at rest: the slide's velocity 3·start·q²/T and the hop's sin² \
        and its derivative vanish at p = 1. For 16 directions, at elapsed = T, T + 1 s and +∞, \
        the pose is exactly DicePose.rest (offset 0, 0°, speed 0, blur off); 10⁻⁶ s before the \
        end the speed is already below 10⁻³ pt/s (continuity). Margin in pt/s.
        """,
      domain: ProductDomain2(
        AngleDomain(gridPoints: 16), FiniteSetDomain([0, maximumSpin], orElse: 0)),
      strategy: .grid
    ) { direction, spin in
      let dieThrow = config.dieThrow(directionRadians: direction, spinDegrees: spin)
      var outcomes: [PropertyOutcome] = []
      for elapsed in [duration, duration + 1, .infinity] {
        let pose = dieThrow.pose(at: elapsed)
        outcomes.append(
          pose == .rest && !pose.isBlurEnabled && pose.speed == 0
            ? .pass : .fail("not at rest at \(elapsed) s: \(pose)", margin: pose.speed + 1))
      }
      let before = dieThrow.pose(at: duration - 1e-6)
      outcomes.append(.expect(before.speed, atMost: 1e-3, "speed 10⁻⁶ s before the end"))
      return .all(outcomes)
    }
  }

  /// `dice.firstFrameAtRest`: the animator's starting elapsed time shows the die at rest.
  static func firstFrameAtRest(_ config: DiceConfig)
    -> PropertyProof<ProductDomain2<AngleDomain, FiniteSetDomain<Double>>>
  {
    PropertyProof(
      id: "dice.firstFrameAtRest",
      title: "The first frame already shows the die at rest",
      fact:
        """
        keyframeAnimator runs on a trigger change, not on insertion, so the animator starts at \
        the full duration and the first render is already at rest: for 16 directions and spins \
        0, ±\(FactText.number(maximumSpin))°, initialElapsed = duration and pose(at: \
        initialElapsed) is DicePose.rest with the blur off and a zero streak.
        """,
      domain: ProductDomain2(
        AngleDomain(gridPoints: 16),
        FiniteSetDomain([0, -maximumSpin, maximumSpin], orElse: 0)),
      strategy: .grid
    ) { direction, spin in
      let dieThrow = config.dieThrow(directionRadians: direction, spinDegrees: spin)
      let pose = dieThrow.pose(at: dieThrow.initialElapsed)
      let streak = pose.streak()
      return .all([
        .expect(
          abs(dieThrow.initialElapsed - dieThrow.duration), atMost: 0,
          "starts at \(dieThrow.initialElapsed), not the duration"),
        .expect(pose.speed, atMost: 0, "first frame moves: \(pose)"),
        .expect(
          abs(pose.offset.x) + abs(pose.offset.y) + abs(pose.degrees), atMost: 0,
          "first frame is off its resting place: \(pose)"),
        .expect(abs(streak.x) + abs(streak.y), atMost: 0, "first frame streak \(streak)"),
        pose == .rest && !pose.isBlurEnabled
          ? .pass : .fail("first frame \(pose) is not DicePose.rest", margin: 1),
      ])
    }
  }
}
