#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftSyntax

  /// What a bare name inside a body is bound to, found by walking out from the use.
  enum LocalBinding {
    /// `let name = value` earlier in an enclosing block; two values when both branches of an
    /// `#if` bind it.
    case values([ExprSyntax])
    /// The variable of a `for` loop; `position` is its index in a tuple pattern
    /// (`for (shader, usage) in list`), `nil` for a plain name.
    case loop(ForStmtSyntax, position: Int?)
    /// A parameter of an enclosing function or closure: not static.
    case parameter

    /// The binding of `name` as seen from `node`, or `nil` when no enclosing body binds it (a
    /// member or a global, which the declaration index answers).
    static func find(_ name: String, from node: Syntax) -> LocalBinding? {
      var current = node
      while let parent = current.parent {
        if let list = parent.as(CodeBlockItemListSyntax.self) {
          var values: [ExprSyntax] = []
          for item in list {
            if item.id == current.id { break }
            let found = bindings(of: name, in: item.item)
            if !found.isEmpty { values = found }
          }
          if !values.isEmpty { return .values(values) }
        } else if let loop = parent.as(ForStmtSyntax.self), loop.body.id == current.id {
          if let pattern = loop.pattern.as(IdentifierPatternSyntax.self),
            pattern.identifier.text == name
          {
            return .loop(loop, position: nil)
          }
          if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
            for (position, element) in tuple.elements.enumerated() {
              if let pattern = element.pattern.as(IdentifierPatternSyntax.self),
                pattern.identifier.text == name
              {
                return .loop(loop, position: position)
              }
            }
          }
        } else if let function = parent.as(FunctionDeclSyntax.self) {
          if bindsParameter(name, function.signature.parameterClause.parameters) {
            return .parameter
          }
        } else if let initializer = parent.as(InitializerDeclSyntax.self) {
          if bindsParameter(name, initializer.signature.parameterClause.parameters) {
            return .parameter
          }
        } else if let subscriptDecl = parent.as(SubscriptDeclSyntax.self) {
          if bindsParameter(name, subscriptDecl.parameterClause.parameters) { return .parameter }
        } else if let closure = parent.as(ClosureExprSyntax.self) {
          if closureBinds(name, closure) { return .parameter }
        } else if parent.is(MemberBlockSyntax.self) {
          return nil
        }
        current = parent
      }
      return nil
    }

    /// The values `item` binds to `name`: a `let`/`var`, or each active branch of an `#if`.
    private static func bindings(of name: String, in item: CodeBlockItemSyntax.Item)
      -> [ExprSyntax]
    {
      if let variable = item.as(VariableDeclSyntax.self) {
        var values: [ExprSyntax] = []
        for binding in variable.bindings {
          if let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
            pattern.identifier.text == name, let value = binding.initializer?.value
          {
            values = [value]
          }
        }
        return values
      }
      guard let block = item.as(IfConfigDeclSyntax.self) else { return [] }
      var values: [ExprSyntax] = []
      for clause in IfConfigClauses.active(block) {
        guard case .statements(let statements)? = clause.elements else { continue }
        var branch: [ExprSyntax] = []
        for statement in statements {
          let found = bindings(of: name, in: statement.item)
          if !found.isEmpty { branch = found }
        }
        values += branch
      }
      return values
    }

    private static func bindsParameter(_ name: String, _ parameters: FunctionParameterListSyntax)
      -> Bool
    {
      parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    private static func closureBinds(_ name: String, _ closure: ClosureExprSyntax) -> Bool {
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?:
        return list.contains { $0.name.text == name }
      case .parameterClause(let clause)?:
        return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
      case nil:
        return false
      @unknown default:
        return false
      }
    }
  }
#endif
