import BenchmarkHarness
import EffectMath
import Foundation

/// The `Double` paths that became generic over `EffectScalar` (so the promise certificate runs
/// the app's own code) against frozen copies of the code before that change: `CardCurl.hit(y:)`
/// and `WheelBlur.samples(…)`, on the same inputs in one run. The ratio generic ÷ frozen is the
/// cost of writing the geometry once; 1.0 means none.
enum GenericPathSuite {
  /// The rows of a 131 pt card at 21 peels: 131 × 4 rows × 21 peels.
  static let curlInputs: [(peel: Double, y: Double)] = (0...20).flatMap {
    (step: Int) -> [(peel: Double, y: Double)] in
    (0..<524).map { (row: Int) -> (peel: Double, y: Double) in
      (peel: Double(step) / 20, y: (Double(row) + 0.5) / 4)
    }
  }

  /// The pixels of the 264 pt wheel layer, one in 4 on each axis, at the 0.1 rad blur of 1 rev/s.
  static let wheelPixels: [SIMD2<Double>] = (0..<66).flatMap { (row: Int) -> [SIMD2<Double>] in
    (0..<66).map { (column: Int) -> SIMD2<Double> in
      let x: Double = Double(column) * 4 + 0.5
      let y: Double = Double(row) * 4 + 0.5
      return SIMD2(x, y)
    }
  }

  /// Pixels of a 400 pt square around the ripple's origin, one in 8 per axis, at 9 moments.
  static let rippleInputs: [(pixel: SIMD2<Double>, elapsed: Double)] = (0..<9).flatMap {
    (moment: Int) -> [(pixel: SIMD2<Double>, elapsed: Double)] in
    (0..<2500).map { (index: Int) -> (pixel: SIMD2<Double>, elapsed: Double) in
      let x: Double = Double(index % 50) * 8 - 199.5
      let y: Double = Double(index / 50) * 8 - 199.5
      return (pixel: SIMD2(x, y), elapsed: Double(moment) * 0.25)
    }
  }

  /// 16 directions × 3 spins × 64 moments of the 56 pt die's throw.
  static let diceInputs: [(throw: DieThrow, elapsed: Double)] = (0..<16).flatMap {
    (direction: Int) -> [(throw: DieThrow, elapsed: Double)] in
    [-720.0, 0, 720].flatMap { (spin: Double) -> [(throw: DieThrow, elapsed: Double)] in
      let dieThrow = DieThrow.standard(
        directionRadians: Double(direction) * Double.pi / 8, spinDegrees: spin)
      return (0..<64).map { (moment: Int) -> (throw: DieThrow, elapsed: Double) in
        (throw: dieThrow, elapsed: Double(moment) / 64 * 0.8)
      }
    }
  }

  /// One generic and one frozen benchmark over the same inputs, each summing what `generic` or
  /// `frozen` returns per input (so neither can be optimised away).
  static func pair<Input: Sendable>(
    _ name: String, _ inputs: [Input], generic: @escaping @Sendable (Input) -> Double,
    frozen: @escaping @Sendable (Input) -> Double
  ) -> [Benchmark] {
    [("generic", generic), ("frozen copy", frozen)].map { label, body in
      Benchmark(
        name: "\(name), \(label)", suite: "generic", unit: .items,
        itemsPerIteration: Double(inputs.count)
      ) {
        var sum = 0.0
        for input in inputs { sum += body(input) }
        BlackHole.consume(sum)
      }
    }
  }

  static var benchmarks: [Benchmark] {
    let center = SIMD2<Double>(132, 132)
    return pair(
      "CardCurl.hit", curlInputs,
      generic: { CardCurl(height: 131, peel: $0.peel).hit(y: $0.y).sourceY },
      frozen: { FrozenCurl.hit(curl: CardCurl(height: 131, peel: $0.peel), y: $0.y).sourceY })
      + pair(
        "WheelBlur.samples", wheelPixels,
        generic: {
          Double(
            WheelBlur.samples(
              pixel: $0, center: center, angle: 0.1, innerRadius: 48, outerRadius: 132
            ).count)
        },
        frozen: {
          Double(
            FrozenWheelBlur.samples(
              pixel: $0, center: center, angle: 0.1, innerRadius: 48, outerRadius: 132
            ).count)
        })
      + pair(
        "RippleStyle.samplePosition", rippleInputs,
        generic: {
          RippleStyle.dolly.samplePosition(pixel: $0.pixel, origin: .zero, elapsed: $0.elapsed).x
        },
        frozen: {
          FrozenRipple.samplePosition(
            RippleStyle.dolly, pixel: $0.pixel, origin: .zero, elapsed: $0.elapsed
          ).x
        })
      + pair(
        "DieThrow.pose + streak", diceInputs,
        generic: {
          let pose = $0.throw.pose(at: $0.elapsed)
          return pose.offset.x + pose.streak().x
        },
        frozen: {
          let pose = FrozenDice.pose($0.throw, at: $0.elapsed)
          return pose.offset.x + pose.streak.x
        })
  }

