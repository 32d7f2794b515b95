#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// A `Bool` turned into a number (docs/init.md, "Evidence"): `flag ? a : b` takes what
  /// reaches `a` and `b`, `Float(truncating: flag as NSNumber)` 0 and 1, and a
  /// `Toggle(isOn: $flag)` that sets the flag is named beside them
  /// (`Toggle at GlowView.swift:12: 0 or 1`), through a computed property or a helper's
  /// parameter too.
  extension SwiftValueReading {
    /// What reaches a ternary or a `Bool`'s conversion to a number; `nil` for anything else.
    func switched(_ expression: ExprSyntax, _ shape: LiteralShape) -> ArgumentValueHint? {
      if case .scalar = shape, let flag = truncatedBool(expression) {
        let place = location(expression)
        var hint = ArgumentValueHint(literals: [
          LiteralValueHint(numbers: [0], location: place),
          LiteralValueHint(numbers: [1], location: place),
        ])
        hint.switches = toggles(setting: flag, off: "0", on: "1", hops: 0)
        return hint
      }
      guard let (condition, on, off) = Self.ternary(expression) else { return nil }
      var hint = values(on, shape)
      hint.merge(values(off, shape))
      guard var flag = condition else { return hint }
      var (onText, offText) = (branchText(on), branchText(off))
      if let prefix = flag.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        flag = prefix.expression
        (onText, offText) = (offText, onText)
      }
      for toggle in toggles(setting: flag, off: offText, on: onText, hops: 0)
      where !hint.switches.contains(toggle) {
        hint.switches.append(toggle)
      }
      return hint
    }

    /// `c ? a : b`, folded or not: `(c, a, b)`, `c` `nil` when it is more than one term
    /// (`x > 0 ? a : b`).
    static func ternary(_ expression: ExprSyntax) -> (ExprSyntax?, ExprSyntax, ExprSyntax)? {
      if let ternary = expression.as(TernaryExprSyntax.self) {
        return (
          SyntaxText.unwrapped(ternary.condition), ternary.thenExpression, ternary.elseExpression
        )
      }
      guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count >= 3,
        let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self)
      else { return nil }
      let condition = elements.count == 3 ? SyntaxText.unwrapped(elements[0]) : nil
      return (condition, ternary.thenExpression, elements[elements.count - 1])
    }

    /// A branch as a review line names it: its number, else its Swift on one line.
    private func branchText(_ branch: ExprSyntax) -> String {
      resolver.numberValue(branch).map(Self.shown) ?? SyntaxText.excerpt(branch)
    }

    /// `Float(truncating: flag as NSNumber)` (or `Double`, `CGFloat`) where `flag` is a `Bool`
    /// (a Toggle sets it, or it starts as `true` or `false`): `flag`; else `nil`.
    func truncatedBool(_ expression: ExprSyntax) -> ExprSyntax? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        ["Double", "Float", "CGFloat", "Float16"].contains(
          SwiftLiteralSyntax.typeName(call.calledExpression)),
        call.arguments.count == 1, call.arguments.first?.label?.text == "truncating",
        let value = call.arguments.first?.expression
      else { return nil }
      let inner = SyntaxText.unwrapped(value)
      var flag: ExprSyntax?
      if let cast = inner.as(AsExprSyntax.self), cast.type.trimmedDescription == "NSNumber" {
        flag = cast.expression
      } else if let sequence = inner.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
          elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription == "NSNumber"
        {
          flag = elements[0]
        }
      }
      guard let flag = flag.map(SyntaxText.unwrapped) else { return nil }
      let start = resolver.storedVariableInitialValue(flag) ?? resolver.constantExpression(flag)
      guard
        start?.is(BooleanLiteralExprSyntax.self) == true
          || !toggles(setting: flag, off: "0", on: "1", hops: 0).isEmpty
      else { return nil }
      return flag
    }

    /// The `Toggle`s bound to the property `flag` reads (`Toggle("Glow", isOn: $glowing)`, a
    /// child view's `Toggle` bound to it through its initialiser), each as evidence that the
    /// value is `off` or `on`; a helper's parameter is followed to what its callers pass.
    func toggles(setting flag: ExprSyntax, off: String, on: String, hops: Int)
      -> [EvidenceValueHint]
    {
      let flag = SyntaxText.unwrapped(flag)
      if let reference = flag.as(DeclReferenceExprSyntax.self),
        case .parameter? = LocalBinding.find(reference.baseName.text, from: Syntax(reference))
      {
        guard hops < 4 else { return [] }
        return callerArguments(reference).flatMap {
          toggles(setting: $0, off: off, on: on, hops: hops + 1)
        }
      }
      guard let (name, _) = propertyName(flag) else { return [] }
      let bindings = [name] + (bindingLabels[name] ?? []).sorted()
      return (callsByName["Toggle"] ?? []).compactMap { call in
        guard call.calledExpression.as(DeclReferenceExprSyntax.self) != nil,
          let binding = call.arguments.first(where: { $0.label?.text == "isOn" })?.expression,
          let bound = Self.boundName(binding), bindings.contains(bound)
        else { return nil }
        return EvidenceValueHint(
          source: "Toggle", text: "\(off) or \(on)", lower: [], upper: [],
          location: location(call))
      }
    }

    /// What the callers of the function declaring `reference` as a parameter pass for it.
    func callerArguments(_ reference: DeclReferenceExprSyntax) -> [ExprSyntax] {
      var node = Syntax(reference).parent
      while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
      guard let function = node?.as(FunctionDeclSyntax.self) else { return [] }
      let parameters = Array(function.signature.parameterClause.parameters)
      guard
        let position = parameters.firstIndex(where: {
          ($0.secondName ?? $0.firstName).text == reference.baseName.text
        })
      else { return [] }
      return (callsByName[function.name.text] ?? []).compactMap {
        Self.bind($0, to: parameters)?[position]
      }
    }
  }
#endif
