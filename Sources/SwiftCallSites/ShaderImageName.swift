#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftSyntax

  /// The image an `.image(…)` argument names, for the proofs to find in the app's assets
  /// (docs/shader-proofs.md, "Image and data arguments").
  ///
  /// ```
  /// .image(Image("noise")), .image(Image("paper", bundle: .module))   → noise, paper
  /// .image(SwiftUI.Image(.paperNoise))  (an asset's generated symbol) → paperNoise
  /// let grain = Image("grain") … .image(grain), a property or Self.x  → grain
  /// .image(photo) for a stored var, .image(Image(name))               → nil: known at run time
  /// ```
  extension ShaderResolver {
    /// The name of the image `argument` (`.image(…)`, `Shader.Argument.image(…)`) passes, when
    /// the Swift writes it as a literal, in place or in a `let` or computed property; `nil`
    /// for anything else.
    func imageName(_ argument: ExprSyntax) -> String? {
      guard let call = SyntaxText.unwrapped(argument).as(FunctionCallExprSyntax.self),
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "image",
        call.arguments.count == 1, let image = call.arguments.first?.expression
      else { return nil }
      return imageName(of: image, hops: 0)
    }

    private func imageName(of expression: ExprSyntax, hops: Int) -> String? {
      let expression = SyntaxText.unwrapped(expression)
      if let call = expression.as(FunctionCallExprSyntax.self),
        SwiftLiteralSyntax.typeName(call.calledExpression) == "Image"
      {
        guard let first = call.arguments.first,
          first.label == nil || first.label?.text == "decorative"
        else { return nil }
        if let name = SyntaxText.stringValue(first.expression) { return name }
        if let symbol = first.expression.as(MemberAccessExprSyntax.self), symbol.base == nil {
          return symbol.declName.baseName.text
        }
        return nil
      }
      guard hops < 8, let constant = constantExpression(expression) else { return nil }
      return imageName(of: constant, hops: hops + 1)
    }
  }
#endif