  /// generic ÷ frozen for each pair.
  static var ratios: [BenchmarkRatio] {
    ["CardCurl.hit", "WheelBlur.samples", "RippleStyle.samplePosition", "DieThrow.pose + streak"]
      .map { name in
        BenchmarkRatio(
          label: "\(name): generic ÷ frozen pre-generic copy",
          numerator: "generic/\(name), generic", denominator: "generic/\(name), frozen copy")
      }
  }

  /// The largest difference between the generic and frozen results over the inputs (0 when
  /// they agree bit for bit), checked before anything is timed.
  static func mismatch() -> String? {
    for input in curlInputs {
      let curl = CardCurl(height: 131, peel: input.peel)
      let a = curl.hit(y: input.y)
      let b = FrozenCurl.hit(curl: curl, y: input.y)
      if a.sourceY != b.sourceY || a.region != b.region {
        return "CardCurl.hit at peel \(input.peel), y \(input.y): \(a) against the frozen \(b)"
      }
    }
    for pixel in wheelPixels {
      let a = WheelBlur.samples(
        pixel: pixel, center: SIMD2(132, 132), angle: 0.1, innerRadius: 48, outerRadius: 132)
      let b = FrozenWheelBlur.samples(
        pixel: pixel, center: SIMD2(132, 132), angle: 0.1, innerRadius: 48, outerRadius: 132)
      if a != b { return "WheelBlur.samples at \(pixel): \(a.count) against \(b.count) positions" }
    }
    for input in rippleInputs {
      let a = RippleStyle.dolly.samplePosition(
        pixel: input.pixel, origin: .zero, elapsed: input.elapsed)
      let b = FrozenRipple.samplePosition(
        RippleStyle.dolly, pixel: input.pixel, origin: .zero, elapsed: input.elapsed)
      if a != b { return "RippleStyle.samplePosition at \(input): \(a) against the frozen \(b)" }
    }
    for input in diceInputs {
      let a = input.throw.pose(at: input.elapsed).streak()
      let b = FrozenDice.pose(input.throw, at: input.elapsed).streak
      if a != b { return "DicePose.streak at \(input.elapsed) s: \(a) against the frozen \(b)" }
    }
    return nil
  }
}

/// `CardCurl.hit(y:)` as it was before the bend became generic (commit 054bc01), kept
/// unchanged as the benchmark's baseline, with Foundation's libm in place of EffectMath's
/// internal `Elementary` wrappers (the same C functions).
enum FrozenCurl {
  static func arcsine(_ c: Double) -> Double {
    let x = min(max(c, -1), 1)
    return atan2(x, (1 - x * x).squareRoot())
  }

  static func hit(curl: CardCurl, y: Double) -> CurlHit {
    let flat = CurlHit(region: .flat, sourceY: y, normal: SIMD3(0, 0, 1), brightness: 1)
    let lift = curl.lift
    guard lift > 0, !y.isNaN else { return flat }
    let r = curl.radius
    let fold = curl.fold
    let u = y - fold
    let sweep = lift / r
    if sweep > Double.pi / 2 {
      let nearest = sweep <= Double.pi ? r * sin(sweep) : -(lift - Double.pi * r)
      if u >= nearest && u <= r {
        var normal = SIMD3<Double>(0, 0, 1)
        if u >= 0 {
          let theta = Double.pi - arcsine(u / r)
          normal = SIMD3(0, sin(theta), -cos(theta))
        }
        return CurlHit(
          region: .underside, sourceY: y, normal: normal,
          brightness: min(CardCurl.lighting(normal), CardCurl.undersideLightCap))
      }
    }
    guard u >= 0 else { return flat }
    let reach = r * sin(min(sweep, Double.pi / 2))
    if u <= reach {
      let theta = arcsine(u / r)
      let normal = SIMD3(0, -sin(theta), cos(theta))
      return CurlHit(
        region: .back, sourceY: fold + r * theta, normal: normal,
        brightness: min(CardCurl.lighting(normal), CardCurl.backLightCap))
    }
    return CurlHit(region: .none, sourceY: y, normal: SIMD3(0, 0, 1), brightness: 0)
  }
}

