import ShaderIR

extension AbstractRun {
  /// A binary instruction, lane by lane.
  func binary(
    _ opcode: IRBinaryOpcode, _ a: AbstractValue, _ b: AbstractValue, _ at: IRInstruction
  ) throws(Stop) -> AbstractValue {
    try Self.laneWise(a, b, at) { x, y throws(Stop) in
      switch (x, y) {
      case (.float(let p), .float(let q)):
        switch opcode {
        case .fadd: return .float(p.adding(q, mode: mode))
        case .fsub: return .float(p.subtracting(q, mode: mode))
        case .fmul: return .float(p.multiplying(q, mode: mode))
        case .fdiv: return .float(p.dividing(by: q, mode: mode))
        default: throw Stop(reason: "\(opcode) on floats", instruction: at)
        }
      case (.integer(let p), .integer(let q)):
        switch opcode {
        case .add: return .integer(p.adding(q))
        case .sub: return .integer(p.subtracting(q))
        case .mul: return .integer(p.multiplying(q))
        case .and: return .integer(p.and(q))
        case .or: return .integer(p.or(q))
        case .xor: return .integer(p.or(q, exclusive: true))
        case .shl: return .integer(p.shiftedLeft(by: q))
        case .lshr: return .integer(p.shiftedRight(by: q, arithmetic: false))
        case .ashr: return .integer(p.shiftedRight(by: q, arithmetic: true))
        default:
          throw Stop(
            reason: "the IR uses \(opcode), which the abstract run does not model", instruction: at)
        }
      case (.truth(let p, let c), .truth(let q, let d)):
        switch opcode {
        case .and:
          return .truth(
            AbstractBool(
              mayBeTrue: p.mayBeTrue && q.mayBeTrue, mayBeFalse: p.mayBeFalse || q.mayBeFalse),
            c.flatMap { c in d.map { .both(c, $0) } })
        case .or:
          return .truth(
            AbstractBool(
              mayBeTrue: p.mayBeTrue || q.mayBeTrue, mayBeFalse: p.mayBeFalse && q.mayBeFalse),
            c.flatMap { c in d.map { .either(c, $0) } })
        case .xor:
          // `xor c, true` is `not c`; any other xor keeps no condition.
          let flips = q.decided == true ? c.map { AbstractCondition.not($0) } : nil
          let mayBeTrue = (p.mayBeTrue && q.mayBeFalse) || (p.mayBeFalse && q.mayBeTrue)
          let mayBeFalse = (p.mayBeTrue && q.mayBeTrue) || (p.mayBeFalse && q.mayBeFalse)
          return .truth(AbstractBool(mayBeTrue: mayBeTrue, mayBeFalse: mayBeFalse), flips)
        default: throw Stop(reason: "\(opcode) on i1", instruction: at)
        }
      default: throw Stop(reason: "\(opcode) on \(x) and \(y)", instruction: at)
      }
    }
  }

  /// A cast: conversions lane by lane; a bitcast between a `double` and the lanes it carries
  /// (a `float2`, a `half4`) keeps the lanes.
  func cast(
    _ opcode: IRCastOpcode, _ value: AbstractValue, from source: IRType, to target: IRType,
    _ at: IRInstruction
  ) throws(Stop) -> AbstractValue {
    if opcode == .bitcast {
      guard case .lanes(let lanes) = value,
        Self.carries(target, lanes) || Self.carries(source, lanes)
      else { throw Stop(reason: "a bitcast from \(source) to \(target)", instruction: at) }
      return value
    }
    let element = target.scalar
    return try Self.laneWise(value, at) { lane throws(Stop) in
      switch (opcode, lane, element) {
      case (.fpext, .float(let set), _), (.fptrunc, .float(let set), _):
        guard let format = Self.format(element) else {
          throw Stop(reason: "\(opcode) to \(element)", instruction: at)
        }
        return .float(set.converted(to: format))
      case (.sitofp, .integer(let set), _), (.uitofp, .integer(let set), _):
        guard let format = Self.format(element) else {
          throw Stop(reason: "\(opcode) to \(element)", instruction: at)
        }
        return .float(set.converted(to: format, unsigned: opcode == .uitofp))
      case (.fptosi, .float(let set), .integer(let bits)),
        (.fptoui, .float(let set), .integer(let bits)):
        return .integer(set.convertedToInteger(width: bits, unsigned: opcode == .fptoui))
      case (.zext, .truth(let truth, _), .integer(let bits)):
        return .integer(
          AbstractInt(width: bits, lower: truth.mayBeFalse ? 0 : 1, upper: truth.mayBeTrue ? 1 : 0))
      case (.sext, .truth(let truth, _), .integer(let bits)):
        return .integer(
          AbstractInt(
            width: bits, lower: truth.mayBeTrue ? -1 : 0, upper: truth.mayBeFalse ? 0 : -1))
      case (.zext, .integer(let set), .integer(let bits)):
        return .integer(set.zeroExtended(to: bits))
      case (.sext, .integer(let set), .integer(let bits)):
        return .integer(set.signExtended(to: bits))
      case (.trunc, .integer(let set), .integer(1)):
        let low = set.truncated(to: 1)
        return .truth(AbstractBool(mayBeTrue: low.contains(-1), mayBeFalse: low.contains(0)), nil)
      case (.trunc, .integer(let set), .integer(let bits)): return .integer(set.truncated(to: bits))
      default:
        throw Stop(reason: "the cast \(opcode) from \(source) to \(target)", instruction: at)
      }
    }
  }

  /// Whether `type` is a view of `lanes`: a vector of as many lanes, or a `double` of two
  /// floats or four halves.
  static func carries(_ type: IRType, _ lanes: [AbstractValue]) -> Bool {
    let formats = lanes.compactMap(\.floatSet).map(\.format)
    guard formats.count == lanes.count, let first = formats.first,
      formats.allSatisfy({ $0 == first })
    else { return false }
    switch type {
    case .vector(let count, let element): return count == lanes.count && format(element) == first
    case .double:
      return (first == .float && lanes.count == 2) || (first == .half && lanes.count == 4)
    default: return false
    }
  }
}
