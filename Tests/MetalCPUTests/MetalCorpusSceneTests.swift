import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The corpus's scene colour effects (ray marching, signed distances, arrays, hashes, polar
/// coordinates) against closed forms computed here in Double from each shader's documented
/// definition. Colours reach the shader rounded to half; each half rounding it makes moves a
/// value of at most 1 by at most 2⁻¹¹ (`halfStep`), and float arithmetic adds about 10⁻⁶.
@Suite struct MetalCorpusSceneTests {
  /// The layer's middle, in points.
  static let middle = SIMD2<Double>(16, 12)

  /// A premultiplied colour argument as the shader receives it.
  static func colour(_ c: SIMD4<Float>) -> SIMD4<Double> { Corpus.premultiplied(c) }

  /// An orthographic ray through the pixel centre p, down +z from z = −2R, meets the sphere of
  /// radius R = 10 about the middle where r = |p − middle| < R, at depth t = 2R − √(R² − r²), with
  /// normal n = (d / R, −√(R² − r²) / R); red is max(n · l, 0) for l = (−1, −1, −2) / √6, green
  /// 1 − (t / R − 1) = √(R² − r²) / R, blue ¼, opaque. A miss is the layer halved, exactly. The
  /// march stops within 10⁻⁴ of the surface, at most 10⁻⁴ / cos θ ≤ 5·10⁻⁴ points short along
  /// the ray where cos θ = √(R² − r²) / R ≥ 0.199 (r ≤ 0.98 R), which moves red and green by
  /// under 10⁻⁴; with one half rounding each, halfStep + 10⁻⁴. The grazing band 0.98 R < r ≤
  /// R + 10⁻³, where 64 steps may not converge, is left out.
  @Test func rayMarchedSphereIsShadedByItsNormalAndDepth() throws {
    let result = try Corpus.run(
      "RayMarchSphere.metal", "rayMarchSphere", [.boundingRect, .float(10)])
    let radius = 10.0
    let light = SIMD3<Double>(-1, -1, -2) / 6.0.squareRoot()
    func r(_ x: Int, _ y: Int) -> Double {
      let d = Corpus.centre(x, y) - Self.middle
      return (d * d).sum().squareRoot()
    }
    let hits = Corpus.expectImage(
      result.image, within: Corpus.halfStep + 1e-4, "the sphere"
    ) { x, y in
      let d = Corpus.centre(x, y) - Self.middle
      guard r(x, y) <= 0.98 * radius else { return nil }
      let z = (radius * radius - r(x, y) * r(x, y)).squareRoot()
      let n = SIMD3(d.x / radius, d.y / radius, -z / radius)
      return SIMD4(max((n * light).sum(), 0), z / radius, 0.25, 1)
    }
    let misses = Corpus.expectImage(result.image, within: 0, "the background") { x, y in
      r(x, y) > radius + 1e-3 ? Corpus.colour(x, y) * 0.5 : nil
    }
    #expect(hits > 250 && misses > 400, "\(hits) hits, \(misses) misses")
  }

  /// Two spheres of radius R = 6 joined by `min`, at (11, 12, 0) and (21, 12, 3), traced down +z
  /// from z = −3R: a pixel is lit by the front surface nearest the camera among the spheres
  /// whose disc holds it (z = c_z − √(R² − r²), reached at t = z + 3R), with that sphere's
  /// normal n = (P − c) / R, as tint · saturate(n · l) · e^(−0.05 (t − 2R)) for
  /// l = (½, −½, −1) / √1.5; elsewhere the layer, exactly. The central differences (0.01 apart)
  /// of the float distance are good to 5·10⁻⁵, and the march stops at most 4·10⁻⁴ points short
  /// (10⁻⁴ / cos θ, cos θ ≥ 0.243), so light and fog are within 2·10⁻⁴; four half roundings
  /// (the light, the fog, the two products). Left out: the grazing bands 0.97 R < r < 1.1 R of
  /// either sphere, where the march crawls past the rim, and hits within 0.05 of the other
  /// sphere, where the differences straddle the seam of the `min`.
  @Test func rayMarchedUnionIsLitByTheNearerSphere() throws {
    let tint = SIMD4<Float>(0.9, 0.5, 0.2, 1)
    let result = try Corpus.run(
      "RayMarchUnion.metal", "rayMarchUnion",
      [.float2(SIMD2(11, 12)), .float2(SIMD2(21, 12)), .float(6), .color(tint)])
    let ink = Self.colour(tint)
    let radius = 6.0
    let centres = [SIMD3<Double>(11, 12, 0), SIMD3<Double>(21, 12, 3)]
    let light = SIMD3<Double>(0.5, -0.5, -1) / 1.5.squareRoot()
    var lit = [0, 0]
    let compared = Corpus.expectImage(
      result.image, within: 4 * Corpus.halfStep + 2e-4, "the union"
    ) { x, y in
      let p = Corpus.centre(x, y)
      var front: (z: Double, sphere: Int)? = nil
      for (k, c) in centres.enumerated() {
        let r = ((p - SIMD2(c.x, c.y)) * (p - SIMD2(c.x, c.y))).sum().squareRoot()
        if r > 0.97 * radius, r < 1.1 * radius { return nil }
        guard r <= 0.97 * radius else { continue }
        let z = c.z - (radius * radius - r * r).squareRoot()
        if z < front?.z ?? .infinity { front = (z, k) }
      }
      guard let (z, k) = front else { return Corpus.colour(x, y) }
      let hit = SIMD3(p.x, p.y, z)
      let other = hit - centres[1 - k]
      guard (other * other).sum().squareRoot() - radius > 0.05 else { return nil }
      lit[k] += 1
      let n = (hit - centres[k]) / radius
      let shade = min(max((n * light).sum(), 0), 1) * exp(-0.05 * (z + 3 * radius - 2 * radius))
      return SIMD4(ink.x * shade, ink.y * shade, ink.z * shade, ink.w)
    }
    #expect(lit[0] > 40 && lit[1] > 40, "both spheres are hit: \(lit)")
    #expect(compared > 500)
  }

