/// Reading a key's value through its ``ConfigKey/rule``: the value is checked (type, count,
/// ends) with its JSON path and the rule's wording before it is returned.
extension ConfigKey {
  /// `reader`, checked against the ``rule`` (nothing to check without one).
  ///
  /// - Throws: the rule's first problem, at its JSON path.
  public func check(_ reader: JSONReader) throws(JSONError) {
    try rule?.check(reader)
  }

  /// `value`, a number already read at `reader` (a shader entry's, checked finite first),
  /// checked against the interval of the ``rule``.
  ///
  /// - Parameter found: the value as the error prints it (by default Swift's `\(value)`).
  /// - Throws: the message of the end `value` is past, at `reader`.
  public func check(_ value: Double, at reader: JSONReader, found: String? = nil)
    throws(JSONError)
  {
    try rule?.interval?.check(value, at: reader, found: found)
  }

  /// The key's number in `object`, checked; `nil` when the object does not have the key.
  public func number(in object: JSONObjectReader) throws(JSONError) -> Double? {
    guard let reader = value(in: object) else { return nil }
    try check(reader)
    return try reader.double()
  }

  /// The key's whole number in `object`, checked; `nil` when the object does not have it.
  public func integer(in object: JSONObjectReader) throws(JSONError) -> Int? {
    guard let reader = value(in: object) else { return nil }
    try check(reader)
    return try reader.int()
  }

  /// The key's word (one of the rule's) in `object`, checked; `nil` when the object does not
  /// have it.
  public func word(in object: JSONObjectReader) throws(JSONError) -> String? {
    guard let reader = value(in: object) else { return nil }
    try check(reader)
    return try reader.string()
  }

  /// The key's array of numbers in `object`, checked; `nil` when the object does not have it.
  public func numbers(in object: JSONObjectReader) throws(JSONError) -> [Double]? {
    guard let reader = value(in: object) else { return nil }
    try check(reader)
    var numbers: [Double] = []
    for element in try reader.array() { numbers.append(try element.double()) }
    return numbers
  }
}
