/// The values an `i1` may take over a box: true, false, or either.
public struct AbstractBool: Sendable, Hashable, CustomStringConvertible {
  /// Whether it may be true.
  public let mayBeTrue: Bool
  /// Whether it may be false.
  public let mayBeFalse: Bool

  /// Creates the set from what it may be.
  public init(mayBeTrue: Bool, mayBeFalse: Bool) {
    self.mayBeTrue = mayBeTrue
    self.mayBeFalse = mayBeFalse
  }

  /// Exactly `value`.
  public init(_ value: Bool) {
    self.init(mayBeTrue: value, mayBeFalse: !value)
  }

  /// Either.
  public static let either = AbstractBool(mayBeTrue: true, mayBeFalse: true)

  /// The one value when it is decided; nil when it may be either (or is empty).
  public var decided: Bool? {
    mayBeTrue == mayBeFalse ? nil : mayBeTrue
  }

  /// Whether `value` is in the set.
  public func contains(_ value: Bool) -> Bool { value ? mayBeTrue : mayBeFalse }

  /// `true`, `false`, `either` or `none`.
  public var description: String {
    switch (mayBeTrue, mayBeFalse) {
    case (true, true): "either"
    case (true, false): "true"
    case (false, true): "false"
    case (false, false): "none"
    }
  }
}
