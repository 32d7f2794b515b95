// Independent oracles for the projection proofs: closed forms written from the geometry,
// point by point, without any matrix and without calling EffectMath.

import EffectProofTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Closed forms for `rotation3DEffect`, derived separately from the implementation.
///
/// The implementation multiplies 4×4 matrices (`T(−a) · R · P · T(a)`) and keeps
/// rows/columns 1, 2, 4. The oracle instead moves one point: subtract the anchor, turn
/// the vector with Rodrigues' formula `v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ)`,
/// divide by the camera term `W = 1 − d z`, add the anchor back.
enum ProjectionOracle {
  static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }

  static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

  /// Rodrigues' rotation of `v` by `radians` about `axis` (right-hand rule).
  static func rotate(_ v: SIMD3<Double>, radians: Double, axis: SIMD3<Double>) -> SIMD3<Double> {
    let k = axis / dot(axis, axis).squareRoot()
    let c = cos(radians)
    let s = sin(radians)
    return v * c + cross(k, v) * s + k * (dot(k, v) * (1 - c))
  }

  /// The left-to-right image of `point`, or `nil` when it is on or behind the camera.
  static func project(
    _ point: SIMD2<Double>, radians: Double, axis: SIMD3<Double>,
    anchor: SIMD2<Double> = [0.5, 0.5], anchorZ: Double = 0, perspective: Double = 1,
    size: SIMD2<Double>
  ) -> SIMD2<Double>? {
    let a = SIMD3(anchor.x * size.x, anchor.y * size.y, anchorZ)
    let q = SIMD3(point.x - a.x, point.y - a.y, -a.z)
    let r = rotate(q, radians: radians, axis: axis)
    let d = perspective / max(size.x, size.y)
    let w = 1 - d * r.z
    guard w > 0 else { return nil }
    return SIMD2(a.x + r.x / w, a.y + r.y / w)
  }

  /// The mirror about `x = width / 2`, on a point.
  static func mirror(_ point: SIMD2<Double>, width: Double) -> SIMD2<Double> {
    SIMD2(width - point.x, point.y)
  }

  /// The right-to-left image: mirror, project left to right, mirror back.
  static func projectRightToLeft(
    _ point: SIMD2<Double>, radians: Double, axis: SIMD3<Double>,
    anchor: SIMD2<Double> = [0.5, 0.5], anchorZ: Double = 0, perspective: Double = 1,
    size: SIMD2<Double>
  ) -> SIMD2<Double>? {
    let image = project(
      mirror(point, width: size.x), radians: radians, axis: axis, anchor: anchor,
      anchorZ: anchorZ, perspective: perspective, size: size)
    return image.map { mirror($0, width: size.x) }
  }
}

// MARK: - Comparing

/// Relative-or-absolute closeness: `|a − b| ≤ tolerance · max(1, |a|, |b|)` per component.
func projectionClose(
  _ a: SIMD2<Double>, _ b: SIMD2<Double>, tolerance: Double = 1e-9
) -> Bool {
  let scale = max(1, abs(a.x), abs(a.y), abs(b.x), abs(b.y))
  return abs(a.x - b.x) <= tolerance * scale && abs(a.y - b.y) <= tolerance * scale
}

/// The larger component-wise distance between two points.
func projectionDistance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
  max(abs(a.x - b.x), abs(a.y - b.y))
}

// MARK: - Sweeps

/// A dense sweep's bookkeeping: counts cases and failures, keeps the worst distance, and
/// records only the first five failures, so a broken build fails fast and readably.
struct ProjectionSweep {
  let proof: String
  private(set) var cases = 0
  private(set) var failures = 0
  private(set) var worst = 0.0

  init(_ proof: String) { self.proof = proof }

  /// Counts one case; `distance` is its error, kept when it is the worst so far.
  mutating func check(
    _ passed: Bool, distance: Double = 0, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    cases += 1
    if distance > worst || distance.isNaN { worst = distance }
    guard !passed else { return }
    failures += 1
    if failures <= 5 {
      Issue.record("\(proof): \(message())", sourceLocation: sourceLocation)
    }
  }

  /// Prints the summary line and fails unless every case passed and enough ran.
  func finish(
    atLeast minimum: Int = 1, unit: String = "pt", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    print("[\(proof)] \(cases) cases, \(failures) failures, worst distance \(worst) \(unit)")
    #expect(
      failures == 0, "\(proof): \(failures) of \(cases) failed", sourceLocation: sourceLocation)
    #expect(cases >= minimum, "\(proof): only \(cases) cases ran", sourceLocation: sourceLocation)
  }
}

// MARK: - Seeded randomness

/// The projection tests' seeding on the shared generator.
extension SplitMix64 {
  /// A generator for the named proof. The seed is `EFFECTMATH_PROJECTION_SEED` (decimal or
  /// 0x-hex) when set, else `fallback`; it is printed with a replay line either way.
  static func seeded(_ proof: String, fallback: UInt64) -> SplitMix64 {
    var seed = fallback
    if let raw = getenv("EFFECTMATH_PROJECTION_SEED") {
      let text = String(cString: raw)
      let parsed =
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text, radix: 10)
      if let parsed { seed = parsed }
    }
    let hex = "0x" + String(seed, radix: 16, uppercase: true)
    print("[\(proof)] seed \(hex)  replay: EFFECTMATH_PROJECTION_SEED=\(hex) swift test")
    return SplitMix64(seed: seed)
  }
}
