/// Where a die face's pips sit, in unit space, and how they are packed for the shader.
///
/// Unit space runs 0…1 on both axes, with (0.5, 0.5) at the face's centre. Pips sit on a 3 × 3
/// grid at 0.25, 0.5 and 0.75:
///
/// ```
/// 1: centre            2: two opposite corners     3: 2 + centre
/// 4: four corners      5: 4 + centre               6: two columns of three
/// ```
///
/// Every layout is symmetric under a half turn, `p ↦ (1, 1) − p`. Seed fact (article 002,
/// "Pips as Floats"): there is no `float2` array argument, so each pip's unit-space position is
/// packed as two floats of a `floatArray`; the count the shader receives is the number of
/// floats, not of pips (a five has ten), and a placeholder die of value 0 packs to an empty
/// array, so the shader's loop never runs.
public enum DiePips {
  /// The values a face can show: 0 (a placeholder die, no pips) through 6.
  public static let values: ClosedRange<Int> = 0...6

  /// The pips of `value`, in unit space, in reading order (top row first, left to right).
  ///
  /// Values outside 0…6 give `[]`, like the placeholder 0: nothing is drawn and nothing traps.
  public static func positions(value: Int) -> [SIMD2<Double>] {
    let low = 0.25
    let mid = 0.5
    let high = 0.75
    let centre = SIMD2(mid, mid)
    let topLeft = SIMD2(low, low)
    let topRight = SIMD2(high, low)
    let bottomLeft = SIMD2(low, high)
    let bottomRight = SIMD2(high, high)
    switch value {
    case 1: return [centre]
    case 2: return [topRight, bottomLeft]
    case 3: return [topRight, centre, bottomLeft]
    case 4: return [topLeft, topRight, bottomLeft, bottomRight]
    case 5: return [topLeft, topRight, centre, bottomLeft, bottomRight]
    case 6:
      return [topLeft, topRight, SIMD2(low, mid), SIMD2(high, mid), bottomLeft, bottomRight]
    default: return []
    }
  }

  /// The pips of `value` packed as x, y pairs for a `floatArray` argument.
  ///
  /// ```
  /// packedPips(value)[2i] = x of pip i,  packedPips(value)[2i + 1] = y of pip i
  /// count = 2 · pips   (a five gives 10 floats; 0 gives [])
  /// ```
  ///
  /// Values outside 0…6 give `[]`.
  public static func packedPips(value: Int) -> [Float] {
    positions(value: value).flatMap { [Float($0.x), Float($0.y)] }
  }

  /// The smallest distance between two pips of `value` in unit space, or `.infinity` when it
  /// has fewer than two pips (0, 1 and values outside 0…6). Two pips of radius `r` stay apart
  /// when this is greater than `2r`; the closest pair of the layout is 0.25 apart (the six's
  /// columns).
  public static func minimumSpacing(value: Int) -> Double {
    let pips = positions(value: value)
    var best = Double.infinity
    for i in pips.indices {
      for j in pips.indices where j > i {
        let d = pips[i] - pips[j]
        best = min(best, (d.x * d.x + d.y * d.y).squareRoot())
      }
    }
    return best
  }
}
