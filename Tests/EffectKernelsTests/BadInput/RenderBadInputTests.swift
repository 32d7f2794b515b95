// KernelRenderer (jobs, scale, image size), SampleAudit and ContactSheet (tile counts, columns,
// gap, margin, tile sizes) over every hostile Int and Double, against the documented results.

import EffectKernels
import EffectProofTestSupport
import Testing

/// A colour kernel that paints each pixel with its own position, so the shading geometry
/// (position = centre / scale) is visible in the output.
private struct PositionKernel: ColorEffectKernel {
  func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor {
    PremultipliedColor(red: position.x, green: position.y, blue: 0, alpha: color.alpha)
  }
}

@Suite("badInput.KernelRenderer")
struct KernelRendererBadInputTests {
  static let image = RasterImage(width: 5, height: 3, fill: .white)

  /// `jobs` hostile: below 1 means 1, more than the rows is capped at the rows; the image is
  /// the same whatever the jobs (pixel (x, y) shows (x + ½, y + ½)).
  @Test(arguments: HostileInteger.allCases)
  func hostileJobs(input: HostileInteger) {
    let out = KernelRenderer.render(PositionKernel(), over: Self.image, jobs: input.value)
    #expect(out.width == 5 && out.height == 3)
    for y in 0..<3 {
      for x in 0..<5 {
        #expect(
          out.pixel(x: x, y: y)
            == PremultipliedColor(
              red: Float(x) + 0.5, green: Float(y) + 0.5, blue: 0, alpha: 1))
      }
    }
    let blur = LinearMotionBlurKernel(streak: SIMD2(3, 0), maxSamples: 8)
    #expect(
      KernelRenderer.render(blur, over: Self.image, jobs: input.value)
        == KernelRenderer.render(blur, over: Self.image, jobs: 1))
  }

  /// A zero-size image (from hostile sizes) renders to a zero-size image with any jobs.
  @Test(arguments: HostileInteger.allCases)
  func zeroSizeImage(input: HostileInteger) {
    let empty = RasterImage(width: input.value, height: 0)
    let out = KernelRenderer.render(PositionKernel(), over: empty, jobs: input.value)
    #expect(out.isEmpty && out.width == 0 && out.height == 0)
    let ripple = RippleKernel(
      origin: .zero, time: 1, amplitude: 4, frequency: 3, decay: 1, speed: 50)
    #expect(KernelRenderer.render(ripple, over: empty, jobs: input.value).isEmpty)
    #expect(
      SampleAudit(ripple, layer: UniformLayer(), width: input.value, height: 3).pixelCount == 0)
  }

  /// Regression: `SampleAudit` over `Int.max × 3` pixels used to loop for ever (3·2⁶³ kernel
  /// calls). A size above `RasterImage.maximumPixelCount` pixels now audits nothing, like a
  /// negative one; an ordinary size still audits every pixel.
  @Test(arguments: HostileInteger.allCases)
  func auditOfAHugeSizeEndsAtOnce(input: HostileInteger) {
    let bend = CardCurlBendKernel(height: 100, peel: 0.5, radius: 16)
    let blur = LinearMotionBlurKernel(streak: SIMD2(3, 0), maxSamples: 8)
    for (width, height) in [(input.value, 3), (3, input.value), (input.value, input.value)] {
      #expect(SampleAudit(bend, width: width, height: height).pixelCount == 0)
      let audit = SampleAudit(blur, layer: UniformLayer(), width: width, height: height)
      #expect(audit.pixelCount == 0 && audit.sampleCount == 0 && audit.worstX == nil)
    }
    #expect(SampleAudit(bend, width: 4, height: 3).pixelCount == 12)
  }

  /// `scale` hostile: NaN, ±∞, zeros, negatives, subnormals and the largest Double (whose
  /// `Float` is ∞) are taken as 1, so pixel (x, y) is shaded at its centre in points.
  @Test(arguments: HostileDouble.allCases)
  func hostileScale(input: HostileDouble) {
    let out = KernelRenderer.render(PositionKernel(), over: Self.image, scale: input.value)
    #expect(out == KernelRenderer.render(PositionKernel(), over: Self.image, scale: 1))
    #expect(KernelRenderer.position(x: 4, y: 2, scale: input.value) == SIMD2(4.5, 2.5))
    let audit = SampleAudit(
      LinearMotionBlurKernel(streak: SIMD2(3, 0), maxSamples: 8), layer: UniformLayer(),
      width: 5, height: 3, scale: input.value)
    #expect(audit.pixelCount == 15 && audit.nonFiniteCount == 0)
  }

  /// Scales near the edge of `Float`: 10⁻⁴⁰ (a `Float` subnormal) and 10³⁹ (beyond `Float`'s
  /// range) are taken as 1; 10⁻³⁰ and 10³⁰ are honoured.
  @Test func scalesAtTheEdgeOfFloat() {
    #expect(KernelRenderer.position(x: 0, y: 0, scale: 1e-40) == SIMD2(0.5, 0.5))
    #expect(KernelRenderer.position(x: 0, y: 0, scale: 1e39) == SIMD2(0.5, 0.5))
    #expect(KernelRenderer.position(x: 0, y: 0, scale: 1e30) == SIMD2(0.5, 0.5) / Float(1e30))
    #expect(KernelRenderer.position(x: 0, y: 0, scale: 1e-30) == SIMD2(0.5, 0.5) / Float(1e-30))
  }
}

