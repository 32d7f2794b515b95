#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftSyntax

  /// The value of a `maxSampleOffset:` argument, when it is static: `.zero`, `CGSize.zero`,
  /// `CGSize(width: 12, height: 12)` (numbers or constants), or a constant that is one of these.
  struct SampleOffsetValue {
    let resolver: ShaderResolver

    func size(of expression: ExprSyntax) -> (width: Double, height: Double)? {
      let expression = SyntaxText.unwrapped(expression)
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "zero",
        member.base == nil || member.base?.trimmedDescription == "CGSize"
      {
        return (0, 0)
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        ["CGSize", ""].contains(
          call.calledExpression.trimmedDescription == ".init"
            ? "" : call.calledExpression.trimmedDescription)
      {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments[0].label?.text == "width",
          arguments[1].label?.text == "height",
          let width = resolver.numberValue(arguments[0].expression),
          let height = resolver.numberValue(arguments[1].expression)
        else { return nil }
        return (width, height)
      }
      guard let constant = resolver.constantExpression(expression) else { return nil }
      return resolver.depthLimited { size(of: constant) }
    }
  }
#endif
