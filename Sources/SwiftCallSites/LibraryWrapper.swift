#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// A `subscript(dynamicMember:)` declared in a type or an extension: what makes a library
  /// wrapper, as public shader packages write them:
  ///
  /// ```swift
  /// @dynamicMemberLookup
  /// public enum PackageShaders {
  ///   public static subscript(dynamicMember name: String) -> ShaderFunction {
  ///     ShaderLibrary.bundle(.module)[dynamicMember: name]
  ///   }
  /// }
  /// ```
  struct SubscriptRecord {
    /// The type or extension declaring it.
    let enclosingType: String
    /// Whether it is `static` (or `class`): the type itself answers, not its instances.
    let isStatic: Bool
    /// The return type as written (`ShaderFunction`).
    let typeText: String
    /// The parameter's name inside the body (`name`).
    let parameter: String
    /// The expressions the body returns.
    let results: [ExprSyntax]
    /// The declaration, where a warning about it stands.
    let node: SubscriptDeclSyntax

    /// The record of `node`, when it is a one-parameter `subscript(dynamicMember:)` at type
    /// level whose return type names a `ShaderFunction` or a `Shader`.
    init?(_ node: SubscriptDeclSyntax) {
      let parameters = node.parameterClause.parameters
      guard parameters.count == 1, let parameter = parameters.first,
        parameter.firstName.text == "dynamicMember",
        let type = SyntaxText.enclosingType(of: Syntax(node))
      else { return nil }
      let returned = node.returnClause.type.trimmedDescription
      guard Self.shaderTypes.contains(returned) else { return nil }
      enclosingType = type
      isStatic = node.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
      typeText = returned
      self.parameter = (parameter.secondName ?? parameter.firstName).text
      results = node.accessorBlock.map { ReturnedExpressions.of($0) } ?? []
      self.node = node
    }

    /// The return types a wrapper's subscript may have.
    static let shaderTypes: Set<String> = [
      "ShaderFunction", "SwiftUI.ShaderFunction", "Shader", "SwiftUI.Shader",
    ]

    /// Whether `attributes` hold `@dynamicMemberLookup`.
    static func hasDynamicMemberLookup(_ attributes: AttributeListSyntax) -> Bool {
      attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "dynamicMemberLookup"
      }
    }

    /// Whether `expression` is the `dynamicMember` parameter of the subscript it is written
    /// in: a wrapper forwarding the member's name, which is known only at each use.
    static func isForwardedName(_ expression: ExprSyntax) -> Bool {
      guard let reference = SyntaxText.unwrapped(expression).as(DeclReferenceExprSyntax.self)
      else { return false }
      var current = Syntax(reference).parent
      while let node = current {
        if let declaration = node.as(SubscriptDeclSyntax.self) {
          guard let parameter = declaration.parameterClause.parameters.first,
            declaration.parameterClause.parameters.count == 1,
            parameter.firstName.text == "dynamicMember"
          else { return false }
          return (parameter.secondName ?? parameter.firstName).text == reference.baseName.text
        }
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self)
          || node.is(MemberBlockSyntax.self)
        {
          return false
        }
        current = node.parent
      }
      return false
    }
  }

  /// What a wrapper's `subscript(dynamicMember:)` gives for each member name.
  enum WrapperBuild: Hashable {
    /// A `ShaderFunction` from a library: `Wrapper.name(args)` is a call site of `name`.
    case function
    /// A `Shader` built by this call in the subscript's body: `Wrapper.name` is a call site of
    /// `name` with the call's arguments.
    case shader(FunctionCallExprSyntax)
    /// A subscript declared to return a shader whose body the reader cannot follow; each use
    /// is a warning with this reason.
    case unfollowable(String)
  }

  /// A value that answers `.name` and `[dynamicMember: name]` through a wrapper type's
  /// subscript: the type itself (a `static` subscript) or one of its instances.
  struct WrapperValue: Hashable {
    /// The wrapper type, whose declared members come before its dynamic ones.
    var type: String
    /// What each member gives.
    var build: WrapperBuild
    /// The library the subscript looks names up in.
    var library: ShaderLibrarySource = .unknown
  }
#endif