@Suite("badInput.ContactSheet")
struct ContactSheetBadInputTests {
  static let tile = RasterImage(width: 2, height: 3, fill: .black)

  /// No tiles: a background-only square of `max(1, 2·margin)` pixels with the margin clamped
  /// to 0…4096 (so 1 pixel for a zero or negative margin, 8192 for a huge one).
  @Test(arguments: HostileInteger.allCases)
  func zeroTiles(input: HostileInteger) {
    let sheet = ContactSheet(columns: input.value, gap: input.value, margin: input.value)
    let plan = sheet.layout(tileSizes: [])
    let side = max(1, 2 * min(max(input.value, 0), 4096))
    #expect(plan.columns == 0 && plan.rows == 0 && plan.sheetSize == SIMD2(side, side))
    #expect(plan.cellOrigins.isEmpty && plan.tileOrigins.isEmpty)
    if side <= 16 {
      let image = sheet.compose([])
      #expect(image.width == side && image.height == side)
      #expect(image.pixels.allSatisfy { $0 == .white })
    }
  }

  /// `columnCount(forTileCount:)`: zero and negative counts give 0; `Int.max` tiles give
  /// ⌈√(2⁶³ − 1)⌉ = 3 037 000 500 at once (no loop of three billion steps, no overflow), and
  /// 2³¹ tiles give 46 341 (46 340² = 2 147 395 600 < 2³¹). A hostile fixed column count is
  /// clamped to 1…count.
  @Test(arguments: HostileInteger.allCases)
  func columnCounts(input: HostileInteger) {
    let count = input.value
    let square = ContactSheet().columnCount(forTileCount: count)
    switch input {
    case .zero, .minusOne, .min: #expect(square == 0)
    case .max: #expect(square == 3_037_000_500)
    case .twoToThe31: #expect(square == 46_341)
    }
    let fixed = ContactSheet(columns: input.value).columnCount(forTileCount: 5)
    #expect(fixed == min(max(input.value, 1), 5))
  }

  /// Every ⌈√n⌉ near perfect squares, checked against the definition c² ≥ n > (c − 1)².
  @Test func ceilingSquareRootsAreExact() {
    let sheet = ContactSheet()
    for root in [1, 2, 3, 1000, 46_340, 94_906_265, 3_037_000_499] {
      for n in [root * root - 1, root * root, root * root + 1] where n > 0 {
        let c = sheet.columnCount(forTileCount: n)
        let (square, overflow) = c.multipliedReportingOverflow(by: c)
        #expect(overflow || square >= n)
        #expect((c - 1) * (c - 1) < n)
      }
    }
  }

  /// Tile sizes hostile: negatives count as 0; sides above `RasterImage.maximumPixelCount`
  /// count as that many pixels, so the sheet size is finite (no overflow trap), and composing
  /// such a sheet gives an empty image instead of allocating it.
  @Test(arguments: HostileInteger.allCases)
  func hostileTileSizes(input: HostileInteger) {
    let sheet = ContactSheet(gap: 1, margin: 2)
    let sizes = [SIMD2(input.value, 3), SIMD2(2, input.value), SIMD2(input.value, input.value)]
    let plan = sheet.layout(tileSizes: sizes)
    let side = min(max(input.value, 0), RasterImage.maximumPixelCount)
    let cell = SIMD2(max(side, 2), max(side, 3))
    #expect(plan.columns == 2 && plan.rows == 2 && plan.cellSize == cell)
    #expect(plan.sheetSize == SIMD2(4 + 2 * cell.x + 1, 4 + 2 * cell.y + 1))
    #expect(plan.cellOrigins[3 - 1] == SIMD2(2, 2 + cell.y + 1))
    // A hostile width with height 4 is a 0 × 4 tile for 0 and negatives (its height widens
    // the cell) and a 0 × 0 tile when the size is refused.
    let empty = RasterImage(width: input.value, height: 4)
    let composed = sheet.compose([Self.tile, empty])
    #expect(composed.width == 4 + 2 * 2 + 1 && composed.height == 4 + (input.value <= 0 ? 4 : 3))
    #expect(composed.pixel(x: 2, y: 2) == .black)
  }
}
