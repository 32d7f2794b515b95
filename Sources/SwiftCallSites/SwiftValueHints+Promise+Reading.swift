#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// A modifier's `maxSampleOffset` read as a formula over its shader's arguments
  /// (``PromiseFormulaHint``).
  extension SwiftValueReading {
    /// The functions a promise formula may call (docs/shader-proofs.md, "Formulas").
    static let formulaFunctions: Set<String> = [
      "abs", "min", "max", "sqrt", "floor", "ceil", "sin", "cos",
    ]
    /// Conversions a formula leaves out: `CGFloat(amplitude)` is `(amplitude)`.
    static let conversions: Set<String> = ["CGFloat", "Double", "Float"]

    /// `use`'s promise as a formula, when it is `CGSize(width: a, height: b)`, in place or
    /// returned by a function of the app's (``returnedPromise(_:)``), whose `a` and `b` are
    /// numbers, operators and the values the use passes to its shader's `float` arguments;
    /// `nil` for anything else (a static promise needs none).
    func promise(_ use: ShaderUseSite, model: SwiftShaderModel) -> PromiseFormulaHint? {
      guard use.kind == .modifier, let offset = use.maxSampleOffset, !offset.isStatic,
        let member = membersByName[use.location],
        let modifier = member.parent?.as(FunctionCallExprSyntax.self),
        let written = modifier.arguments.first(where: { $0.label?.text == "maxSampleOffset" })?
          .expression,
        let parts = SwiftLiteralSyntax.components(SyntaxText.unwrapped(written), width: 2)?.map(
          \.trimmedDescription) ?? returnedPromise(written)
      else { return nil }
      let shader = modifier.arguments.first?.expression
      var names: [String: Int] = [:]
      for site in use.callSites where site < model.callSites.count {
        for (index, argument) in (model.callSites[site].arguments ?? []).enumerated()
        where argument.kind == .float {
          guard let call = callsByStart[argument.location], call.arguments.count == 1,
            let inner = call.arguments.first?.expression,
            let text = passedText(inner, shader: shader)
          else { continue }
          if names[text] == nil { names[text] = index }
        }
      }
      var axes: [String] = []
      for part in parts {
        guard let axis = Self.formula(part, names: names),
          !axis.allSatisfy(\.isWhitespace)
        else { return nil }
        axes.append(axis)
      }
      guard axes.contains(where: { $0.contains("{") }) else { return nil }
      return PromiseFormulaHint(axes: axes, location: location(written))
    }

    /// The Swift text that reaches an argument written `inner`, as the use site writes it: a
    /// factory's parameter is replaced by what `shader` (the use's call of the factory) binds
    /// to it.
    func passedText(_ inner: ExprSyntax, shader: ExprSyntax?) -> String? {
      var expression = SyntaxText.unwrapped(inner)
      if let converted = SwiftLiteralSyntax.converted(expression) {
        expression = SyntaxText.unwrapped(converted)
      }
      guard let reference = expression.as(DeclReferenceExprSyntax.self),
        case .parameter? = LocalBinding.find(reference.baseName.text, from: Syntax(reference))
      else { return expression.trimmedDescription }
      var node = Syntax(reference).parent
      while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
      guard let function = node?.as(FunctionDeclSyntax.self),
        let call = shader.map(SyntaxText.unwrapped)?.as(FunctionCallExprSyntax.self)
      else { return nil }
      let callee = call.calledExpression
      let called =
        callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      let parameters = Array(function.signature.parameterClause.parameters)
      guard called == function.name.text,
        let position = parameters.firstIndex(where: {
          ($0.secondName ?? $0.firstName).text == reference.baseName.text
        }),
        let bound = Self.bind(call, to: parameters)
      else { return nil }
      return SyntaxText.unwrapped(bound[position]).trimmedDescription
    }

    /// `text` with each name in `names` written `{index}`: `nil` when it holds anything but
    /// those names, numbers, `+ - * /`, parentheses, commas and the formula functions.
    static func formula(_ text: String, names: [String: Int]) -> String? {
      if let index = names[text] { return "{\(index)}" }
      var out = ""
      var word = ""
      func flush() -> Bool {
        defer { word = "" }
        guard !word.isEmpty else { return true }
        if word.first?.isNumber == true {
          guard Double(word.filter { $0 != "_" }) != nil else { return false }
          out += word
        } else if let index = names[word]
          ?? names[word.hasPrefix("self.") ? String(word.dropFirst(5)) : "self." + word]
        {
          out += "{\(index)}"
        } else if formulaFunctions.contains(word) {
          out += word
        } else if !conversions.contains(word) {
          return false
        }
        return true
      }
      for character in text {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
          word.append(character)
        } else {
          guard flush() else { return nil }
          guard "+-*/(), ".contains(character) else { return nil }
          out.append(character)
        }
      }
      guard flush() else { return nil }
      return out
    }
  }
#endif
