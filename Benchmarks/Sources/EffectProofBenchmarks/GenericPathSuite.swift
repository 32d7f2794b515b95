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

  static var benchmarks: [Benchmark] {
    [
      Benchmark(
        name: "CardCurl.hit, generic", suite: "generic", unit: .items,
        itemsPerIteration: Double(curlInputs.count)
      ) {
        var sum = 0.0
        for input in curlInputs {
          sum += CardCurl(height: 131, peel: input.peel).hit(y: input.y).sourceY
        }
        BlackHole.consume(sum)
      },
      Benchmark(
        name: "CardCurl.hit, frozen copy", suite: "generic", unit: .items,
        itemsPerIteration: Double(curlInputs.count)
      ) {
        var sum = 0.0
        for input in curlInputs {
          sum += FrozenCurl.hit(curl: CardCurl(height: 131, peel: input.peel), y: input.y).sourceY
        }
        BlackHole.consume(sum)
      },
      Benchmark(
        name: "WheelBlur.samples, generic", suite: "generic", unit: .items,
        itemsPerIteration: Double(wheelPixels.count)
      ) {
        var count = 0
        for pixel in wheelPixels {
          count +=
            WheelBlur.samples(
              pixel: pixel, center: SIMD2(132, 132), angle: 0.1, innerRadius: 48, outerRadius: 132
            ).count
        }
        BlackHole.consume(Double(count))
      },
      Benchmark(
        name: "WheelBlur.samples, frozen copy", suite: "generic", unit: .items,
        itemsPerIteration: Double(wheelPixels.count)
      ) {
        var count = 0
        for pixel in wheelPixels {
          count +=
            FrozenWheelBlur.samples(
              pixel: pixel, center: SIMD2(132, 132), angle: 0.1, innerRadius: 48, outerRadius: 132
            ).count
        }
        BlackHole.consume(Double(count))
      },
    ]
  }

  /// generic ÷ frozen for both.
  static var ratios: [BenchmarkRatio] {
    ["CardCurl.hit", "WheelBlur.samples"].map { name in
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
