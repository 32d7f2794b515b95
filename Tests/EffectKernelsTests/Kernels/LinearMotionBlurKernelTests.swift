import EffectKernels
import EffectMath
import Testing

/// The straight-line motion blur port against its tap rule and a closed form.
@Suite struct LinearMotionBlurKernelTests {
  static let pixel = SIMD2<Float>(30.25, 20.5)
  static let constant = PremultipliedColor(red: 0.25, green: 0.5, blue: 0.125, alpha: 0.75)

  static func taps(_ kernel: LinearMotionBlurKernel, at pixel: SIMD2<Float> = pixel)
    -> [SIMD2<Float>]
  {
    var log = TapLogLayer(base: ConstantLayer(color: constant))
    _ = kernel.color(at: pixel, layer: &log)
    return log.positions
  }

  static let streaks: [SIMD2<Float>] = [
    SIMD2(0.6, 0), SIMD2(0, -1), SIMD2(2.9, 1.1), SIMD2(-7, 3), SIMD2(12.5, -20), SIMD2(40, 40),
    SIMD2(-100, 0.25),
  ]

  @Test func shortStreaksPassThrough() {
    let layer = LayerSampler(image: MotionKernelFixtures.image, map: .scale(SIMD2(0.7, 0.7)))
    for streak: SIMD2<Float> in [.zero, SIMD2(0.49, 0), SIMD2(0.3, -0.3), SIMD2(-0.0, 0.2)] {
      let kernel = LinearMotionBlurKernel(streak: streak, maxSamples: 24)
      var log = TapLogLayer(base: layer)
      #expect(kernel.color(at: Self.pixel, layer: &log) == layer.sample(Self.pixel))
      #expect(log.positions == [Self.pixel])
    }
  }

  @Test(arguments: [Float(24), 6, 2, 1, 0, -3, 1000])
  func tapsAreCentredAndSpanTheStreak(maxSamples: Float) {
    for streak in Self.streaks {
      let taps = Self.taps(LinearMotionBlurKernel(streak: streak, maxSamples: maxSamples))
      let span = (SIMD2<Double>(streak) * SIMD2<Double>(streak)).sum().squareRoot()
      let wanted = (span / 1.5).rounded(.up)
      let expectedCount = Int(min(max(wanted, 2), max(Double(maxSamples), 2)))
      #expect(taps.count == expectedCount, "streak \(streak)")
      guard let first = taps.first, let last = taps.last else { continue }
      let half = SIMD2<Double>(streak) / 2
      let p = SIMD2<Double>(Self.pixel)
      #expect(MotionKernelFixtures.near(first, p - half, 1e-5))
      #expect(MotionKernelFixtures.near(last, p + half, 1e-4))
      let mean = taps.reduce(SIMD2<Double>()) { $0 + SIMD2<Double>($1) } / Double(taps.count)
      #expect(MotionKernelFixtures.near(Self.pixel, mean, 1e-4))
      // Evenly spaced.
      let hop = SIMD2<Double>(streak) / Double(taps.count - 1)
      for (k, tap) in taps.enumerated() {
        #expect(MotionKernelFixtures.near(tap, p - half + Double(k) * hop, 1e-4))
      }
    }
  }

  @Test func aConstantLayerStaysConstant() {
    for streak in Self.streaks {
      var layer = ConstantLayer(color: Self.constant)
      let kernel = LinearMotionBlurKernel(streak: streak, maxSamples: 24)
      #expect(kernel.color(at: Self.pixel, layer: &layer) == Self.constant)
    }
  }

  @Test func theDieThrowsStreaksStayWithinItsPromise() {
    let die = DieThrow.standard()
    let promise = die.maxSampleOffset
    for k in 0...40 {
      let pose = die.pose(at: die.duration * Double(k) / 40)
      let streak = SIMD2<Float>(pose.streak())
      let layer = LayerSampler(image: MotionKernelFixtures.image)
      let audit = SampleAudit(
        LinearMotionBlurKernel(streak: streak, maxSamples: 24), layer: layer, width: 12,
        height: 12)
      #expect(audit.nonFiniteCount == 0)
      #expect(Double(audit.largestOffset.x) <= promise.x)
      #expect(Double(audit.largestOffset.y) <= promise.y)
    }
  }

  @Test func badArgumentsNeverTrap() {
    let layer = LayerSampler(image: MotionKernelFixtures.image)
    var calls = 0
    for x in MotionKernelFixtures.hostile {
      for y in [Float.nan, 0, 3, .infinity, -1e30] {
        for maxSamples in MotionKernelFixtures.hostile {
          let kernel = LinearMotionBlurKernel(streak: SIMD2(x, y), maxSamples: maxSamples)
          for pixel in MotionKernelFixtures.hostilePositions {
            var reader = layer
            _ = kernel.color(at: pixel, layer: &reader)
            calls += 1
          }
        }
      }
    }
    #expect(calls > 0)
    // NaN streaks do not pass through (NaN compares false): 2 taps. Huge ones stop at 4096.
    #expect(Self.taps(LinearMotionBlurKernel(streak: SIMD2(.nan, 1), maxSamples: 24)).count == 2)
    let endless = LinearMotionBlurKernel(streak: SIMD2(1e30, 0), maxSamples: .infinity)
    #expect(Self.taps(endless).count == 4096)
  }

  @Test func renderingIsTheSameAtOneAndTwoJobs() {
    let kernel = LinearMotionBlurKernel(streak: SIMD2(9, -4), maxSamples: 24)
    let one = KernelRenderer.render(kernel, over: MotionKernelFixtures.image, jobs: 1)
    let two = KernelRenderer.render(kernel, over: MotionKernelFixtures.image, jobs: 2)
    #expect(one == two)
    #expect(one != MotionKernelFixtures.image)
  }
}
