/// Codable and Hashable helpers for floating-point fields that may hold NaN or ±∞.
///
/// JSON has no spelling for NaN or the infinities, and `JSONEncoder` refuses them by default, so
/// comparison reports encode a finite value as a plain number and a non-finite one as one of
/// the strings `"nan"`, `"inf"` or `"-inf"` (the same spelling golden files use). Decoding
/// accepts both forms.
///
/// For equality and hashing, NaN is treated as equal to NaN, so a report holding NaN still
/// equals itself (as `Hashable` requires); `+0` and `−0` compare and hash alike, as for the
/// floating-point type itself.
enum NonFiniteCoding {
  /// The string for a non-finite value: `"nan"`, `"inf"` or `"-inf"`; `nil` for finite values.
  static func spelling<T: FloatingPoint>(of value: T) -> String? {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return nil
  }

  /// The value a non-finite spelling stands for, or `nil` for any other string.
  static func value<T: FloatingPoint>(spelled text: String, as type: T.Type = T.self) -> T? {
    switch text {
    case "nan": T.nan
    case "inf": T.infinity
    case "-inf": -T.infinity
    default: nil
    }
  }

  // MARK: - Keyed containers

  static func encode<T: ULPMeasurable, Key: CodingKey>(
    _ value: T, forKey key: Key, in container: inout KeyedEncodingContainer<Key>
  ) throws {
    if let text = spelling(of: value) {
      try container.encode(text, forKey: key)
    } else {
      try container.encode(value, forKey: key)
    }
  }

  static func encode<T: ULPMeasurable, Key: CodingKey>(
    _ values: [T], forKey key: Key, in container: inout KeyedEncodingContainer<Key>
  ) throws {
    var elements = container.nestedUnkeyedContainer(forKey: key)
    for value in values {
      if let text = spelling(of: value) {
        try elements.encode(text)
      } else {
        try elements.encode(value)
      }
    }
  }

  static func decode<T: ULPMeasurable, Key: CodingKey>(
    _ type: T.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>
  ) throws -> T {
    if let text = try? container.decode(String.self, forKey: key) {
      guard let value = value(spelled: text, as: T.self) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription:
            "expected a number or one of \"nan\", \"inf\", \"-inf\", found \"\(text)\""
        )
      }
      return value
    }
    return try container.decode(T.self, forKey: key)
  }

  static func decode<T: ULPMeasurable, Key: CodingKey>(
    _ type: [T].Type, forKey key: Key, in container: KeyedDecodingContainer<Key>
  ) throws -> [T] {
    var elements = try container.nestedUnkeyedContainer(forKey: key)
    var values: [T] = []
    while !elements.isAtEnd {
      if let text = try? elements.decode(String.self) {
        guard let value = value(spelled: text, as: T.self) else {
          throw DecodingError.dataCorruptedError(
            in: elements,
            debugDescription:
              "expected a number or one of \"nan\", \"inf\", \"-inf\", found \"\(text)\"")
        }
        values.append(value)
      } else {
        values.append(try elements.decode(T.self))
      }
    }
    return values
  }

  // MARK: - Equality and hashing

  /// `a == b`, with NaN equal to NaN.
  static func same<T: FloatingPoint>(_ a: T, _ b: T) -> Bool {
    a == b || (a.isNaN && b.isNaN)
  }

  /// Element-wise ``same(_:_:)`` for arrays of equal length.
  static func same<T: FloatingPoint>(_ a: [T], _ b: [T]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
  }

  /// Feeds `value` to `hasher` so that all NaNs hash alike.
  static func hash<T: FloatingPoint & Hashable>(_ value: T, into hasher: inout Hasher) {
    if value.isNaN {
      hasher.combine(0x7FF8 as UInt16)
    } else {
      hasher.combine(value)
    }
  }
}
