// PerspectiveTransform over every hostile Double in every entry and every numeric parameter,
// against its documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.PerspectiveTransform")
struct PerspectiveTransformBadInputTests {
  /// The nine entries, in row order.
  enum Entry: String, CaseIterable, Sendable {
    case m11, m12, m13, m21, m22, m23, m31, m32, m33

    var isDiagonal: Bool { self == .m11 || self == .m22 || self == .m33 }

    /// The identity with this entry replaced.
    func identity(with value: Double) -> PerspectiveTransform {
      var entries = [1.0, 0, 0, 0, 1, 0, 0, 0, 1]
      entries[Entry.allCases.firstIndex(of: self) ?? 0] = value
      return PerspectiveTransform(
        m11: entries[0], m12: entries[1], m13: entries[2], m21: entries[3], m22: entries[4],
        m23: entries[5], m31: entries[6], m32: entries[7], m33: entries[8])
    }
  }

  static func entries(_ t: PerspectiveTransform) -> [Double] {
    [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33]
  }

  /// The initialiser stores every entry as given; `isFinite`, `isIdentity` (−0 counts as 0),
  /// `isAffine` (`m13 = m23 = 0`, `m33 = 1`) and `determinant` (NaN or infinite when an entry is)
  /// read them as documented.
  @Test(arguments: Entry.allCases, HostileDouble.allCases)
  func entriesAndProperties(entry: Entry, input: HostileDouble) {
    let value = input.value
    let t = entry.identity(with: value)
    let stored = Self.entries(t)[Entry.allCases.firstIndex(of: entry) ?? 0]
    #expect(input.isNaN ? stored.isNaN : (stored == value && stored.sign == value.sign))
    #expect(t.isFinite == !input.isNonFinite)
    #expect(t.isIdentity == (!entry.isDiagonal && value == 0))
    switch entry {
    case .m13, .m23: #expect(t.isAffine == (value == 0))
    case .m33: #expect(!t.isAffine)
    default: #expect(t.isAffine)
    }
    if entry.isDiagonal {
      // ∞ on the diagonal meets 0 · ∞ in a cofactor: NaN or ±∞, as documented.
      #expect(input.isNonFinite ? !t.determinant.isFinite : t.determinant == value)
    } else {
      #expect(input.isNonFinite ? !t.determinant.isFinite : t.determinant == 1)
    }
  }

  /// `concatenating(_:)` is plain IEEE arithmetic: with the identity on either side a finite
  /// matrix comes back equal, and a non-finite entry leaves the product not finite.
  @Test(arguments: Entry.allCases, HostileDouble.allCases)
  func concatenatingTheIdentity(entry: Entry, input: HostileDouble) {
    let t = entry.identity(with: input.value)
    for product in [t.concatenating(.identity), PerspectiveTransform.identity.concatenating(t)] {
      if input.isNonFinite {
        #expect(!product.isFinite)
      } else {
        #expect(product == t)
      }
    }
  }

  /// `inverted()`: `nil` for a non-finite entry, a zero or subnormal diagonal (singular, or
  /// `1 / v` overflows) and any entry whose square overflows (the Hadamard bound is infinite, so
  /// the rows count as dependent); otherwise an inverse whose product with the matrix is the
  /// identity.
  @Test(arguments: Entry.allCases, HostileDouble.allCases)
  func inverse(entry: Entry, input: HostileDouble) throws {
    let t = entry.identity(with: input.value)
    let inverse = t.inverted()
    let expectNil: Bool
    switch input {
    case .nan, .signalingNaN, .plusInfinity, .minusInfinity: expectNil = true
    case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal: expectNil = entry.isDiagonal
    case .negative: expectNil = false
    case .hugePositive, .hugeNegative: expectNil = true
    }
    guard !expectNil else {
      #expect(inverse == nil)
      return
    }
    let found = try #require(inverse)
    #expect(found.isFinite)
    if entry.isDiagonal {
      let index = Entry.allCases.firstIndex(of: entry) ?? 0
      #expect(Self.entries(found)[index] == 1 / input.value)
    }
    let back = t.concatenating(found)
    #expect(zip(Self.entries(back), Self.entries(.identity)).allSatisfy { abs($0 - $1) <= 1e-15 })
  }

  /// `applyIfVisible(to:)` and `apply(to:)` for the point (3, 4) under the identity with one
  /// entry replaced: with `(X, Y, W) = (3, 4, 1) · M`, the image `(X / W, Y / W)` when `W > 0`
  /// and the image is finite, else `nil`; `apply` then returns (3, 4) unchanged, never NaN.
  @Test(arguments: Entry.allCases, HostileDouble.allCases)
  func mappingAPoint(entry: Entry, input: HostileDouble) {
    let t = entry.identity(with: input.value)
    let m = Self.entries(t)
    let x = 3.0
    let y = 4.0
    let bigX = x * m[0] + y * m[3] + m[6]
    let bigY = x * m[1] + y * m[4] + m[7]
    let bigW = x * m[2] + y * m[5] + m[8]
    let image = SIMD2(bigX / bigW, bigY / bigW)
    let visible = bigW > 0 && image.x.isFinite && image.y.isFinite
    let mapped = t.applyIfVisible(to: [x, y])
    #expect(mapped == (visible ? image : nil))
    let applied = t.apply(to: [x, y])
    #expect(applied == (visible ? image : SIMD2(x, y)))
    #expect(applied.x.isFinite && applied.y.isFinite)
  }

  /// A card turned 30° about y (302 × 444, perspective 1), used below.
  static let yaw = PerspectiveTransform.rotation3D(degrees: 30, axis: [0, 1, 0], size: [302, 444])

  /// `applyIfVisible(to:)` for a hostile point: `nil` for a NaN or infinite coordinate; a
  /// finite point maps to a finite image or `nil` (behind the camera); `apply(to:)` is never
  /// NaN for a non-NaN point and returns the point unchanged when there is no image.
  @Test(arguments: [true, false], HostileDouble.allCases)
  func mappingAHostilePoint(xIsHostile: Bool, input: HostileDouble) {
    let point = xIsHostile ? SIMD2(input.value, 4) : SIMD2(3, input.value)
    for t in [PerspectiveTransform.identity, Self.yaw] {
      let mapped = t.applyIfVisible(to: point)
      if input.isNonFinite {
        #expect(mapped == nil)
      } else if t == .identity {
        #expect(mapped == point)
      } else if let mapped {
        #expect(mapped.x.isFinite && mapped.y.isFinite)
      }
      let applied = t.apply(to: point)
      #expect(applied == (mapped ?? point) || (input.isNaN && mapped == nil))
      #expect(input.isNonFinite || (applied.x.isFinite && applied.y.isFinite))
    }
  }

  /// `mirror(width:)`: `(x, y) ↦ (width − x, y)` for a finite width, the identity otherwise.
  @Test(arguments: HostileDouble.allCases)
  func mirror(input: HostileDouble) {
    let mirror = PerspectiveTransform.mirror(width: input.value)
    if input.isNonFinite {
      #expect(mirror.isIdentity)
    } else {
      #expect(mirror == PerspectiveTransform(m11: -1, m31: input.value))
      #expect(mirror.isFinite)
    }
  }
}
