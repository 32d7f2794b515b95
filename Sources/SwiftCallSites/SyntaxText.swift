#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftSyntax

  /// Small questions about where a node sits and how a name is spelt.
  enum SyntaxText {
    /// The innermost type or extension declaring `node`, by its simple name.
    static func enclosingType(of node: Syntax) -> String? {
      var current = node.parent
      while let parent = current {
        if let declaration = parent.asProtocol(NamedDeclSyntax.self),
          parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
            || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self)
        {
          return declaration.name.text
        }
        if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
          return simpleTypeName(extensionDecl.extendedType)
        }
        current = parent.parent
      }
      return nil
    }

    /// The types enclosing `node`, innermost first.
    static func enclosingTypes(of node: Syntax) -> [String] {
      var types: [String] = []
      var current: Syntax? = node
      while let here = current, let type = enclosingType(of: here) {
        types.append(type)
        current = ancestorType(of: here)
      }
      return types
    }

    private static func ancestorType(of node: Syntax) -> Syntax? {
      var current = node.parent
      while let parent = current {
        if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
          || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self)
          || parent.is(ExtensionDeclSyntax.self)
        {
          return parent
        }
        current = parent.parent
      }
      return nil
    }

    /// Whether `expression` is the SwiftUI type `name`, spelt `name` or `SwiftUI.name`, without
    /// printing the expression (a callee can be a whole modifier chain).
    static func names(_ expression: ExprSyntax, _ name: String) -> Bool {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text == name
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == name,
        let base = member.base?.as(DeclReferenceExprSyntax.self)
      {
        return base.baseName.text == "SwiftUI"
      }
      return false
    }

    /// `TableShaders` for `TableShaders`, `App.TableShaders` or `TableShaders<T>`.
    static func simpleTypeName(_ type: TypeSyntax) -> String {
      if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
      if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
      return type.trimmedDescription
    }

    /// Whether `node` sits inside a function, accessor or closure body (a local declaration).
    static func isInsideBody(_ node: Syntax) -> Bool {
      var current = node.parent
      while let parent = current {
        if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self)
          || parent.is(AccessorBlockSyntax.self)
        {
          return true
        }
        if parent.is(MemberBlockSyntax.self) { return false }
        current = parent.parent
      }
      return false
    }

    /// The type a member-access base names, when it is a type: `TableShaders`, `Self`, or the
    /// last part of `App.TableShaders`. Types are told from values by their capital letter, as
    /// Swift's naming conventions have it.
    static func typeName(_ base: ExprSyntax) -> String? {
      if let reference = base.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return name.first?.isUppercase == true ? name : nil
      }
      if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
        typeName(inner) != nil
      {
        let name = member.declName.baseName.text
        return name.first?.isUppercase == true ? name : nil
      }
      if let generic = base.as(GenericSpecializationExprSyntax.self) {
        return typeName(generic.expression)
      }
      return nil
    }

    /// A name token's text without the backticks that let a keyword be a name
    /// (`` static var `default`: ShaderLibrary `` declares `default`, which `Lib.default` uses).
    static func bare(_ token: TokenSyntax) -> String {
      let text = token.text
      guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
      return String(text.dropFirst().dropLast())
    }

    /// The longest Swift excerpt a message quotes, in characters.
    static let excerptLimit = 80

    /// `node`'s text to quote in a one-line message: white space collapsed, newlines gone,
    /// and cut to ``excerptLimit`` characters with `…`.
    static func excerpt(_ node: some SyntaxProtocol) -> String {
      excerpt(node.trimmedDescription)
    }

    /// `text` made one line and cut to ``excerptLimit`` characters with `…`.
    static func excerpt(_ text: String) -> String {
      let line = UseSiteCollector.oneLine(text)
      guard line.count > excerptLimit else { return line }
      return String(line.prefix(excerptLimit - 1)) + "…"
    }

    /// The expression under `try`, `await`, parentheses and `!`/`?` postfixes.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
      var current = expression
      while true {
        if let tryExpr = current.as(TryExprSyntax.self) {
          current = tryExpr.expression
        } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
          current = awaitExpr.expression
        } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
          let only = tuple.elements.first, only.label == nil
        {
          current = only.expression
        } else if let force = current.as(ForceUnwrapExprSyntax.self) {
          current = force.expression
        } else if let optional = current.as(OptionalChainingExprSyntax.self) {
          current = optional.expression
        } else {
          return current
        }
      }
    }

    /// The value of a string literal without interpolation, e.g. `"ripple"`.
    static func stringValue(_ expression: ExprSyntax) -> String? {
      guard let literal = unwrapped(expression).as(StringLiteralExprSyntax.self) else { return nil }
      var text = ""
      for segment in literal.segments {
        guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
        text += plain.content.text
      }
      return text
    }

    /// A number literal's value, with an optional leading minus: `12`, `-0.5`, `1_000`.
    static func numberValue(_ expression: ExprSyntax) -> Double? {
      let expression = unwrapped(expression)
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
        return numberValue(prefix.expression).map { -$0 }
      }
      let text: String
      if let float = expression.as(FloatLiteralExprSyntax.self) {
        text = float.literal.text
      } else if let integer = expression.as(IntegerLiteralExprSyntax.self) {
        text = integer.literal.text
      } else {
        return nil
      }
      let digits = String(text.filter { $0 != "_" })
      if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
        return Int(digits.dropFirst(2), radix: 16).map(Double.init)
      }
      return Double(digits)
    }
  }

  /// The expressions a body returns: each `return` value outside nested closures and functions,
  /// or its single expression when it has none; `if` and `switch` expressions give each branch.
  enum ReturnedExpressions {
    static func of(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
      if statements.count == 1, let only = statements.first {
        if let expression = only.item.as(ExprSyntax.self) { return branches(expression) }
        if let statement = only.item.as(ExpressionStmtSyntax.self) {
          return branches(statement.expression)
        }
      }
      let finder = ReturnFinder(viewMode: .sourceAccurate)
      finder.walk(statements)
      return finder.values.flatMap(branches)
    }

    static func of(_ accessors: AccessorBlockSyntax) -> [ExprSyntax] {
      switch accessors.accessors {
      case .getter(let statements):
        return of(statements)
      case .accessors(let list):
        for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
          return accessor.body.map { of($0.statements) } ?? []
        }
        return []
      @unknown default:
        return []
      }
    }

    /// An `if` or `switch` expression's branch values; any other expression itself.
    static func branches(_ expression: ExprSyntax) -> [ExprSyntax] {
      if let ifExpr = expression.as(IfExprSyntax.self) {
        var values = last(ifExpr.body.statements)
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: values += branches(ExprSyntax(next))
        case .codeBlock(let block)?: values += last(block.statements)
        case nil: break
        @unknown default: break
        }
        return values
      }
      if let switchExpr = expression.as(SwitchExprSyntax.self) {
        return switchExpr.cases.flatMap { element -> [ExprSyntax] in
          guard let switchCase = element.as(SwitchCaseSyntax.self) else { return [] }
          return last(switchCase.statements)
        }
      }
      return [expression]
    }

    private static func last(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
      guard let item = statements.last?.item else { return [] }
      if let expression = item.as(ExprSyntax.self) { return branches(expression) }
      if let statement = item.as(ExpressionStmtSyntax.self) {
        return branches(statement.expression)
      }
      if let returnStmt = item.as(ReturnStmtSyntax.self), let value = returnStmt.expression {
        return branches(value)
      }
      return []
    }
  }

  private final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      for clause in IfConfigClauses.active(node) { walk(clause) }
      return .skipChildren
    }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let value = node.expression { values.append(value) }
      return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
#endif
