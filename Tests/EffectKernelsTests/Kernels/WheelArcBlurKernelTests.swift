import EffectKernels
import EffectMath
import Foundation
import Testing

/// The arc-blur port against EffectMath's `WheelBlur` sample rules and a closed form.
@Suite struct WheelArcBlurKernelTests {
  static let center = SIMD2<Float>(150, 150)
  static let constant = PremultipliedColor(red: 0.25, green: 0.5, blue: 0.125, alpha: 0.75)

  static func kernel(angle: Float, maxSamples: Float = 24) -> WheelArcBlurKernel {
    WheelArcBlurKernel(
      center: center, angle: angle, innerRadius: 40, outerRadius: 132, sampleSpacing: 1.5,
      maxSamples: maxSamples)
  }

  /// Pixels across the wheel's square frame, off the texel grid.
  static let pixels: [SIMD2<Float>] = stride(from: Float(0.25), to: 300, by: 7.3).flatMap { y in
    stride(from: Float(0.5), to: 300, by: 7.3).map { SIMD2($0, y) }
  }

  /// The taps one pixel reads.
  static func taps(_ kernel: WheelArcBlurKernel, at pixel: SIMD2<Float>) -> [SIMD2<Float>] {
    var log = TapLogLayer(base: ConstantLayer(color: constant))
    _ = kernel.color(at: pixel, layer: &log)
    return log.positions
  }

