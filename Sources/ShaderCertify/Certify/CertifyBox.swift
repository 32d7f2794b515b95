import Foundation

/// One dimension of a box a certificate covers: a pixel column or row index, an argument's
/// lane, or a choice.
public struct CertifyAxis: Sendable, Hashable {
  /// What the dimension is, as a report names it (`pixel x`, `radius`, `center.y`).
  public var label: String
  /// The least value.
  public var lower: Double
  /// The greatest value.
  public var upper: Double
  /// Whether only the whole numbers in `[lower, upper]` are values (pixel indices, choices).
  public var isDiscrete: Bool

  /// A dimension `[lower, upper]`.
  public init(label: String, lower: Double, upper: Double, isDiscrete: Bool = false) {
    self.label = label
    self.lower = lower
    self.upper = upper
    self.isDiscrete = isDiscrete
  }

  /// Whether it holds one value.
  public var isPoint: Bool { lower == upper }

  /// Its part of `whole`'s range: width over width, or count over count when discrete.
  public func share(of whole: CertifyAxis) -> Double {
    if isDiscrete { return (upper - lower + 1) / (whole.upper - whole.lower + 1) }
    let width = whole.upper - whole.lower
    return width > 0 ? (upper - lower) / width : 1
  }

  /// The middle value (a whole number, for a discrete one).
  public var middle: Double {
    let mid = lower + (upper - lower) / 2
    return isDiscrete ? mid.rounded(.down) : mid
  }
}

/// A box of inputs: one interval per dimension. The certifier splits it where its bound is
/// undecided.
public struct CertifyBox: Sendable, Hashable, CustomStringConvertible {
  /// The dimensions.
  public var axes: [CertifyAxis]

  /// A box of these dimensions.
  public init(axes: [CertifyAxis]) { self.axes = axes }

  /// Whether every dimension holds one value.
  public var isPoint: Bool { axes.allSatisfy(\.isPoint) }

  /// The box's middle point.
  public var middle: CertifyBox {
    CertifyBox(
      axes: axes.map {
        var a = $0
        (a.lower, a.upper) = (a.middle, a.middle)
        return a
      })
  }

  /// The two halves along dimension `index`; nil when it cannot be split (one value, or a
  /// continuous interval narrower than `root`'s width there times 2⁻⁴⁰).
  public func split(along index: Int, root: CertifyBox) -> (CertifyBox, CertifyBox)? {
    let axis = axes[index]
    guard !axis.isPoint else { return nil }
    var (low, high) = (self, self)
    if axis.isDiscrete {
      let mid = axis.middle
      low.axes[index].upper = mid
      high.axes[index].lower = mid + 1
    } else {
      let whole = root.axes[index].upper - root.axes[index].lower
      guard axis.upper - axis.lower > whole * 0x1p-40 else { return nil }
      let mid = axis.middle
      guard mid > axis.lower, mid < axis.upper else { return nil }
      low.axes[index].upper = mid
      high.axes[index].lower = mid
    }
    return (low, high)
  }

  /// Its share of `root`: the product over dimensions of its part of each (for a discrete
  /// dimension, the count of its whole numbers over the root's).
  public func share(of root: CertifyBox) -> Double {
    zip(axes, root.axes).reduce(1.0) { $0 * $1.0.share(of: $1.1) }
  }

  /// `pixel x 0…119, radius [10, 35]`: each dimension that is not a single value of the root's
  /// whole range, or all when every one is.
  public var description: String {
    axes.map { axis in
      let range =
        axis.isPoint
        ? "\(Self.number(axis.lower))"
        : axis.isDiscrete
          ? "\(Self.number(axis.lower))…\(Self.number(axis.upper))"
          : "[\(Self.number(axis.lower)), \(Self.number(axis.upper))]"
      return "\(axis.label) \(range)"
    }.joined(separator: ", ")
  }

  /// `3`, `0.5`, `6.2832`: at most 6 significant digits.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = String(format: "%.6g", value)
    if text.contains("e") { return text }
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
