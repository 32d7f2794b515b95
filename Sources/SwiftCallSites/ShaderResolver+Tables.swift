#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftSyntax

  extension Resolution {
    /// An instance of the app's type `type`.
    static func instance(of type: String) -> Resolution {
      var resolution = Resolution()
      resolution.instances = [type]
      return resolution
    }
  }

  // MARK: - Tables of builders, closures, instances and parameters

  /// How the resolver follows values held in tables and closures, as apps write galleries of
  /// effects:
  ///
  /// ```swift
  /// let effects: [(String, (Date) -> Shader)] = [("Ripple", { date in ShaderLibrary.ripple(…) })]
  /// view.layerEffect(effects[index].1(date), maxSampleOffset: CGSize(width: 10, height: 10))
  /// for (name, make) in effects { … make(date) … }
  /// ```
  ///
  /// and values of the app's own types (`Shaders().library.tint(…)`) and functions that take a
  /// `ShaderFunction` or a `Shader` as a parameter (followed to each call that passes one).
  extension ShaderResolver {
    /// A dictionary, tuple or closure literal: the value it is; `nil` for any other expression.
    func literalResolution(_ expression: ExprSyntax) -> Resolution? {
      var resolution = Resolution()
      if let dictionary = expression.as(DictionaryExprSyntax.self) {
        resolution.dictionaries = [dictionary]
      } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
        resolution.tuples = [tuple]
      } else if let closure = expression.as(ClosureExprSyntax.self) {
        resolution.closures = [closure]
      } else {
        return nil
      }
      return resolution
    }

    /// Any element of the arrays and any value of the dictionaries `table` is: what
    /// `table[i]` or `table["name"]` reads.
    func elements(of table: Resolution) -> Resolution {
      var resolution = Resolution()
      resolution.unresolved = table.unresolved
      for array in table.arrays {
        for element in array.elements { resolution.merge(resolve(element.expression)) }
      }
      for dictionary in table.dictionaries {
        guard case .elements(let list) = dictionary.content else { continue }
        for element in list { resolution.merge(resolve(element.value)) }
      }
      return resolution
    }

    /// The variable of `for name in table` (`position` `nil`) or the element at `position` of
    /// `for (name, make) in table`: an element of an array, a (key, value) pair of a dictionary.
    func loopElement(_ loop: ForStmtSyntax, position: Int?) -> Resolution {
      let table = resolve(loop.sequence)
      var resolution = Resolution()
      resolution.unresolved = table.unresolved
      for array in table.arrays {
        for element in array.elements {
          let value = resolve(element.expression)
          resolution.merge(position.map { component(of: value, position: $0) } ?? value)
        }
      }
      for dictionary in table.dictionaries {
        guard case .elements(let list) = dictionary.content else { continue }
        for element in list where position != 0 {
          // A plain loop variable over a dictionary is a (key, value) pair: its `.value`.
          resolution.merge(resolve(element.value))
        }
      }
      return resolution
    }

    /// `.1` or `.make` of the tuples, and `.name` of the instances, `values` is.
    func memberOfValues(_ values: Resolution, name: String, labels: [String]?) -> Resolution {
      var resolution = Resolution()
      for tuple in values.tuples {
        let elements = Array(tuple.elements)
        if let position = Int(name) {
          if position < elements.count { resolution.merge(resolve(elements[position].expression)) }
        } else if let element = elements.first(where: { $0.label?.text == name }) {
          resolution.merge(resolve(element.expression))
        }
      }
      for type in values.instances {
        resolution.merge(lookUp(name, inTypes: [type], orGlobal: false, labels: labels))
      }
      return resolution
    }

    /// The element at `position` of the tuples `value` is (a dictionary loop's pairs are
    /// handled by ``loopElement(_:position:)``).
    private func component(of value: Resolution, position: Int) -> Resolution {
      var resolution = Resolution()
      resolution.unresolved = value.unresolved
      for tuple in value.tuples {
        let elements = Array(tuple.elements)
        if position < elements.count { resolution.merge(resolve(elements[position].expression)) }
      }
      return resolution
    }

    /// What calling `closures` gives: the values their bodies return.
    func returnedByCalling(_ closures: [ClosureExprSyntax]) -> Resolution {
      var resolution = Resolution()
      for closure in closures {
        for result in ReturnedExpressions.of(closure.statements) {
          resolution.merge(resolve(result))
        }
      }
      return resolution
    }

    // MARK: - Parameters

    /// A function's parameter `name`, seen from `node` inside its body: when its type names a
    /// shader (`ShaderFunction`, `Shader`, `(Date) -> Shader`), the value each call of the
    /// function passes for it; nothing when no call passes anything the reader follows (the
    /// modifier, warm-up or call using it then warns where it stands).
    func parameterValue(_ name: String, from node: Syntax) -> Resolution {
      guard let binding = ParameterBinding.find(name, from: node),
        binding.typeText.contains("Shader")
      else { return .nothing }
      // `func make(_ library: ShaderLibrary)`: the type says it is a library.
      if ["ShaderLibrary", "SwiftUI.ShaderLibrary"].contains(binding.typeText) {
        return .library(.unknown)
      }
      var resolution = Resolution()
      for call in index.calls(named: binding.functionName) {
        guard let argument = binding.argument(in: call) else { continue }
        resolution.merge(resolve(argument))
      }
      return resolution
    }

    /// `f(args)` where `f` is a `ShaderFunction` parameter that no call passes a function the
    /// reader follows: a warning at the call, which would otherwise bind arguments to an
    /// unknown function in silence.
    func unfollowedParameterCall(_ call: FunctionCallExprSyntax) -> UnresolvedPart? {
      guard
        let reference = SyntaxText.unwrapped(call.calledExpression).as(DeclReferenceExprSyntax.self)
      else { return nil }
      let name = SyntaxText.bare(reference.baseName)
      guard case .parameter? = LocalBinding.find(name, from: Syntax(reference)),
        let binding = ParameterBinding.find(name, from: Syntax(reference)),
        binding.typeText.contains("ShaderFunction")
      else { return nil }
      return UnresolvedPart(
        location: location(call),
        reason:
          "'\(name)' is a \(binding.typeText) parameter of '\(binding.functionName)', and no call the reader reads passes it a function it can follow to a ShaderLibrary lookup, so this call's function and arguments are not checked"
      )
    }
  }

  /// A function's parameter as its body sees it: the function, its position and label, and
  /// its type as written.
  struct ParameterBinding {
    /// The function's name.
    let functionName: String
    /// The parameter's declaration, where a warning about it stands.
    let parameter: FunctionParameterSyntax
    /// Its index among the function's parameters.
    let position: Int
    /// The parameters' argument labels (`_` for none), in order.
    let labels: [String]
    /// The parameter's type as written.
    var typeText: String { parameter.type.trimmedDescription }

    /// The parameter of the innermost function declaring `name` around `node`; `nil` when a
    /// closure, an initialiser or a subscript binds it first, or nothing does.
    static func find(_ name: String, from node: Syntax) -> ParameterBinding? {
      var current = node.parent
      while let parent = current {
        if let function = parent.as(FunctionDeclSyntax.self) {
          let parameters = Array(function.signature.parameterClause.parameters)
          guard
            let position = parameters.firstIndex(where: {
              SyntaxText.bare($0.secondName ?? $0.firstName) == name
            })
          else { return nil }
          return ParameterBinding(
            functionName: SyntaxText.bare(function.name), parameter: parameters[position],
            position: position, labels: parameters.map { SyntaxText.bare($0.firstName) })
        }
        if let closure = parent.as(ClosureExprSyntax.self), binds(name, closure) { return nil }
        if let initializer = parent.as(InitializerDeclSyntax.self),
          initializer.signature.parameterClause.parameters.contains(where: {
            SyntaxText.bare($0.secondName ?? $0.firstName) == name
          })
        {
          return nil
        }
        if parent.is(SubscriptDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
        current = parent.parent
      }
      return nil
    }

    /// Whether `closure` binds `name` as a parameter (`{ name in … }`, `{ (name: T) in … }`).
    private static func binds(_ name: String, _ closure: ClosureExprSyntax) -> Bool {
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?: return list.contains { $0.name.text == name }
      case .parameterClause(let clause)?:
        return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
      default: return false
      }
    }

    /// The expression `call` passes for this parameter: by its label, or, unlabelled, the
    /// argument at its position among the unlabelled ones; a trailing closure for the last.
    func argument(in call: FunctionCallExprSyntax) -> ExprSyntax? {
      let label = labels[position]
      let arguments = Array(call.arguments)
      if label != "_", let labelled = arguments.first(where: { $0.label?.text == label }) {
        return labelled.expression
      }
      let unlabelledBefore = labels[..<position].filter { $0 == "_" }.count
      let unlabelled = arguments.filter { $0.label == nil }
      if label == "_", unlabelledBefore < unlabelled.count {
        return unlabelled[unlabelledBefore].expression
      }
      if position == labels.count - 1, let closure = call.trailingClosure {
        return ExprSyntax(closure)
      }
      return nil
    }
  }
#endif
