import ShaderIR

extension AbstractRun {
  /// A call: a math intrinsic lane by lane, or a layer sample (an event; any valid
  /// premultiplied colour comes back); any other callee stops the run.
  func call(
    _ call: IRCall, _ at: IRInstruction, _ values: Environment, _ outcome: inout AbstractRunOutcome
  ) throws(Stop) -> AbstractValue? {
    guard case .constant(.global(let callee)) = call.callee else {
      throw Stop(reason: "a call through a pointer", instruction: at)
    }
    var arguments: [AbstractValue] = []
    for argument in call.arguments {
      arguments.append(try operand(argument.value, argument.type, values, at))
    }
    if callee == "ep_layer_sample" {
      guard arguments.count == 2, let lanes = arguments[1].laneValues, lanes.count == 2,
        let x = lanes[0].floatSet, let y = lanes[1].floatSet
      else { throw Stop(reason: "a layer sample whose position is not a float2", instruction: at) }
      outcome.samples.append(
        AbstractSampleEvent(x: x, y: y, location: module.userLocation(of: at, in: function)))
      // Any layer content: each channel of a valid premultiplied colour is in [0, 1].
      return .lanes(Array(repeating: .float(AbstractFloat(.half, lower: 0, upper: 1)), count: 4))
    }
    guard callee.hasPrefix("llvm.") else {
      throw Stop(
        reason: "a call to \(callee), which the abstract run does not model", instruction: at)
    }
    let base = callee.dropFirst(5).split(separator: ".").first.map(String.init) ?? ""
    func floats(_ value: AbstractValue) throws(Stop) -> AbstractFloat {
      guard let set = value.floatSet else {
        throw Stop(reason: "\(callee) of \(value)", instruction: at)
      }
      return set
    }
    switch (base, arguments.count) {
    case ("sin", 1), ("cos", 1):
      var assumptions = outcome.assumptions
      let value = try Self.laneWise(arguments[0], at) { lane throws(Stop) in
        .float(try floats(lane).sine(cosine: base == "cos", mode: mode, assumptions: &assumptions))
      }
      outcome.assumptions = assumptions
      return value
    case ("asin", 1), ("acos", 1), ("atan", 1):
      var assumptions = outcome.assumptions
      let value = try Self.laneWise(arguments[0], at) { lane throws(Stop) in
        let set = try floats(lane)
        return .float(
          base == "atan"
            ? set.arcTangent(mode: mode)
            : set.arcSine(cosine: base == "acos", mode: mode, assumptions: &assumptions))
      }
      outcome.assumptions = assumptions
      return value
    case ("sqrt", 1), ("exp", 1), ("exp2", 1), ("log", 1), ("log2", 1), ("fabs", 1),
      ("floor", 1), ("ceil", 1), ("trunc", 1), ("rint", 1), ("nearbyint", 1):
      return try Self.laneWise(arguments[0], at) { lane throws(Stop) in
        let set = try floats(lane)
        switch base {
        case "sqrt": return .float(set.squareRoot(mode: mode))
        case "exp": return .float(set.exponential(mode: mode))
        case "exp2": return .float(set.exponential(base2: true, mode: mode))
        case "log": return .float(set.logarithm(mode: mode))
        case "log2": return .float(set.logarithm(base2: true, mode: mode))
        case "fabs": return .float(set.magnitude())
        case "floor": return .float(set.rounded(.down))
        case "ceil": return .float(set.rounded(.up))
        case "trunc": return .float(set.rounded(.towardZero))
        default: return .float(set.rounded(.toNearestOrEven))
        }
      }
    case ("smin", 2), ("smax", 2), ("umin", 2), ("umax", 2):
      return try Self.laneWise(arguments[0], arguments[1], at) { a, b throws(Stop) in
        guard case .integer(let p) = a, case .integer(let q) = b else {
          throw Stop(reason: "\(callee) of \(a) and \(b)", instruction: at)
        }
        let lesser = base.hasSuffix("min")
        return .integer(
          base.hasPrefix("s")
            ? p.signedExtremum(q, lesser: lesser) : p.unsignedExtremum(q, lesser: lesser))
      }
    case ("abs", 2):
      guard case .truth(let flag, _) = arguments[1] else {
        throw Stop(reason: "llvm.abs with a flag that is not an i1", instruction: at)
      }
      return try Self.laneWise(arguments[0], at) { lane throws(Stop) in
        guard case .integer(let set) = lane else {
          throw Stop(reason: "llvm.abs of \(lane)", instruction: at)
        }
        return .integer(set.absolute(poisonAtMinimum: flag.mayBeTrue))
      }
    case ("round", 1):
      return try Self.laneWise(arguments[0], at) { lane throws(Stop) in
        .float(try floats(lane).rounded(.toNearestOrAwayFromZero))
      }
    case ("minnum", 2), ("maxnum", 2):
      return try Self.laneWise(arguments[0], arguments[1], at) { a, b throws(Stop) in
        let (p, q) = (try floats(a), try floats(b))
        return .float(base == "minnum" ? p.minimumNumber(q) : p.maximumNumber(q))
      }
    case ("fma", 3), ("fmuladd", 3):
      // One rounding or two: the product's set holds the exact product, so the sum's holds both.
      let product = try Self.laneWise(arguments[0], arguments[1], at) { a, b throws(Stop) in
        .float(try floats(a).multiplying(try floats(b), mode: mode))
      }
      return try Self.laneWise(product, arguments[2], at) { a, b throws(Stop) in
        .float(try floats(a).adding(try floats(b), mode: mode))
      }
    default:
      throw Stop(
        reason: "the IR calls \(callee), which the abstract run does not model", instruction: at)
    }
  }
}
