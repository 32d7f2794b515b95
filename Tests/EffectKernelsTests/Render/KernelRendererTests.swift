import EffectKernels
import Testing

/// A colour kernel that writes its position into red and green, so the renderer's geometry
/// shows in the output.
private struct PositionKernel: ColorEffectKernel {
  func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    PremultipliedColor(red: position.x, green: position.y, blue: color.blue, alpha: color.alpha)
  }
}

/// A distortion that reads `shift` points away from every pixel.
private struct ShiftDistortion: DistortionEffectKernel {
  var shift: SIMD2<Float>
  func sourcePosition(at position: SIMD2<Float>) -> SIMD2<Float> { position + shift }
}

/// A layer kernel that averages the samples `offsets` away from the pixel.
private struct AverageKernel: LayerEffectKernel {
  var offsets: [SIMD2<Float>]
  func color<Layer: LayerSampling>(at position: SIMD2<Float>, layer: inout Layer)
    -> PremultipliedColor
  {
    var total = SIMD4<Float>(repeating: 0)
    for offset in offsets { total += layer.sample(position + offset).simd }
    return PremultipliedColor(simd: total / Float(max(offsets.count, 1)))
  }
}

/// `KernelRenderer` and `SampleAudit` against positions and samples worked out by hand.
@Suite struct KernelRendererTests {
  /// A 5 × 3 image whose red channel is x and green is 10·y.
  static let ramp: RasterImage = {
    var image = RasterImage(width: 5, height: 3)
    for y in 0..<3 {
      for x in 0..<5 {
        image.setPixel(
          x: x, y: y,
          to: PremultipliedColor(red: Float(x), green: Float(10 * y), blue: 0.25, alpha: 1))
      }
    }
    return image
  }()

  @Test func colourKernelsSeePixelCentresInPoints() {
    let out = KernelRenderer.render(PositionKernel(), over: Self.ramp)
    #expect(out.width == 5 && out.height == 3)
    for y in 0..<3 {
      for x in 0..<5 {
        let p = out.pixel(x: x, y: y)
        #expect(p.red == Float(x) + 0.5 && p.green == Float(y) + 0.5)
        #expect(p.blue == 0.25 && p.alpha == 1)
      }
    }
    // At 2 pixels per point, pixel 3's centre is 3.5 / 2 = 1.75 points.
    let retina = KernelRenderer.render(PositionKernel(), over: Self.ramp, scale: 2)
    #expect(retina.pixel(x: 3, y: 1).red == 1.75)
    #expect(retina.pixel(x: 3, y: 1).green == 0.75)
  }

  @Test(arguments: [2, 3, 7, 1000])
  func jobsDoNotChangeTheResult(jobs: Int) {
    let one = KernelRenderer.render(PositionKernel(), over: Self.ramp, jobs: 1)
    #expect(KernelRenderer.render(PositionKernel(), over: Self.ramp, jobs: jobs) == one)
    let blur = AverageKernel(offsets: [SIMD2(-1, 0), SIMD2(0, 0), SIMD2(1, 0.5)])
    #expect(
      KernelRenderer.render(blur, over: Self.ramp, jobs: jobs)
        == KernelRenderer.render(blur, over: Self.ramp, jobs: 1))
  }

  @Test func distortionSamplesTheLayerAtTheSourcePosition() {
    // One point right: pixel x takes texel x + 1, and the last column repeats the edge.
    let out = KernelRenderer.render(ShiftDistortion(shift: SIMD2(1, 0)), over: Self.ramp)
    for y in 0..<3 {
      for x in 0..<5 {
        #expect(out.pixel(x: x, y: y).red == Float(min(x + 1, 4)))
        #expect(out.pixel(x: x, y: y).green == Float(10 * y))
      }
    }
    // Half a point down blends rows y and y + 1 equally: green 10·y + 5 (edge row repeats).
    let half = KernelRenderer.render(ShiftDistortion(shift: SIMD2(0, 0.5)), over: Self.ramp)
    #expect(half.pixel(x: 2, y: 0).green == 5)
    #expect(half.pixel(x: 2, y: 2).green == 20)
  }

  @Test func layerKernelsReadThroughTheSampler() {
    let out = KernelRenderer.render(
      AverageKernel(offsets: [SIMD2(-1, 0), SIMD2(1, 0)]), over: Self.ramp)
    // Interior: (x − 1 + x + 1) / 2 = x. Left edge: (0 + 1) / 2.
    #expect(out.pixel(x: 2, y: 1).red == 2)
    #expect(out.pixel(x: 0, y: 1).red == 0.5)
  }

  @Test func badGeometryNeverTraps() {
    let empty = RasterImage(width: 0, height: 4)
    #expect(KernelRenderer.render(PositionKernel(), over: empty, jobs: 4).isEmpty)
    for scale in [Double.nan, .infinity, -2, 0] {
      let out = KernelRenderer.render(PositionKernel(), over: Self.ramp, scale: scale)
      #expect(out.pixel(x: 1, y: 0).red == 1.5, "scale \(scale) is taken as 1")
    }
    for jobs in [Int.min, -1, 0] {
      #expect(KernelRenderer.render(PositionKernel(), over: Self.ramp, jobs: jobs).width == 5)
    }
    let wild = KernelRenderer.render(
      ShiftDistortion(shift: SIMD2(.nan, .infinity)), over: Self.ramp)
    #expect(wild.pixel(x: 3, y: 1) == Self.ramp.pixel(x: 0, y: 2), "NaN → near edge, +∞ → far")
  }

  @Test func sampleAuditFindsTheLargestOffsetPerAxis() {
    let kernel = AverageKernel(offsets: [SIMD2(-3, 0.5), SIMD2(2, -1.25), SIMD2(0, 0)])
    let audit = SampleAudit(kernel, layer: LayerSampler(image: Self.ramp), width: 5, height: 3)
    #expect(audit.pixelCount == 15)
    #expect(audit.sampleCount == 45)
    #expect(audit.nonFiniteCount == 0)
    #expect(audit.largestOffset == SIMD2(3, 1.25))
    #expect(audit.worstX?.offset == SIMD2(3, 0.5))
    #expect(audit.worstY?.offset == SIMD2(2, 1.25))

    let shifted = SampleAudit(ShiftDistortion(shift: SIMD2(0.75, -4)), width: 4, height: 2)
    #expect(shifted.sampleCount == 8)
    #expect(shifted.largestOffset == SIMD2(0.75, 4))
  }

  @Test func sampleAuditCountsNonFiniteSamplesSeparately() {
    let audit = SampleAudit(ShiftDistortion(shift: SIMD2(.nan, 1)), width: 3, height: 3)
    #expect(audit.nonFiniteCount == 9)
    #expect(audit.largestOffset == .zero)
    #expect(audit.worstX == nil)
    let none = SampleAudit(ShiftDistortion(shift: .zero), width: -3, height: 3)
    #expect(none.pixelCount == 0 && none.sampleCount == 0)
  }
}