/// `WheelBlur.samples(…)` as it was before the arms became generic (commit 054bc01).
enum FrozenWheelBlur {
  static func samples(
    pixel: SIMD2<Double>, center: SIMD2<Double>, angle: Double, innerRadius: Double,
    outerRadius: Double
  ) -> [SIMD2<Double>] {
    let offset = pixel - center
    let radius = (offset.x * offset.x + offset.y * offset.y).squareRoot()
    guard radius.isFinite,
      !WheelBlur.passesThrough(
        radius: radius, innerRadius: innerRadius, outerRadius: outerRadius, angle: angle)
    else { return [pixel] }
    let count = WheelBlur.sampleCount(radius: radius, angle: angle)
    let step = angle / Double(count - 1)
    let stepTurn = SIMD2(cos(step), sin(step))
    let startTurn = SIMD2(cos(-angle / 2), sin(-angle / 2))
    var arm = turn(offset, by: startTurn)
    var positions: [SIMD2<Double>] = []
    positions.reserveCapacity(count)
    for _ in 0..<count {
      positions.append(center + arm)
      arm = turn(arm, by: stepTurn)
    }
    return positions
  }

  @inline(__always) static func turn(_ vector: SIMD2<Double>, by rotation: SIMD2<Double>)
    -> SIMD2<Double>
  {
    SIMD2(
      vector.x * rotation.x - vector.y * rotation.y,
      vector.x * rotation.y + vector.y * rotation.x)
  }
}

/// `RippleStyle.samplePosition(…)` before the wave became generic (commit 054bc01).
enum FrozenRipple {
  static func samplePosition(
    _ style: RippleStyle, pixel: SIMD2<Double>, origin: SIMD2<Double>, elapsed: Double
  ) -> SIMD2<Double> {
    let delta = pixel - origin
    let radius = (delta.x * delta.x + delta.y * delta.y).squareRoot()
    guard radius > RippleStyle.originRadius, radius.isFinite else { return pixel }
    let tau = style.localTime(distance: radius, elapsed: elapsed)
    var moved = 0.0
    if tau > 0, tau.isFinite, style.amplitude.isFinite, style.frequency.isFinite {
      let value =
        style.amplitude * sin(style.frequency * tau) * exp(-style.effectiveDecay * tau)
      moved = value.isFinite ? value : 0
    }
    return pixel + moved * (delta / radius)
  }
}

/// `DieThrow.pose(at:)` and `DicePose.streak()` before the motion became generic (commit
/// 054bc01): the offset and the streak (the pose's other fields are the same either way).
enum FrozenDice {
  static func pose(_ dieThrow: DieThrow, at elapsed: Double) -> (
    offset: SIMD2<Double>, streak: SIMD2<Double>
  ) {
    let duration = dieThrow.duration
    guard duration > 0, !elapsed.isNaN, elapsed < duration else { return (.zero, .zero) }
    let p = max(0, elapsed / duration)
    let q = 1 - p
    let omega = Double(dieThrow.hops) * Double.pi
    let fade = exp(-dieThrow.decay * p)
    let sine = sin(omega * p)
    let sine2 = sin(2 * omega * p)
    let offset = dieThrow.start * (q * q * q) + SIMD2(0, -dieThrow.hopHeight * fade * sine * sine)
    let slideVelocity = dieThrow.start * (-3 * q * q / duration)
    let hopVelocity =
      -(dieThrow.hopHeight / duration) * fade * (omega * sine2 - dieThrow.decay * sine * sine)
    let velocity = slideVelocity + SIMD2(0, hopVelocity)
    let degrees = dieThrow.spinDegrees * q * q * q
    var radians = degrees.isFinite ? degrees * Double.pi / 180 : 0
    if !radians.isFinite { radians = remainder(degrees, 360) * Double.pi / 180 }
    let c = cos(radians)
    let s = sin(radians)
    let v = velocity * dieThrow.shutter
    let streak = SIMD2(c * v.x + s * v.y, -s * v.x + c * v.y)
    return (offset, streak.x.isFinite && streak.y.isFinite ? streak : .zero)
  }
}
