/// The numbers a config key allows: an interval whose ends are open, closed or absent, as help
/// writes it (`> 0`, `(0, 0.5]`, `0 … 100`) and as the reader checks it, each end with its own
/// error.
///
/// ```swift
/// ConfigInterval.positive.atMost(0.5, "expected a peel step in (0, 0.5], found {found}")
/// ```
public struct ConfigInterval: Hashable, Sendable {
  /// How help writes an interval with both ends.
  public enum Style: Hashable, Sendable {
    /// `(0, 0.5]`, or `0 … 100` when both ends are included.
    case interval
    /// `> 0 and ≤ 10000`: each end as its own bound.
    case bounds
  }

  /// The lowest value allowed, if any.
  public var lower: ConfigBound?
  /// The highest value allowed, if any.
  public var upper: ConfigBound?
  /// How help writes it.
  public var style: Style
  /// A unit help writes after it (`points`), if any.
  public var unit: String?

  /// Declares an interval.
  public init(
    lower: ConfigBound? = nil, upper: ConfigBound? = nil, style: Style = .interval,
    unit: String? = nil
  ) {
    self.lower = lower
    self.upper = upper
    self.style = style
    self.unit = unit
  }

  /// Above 0: `expected a number above 0, found …`.
  public static let positive = ConfigInterval(
    lower: ConfigBound(0, included: false, message: "expected a number above 0, found {found}"))
  /// 0 or more: `expected a number of 0 or more, found …`.
  public static let nonNegative = ConfigInterval(
    lower: ConfigBound(
      0, included: true, message: "expected a number of 0 or more, found {found}"))

  /// Above `value`, with `message` for a value that is not.
  public static func above(_ value: Double, _ message: String) -> ConfigInterval {
    ConfigInterval(lower: ConfigBound(value, included: false, message: message))
  }

  /// At least `value`, with `message` for a value that is not.
  public static func atLeast(_ value: Double, _ message: String) -> ConfigInterval {
    ConfigInterval(lower: ConfigBound(value, included: true, message: message))
  }

  /// `range`, both ends included, with one `message` for a value outside it.
  public static func closed(_ range: ClosedRange<Double>, _ message: String) -> ConfigInterval {
    ConfigInterval(
      lower: ConfigBound(range.lowerBound, included: true, message: message),
      upper: ConfigBound(range.upperBound, included: true, message: message))
  }

  /// Between `lower` and `upper`, both excluded, with one `message` for a value outside.
  public static func open(_ lower: Double, _ upper: Double, _ message: String) -> ConfigInterval {
    ConfigInterval(
      lower: ConfigBound(lower, included: false, message: message),
      upper: ConfigBound(upper, included: false, message: message))
  }

  /// This interval, also below `value`.
  public func below(_ value: Double, _ message: String) -> ConfigInterval {
    var copy = self
    copy.upper = ConfigBound(value, included: false, message: message)
    return copy
  }

  /// This interval, also at most `value`.
  public func atMost(_ value: Double, _ message: String) -> ConfigInterval {
    var copy = self
    copy.upper = ConfigBound(value, included: true, message: message)
    return copy
  }

  /// This interval, written by help as `style`, with `unit` after it.
  public func written(_ style: Style, unit: String? = nil) -> ConfigInterval {
    var copy = self
    copy.style = style
    copy.unit = unit
    return copy
  }

  /// Whether `value` is inside; NaN never is.
  public func contains(_ value: Double) -> Bool {
    (lower?.admitsAbove(value) ?? !value.isNaN) && (upper?.admitsBelow(value) ?? !value.isNaN)
  }

  /// `value`, checked: the lower end first, then the upper.
  ///
  /// - Parameter found: the value as the error prints it (by default Swift's `\(value)`).
  /// - Throws: the message of the end `value` is past, at `reader`.
  public func check(_ value: Double, at reader: JSONReader, found: String? = nil)
    throws(JSONError)
  {
    if let lower, !lower.admitsAbove(value) {
      throw reader.error(lower.message(found: found ?? "\(value)"))
    }
    if let upper, !upper.admitsBelow(value) {
      throw reader.error(upper.message(found: found ?? "\(value)"))
    }
    if value.isNaN { throw reader.error("expected a number, found NaN") }
  }

  /// As help writes it alone: `> 0`, `(0, 0.5]`, `0 … 100`; `nil` for every number.
  public var text: String? { words(after: false) }

  /// As help writes it after a name (`each side in (0, 8192]`, `x in 0 … 1`): an interval with
  /// both ends is preceded by `in`.
  var textAfterName: String? { words(after: true) }

  private func words(after name: Bool) -> String? {
    var text: String
    switch (lower, upper) {
    case (nil, nil): return nil
    case (let lower?, nil): text = (lower.isIncluded ? "≥ " : "> ") + lower.words
    case (nil, let upper?): text = (upper.isIncluded ? "≤ " : "< ") + upper.words
    case (let lower?, let upper?):
      switch style {
      case .bounds:
        text =
          (lower.isIncluded ? "≥ " : "> ") + lower.words + " and "
          + (upper.isIncluded ? "≤ " : "< ") + upper.words
      case .interval:
        text =
          lower.isIncluded && upper.isIncluded
          ? "\(lower.words) … \(upper.words)"
          : (lower.isIncluded ? "[" : "(") + "\(lower.words), \(upper.words)"
            + (upper.isIncluded ? "]" : ")")
        if name { text = "in " + text }
      }
    }
    return unit.map { text + " " + $0 } ?? text
  }
}
