#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// `min`, `max` and clamps applied before the call (docs/init.md, "Evidence"): `min(x, 20)`
  /// moves each value of `x` the reader knows to at most 20; a two-sided clamp,
  /// `min(max(x, 0), 1)`, `max(min(x, 1), 0)`, `clamp(x, 0, 1)` or `x.clamped(to: 0...1)`,
  /// bounds even a value it does not know, so that becomes the clamp's range.
  extension SwiftValueReading {
    /// What reaches a scalar `expression` that is a `min`, `max` or clamp with a number on one
    /// side; `nil` for anything else.
    func clamping(_ expression: ExprSyntax, _ shape: LiteralShape) -> ArgumentValueHint? {
      guard case .scalar = shape, let (inner, lower, upper) = clampParts(expression) else {
        return nil
      }
      if let lower, let upper, lower <= upper {
        var hint = values(inner, shape)
        hint.literals = hint.literals.map { Self.clamped($0, lower, upper) }
        hint.ranges = hint.ranges.map { Self.clamped($0, lower, upper) }
        if !hint.others.isEmpty || !hint.viewSides.isEmpty {
          hint.others = []
          hint.viewSides = []
          hint.ranges.append(
            EvidenceValueHint(
              source: "a clamp", text: "\(Self.shown(lower))...\(Self.shown(upper))",
              lower: [lower], upper: [upper], location: location(expression)))
        }
        return hint
      }
      var hint = values(inner, shape)
      let low = lower ?? -Double.greatestFiniteMagnitude
      let high = upper ?? Double.greatestFiniteMagnitude
      hint.literals = hint.literals.map { Self.clamped($0, low, high) }
      hint.ranges = hint.ranges.map { Self.clamped($0, low, high) }
      return hint
    }

    /// `(x, lower, upper)` of a clamp of `x` with numbers; one side `nil` for a `min` or `max`.
    func clampParts(_ expression: ExprSyntax) -> (ExprSyntax, Double?, Double?)? {
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
      let arguments = call.arguments.map { SyntaxText.unwrapped($0.expression) }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "clamped", let base = member.base,
        call.arguments.first?.label?.text == "to", arguments.count == 1,
        let (lower, upper) = closedRange(arguments[0])
      {
        return (base, lower, upper)
      }
      guard call.arguments.allSatisfy({ $0.label == nil }),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return nil }
      if name == "clamp", arguments.count == 3,
        let lower = resolver.numberValue(arguments[1]),
        let upper = resolver.numberValue(arguments[2])
      {
        return (arguments[0], lower, upper)
      }
      guard ["min", "max"].contains(name), arguments.count == 2 else { return nil }
      let (value, bound): (ExprSyntax, Double)
      if let number = resolver.numberValue(arguments[1]) {
        (value, bound) = (arguments[0], number)
      } else if let number = resolver.numberValue(arguments[0]) {
        (value, bound) = (arguments[1], number)
      } else {
        return nil
      }
      // min(max(x, 0), 1) and max(min(x, 1), 0): both sides.
      if let (inner, lower, upper) = clampParts(value) {
        if name == "min", upper == nil { return (inner, lower, bound) }
        if name == "max", lower == nil { return (inner, bound, upper) }
      }
      return name == "min" ? (value, nil, bound) : (value, bound, nil)
    }

    static func clamped(_ literal: LiteralValueHint, _ lower: Double, _ upper: Double)
      -> LiteralValueHint
    {
      LiteralValueHint(
        numbers: literal.numbers.map { min(max($0, lower), upper) }, location: literal.location)
    }

    static func clamped(_ range: EvidenceValueHint, _ lower: Double, _ upper: Double)
      -> EvidenceValueHint
    {
      var range = range
      range.lower = range.lower.map { min(max($0, lower), upper) }
      range.upper = range.upper.map { min(max($0, lower), upper) }
      range.text += ", clamped"
      return range
    }

    static func shown(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
  }
#endif
