#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// Reads `Shader.Argument` and `Shader.UsageType` values written in place.
  enum ShaderArgumentSyntax {
    /// The kind of `.float(x)`, `.float2(p)`, `.boundingRect`, `Shader.Argument.color(c)` and
    /// the like; `nil` for anything else (a variable, a helper's result).
    static func kind(of expression: ExprSyntax) -> ShaderArgumentKind? {
      let expression = SyntaxText.unwrapped(expression)
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        isArgumentType(member.base),
        let kind = ShaderArgumentKind(rawValue: member.declName.baseName.text),
        kind != .boundingRect
      {
        return kind
      }
      if let member = expression.as(MemberAccessExprSyntax.self), isArgumentType(member.base),
        member.declName.baseName.text == "boundingRect"
      {
        return .boundingRect
      }
      return nil
    }

    /// A usage written in place: `.colorEffect`, `Shader.UsageType.layerEffect`.
    static func usage(of expression: ExprSyntax) -> ShaderUsage? {
      guard let member = SyntaxText.unwrapped(expression).as(MemberAccessExprSyntax.self) else {
        return nil
      }
      if let base = member.base {
        let text = base.trimmedDescription
        guard
          text == "Shader.UsageType" || text == "SwiftUI.Shader.UsageType" || text == "UsageType"
        else { return nil }
      }
      return ShaderUsage(rawValue: member.declName.baseName.text)
    }

    /// No base (`.float(…)`), or `Shader.Argument`, `SwiftUI.Shader.Argument`, `Argument`.
    private static func isArgumentType(_ base: ExprSyntax?) -> Bool {
      guard let base else { return true }
      let text = base.trimmedDescription
      return text == "Shader.Argument" || text == "SwiftUI.Shader.Argument" || text == "Argument"
    }
  }
#endif
