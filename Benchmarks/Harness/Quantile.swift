/// Order statistics with one definition throughout: linear interpolation between closest
/// ranks, numpy's default (Hyndman & Fan type 7): for sorted x of length n and p in [0, 1],
/// h = (n − 1)·p and q = x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]).
public enum Quantile {
  /// The p-quantile of already sorted values; NaN when empty.
  public static func sorted(_ values: [Double], _ p: Double) -> Double {
    guard let first = values.first else { return .nan }
    guard values.count > 1 else { return first }
    let h = Double(values.count - 1) * min(1, max(0, p))
    let low = Int(h.rounded(.down))
    let high = min(low + 1, values.count - 1)
    return values[low] + (h - Double(low)) * (values[high] - values[low])
  }

  /// The p-quantile of values in any order.
  public static func of(_ values: [Double], _ p: Double) -> Double {
    sorted(values.sorted(), p)
  }

  /// The median of values in any order (the 0.5-quantile: the mean of the middle two when
  /// the count is even).
  public static func median(_ values: [Double]) -> Double { of(values, 0.5) }
}
