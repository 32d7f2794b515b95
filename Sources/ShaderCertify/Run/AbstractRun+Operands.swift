import ShaderIR

extension AbstractRun {
  /// The format of a float IR type; nil for another type.
  static func format(_ type: IRType) -> MetalFloatFormat? {
    switch type {
    case .float: .float
    case .half: .half
    default: nil
    }
  }

  /// The value of `value` (of IR type `type`) in `values`.
  func operand(
    _ value: IRValue, _ type: IRType, _ values: Environment, _ at: IRInstruction
  ) throws(Stop) -> AbstractValue {
    switch value {
    case .local(let name):
      guard let found = values[name] else {
        throw Stop(reason: "%\(name) has no value on this path", instruction: at)
      }
      return found
    case .constant(let constant): return try Self.constant(constant, type, at)
    case .metadata: throw Stop(reason: "a metadata operand", instruction: at)
    }
  }

  /// A constant of IR type `type`.
  static func constant(_ constant: IRConstant, _ type: IRType, _ at: IRInstruction) throws(Stop)
    -> AbstractValue
  {
    switch (constant, type) {
    case (.float(let literal), _):
      guard let format = format(type) else {
        throw Stop(reason: "a \(type) constant", instruction: at)
      }
      return .float(AbstractFloat(format, literal.value))
    case (.integer(let value), .integer(1)):
      return .truth(AbstractBool(value != 0), nil)
    case (.integer(let value), .integer(let bits)):
      return .integer(AbstractInt(width: bits, Int64(value)))
    case (.zeroInitializer, _), (.null, _): return try zero(type, at)
    case (.poison, _): return try poison(type, at)
    case (.undef, _): return try anything(type, at)
    case (.splat(let lane), .vector(let count, let element)):
      let value = try Self.constant(lane.constant, element, at)
      return .lanes(Array(repeating: value, count: count))
    case (.vector(let lanes), .vector(_, let element)):
      var values: [AbstractValue] = []
      for lane in lanes { values.append(try Self.constant(lane.constant, element, at)) }
      return .lanes(values)
    default:
      throw Stop(reason: "the constant \(constant) of type \(type)", instruction: at)
    }
  }

  /// Zero of `type`.
  static func zero(_ type: IRType, _ at: IRInstruction) throws(Stop) -> AbstractValue {
    switch type {
    case .float, .half: return .float(AbstractFloat(format(type) ?? .float, 0))
    case .integer(1): return .truth(AbstractBool(false), nil)
    case .integer(let bits): return .integer(AbstractInt(width: bits, 0))
    case .vector(let count, let element):
      return .lanes(Array(repeating: try zero(element, at), count: count))
    default: throw Stop(reason: "a zero of type \(type)", instruction: at)
    }
  }

  /// A poison `type`: a float lane holds no value at all (an empty set), so what is computed
  /// from it is empty too and never a non-finite finding; clang makes poison lanes only to build
  /// vectors (`insertelement` into `poison`, a shuffle's unused lanes), which are overwritten
  /// or never read. A poison lane that reaches a sample or the result is empty there, which a
  /// certificate counts as undecided, never as holding. Integers and truth values stay every
  /// value.
  static func poison(_ type: IRType, _ at: IRInstruction) throws(Stop) -> AbstractValue {
    switch type {
    case .float, .half:
      let format = format(type) ?? .float
      return .float(AbstractFloat(format, lower: .infinity, upper: -.infinity))
    case .vector(let count, let element):
      return .lanes(Array(repeating: try poison(element, at), count: count))
    default: return try anything(type, at)
    }
  }

  /// Every value of `type` (undef may be anything).
  static func anything(_ type: IRType, _ at: IRInstruction) throws(Stop) -> AbstractValue {
    switch type {
    case .float, .half: return .float(.anything(format(type) ?? .float))
    case .integer(1): return .truth(.either, nil)
    case .integer(let bits): return .integer(.anything(width: bits))
    case .vector(let count, let element):
      return .lanes(Array(repeating: try anything(element, at), count: count))
    default: throw Stop(reason: "an undefined value of type \(type)", instruction: at)
    }
  }

  /// The lanes of a vector type, and their element: `<2 x float>` → (2, float); a `double`
  /// carrying lanes counts as its lanes.
  static func laneCount(_ type: IRType) -> Int? {
    if case .vector(let count, _) = type { return count }
    return nil
  }
}