  @Test(arguments: [Float(0.02), 0.1, 0.35])
  func tapsAreTheEffectMathSamples(angle: Float) {
    let kernel = Self.kernel(angle: angle)
    var blurred = 0
    var boundary = 0
    for pixel in Self.pixels {
      let taps = Self.taps(kernel, at: pixel)
      let expected = WheelBlur.samples(
        pixel: SIMD2<Double>(pixel), center: SIMD2<Double>(Self.center), angle: Double(angle),
        innerRadius: 40, outerRadius: 132, sampleSpacing: 1.5, maxSamples: 24)
      let arm = SIMD2<Double>(pixel - Self.center)
      let r = (arm * arm).sum().squareRoot()
      guard taps.count == expected.count else {
        // Only where r·angle/spacing rounds up differently in Float and Double, or where the
        // pixel's radius is within rounding of the ring's edge.
        boundary += 1
        let quotient = r * Double(angle) / 1.5
        let nearInteger = abs(quotient - quotient.rounded()) < 1e-4
        let nearEdge = abs(r - 40) < 1e-4 || abs(r - 132) < 1e-4
        #expect(nearInteger || nearEdge, "pixel \(pixel): \(taps.count) vs \(expected.count)")
        continue
      }
      if expected == [SIMD2<Double>(pixel)] && taps.count == 1 {
        #expect(taps == [pixel])
        continue
      }
      blurred += 1
      #expect(
        taps.count
          == WheelBlur.sampleCount(radius: r, angle: Double(angle), sampleSpacing: 1.5))
      for (tap, oracle) in zip(taps, expected) {
        #expect(MotionKernelFixtures.near(tap, oracle, 2e-3), "pixel \(pixel)")
      }
      // Closed form: on the pixel's circle, from −angle/2 to +angle/2 in equal steps.
      let step = Double(angle) / Double(taps.count - 1)
      for (k, tap) in taps.enumerated() {
        let spoke = SIMD2<Double>(tap - Self.center)
        #expect(abs((spoke * spoke).sum().squareRoot() - r) < 2e-3)
        let turn = atan2(arm.x * spoke.y - arm.y * spoke.x, (arm * spoke).sum())
        #expect(abs(turn - (-Double(angle) / 2 + Double(k) * step)) < 2e-5)
      }
    }
    #expect(blurred > 300)
    #expect(boundary * 100 < blurred)
  }

  @Test func pixelsOffTheRingOnTheHubOrWithoutAngleReturnTheLayerSample() {
    let layer = LayerSampler(image: MotionKernelFixtures.image, map: .scale(SIMD2(0.1, 0.1)))
    let cases: [(WheelArcBlurKernel, SIMD2<Float>)] = [
      (Self.kernel(angle: 0.2), SIMD2(150, 150)),  // the centre: the hub
      (Self.kernel(angle: 0.2), SIMD2(170, 160)),  // hub
      (Self.kernel(angle: 0.2), SIMD2(5, 5)),  // corner, outside the ring
      (Self.kernel(angle: 0.2), SIMD2(150, 283)),  // just outside the ring
      (Self.kernel(angle: 0), SIMD2(150, 250)),  // still wheel
      (Self.kernel(angle: -0.3), SIMD2(150, 250)),  // negative angle
      (Self.kernel(angle: -.infinity), SIMD2(150, 250)),
    ]
    for (kernel, pixel) in cases {
      var log = TapLogLayer(base: layer)
      let out = kernel.color(at: pixel, layer: &log)
      #expect(out == layer.sample(pixel))
      #expect(log.positions == [pixel])
    }
  }

  @Test func aConstantLayerStaysConstant() {
    for angle: Float in [0.01, 0.2, 0.35, 3, 7] {
      let kernel = Self.kernel(angle: angle)
      for pixel in Self.pixels {
        var layer = ConstantLayer(color: Self.constant)
        #expect(kernel.color(at: pixel, layer: &layer) == Self.constant)
      }
    }
  }

  @Test func theBlurAveragesTheTapsInHalf() {
    let layer = LayerSampler(image: MotionKernelFixtures.image, map: .scale(SIMD2(0.13, 0.11)))
    let kernel = Self.kernel(angle: 0.3)
    for pixel in Self.pixels.prefix(400) {
      var log = TapLogLayer(base: layer)
      let out = kernel.color(at: pixel, layer: &log)
      let sum = log.positions.reduce(SIMD4<Double>()) {
        $0 + SIMD4<Double>(SIMD4<Float>(layer.sample($1).half4))
      }
      let mean = sum / Double(log.positions.count)
      for k in 0..<4 {
        #expect(abs(Double(out.simd[k]) - mean[k]) <= 1e-3 * max(abs(mean[k]), 1e-2))
      }
    }
  }

  @Test func samplesStayWithinTheWheelBlurPromise() {
    let layer = LayerSampler(image: MotionKernelFixtures.image)
    let kernel = Self.kernel(angle: Float(WheelBlur.maxAngle))
    let audit = SampleAudit(kernel, layer: layer, width: 300, height: 300)
    let promise = WheelBlur.maxSampleOffset(outerRadius: 132)
    #expect(audit.nonFiniteCount == 0)
    #expect(Double(audit.largestOffset.x) <= promise.x)
    #expect(Double(audit.largestOffset.y) <= promise.y)
    #expect(Double(audit.largestOffset.x) > promise.x - 2)
  }

  @Test func tapCountsFollowTheCapsAndGuards() {
    let pixel = SIMD2<Float>(150, 250)  // radius 100
    // 100 · 0.297 / 1.5 = 19.8 → 20 taps; capped at 8; NaN and tiny caps give 2.
    #expect(Self.taps(Self.kernel(angle: 0.297), at: pixel).count == 20)
    #expect(Self.taps(Self.kernel(angle: 0.3, maxSamples: 8), at: pixel).count == 8)
    #expect(Self.taps(Self.kernel(angle: 0.3, maxSamples: .nan), at: pixel).count == 2)
    #expect(Self.taps(Self.kernel(angle: 0.3, maxSamples: -5), at: pixel).count == 2)
    #expect(Self.taps(Self.kernel(angle: 0.3, maxSamples: 2.9), at: pixel).count == 2)
    // A huge cap and a long arc stop at 4096 taps instead of looping for ever.
    #expect(Self.taps(Self.kernel(angle: 1e30, maxSamples: .infinity), at: pixel).count == 4096)
    #expect(Self.taps(Self.kernel(angle: 6, maxSamples: 1e9), at: pixel).count == 400)
    // A NaN angle does not pass through (NaN compares false): 2 taps at NaN positions.
    let nan = Self.taps(Self.kernel(angle: .nan), at: pixel)
    #expect(nan.count == 2 && nan.allSatisfy { $0.x.isNaN && $0.y.isNaN })
    // A NaN spacing counts as 0.25: 100 · 0.297 / 0.25 = 118.8 → 119.
    let spacing = WheelArcBlurKernel(
      center: Self.center, angle: 0.297, innerRadius: 40, outerRadius: 132, sampleSpacing: .nan,
      maxSamples: 200)
    #expect(Self.taps(spacing, at: pixel).count == 119)
  }

  @Test func badArgumentsNeverTrap() {
    let layer = LayerSampler(image: MotionKernelFixtures.image)
    let values = MotionKernelFixtures.hostile
    let base: [Float] = [0.3, 40, 132, 1.5, 24]
    var calls = 0
    for slot in 0..<7 {
      for value in values {
        var a = base
        var c = Self.center
        if slot < 5 {
          a[slot] = value
        } else if slot == 5 {
          c.x = value
        } else {
          c = SIMD2(value, value)
        }
        let kernel = WheelArcBlurKernel(
          center: c, angle: a[0], innerRadius: a[1], outerRadius: a[2], sampleSpacing: a[3],
          maxSamples: a[4])
        for pixel in MotionKernelFixtures.hostilePositions + [SIMD2(150, 250)] {
          var reader = layer
          _ = kernel.color(at: pixel, layer: &reader)
          calls += 1
        }
      }
    }
    let everything = WheelArcBlurKernel(
      center: SIMD2(.nan, .infinity), angle: .infinity, innerRadius: -.infinity,
      outerRadius: .infinity, sampleSpacing: 0, maxSamples: .infinity)
    var reader = layer
    _ = everything.color(at: SIMD2(3, 4), layer: &reader)
    #expect(calls == 7 * values.count * 6)
  }

  @Test func renderingIsTheSameAtOneAndTwoJobs() {
    let kernel = WheelArcBlurKernel(
      center: SIMD2(20, 16), angle: 0.35, innerRadius: 3, outerRadius: 18, sampleSpacing: 1.5,
      maxSamples: 24)
    let one = KernelRenderer.render(kernel, over: MotionKernelFixtures.image, jobs: 1)
    let two = KernelRenderer.render(kernel, over: MotionKernelFixtures.image, jobs: 2)
    #expect(one == two)
    #expect(one != MotionKernelFixtures.image)
  }
}
