/// How many elements a config key's array may have, as help writes it (`at least one`,
/// `1 … 16 heights`) and as the reader checks it.
public struct ConfigCount: Hashable, Sendable {
  /// The fewest elements allowed.
  public let minimum: Int
  /// The most elements allowed; `nil` for no limit.
  public let maximum: Int?
  /// What the elements are, as help writes them after a range (`heights`); `nil` to leave out.
  public let noun: String?
  /// The error an array of another count gets; ``ConfigBound/foundMarker`` stands for the count
  /// found.
  public let message: String

  /// Declares a count.
  public init(_ minimum: Int, _ maximum: Int?, noun: String? = nil, message: String) {
    self.minimum = minimum
    self.maximum = maximum
    self.noun = noun
    self.message = message
  }

  /// Any number of elements, none included.
  public static let any = ConfigCount(0, nil, message: "")

  /// At least one element, with `message` for an empty array.
  public static func atLeastOne(_ message: String) -> ConfigCount {
    ConfigCount(1, nil, message: message)
  }

  /// Exactly `count` elements (which the key's JSON type already says, so help adds nothing).
  public static func exactly(_ count: Int, _ message: String) -> ConfigCount {
    ConfigCount(count, count, message: message)
  }

  /// `count`, checked.
  ///
  /// - Throws: ``message`` at `reader` when `count` is outside.
  public func check(_ count: Int, at reader: JSONReader) throws(JSONError) {
    guard count >= minimum, count <= maximum ?? Int.max else {
      throw reader.error(message.replacing(ConfigBound.foundMarker, with: "\(count)"))
    }
  }

  /// As help writes it: `at least one`, `1 … 16 heights`; `nil` for an exact count or any.
  public var text: String? {
    switch (minimum, maximum) {
    case (0, nil): return nil
    case (1, nil): return "at least one"
    case (let low, nil): return "at least \(low)"
    case (let low, let high?) where low == high: return nil
    case (let low, let high?): return "\(low) … \(high)" + (noun.map { " " + $0 } ?? "")
    }
  }
}
