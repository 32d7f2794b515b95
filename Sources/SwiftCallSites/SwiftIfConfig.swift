#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftSyntax

  /// Which clauses of an `#if` block the reader reads. Like the Metal scanner it cannot know the
  /// build's conditions (`DEBUG`, `os(iOS)`), so it reads every branch of them and no call site
  /// hides; only constant conditions are decided: `#if false` is skipped, and after `#if true`
  /// the `#elseif` and `#else` clauses are.
  enum IfConfigClauses {
    static func active(_ block: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
      var active: [IfConfigClauseSyntax] = []
      for clause in block.clauses {
        switch constant(clause.condition) {
        case false?: continue
        case true?:
          active.append(clause)
          return active
        case nil:
          active.append(clause)
        }
      }
      return active
    }

    /// `true` or `false` for a literal condition (also `!false`, `(true)`), else `nil`.
    private static func constant(_ condition: ExprSyntax?) -> Bool? {
      guard let condition else { return nil }
      if let literal = condition.as(BooleanLiteralExprSyntax.self) {
        return literal.literal.tokenKind == .keyword(.true)
      }
      if let prefix = condition.as(PrefixOperatorExprSyntax.self),
        prefix.operator.text == "!", let inner = constant(prefix.expression)
      {
        return !inner
      }
      if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return constant(only.expression)
      }
      return nil
    }
  }
#endif
