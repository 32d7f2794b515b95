#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// A value or a promise an app's own function returns (docs/init.md, "Evidence" and
  /// "Promises"): `amount(for: glowing)` is what its one result gives, and
  /// `Self.reach(for: amplitude)` returning `CGSize(width: a * 2, height: a * 2)` is that size
  /// with `a` replaced by what the call passes. A function the reader cannot follow (several of
  /// that name whose labels fit, several results, a result over locals) is none.
  extension SwiftValueReading {
    /// The function `expression` calls, when the reader finds exactly one of that name whose
    /// labels fit and which returns one expression: that result, the function, and what each
    /// parameter gets at the call; `nil` otherwise.
    func calledFunction(_ expression: ExprSyntax) -> (
      result: ExprSyntax, function: FunctionDeclSyntax, bound: [ExprSyntax]
    )? {
      guard let call = SyntaxText.unwrapped(expression).as(FunctionCallExprSyntax.self),
        call.trailingClosure == nil
      else { return nil }
      let callee = call.calledExpression
      let name: String
      var types: [String] = []
      if let reference = callee.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
        types = SyntaxText.enclosingTypes(of: Syntax(call))
      } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
        name = member.declName.baseName.text
        let type = SwiftLiteralSyntax.typeName(base)
        if type == "Self" || type == "self" {
          types = SyntaxText.enclosingTypes(of: Syntax(call))
        } else if type.first?.isUppercase == true {
          types = [type]
        } else {
          return nil
        }
      } else {
        return nil
      }
      guard name.first?.isLowercase == true else { return nil }
      var records: [DeclarationRecord] = []
      for type in types {
        records = resolver.index.records(named: name, in: type)
        if !records.isEmpty { break }
      }
      if records.isEmpty { records = resolver.index.records(named: name, in: nil) }
      let fitting = records.compactMap {
        record -> (result: ExprSyntax, function: FunctionDeclSyntax, bound: [ExprSyntax])? in
        guard record.labels != nil, record.results.count == 1,
          let function = record.node.as(FunctionDeclSyntax.self),
          let bound = Self.bind(call, to: Array(function.signature.parameterClause.parameters))
        else { return nil }
        return (record.results[0], function, bound)
      }
      return fitting.count == 1 ? fitting[0] : nil
    }

    /// A promise a function returns, `CGSize(width:height:)` over its parameters: each side's
    /// Swift with every parameter replaced by what the call passes; `nil` when
    /// the reader cannot follow the function.
    func returnedPromise(_ expression: ExprSyntax) -> [String]? {
      guard let (result, function, bound) = calledFunction(expression),
        let parts = SwiftLiteralSyntax.components(SyntaxText.unwrapped(result), width: 2)
      else { return nil }
      var names: [String: String] = [:]
      for (parameter, value) in zip(function.signature.parameterClause.parameters, bound) {
        // A name stays as it is; anything longer is parenthesised (`a * 2` of `x + 1`).
        let text = SyntaxText.unwrapped(value).trimmedDescription
        let isName = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        names[(parameter.secondName ?? parameter.firstName).text] = isName ? text : "(\(text))"
      }
      return parts.map { Self.substituted($0.trimmedDescription, names) }
    }

    /// `text` with each whole word (letters, digits, `_`, `.`) found in `names` replaced.
    static func substituted(_ text: String, _ names: [String: String]) -> String {
      var out = ""
      var word = ""
      for character in text {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
          word.append(character)
        } else {
          out += names[word] ?? word
          word = ""
          out.append(character)
        }
      }
      return out + (names[word] ?? word)
    }
  }
#endif