  /// The rounded rectangle inset 4 points (half size (12, 8)) with corners of radius 5: with
  /// q = |p − middle| − (12, 8) + 5, d = |max(q, 0)| + min(max(q_x, q_y), 0) − 5, the fill covers
  /// saturate(½ − d) of the pixel: layer + (fill − layer) · coverage. Four half roundings (the
  /// coverage, the difference, the product, the sum).
  @Test func roundedRectangleIsFilledBySignedDistance() throws {
    let fill = SIMD4<Float>(0.1, 0.6, 0.9, 1)
    let result = try Corpus.run(
      "SDFRoundedRect.metal", "roundedRectFill",
      [.boundingRect, .float(4), .float(5), .color(fill)])
    let ink = Self.colour(fill)
    var edges = 0
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "rounded rectangle") { x, y in
      let p = Corpus.centre(x, y) - Self.middle
      let q = SIMD2(abs(p.x), abs(p.y)) - SIMD2(12, 8) + 5
      let outside = SIMD2(max(q.x, 0), max(q.y, 0))
      let d = (outside * outside).sum().squareRoot() + min(max(q.x, q.y), 0) - 5
      let coverage = min(max(0.5 - d, 0), 1)
      if coverage > 0, coverage < 1 { edges += 1 }
      let c = Corpus.colour(x, y)
      return c + (ink - c) * coverage
    }
    #expect(edges > 20, "the anti-aliased edge is there")
  }

  /// The palette: the straight colour's luma 0.299 r + 0.587 g + 0.114 b picks colour
  /// ⌊4 luma⌋ (capped at 3) of the four, times alpha; a palette colour is a half already and
  /// alpha is 1 or ½, so the result is exact. The luma is summed in half (five roundings,
  /// under 0.003 on 4 luma), so pixels whose 4 luma lies within 0.02 of a band edge are left out.
  @Test func paletteIsPickedByLumaBand() throws {
    let palette = CorpusSceneCases.palette
    let result = try Corpus.run("PaletteArray.metal", "paletteMap", [.colorArray(palette)])
    let compared = Corpus.expectImage(result.image, within: 0, "palette") { x, y in
      let c = Corpus.colour(x, y)
      let luma = (0.299 * c.x + 0.587 * c.y + 0.114 * c.z) / c.w
      let bands = 4 * luma
      guard abs(bands - bands.rounded()) > 0.02 else { return nil }
      return Self.colour(palette[min(Int(bands), 3)]) * c.w
    }
    #expect(compared > 700)
  }

  /// Stops spaced evenly across the width: t = 2 (x + ½) / 32, stop i = min(⌊t⌋, 1), the colour
  /// s_i + (s_{i+1} − s_i)(t − i), times alpha. t − i is a multiple of 1/16, exact in half; three
  /// half roundings (the difference, the product, the sum).
  @Test func stopsGradientBlendsTheStopsAcrossTheWidth() throws {
    let stops = CorpusSceneCases.stops.map(Self.colour)
    let result = try Corpus.run(
      "StopsGradient.metal", "stopsGradient", [.boundingRect, .colorArray(CorpusSceneCases.stops)])
    Corpus.expectImage(result.image, within: 3 * Corpus.halfStep, "stops") { x, y in
      let t = 2 * (Double(x) + 0.5) / 32
      let i = min(Int(t), 1)
      return (stops[i] + (stops[i + 1] - stops[i]) * (t - Double(i))) * Corpus.colour(x, y).w
    }
  }

  /// Located stops at 0.1, 0.4 and 0.9 of the height, folded in order: with t = (y + ½) / 24,
  /// k₁ = saturate((t − 0.1) / 0.3) and k₂ = saturate((t − 0.4) / 0.5), the colour is
  /// r₁ = c₀ + (c₁ − c₀) k₁ then r₁ + (c₂ − r₁) k₂, times alpha. Eight half roundings (each k and
  /// each mix's three).
  @Test func locatedGradientFoldsTheStopsInOrder() throws {
    let colours = CorpusSceneCases.stops.map(Self.colour)
    let at = CorpusSceneCases.locations.map(Double.init)
    let result = try Corpus.run(
      "LocatedGradient.metal", "locatedGradient",
      [
        .boundingRect, .floatArray(CorpusSceneCases.locations),
        .colorArray(CorpusSceneCases.stops),
      ])
    Corpus.expectImage(result.image, within: 8 * Corpus.halfStep, "located stops") { x, y in
      let t = (Double(y) + 0.5) / 24
      let k1 = min(max((t - at[0]) / (at[1] - at[0]), 0), 1)
      let k2 = min(max((t - at[1]) / (at[2] - at[1]), 0), 1)
      let first = colours[0] + (colours[1] - colours[0]) * k1
      return (first + (colours[2] - first) * k2) * Corpus.colour(x, y).w
    }
  }

  /// The PCG hash of 4-point cells: h = pcg(c_x + pcg(c_y + 11)) with pcg(v): s = 747796405 v +
  /// 2891336453, w = ((s >> ((s >> 28) + 4)) ^ s) · 277803737, (w >> 22) ^ w, all mod 2³²; the
  /// grain n = (h & 0xFFFF) / 65535 − ½ adds 0.3 n · alpha to each channel, clamped to 0…alpha.
  /// Two half roundings (the grain, the sum).
  @Test func hashNoiseAddsThePCGHashOfEachCell() throws {
    let result = try Corpus.run(
      "HashNoise.metal", "hashNoise", [.float(4), .float(11), .float(0.3)])
    func pcg(_ v: UInt32) -> UInt32 {
      let state = v &* 747_796_405 &+ 2_891_336_453
      let word = ((state >> ((state >> 28) &+ 4)) ^ state) &* 277_803_737
      return (word >> 22) ^ word
    }
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep, "hash noise") { x, y in
      let h = pcg(UInt32(x / 4) &+ pcg(UInt32(y / 4) &+ 11))
      let n = Double(h & 0xFFFF) / 65535 - 0.5
      let c = Corpus.colour(x, y)
      func grain(_ v: Double) -> Double { min(max(v + 0.3 * n * c.w, 0), c.w) }
      return SIMD4(grain(c.x), grain(c.y), grain(c.z), c.w)
    }
  }

  /// Worley noise over 6-point cells: cell (i, j)'s feature point is (i, j) + (h & 0xFF,
  /// (h >> 8) & 0xFF) / 255 with h = (i · 0x8da6b343) ^ (j · 0xd8163841), h ^= h >> 13,
  /// h ·= 0x2c1b3c6d, h ^= h >> 12 (mod 2³², the cell's coordinates as 32-bit patterns); k is the
  /// distance from p / 6 to the nearest point of the 3×3 cells around it, capped at 1, and the
  /// colour layer + (edge · alpha − layer) k. Four half roundings (k and the mix's three).
  @Test func cellNoiseIsTheDistanceToTheNearestFeaturePoint() throws {
    let edge = SIMD4<Float>(0.1, 0.1, 0.3, 1)
    let result = try Corpus.run("CellNoise.metal", "cellNoise", [.float(6), .color(edge)])
    func feature(_ i: Int, _ j: Int) -> SIMD2<Double> {
      var h =
        UInt32(bitPattern: Int32(i)) &* 0x8da6_b343 ^ UInt32(bitPattern: Int32(j)) &* 0xd816_3841
      h ^= h >> 13
      h = h &* 0x2c1b_3c6d
      h ^= h >> 12
      return SIMD2(Double(i), Double(j)) + SIMD2(Double(h & 0xFF), Double((h >> 8) & 0xFF)) / 255
    }
    let ink = Self.colour(edge)
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "cell noise") { x, y in
      let p = Corpus.centre(x, y) / 6
      let (bx, by) = (Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
      var nearest = 8.0
      for j in -1...1 {
        for i in -1...1 {
          let d = p - feature(bx + i, by + j)
          nearest = min(nearest, (d * d).sum().squareRoot())
        }
      }
      let c = Corpus.colour(x, y)
      return c + (ink * c.w - c) * min(nearest, 1)
    }
  }

  /// The conic gradient about the middle: with t = (atan2(d_y, d_x) + π) / 2π, the blend
  /// ½ − ½ cos(2π · 3t) runs from one colour to the other three times around, and the rings
  /// ¾ + ¼ cos |d| shade the colour; times alpha. Six half roundings (the blend, the mix's three,
  /// the ring, the product).
  @Test func conicGradientTurnsThreeTimesAroundTheMiddle() throws {
    let (from, to) = (SIMD4<Float>(1, 0.7, 0.1, 1), SIMD4<Float>(0.2, 0.1, 0.8, 1))
    let result = try Corpus.run(
      "ConicGradient.metal", "conicGradient",
      [.float2(SIMD2(16, 12)), .color(from), .color(to), .float(3)])
    let (a, b) = (Self.colour(from), Self.colour(to))
    Corpus.expectImage(result.image, within: 6 * Corpus.halfStep, "conic gradient") { x, y in
      let d = Corpus.centre(x, y) - Self.middle
      let t = (atan2(d.y, d.x) + Double.pi) / (2 * Double.pi)
      let blend = 0.5 - 0.5 * cos(2 * Double.pi * t * 3)
      let ring = 0.75 + 0.25 * cos((d * d).sum().squareRoot())
      let c = a + (b - a) * blend
      return SIMD4(c.x * ring, c.y * ring, c.z * ring, c.w) * Corpus.colour(x, y).w
    }
  }

  /// Two circles of radius 5 at (11, 12) and (21, 12) merged by the polynomial smooth minimum of
  /// width 4: h = saturate(½ + ½ (d_b − d_a) / 4), d = d_b + (d_a − d_b) h − 4h(1 − h); the fill
  /// covers saturate(½ − d), and the rim 1 − smoothstep(0, 1.5, |d|) darkens the colour by 0.4 of
  /// itself. Six half roundings (the coverage, the mix's three, the rim factor, the product).
  @Test func blobsMergeBySmoothMinimum() throws {
    let fill = SIMD4<Float>(0.3, 0.8, 0.5, 1)
    let result = try Corpus.run(
      "Blobs.metal", "blobs",
      [.float2(SIMD2(11, 12)), .float2(SIMD2(21, 12)), .float(5), .float(4), .color(fill)])
    let ink = Self.colour(fill)
    Corpus.expectImage(result.image, within: 6 * Corpus.halfStep, "blobs") { x, y in
      let p = Corpus.centre(x, y)
      func circle(_ c: SIMD2<Double>) -> Double { ((p - c) * (p - c)).sum().squareRoot() - 5 }
      let (da, db) = (circle(SIMD2(11, 12)), circle(SIMD2(21, 12)))
      let h = min(max(0.5 + 0.5 * (db - da) / 4, 0), 1)
      let d = db + (da - db) * h - 4 * h * (1 - h)
      let inside = min(max(0.5 - d, 0), 1)
      let s = min(abs(d) / 1.5, 1)
      let rim = 1 - s * s * (3 - 2 * s)
      let c = Corpus.colour(x, y)
      let base = c + (ink - c) * inside
      let shade = 1 - 0.4 * rim
      return SIMD4(base.x * shade, base.y * shade, base.z * shade, base.w)
    }
  }

  /// Five bars across the width, bar i over x / 32 ∈ [i / 5, (i + 1) / 5), from the bottom up to
  /// 24 (1 − v_i): the bar colour where the pixel centre's y is at or below that top, the layer
  /// elsewhere. No pixel centre lies on an edge, and nothing is computed in half: exact.
  @Test func barChartDrawsEachValuesBar() throws {
    let bar = SIMD4<Float>(0.2, 0.6, 1, 1)
    let values = CorpusSceneCases.bars
    let result = try Corpus.run(
      "BarChart.metal", "barChart", [.boundingRect, .floatArray(values), .color(bar)])
    Corpus.expectImage(result.image, within: 0, "bar chart") { x, y in
      let p = Corpus.centre(x, y)
      let top = 24 * (1 - Double(values[Int(p.x / 32 * 5)]))
      return p.y >= top ? Self.colour(bar) : Corpus.colour(x, y)
    }
  }
}
