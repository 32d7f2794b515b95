import EffectProofBase

#if EFFECTPROOF_SWIFT_SYNTAX
  import LocatedJSON
  import ShaderRegistry
  import SwiftSyntax

  /// Follows Swift expressions to the shaders they build: through `ShaderLibrary` members and
  /// wrappers, `[dynamicMember:]`, `ShaderFunction` and `Shader(function:arguments:)`, local
  /// bindings, and factories (functions, computed properties and constants) across files, to any
  /// depth. Each call expression that binds arguments to a function becomes one
  /// ``ShaderCallSite``, however many paths reach it.
  final class ShaderResolver {
    let index: DeclarationIndex
    private let sources: [SyntaxIdentifier: SwiftSourceText]
    private(set) var callSites: [ShaderCallSite] = []
    private var callSiteIndex: [CallSiteKey: Int] = [:]
    private var declarationMemo: [SyntaxIdentifier: Resolution] = [:]
    private var callMemo: [SyntaxIdentifier: Resolution] = [:]
    private var inProgress: Set<SyntaxIdentifier> = []
    private var depth = 0
    /// How many times a declaration was reached again while being resolved. A result worked
    /// out while a cut happened is partial, so it is not remembered.
    private var cycleCuts = 0
    /// Resolution steps left; a pathological web of factories stops here, with a warning.
    private var budget = 2_000_000
    /// The wrapper each type is, as a type (`static` subscript) and as an instance, worked out
    /// once per type.
    var wrapperMemo: [WrapperKey: WrapperValue?] = [:]
    /// Wrapper types being worked out, so a subscript that forwards to itself ends.
    var wrappersInProgress: Set<WrapperKey> = []
    /// The `guard #available` statements of each statement list, found once per list.
    var guardMarks: AvailabilityReading.GuardMarks = [:]
    /// How deep factories may nest before the reader gives up on an expression.
    static let maximumDepth = 64

    init(index: DeclarationIndex, sources: [SyntaxIdentifier: SwiftSourceText]) {
      self.index = index
      self.sources = sources
    }

    // MARK: - Locations

    func location(_ node: some SyntaxProtocol) -> FileLocation {
      let root = Syntax(node).root.id
      guard let source = sources[root] else {
        return FileLocation(file: "?", position: .start)
      }
      return source.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    // MARK: - Expressions

    func resolve(_ expression: ExprSyntax) -> Resolution {
      budget -= 1
      guard depth < Self.maximumDepth, budget > 0 else {
        var deep = Resolution()
        deep.unresolved.append(
          UnresolvedPart(
            location: location(expression),
            reason: budget > 0
              ? "factories nest more than \(Self.maximumDepth) deep here; the reader stops following"
              : "the factories here call each other in too many ways to follow; the reader stops"
          ))
        return deep
      }
      depth += 1
      defer { depth -= 1 }
      let expression = SyntaxText.unwrapped(expression)
      if let call = expression.as(FunctionCallExprSyntax.self) { return resolveCall(call) }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return resolveMember(member, labels: nil)
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return resolveName(reference, labels: nil)
      }
      if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        return resolveSubscript(subscriptCall)
      }
      if let array = expression.as(ArrayExprSyntax.self) {
        var resolution = Resolution()
        resolution.arrays = [array]
        return resolution
      }
      if let literal = literalResolution(expression) { return literal }
      if let sequence = expression.as(SequenceExprSyntax.self) {
        return resolveSequence(sequence)
      }
      if let ternary = expression.as(TernaryExprSyntax.self) {
        var resolution = resolve(ternary.thenExpression)
        resolution.merge(resolve(ternary.elseExpression))
        return resolution
      }
      if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
        var resolution = Resolution()
        for branch in ReturnedExpressions.branches(expression) {
          resolution.merge(resolve(branch))
        }
        return resolution
      }
      return .nothing
    }

    /// `c ? a : b` and `a ?? b` before operator folding: each operand that can be the value.
    private func resolveSequence(_ sequence: SequenceExprSyntax) -> Resolution {
      let elements = Array(sequence.elements)
      var resolution = Resolution()
      for (offset, element) in elements.enumerated() {
        if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
          resolution.merge(resolve(ternary.thenExpression))
          if offset + 1 < elements.count { resolution.merge(resolve(elements[offset + 1])) }
        } else if let binary = element.as(BinaryOperatorExprSyntax.self),
          binary.operator.text == "??"
        {
          resolution.merge(resolve(elements[offset - 1]))
          if offset + 1 < elements.count { resolution.merge(resolve(elements[offset + 1])) }
        }
      }
      return resolution
    }

    private func isShaderLibraryType(_ expression: ExprSyntax) -> Bool {
      SyntaxText.names(SyntaxText.unwrapped(expression), "ShaderLibrary")
    }

    private func resolveName(_ reference: DeclReferenceExprSyntax, labels: [String]?)
      -> Resolution
    {
      let name = SyntaxText.bare(reference.baseName)
      // `ShaderLibrary[dynamicMember:]`: the type's own lookup reads the main bundle.
      if name == "ShaderLibrary" { return .library(.mainBundle) }
      switch LocalBinding.find(name, from: Syntax(reference)) {
      case .values(let values)?:
        var resolution = Resolution()
        for value in values { resolution.merge(resolve(value)) }
        return resolution
      case .loop(let loop, let position)?:
        return loopElement(loop, position: position)
      case .parameter?:
        return parameterValue(name, from: Syntax(reference))
      case nil: break
      }
      if let wrapper = wrapper(name, isStatic: true) { return .wrapping(wrapper) }
      return lookUp(
        name, inTypes: SyntaxText.enclosingTypes(of: Syntax(reference)), orGlobal: true,
        labels: labels)
    }

    private func resolveMember(_ member: MemberAccessExprSyntax, labels: [String]?) -> Resolution {
      guard let rawBase = member.base else {
        // `.sparkle()` where a Shader is expected: a factory in `extension Shader`.
        return lookUp(
          SyntaxText.bare(member.declName.baseName), inTypes: ["Shader"], orGlobal: false,
          labels: labels)
      }
      let base = SyntaxText.unwrapped(rawBase)
      let name = SyntaxText.bare(member.declName.baseName)
      if isShaderLibraryType(base) {
        if name == "default" { return .library(.mainBundle) }
        if name == "bundle" { return .library(.unknown) }
        // `extension ShaderLibrary { static let effects = ShaderLibrary.bundle(.module) }`: the
        // app's own member, not a function name.
        let declared = lookUp(name, inTypes: ["ShaderLibrary"], orGlobal: false, labels: labels)
        if !declared.isEmpty { return declared }
        return function(name, at: member.declName, library: .mainBundle)
      }
      let baseResolution = resolve(base)
      if let library = baseResolution.library {
        return function(name, at: member.declName, library: library)
      }
      if !baseResolution.tuples.isEmpty || !baseResolution.instances.isEmpty {
        return memberOfValues(baseResolution, name: name, labels: labels)
      }
      if !baseResolution.wrappers.isEmpty {
        return wrapperMember(member, of: baseResolution.wrappers, labels: labels)
      }
      // `Package.Wrapper`: a wrapper named with its module.
      if baseResolution.isEmpty, base.is(DeclReferenceExprSyntax.self),
        let wrapper = wrapper(name, isStatic: true)
      {
        return .wrapping(wrapper)
      }
      if let reference = base.as(DeclReferenceExprSyntax.self) {
        let text = SyntaxText.bare(reference.baseName)
        if text == "self" || text == "Self" {
          return lookUp(
            name, inTypes: SyntaxText.enclosingTypes(of: Syntax(member)), orGlobal: false,
            labels: labels)
        }
      }
      if let type = SyntaxText.typeName(base) {
        return lookUp(name, inTypes: [type], orGlobal: false, labels: labels)
      }
      return .nothing
    }

    func function(
      _ name: String, at token: DeclReferenceExprSyntax, library: ShaderLibrarySource
    ) -> Resolution {
      var resolution = Resolution()
      resolution.functions = [
        FunctionReference(name: name, location: location(token), library: library)
      ]
      return resolution
    }

    /// `library[dynamicMember: "name"]`: a function, static when the name is a literal.
    private func resolveSubscript(_ subscriptCall: SubscriptCallExprSyntax) -> Resolution {
      guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first,
        argument.label?.text == "dynamicMember"
      else {
        // `table[i]`, `table["ripple"]`: any element of the table the subscript reads.
        return elements(of: resolve(subscriptCall.calledExpression))
      }
      let called = resolve(subscriptCall.calledExpression)
      var resolution = Resolution()
      if let library = called.library {
        var function = lookedUp(argument.expression)
        function.library = library
        resolution.functions = [function]
      }
      for wrapper in called.wrappers {
        resolution.merge(
          dynamicMember(
            lookedUp(argument.expression), through: wrapper, key: Syntax(subscriptCall),
            text: subscriptCall.trimmedDescription))
      }
      return resolution
    }

    /// The function `[dynamicMember: expression]` names: static when it is a literal,
    /// forwarded when it is a wrapper's own parameter, else chosen at run time.
    func lookedUp(_ expression: ExprSyntax) -> FunctionReference {
      if let name = SyntaxText.stringValue(expression) {
        return FunctionReference(name: name, location: location(expression))
      }
      return FunctionReference(
        name: nil, location: location(expression),
        reason:
          "the function name '\(SyntaxText.excerpt(expression))' is chosen at run time, so the function and its signature are not known",
        isForwarded: SubscriptRecord.isForwardedName(expression))
    }

    // MARK: - Calls

    /// What a call resolves to, worked out once per call expression: a modifier chain
    /// `a.b().c()` asks for the calls inside it again and again.
    func resolveCall(_ call: FunctionCallExprSyntax) -> Resolution {
      if let memo = callMemo[call.id] { return memo }
      let cuts = cycleCuts
      let resolution = resolveCallOnce(call)
      if cycleCuts == cuts { callMemo[call.id] = resolution }
      return resolution
    }

    private func resolveCallOnce(_ call: FunctionCallExprSyntax) -> Resolution {
      let callee = SyntaxText.unwrapped(call.calledExpression)
      let labels = call.arguments.map { $0.label?.text ?? "_" }
      if labels == ["function", "arguments"], SyntaxText.names(callee, "Shader") {
        return shaderInitializer(call)
      }
      if labels == ["library", "name"], SyntaxText.names(callee, "ShaderFunction") {
        return shaderFunctionInitializer(call)
      }
      if let source = LibrarySourceSyntax.source(of: ExprSyntax(call), implicitBase: false) {
        return .library(source)
      }
      if isShaderLibraryType(callee) { return .library(.unknown) }
      if let type = constructedType(callee) {
        // `Wrapper()`: an instance, which answers only through an instance subscript.
        if let wrapper = wrapper(type, isStatic: false) { return .wrapping(wrapper) }
        if wrapper(type, isStatic: true) != nil { return .nothing }
        // `Shaders()`: an instance of an app type, whose members the index knows.
        if index.declaresMembers(of: type) { return .instance(of: type) }
      }
      var resolution: Resolution
      if let member = callee.as(MemberAccessExprSyntax.self) {
        resolution = resolveMember(member, labels: labels)
      } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
        resolution = resolveName(reference, labels: labels)
      } else {
        resolution = resolve(callee)
      }
      if !resolution.closures.isEmpty {
        // `table[i].1(date)`, `make(date)`: what the closures called here return.
        resolution.merge(returnedByCalling(resolution.closures))
        resolution.closures = []
      }
      if resolution.isEmpty, let part = unfollowedParameterCall(call) {
        resolution.unresolved.append(part)
      }
      guard !resolution.functions.isEmpty else { return resolution }
      var called = Resolution()
      called.unresolved = resolution.unresolved
      let arguments: [ExprSyntax]? =
        call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
        ? call.arguments.map(\.expression) : nil
      // A wrapper's body calling its forwarded name builds a shader at each use, not here.
      for function in resolution.functions where !function.isForwarded {
        called.callSites.append(
          callSite(
            call, function: function, arguments: arguments,
            argumentsReason: arguments == nil ? "a trailing closure is not a Shader.Argument" : nil,
            labels: labels))
      }
      return called
    }

    /// The type `Type()` or `Type.init()` constructs, when `callee` names one.
    private func constructedType(_ callee: ExprSyntax) -> String? {
      if let reference = callee.as(DeclReferenceExprSyntax.self) {
        return SyntaxText.typeName(ExprSyntax(reference))
      }
      if let member = callee.as(MemberAccessExprSyntax.self),
        SyntaxText.bare(member.declName.baseName) == "init",
        let base = member.base
      {
        return SyntaxText.typeName(SyntaxText.unwrapped(base))
      }
      return nil
    }

    /// `Shader(function: f, arguments: [...])`.
    private func shaderInitializer(_ call: FunctionCallExprSyntax) -> Resolution {
      let arguments = Array(call.arguments)
      let functions = resolve(arguments[0].expression)
      var resolution = Resolution()
      resolution.unresolved = functions.unresolved
      let list = arguments[1].expression
      let arrays = resolve(list).arrays
      let elements = arrays.count == 1 ? arrays[0].elements.map(\.expression) : nil
      let reason =
        elements == nil
        ? "the arguments array '\(SyntaxText.excerpt(list))' is built at run time, so its kinds are not known"
        : nil
      for function in functions.functions where !function.isForwarded {
        resolution.callSites.append(
          callSite(call, function: function, arguments: elements, argumentsReason: reason))
      }
      if functions.functions.isEmpty {
        resolution.unresolved.append(
          UnresolvedPart(
            location: location(arguments[0].expression),
            reason:
              "the function '\(SyntaxText.excerpt(arguments[0].expression))' cannot be followed to a ShaderLibrary lookup"
          ))
      }
      return resolution
    }

    /// `ShaderFunction(library: l, name: "name")`.
    private func shaderFunctionInitializer(_ call: FunctionCallExprSyntax) -> Resolution {
      let arguments = Array(call.arguments)
      var resolution = Resolution()
      var function = lookedUp(arguments[1].expression)
      let library = arguments[0].expression
      function.library =
        LibrarySourceSyntax.source(of: library) ?? resolve(library).library ?? .unknown
      resolution.functions = [function]
      return resolution
    }

    /// The call site for `call` applying `function`, made once per call expression and function.
    /// A function looked up at run time and called later (`let f = L[dynamicMember: name]`,
    /// then `f(…)`) stands at the call, so each call is its own warning.
    private func callSite(
      _ call: FunctionCallExprSyntax, function: FunctionReference, arguments: [ExprSyntax]?,
      argumentsReason: String?, labels: [String] = []
    ) -> Int {
      var function = function
      if function.name == nil, !encloses(call, function.location) {
        function.reason = function.reason.map { "\($0) (looked up at \(function.location))" }
        function.location = location(call)
      }
      return callSite(
        key: Syntax(call), callLocation: location(call), function: function,
        arguments: arguments, argumentsReason: argumentsReason, labels: labels)
    }

    /// Whether `place` lies inside `node`'s text.
    private func encloses(_ node: some SyntaxProtocol, _ place: FileLocation) -> Bool {
      let start = location(node)
      guard let source = sources[Syntax(node).root.id], start.file == place.file else {
        return false
      }
      let end = source.location(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset)
      let here = (place.positionOrStart.line, place.positionOrStart.column)
      return (start.positionOrStart.line, start.positionOrStart.column) <= here
        && here < (end.positionOrStart.line, end.positionOrStart.column)
    }

    /// The call site made once per `key` node and function: a call expression, or a use of a
    /// wrapper whose subscript builds the shader.
    func callSite(
      key node: Syntax, callLocation: FileLocation, function: FunctionReference,
      arguments: [ExprSyntax]?, argumentsReason: String?, labels: [String] = []
    ) -> Int {
      let key = CallSiteKey(call: node.id, function: function)
      if let existing = callSiteIndex[key] { return existing }
      var kinds: [ShaderCallArgument]? = []
      var reason = function.reason ?? argumentsReason
      if let arguments {
        for (offset, argument) in arguments.enumerated() {
          if offset < labels.count, labels[offset] != "_" {
            kinds = nil
            reason =
              reason
              ?? "argument \(offset + 1) has the label '\(labels[offset])'; a shader's arguments are unlabelled Shader.Argument values"
            break
          }
          guard let kind = ShaderArgumentSyntax.kind(of: argument) else {
            kinds = nil
            reason =
              reason
              ?? "argument \(offset + 1) '\(SyntaxText.excerpt(argument))' is not a Shader.Argument written in place (.float(…), .color(…), .boundingRect …), so its kind is not known"
            break
          }
          kinds?.append(
            ShaderCallArgument(
              kind: kind, location: location(argument),
              imageName: kind == .image ? imageName(argument) : nil))
        }
      } else {
        kinds = nil
      }
      let site = ShaderCallSite(
        function: function.name, location: function.location, callLocation: callLocation,
        arguments: kinds, unresolvedReason: (function.name == nil || kinds == nil) ? reason : nil,
        library: function.library,
        availability: AvailabilityReading.guardAround(node, marks: &guardMarks))
      callSites.append(site)
      callSiteIndex[key] = callSites.count - 1
      return callSites.count - 1
    }

    // MARK: - Declarations

    /// Declarations named `name` in the first of `types` that has one, else at file scope.
    func lookUp(_ name: String, inTypes types: [String], orGlobal: Bool, labels: [String]?)
      -> Resolution
    {
      var records: [DeclarationRecord] = []
      for type in types {
        records = index.records(named: name, in: type)
        if !records.isEmpty { break }
      }
      if records.isEmpty && orGlobal { records = index.records(named: name, in: nil) }
      if records.count > 1, let labels {
        let matching = records.filter { $0.labels == labels }
        if !matching.isEmpty { records = matching }
      }
      var resolution = Resolution()
      for record in records { resolution.merge(resolveDeclaration(record)) }
      return resolution
    }

    /// What a declaration's results resolve to, memoised; a declaration that reaches itself
    /// again adds nothing.
    func resolveDeclaration(_ record: DeclarationRecord) -> Resolution {
      let key = record.node.id
      if let memo = declarationMemo[key] { return memo }
      guard !inProgress.contains(key) else {
        cycleCuts += 1
        return .nothing
      }
      inProgress.insert(key)
      defer { inProgress.remove(key) }
      let cuts = cycleCuts
      var resolution = Resolution()
      let type = record.typeText ?? ""
      if type == "ShaderLibrary" || type == "SwiftUI.ShaderLibrary" {
        // `static let Typed: ShaderLibrary = .bundle(.module)`: the type says it is a library,
        // and the value which one.
        var source: ShaderLibrarySource?
        for result in record.results {
          source = Resolution.merged(
            source, LibrarySourceSyntax.source(of: result) ?? resolve(result).library ?? .unknown)
        }
        resolution.library = source ?? .unknown
      }
      // `let shaders: PackageShaders`: an instance of a wrapper.
      let declared = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
      if !declared.isEmpty, let wrapper = wrapper(declared, isStatic: false) {
        resolution.wrappers.append(wrapper)
      } else if !declared.isEmpty, index.declaresMembers(of: declared) {
        // `let shaders: Shaders`: an instance of an app type.
        resolution.instances.append(declared)
      }
      for result in record.results { resolution.merge(resolve(result)) }
      let complete = cycleCuts == cuts
      if type == "Shader" || type == "SwiftUI.Shader", complete, !record.results.isEmpty,
        resolution.callSites.isEmpty, resolution.unresolved.isEmpty
      {
        let place = record.results.first.map { location($0) } ?? location(record.node)
        resolution.unresolved.append(
          UnresolvedPart(
            location: place,
            reason:
              "'\(record.name)' returns a Shader, but the reader cannot follow its body to a ShaderLibrary call"
          ))
      }
      if complete { declarationMemo[key] = resolution }
      return resolution
    }

    // MARK: - Constants

    /// A number a constant expression stands for: a literal, or a name bound to one.
    func numberValue(_ expression: ExprSyntax) -> Double? {
      if let value = SyntaxText.numberValue(expression) { return value }
      guard let value = constantExpression(expression) else { return nil }
      return depthLimited { SyntaxText.numberValue(value) ?? numberValue(value) }
    }

    /// The single expression a name or member names, when it is a constant with one value: a
    /// `let`, or a computed property or function with one result. A stored `var` (a `@State`
    /// property, a `static var`, a local `var`) is not one, whatever it starts as: the app may
    /// change it, so a `maxSampleOffset` built from it is not static.
    func constantExpression(_ expression: ExprSyntax) -> ExprSyntax? {
      guard let value = namedExpression(expression), !Self.initialisesStoredVariable(value) else {
        return nil
      }
      return value
    }

    /// The initial value of the stored `var` that `expression` names (a `@State` property's
    /// default, say): where the app starts, not the only value it can take; `nil` for anything
    /// else.
    func storedVariableInitialValue(_ expression: ExprSyntax) -> ExprSyntax? {
      guard let value = namedExpression(expression), Self.initialisesStoredVariable(value) else {
        return nil
      }
      return value
    }

    /// Whether `value` is the initial value of a stored `var`.
    static func initialisesStoredVariable(_ value: ExprSyntax) -> Bool {
      guard let initializer = value.parent?.as(InitializerClauseSyntax.self),
        let binding = initializer.parent?.as(PatternBindingSyntax.self),
        binding.accessorBlock == nil
      else { return false }
      var node = binding.parent
      while let current = node, current.as(VariableDeclSyntax.self) == nil { node = current.parent }
      return node?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var)
    }

    /// The single expression a name or member names, when it has one value.
    private func namedExpression(_ expression: ExprSyntax) -> ExprSyntax? {
      let expression = SyntaxText.unwrapped(expression)
      var records: [DeclarationRecord] = []
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = SyntaxText.bare(reference.baseName)
        switch LocalBinding.find(name, from: Syntax(reference)) {
        case .values(let values)?: return values.count == 1 ? values[0] : nil
        case .loop?, .parameter?: return nil
        case nil: break
        }
        for type in SyntaxText.enclosingTypes(of: Syntax(reference)) {
          records = index.records(named: name, in: type)
          if !records.isEmpty { break }
        }
        if records.isEmpty { records = index.records(named: name, in: nil) }
      } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        let name = SyntaxText.bare(member.declName.baseName)
        let base = SyntaxText.unwrapped(base)
        if let reference = base.as(DeclReferenceExprSyntax.self),
          SyntaxText.bare(reference.baseName) == "Self"
            || SyntaxText.bare(reference.baseName) == "self"
        {
          for type in SyntaxText.enclosingTypes(of: Syntax(member)) {
            records = index.records(named: name, in: type)
            if !records.isEmpty { break }
          }
        } else if let type = SyntaxText.typeName(base) {
          records = index.records(named: name, in: type)
        }
      }
      guard records.count == 1, records[0].labels == nil, records[0].results.count == 1 else {
        return nil
      }
      return records[0].results[0]
    }

    func depthLimited<T>(_ body: () -> T?) -> T? {
      guard depth < Self.maximumDepth else { return nil }
      depth += 1
      defer { depth -= 1 }
      return body()
    }
  }

  /// One call expression applying one function: the key of a call site.
  private struct CallSiteKey: Hashable {
    var call: SyntaxIdentifier
    var function: FunctionReference
  }
#endif
