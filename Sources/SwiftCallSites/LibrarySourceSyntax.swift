#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// Which library a `ShaderLibrary` expression names, read from its syntax:
  /// `ShaderLibrary.default` and `ShaderLibrary.bundle(.main)` the main bundle's,
  /// `ShaderLibrary.bundle(.module)` the calling target's resource bundle, any other
  /// `bundle(…)` that bundle.
  enum LibrarySourceSyntax {
    /// The library `expression` names, or `nil` when it is no `ShaderLibrary.default` or
    /// `ShaderLibrary.bundle(…)`. With `implicitBase`, `.default` and `.bundle(…)` without
    /// `ShaderLibrary` count too (where the type is known: a `ShaderLibrary` declaration, the
    /// `library:` of `ShaderFunction`).
    static func source(of expression: ExprSyntax, implicitBase: Bool = true)
      -> ShaderLibrarySource?
    {
      let expression = SyntaxText.unwrapped(expression)
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "default", hasLibraryBase(member, implicitBase)
      {
        return .mainBundle
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = SyntaxText.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "bundle", hasLibraryBase(member, implicitBase),
        call.arguments.count == 1, let argument = call.arguments.first
      else { return nil }
      return bundle(argument.expression)
    }

    /// `.module` or `Bundle.module` is the target's bundle, `.main` the app's.
    static func bundle(_ expression: ExprSyntax) -> ShaderLibrarySource {
      let expression = SyntaxText.unwrapped(expression)
      if let member = expression.as(MemberAccessExprSyntax.self) {
        let base = member.base.map { SyntaxText.unwrapped($0).trimmedDescription }
        if base == nil || base == "Bundle" || base == "Foundation.Bundle" {
          switch member.declName.baseName.text {
          case "module": return .moduleBundle
          case "main": return .mainBundle
          default: break
          }
        }
      }
      return .otherBundle(SyntaxText.excerpt(expression))
    }

    private static func hasLibraryBase(_ member: MemberAccessExprSyntax, _ implicit: Bool)
      -> Bool
    {
      guard let base = member.base else { return implicit }
      return SyntaxText.names(SyntaxText.unwrapped(base), "ShaderLibrary")
    }
  }
#endif
