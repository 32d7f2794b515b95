import EffectKernels
import Foundation
import Testing

/// The ripple port against a closed form computed in Double.
@Suite struct RippleKernelTests {
  static let origin = SIMD2<Float>(60, 40)

  static func kernel(time: Float, amplitude: Float = 6) -> RippleKernel {
    RippleKernel(
      origin: origin, time: time, amplitude: amplitude, frequency: 22, decay: 3, speed: 400)
  }

  /// `position + heading · push` in Double, the shader's math.
  static func expectedSample(_ k: RippleKernel, at p: SIMD2<Float>) -> (SIMD2<Double>, Double) {
    let outward = SIMD2<Double>(p) - SIMD2<Double>(k.origin)
    let dist = (outward * outward).sum().squareRoot()
    let since = max(Double(k.time) - dist / max(Double(k.speed), 1), 0)
    let push =
      Double(k.amplitude) * sin(Double(k.frequency) * since) * exp(-Double(k.decay) * since)
    let heading = dist > 0.001 ? outward / dist : .zero
    return (SIMD2<Double>(p) + heading * push, push)
  }

  static let pixels: [SIMD2<Float>] = stride(from: Float(0.5), to: 120, by: 3.7).flatMap { y in
    stride(from: Float(0.25), to: 160, by: 4.1).map { SIMD2($0, y) }
  }

  @Test(arguments: [Float(0), 0.02, 0.08, 0.15, 0.3, 0.6])
  func samplePositionMatchesTheClosedForm(time: Float) {
    let kernel = Self.kernel(time: time)
    for pixel in Self.pixels {
      var log = TapLogLayer(base: ConstantLayer(color: .white))
      _ = kernel.color(at: pixel, layer: &log)
      #expect(log.positions.count == 1)
      let (expected, _) = Self.expectedSample(kernel, at: pixel)
      if let tap = log.positions.first {
        #expect(MotionKernelFixtures.near(tap, expected, 1e-4), "pixel \(pixel)")
        // The promise: never farther than |amplitude|.
        let offset = SIMD2<Double>(tap - pixel)
        #expect((offset * offset).sum().squareRoot() <= 6 + 1e-4)
      }
    }
  }

  @Test func theOriginAndZeroAmplitudeStayPut() {
    let layer = LayerSampler(image: MotionKernelFixtures.image, map: .scale(SIMD2(0.2, 0.2)))
    for time: Float in [0, 0.1, 0.5] {
      var log = TapLogLayer(base: layer)
      let out = Self.kernel(time: time).color(at: Self.origin, layer: &log)
      #expect(out.isFinite)
      #expect(log.positions == [Self.origin])
    }
    let still = Self.kernel(time: 0.1, amplitude: 0)
    for pixel in Self.pixels {
      var log = TapLogLayer(base: layer)
      let out = still.color(at: pixel, layer: &log)
      #expect(log.positions == [pixel])
      #expect(out == PremultipliedColor(half4: layer.sample(pixel).half4))
    }
  }

  @Test(arguments: [Float(6), -6])
  func crestShadingClampsToCoverage(amplitude: Float) {
    let colors = [
      PremultipliedColor(red: 0.5, green: 0.25, blue: 0, alpha: 0.5),
      PremultipliedColor(red: 0.95, green: 0.02, blue: 0.5, alpha: 1),
      .white, .black, .clear,
    ]
    for time: Float in [0.02, 0.05, 0.1, 0.2] {
      let kernel = Self.kernel(time: time, amplitude: amplitude)
      for color in colors {
        for pixel in Self.pixels {
          var layer = ConstantLayer(color: color)
          let out = kernel.color(at: pixel, layer: &layer)
          let a = Float(color.half4.w)
          #expect(out.alpha == a)
          for channel in [out.red, out.green, out.blue] {
            #expect(channel >= 0 && channel <= a)
          }
          // Closed form: clamp(rgb + 0.18 · crest · a, 0, a); no shading for amplitude ≤ 0.
          let (_, push) = Self.expectedSample(kernel, at: pixel)
          let crest = amplitude > 0 ? push / Double(amplitude) : 0
          for (channel, input) in zip(
            [out.red, out.green, out.blue], [color.red, color.green, color.blue])
          {
            let expected = min(max(Double(input) + 0.18 * crest * Double(a), 0), Double(a))
            #expect(abs(Double(channel) - expected) <= 2e-3)
          }
        }
      }
    }
  }

  @Test func badArgumentsNeverTrap() {
    let layer = LayerSampler(image: MotionKernelFixtures.image)
    let values = MotionKernelFixtures.hostile
    let base: [Float] = [0.1, 6, 22, 3, 400]
    var finite = 0
    for slot in 0..<7 {
      for value in values {
        var a = base
        var o = Self.origin
        if slot < 5 {
          a[slot] = value
        } else if slot == 5 {
          o.y = value
        } else {
          o = SIMD2(value, value)
        }
        let kernel = RippleKernel(
          origin: o, time: a[0], amplitude: a[1], frequency: a[2], decay: a[3], speed: a[4])
        for pixel in MotionKernelFixtures.hostilePositions {
          var reader = layer
          if kernel.color(at: pixel, layer: &reader).isFinite { finite += 1 }
        }
      }
    }
    // The crest clamp keeps every finite-layer colour finite, whatever the arguments.
    #expect(finite == 7 * values.count * MotionKernelFixtures.hostilePositions.count)
  }

  @Test func renderingIsTheSameAtOneAndTwoJobs() {
    let kernel = RippleKernel(
      origin: SIMD2(20, 16), time: 0.05, amplitude: 3, frequency: 22, decay: 3, speed: 300)
    let one = KernelRenderer.render(kernel, over: MotionKernelFixtures.image, jobs: 1)
    let two = KernelRenderer.render(kernel, over: MotionKernelFixtures.image, jobs: 2)
    #expect(one == two)
    #expect(one != MotionKernelFixtures.image)
  }
}
