import Foundation

/// Unit vectors in the plane, `(cos θ, sin θ)` for θ in [0, 2π). Shrinking heads for (1, 0)
/// through the other axis directions and smaller angles.
public struct UnitVector2Domain: ProofDomain {
  let angles = AngleDomain(gridPoints: 8)

  /// Creates the domain; its grid is every 45°.
  public init() {}

  /// 1 (the angle).
  public var dimension: Int { 1 }
  /// 8.
  public var gridCount: Int { angles.gridCount }

  /// The vector at angle `2π · u`.
  public func value(atUnit unit: ArraySlice<Double>) -> SIMD2<Double> {
    Self.vector(angles.value(atUnit: unit))
  }
  /// Grid vector `index`.
  public func gridValue(at index: Int) -> SIMD2<Double> {
    Self.vector(angles.gridValue(at: index))
  }
  /// An axis or diagonal direction.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> SIMD2<Double> {
    Self.vector(Double(random.index(below: 8)) * .pi / 4)
  }
  /// |v| = 1 within 1e-12.
  public func contains(_ value: SIMD2<Double>) -> Bool {
    abs((value * value).sum().squareRoot() - 1) <= 1e-12
  }
  /// The axis directions, then the vector at each simpler angle.
  public func shrinkCandidates(for value: SIMD2<Double>) -> [SIMD2<Double>] {
    guard contains(value) else { return [] }
    var angle = atan2(value.y, value.x)
    if angle < 0 { angle += 2 * .pi }
    let axes: [SIMD2<Double>] = [SIMD2(1, 0), SIMD2(0, 1), SIMD2(-1, 0), SIMD2(0, -1)]
    let axisIndex = axes.firstIndex { abs($0.x - value.x) < 1e-15 && abs($0.y - value.y) < 1e-15 }
    let simplerAxes = axes.prefix(axisIndex ?? axes.count)
    return Array(simplerAxes)
      + (axisIndex == nil ? angles.shrinkCandidates(for: angle).map(Self.vector) : [])
  }

  static func vector(_ angle: Double) -> SIMD2<Double> { SIMD2(cos(angle), sin(angle)) }
}

/// Unit vectors in space, uniform on the sphere: `(√(1−z²) cos φ, √(1−z²) sin φ, z)` for z in
/// [−1, 1] and φ in [0, 2π). Shrinking heads for the axis directions.
public struct UnitVector3Domain: ProofDomain {
  let heights = IntervalDomain<Double>(-1...1, grid: .points(5))
  let angles = AngleDomain(gridPoints: 8)

  /// Creates the domain; its grid is 5 heights × 8 angles.
  public init() {}

  /// 2 (height and angle).
  public var dimension: Int { 2 }
  /// 40.
  public var gridCount: Int { heights.gridCount * angles.gridCount }

  /// The vector for unit coordinates (z, φ); a missing coordinate counts as 0.
  public func value(atUnit unit: ArraySlice<Double>) -> SIMD3<Double> {
    let split = Swift.min(unit.startIndex + 1, unit.endIndex)
    return Self.vector(
      z: heights.value(atUnit: unit[..<split]), angle: angles.value(atUnit: unit[split...]))
  }
  /// Grid vector `index`.
  public func gridValue(at index: Int) -> SIMD3<Double> {
    let k = min(max(index, 0), gridCount - 1)
    return Self.vector(
      z: heights.gridValue(at: k / angles.gridCount),
      angle: angles.gridValue(at: k % angles.gridCount))
  }
  /// An axis direction.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> SIMD3<Double> {
    Self.axes[random.index(below: Self.axes.count)]
  }
  /// |v| = 1 within 1e-12.
  public func contains(_ value: SIMD3<Double>) -> Bool {
    abs((value * value).sum().squareRoot() - 1) <= 1e-12
  }
  /// The axis directions before `value` in the order +x, +y, +z, −x, −y, −z.
  public func shrinkCandidates(for value: SIMD3<Double>) -> [SIMD3<Double>] {
    guard contains(value) else { return [] }
    let index = Self.axes.firstIndex { ($0 - value).max() < 1e-15 && (value - $0).max() < 1e-15 }
    return Array(Self.axes.prefix(index ?? Self.axes.count))
  }

  static let axes: [SIMD3<Double>] = [
    SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1), SIMD3(-1, 0, 0), SIMD3(0, -1, 0),
    SIMD3(0, 0, -1),
  ]

  static func vector(z: Double, angle: Double) -> SIMD3<Double> {
    let ring = max(0, 1 - z * z).squareRoot()
    return SIMD3(ring * cos(angle), ring * sin(angle), z)
  }
}
