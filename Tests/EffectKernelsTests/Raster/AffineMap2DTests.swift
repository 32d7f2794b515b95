import EffectKernels
import Testing

/// `AffineMap2D` composition and inversion against applying the maps one after another.
@Suite struct AffineMap2DTests {
  static let shear = AffineMap2D(a: 2, b: 0.5, c: -1, d: 3, tx: 4, ty: -2)
  static let other = AffineMap2D(a: 0.25, b: -1, c: 1.5, d: 0.5, tx: -3, ty: 7)

  @Test func applyIsTheWrittenFormula() {
    // x′ = 2·1 − 1·2 + 4 = 4, y′ = 0.5·1 + 3·2 − 2 = 4.5.
    #expect(Self.shear.apply(SIMD2(1, 2)) == SIMD2(4, 4.5))
    #expect(AffineMap2D.identity.apply(SIMD2(-3, 8)) == SIMD2(-3, 8))
    #expect(AffineMap2D.translation(SIMD2(1, -1)).apply(SIMD2(2, 2)) == SIMD2(3, 1))
    #expect(AffineMap2D.scale(SIMD2(2, 3)).apply(SIMD2(2, 2)) == SIMD2(4, 6))
  }

  @Test func compositionAppliesSelfFirst() {
    let composed = Self.shear.then(Self.other)
    // Dyadic inputs keep every product exact.
    for x in stride(from: -4.0, through: 4, by: 0.5) {
      for y in stride(from: -4.0, through: 4, by: 0.75) {
        let p = SIMD2(x, y)
        #expect(composed.apply(p) == Self.other.apply(Self.shear.apply(p)))
      }
    }
    #expect(Self.shear.then(.identity) == Self.shear)
    #expect(AffineMap2D.identity.then(Self.shear) == Self.shear)
  }

  @Test func inverseUndoesTheMap() throws {
    let inverse = try #require(Self.shear.inverted)
    for p in [SIMD2(0.0, 0), SIMD2(1, 2), SIMD2(-7.5, 3.25)] {
      let back = inverse.apply(Self.shear.apply(p))
      #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
    }
    #expect(AffineMap2D.scale(SIMD2(0, 1)).inverted == nil)
    #expect(AffineMap2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
    #expect(Self.shear.determinant == 6.5)
  }

  @Test func zeroCoefficientsIgnoreNonFiniteInputs() {
    let p = AffineMap2D.identity.apply(SIMD2(.infinity, .nan))
    #expect(p.x == .infinity && p.y.isNaN)
    #expect(AffineMap2D.scale(SIMD2(0, 2)).apply(SIMD2(.nan, 1)) == SIMD2(0, 2))
    #expect(AffineMap2D.scale(SIMD2(-1, 1)).apply(SIMD2(.infinity, 0)).x == -.infinity)
  }
}
