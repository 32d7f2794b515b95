/// The validated box a promise proof searches: the parameters, then the pixel's x and y.
///
/// ```
/// z = (θ₁ … θₙ, pₓ, p_y) ∈ [lower, upper] ⊂ ℝⁿ⁺²
/// unit coordinates over the free coordinates (lowerᵢ < upperᵢ): zᵢ = lowerᵢ + uᵢ·(upperᵢ − lowerᵢ)
/// ```
struct PromiseSearchSpace {
  /// Lower bounds of every coordinate.
  let lower: [Double]
  /// Upper bounds of every coordinate.
  let upper: [Double]
  /// Indices of the coordinates with `lower < upper`; the others are fixed.
  let free: [Int]
  /// How many leading coordinates are parameters.
  let parameterCount: Int

  /// The box of already validated parameters and pixels.
  init(parameters: [ParameterRange], pixels: PixelRegion) {
    let maximum = pixels.maximum
    let lower = parameters.map(\.lower) + [pixels.origin.x, pixels.origin.y]
    let upper = parameters.map(\.upper) + [maximum.x, maximum.y]
    self.lower = lower
    self.upper = upper
    free = lower.indices.filter { lower[$0] < upper[$0] }
    parameterCount = parameters.count
  }

  /// A box of `lower…upper` with no pixel coordinates (already validated: equal counts, finite,
  /// `lower ≤ upper`).
  init(lower: [Double], upper: [Double]) {
    self.lower = lower
    self.upper = upper
    free = lower.indices.filter { lower[$0] < upper[$0] }
    parameterCount = lower.count
  }

  /// `upperᵢ − lowerᵢ`.
  func width(_ index: Int) -> Double { upper[index] - lower[index] }

  /// The parameters and the pixel of a point.
  func split(_ point: [Double]) -> (parameters: [Double], pixel: SIMD2<Double>) {
    (Array(point[..<parameterCount]), SIMD2(point[parameterCount], point[parameterCount + 1]))
  }

  /// Coordinate `index` at unit position `unit` (clamped to [0, 1]), exactly `upper` at 1.
  func coordinate(_ index: Int, unit: Double) -> Double {
    let clamped = min(max(unit, 0), 1)
    return min(max(lower[index] + clamped * width(index), lower[index]), upper[index])
  }

  /// The point with the free coordinates at `units` (clamped into [0, 1]) and the fixed ones
  /// at their value, plus how far `units` lies outside the unit cube (Σ of the excess).
  func point(units: [Double]) -> (point: [Double], excess: Double) {
    var point = lower
    var excess = 0.0
    for (slot, index) in free.enumerated() {
      let unit = units[slot]
      guard !unit.isNaN else {
        excess += 1
        continue
      }
      excess += max(0, -unit) + max(0, unit - 1)
      point[index] = coordinate(index, unit: unit)
    }
    return (point, excess)
  }

  /// The unit coordinates of a point's free coordinates.
  func units(of point: [Double]) -> [Double] {
    free.map { index in (point[index] - lower[index]) / width(index) }
  }
}
