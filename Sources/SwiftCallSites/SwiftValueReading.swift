import EffectProofBase

#if EFFECTPROOF_SWIFT_SYNTAX
  import EffectProofBase
  import LocatedJSON
  import ShaderRegistry
  import SwiftParser
  import SwiftSyntax

  /// One read of the parsed files for ``SwiftValueHints``: each call site's arguments followed
  /// to the literals that reach them, and each use site's modifier chain searched for a
  /// `.frame(width:height:)`.
  ///
  /// An argument that names a parameter of the function it is written in (a factory's
  /// `.float(radius)`) is followed to every call of that function whose labels fit, and to the
  /// parameter's default value; those arguments are read the same way, up to
  /// ``maximumDepth`` factories deep. Constants (`static let splitOffset = CGSize(…)`) are
  /// followed as the shader reader follows them for `maxSampleOffset`.
  final class SwiftValueReading {
    let resolver: ShaderResolver
    private let texts: [SyntaxIdentifier: SwiftSourceText]
    /// Every call, by where it starts.
    private(set) var callsByStart: [FileLocation: FunctionCallExprSyntax] = [:]
    /// Every member access, by where its name is written.
    private(set) var membersByName: [FileLocation: MemberAccessExprSyntax] = [:]
    /// Every call, by the name it calls (`loupe` for `Effects.loupe(…)` and `loupe(…)`).
    private(set) var callsByName: [String: [FunctionCallExprSyntax]] = [:]
    /// Every assignment (`x = 4`, `x += 1`, `self.x = y`), by the name assigned: the whole
    /// sequence expression, whose third element is the value for a plain `=`.
    private(set) var assignmentsByName: [String: [SequenceExprSyntax]] = [:]
    /// The labels under which a binding `$x` is passed to a view's initialiser
    /// (`Controls(value: $amplitude)` → `amplitude`: `value`), by the bound name.
    private(set) var bindingLabels: [String: Set<String>] = [:]
    /// The model's call sites' starts: a `ShaderLibrary.loupe(…)` is no caller of a factory.
    private let shaderCalls: Set<FileLocation>
    private var depth = 0
    /// The properties whose setters are being followed, so `x = x + 1` ends.
    var followedNames: Set<String> = []
    /// How many factories deep a value is followed.
    static let maximumDepth = 12

    /// Parses `sources` (the files `model` parsed) and reads them.
    convenience init(sources: [SwiftSourceText], model: SwiftShaderModel) {
      var trees: [(tree: SourceFileSyntax, text: SwiftSourceText)] = []
      for source in sources {
        let text = source.indexed()
        let bytes = BracketDepthGuard.masked(source.bytes).bytes
        if SwiftNestingGuard.check(bytes) != nil { continue }
        InputReads.note(.swiftParse, source.file)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        trees.append((tree, text))
      }
      self.init(parsed: trees, model: model)
    }

    /// Reads files already parsed (the trees ``SwiftShaderReading`` made for `model`, with
    /// their line tables).
    init(parsed trees: [(tree: SourceFileSyntax, text: SwiftSourceText)], model: SwiftShaderModel) {
      var index = DeclarationIndex()
      var roots: [SyntaxIdentifier: SwiftSourceText] = [:]
      for (tree, text) in trees {
        index.add(tree)
        roots[Syntax(tree).id] = text
      }
      resolver = ShaderResolver(index: index, sources: roots)
      texts = roots
      shaderCalls = Set(model.callSites.map(\.callLocation))
      for (tree, text) in trees {
        let collector = ValueSiteCollector(text: text)
        collector.walk(tree)
        callsByStart.merge(collector.callsByStart) { first, _ in first }
        membersByName.merge(collector.membersByName) { first, _ in first }
        callsByName.merge(collector.callsByName) { $0 + $1 }
        assignmentsByName.merge(collector.assignmentsByName) { $0 + $1 }
        bindingLabels.merge(collector.bindingLabels) { $0.union($1) }
      }
    }

    func hints(for model: SwiftShaderModel) -> SwiftValueHints {
      SwiftValueHints(
        arguments: model.callSites.map { site in (site.arguments ?? []).map(argument) },
        frames: model.uses.map(frame),
        promises: model.uses.map { promise($0, model: model) })
    }

    // MARK: - Arguments

    private func argument(_ argument: ShaderCallArgument) -> ArgumentValueHint {
      guard let call = callsByStart[argument.location] else {
        return ArgumentValueHint(others: [argument.location])
      }
      let inner = call.arguments.map(\.expression)
      let width: Int
      switch argument.kind {
      case .float: width = 1
      case .float2: width = 2
      case .float3: width = 3
      case .float4: width = 4
      case .color: return inner.count == 1 ? values(inner[0], .colour) : other(call)
      case .floatArray:
        return inner.count == 1 ? values(inner[0], .array(element: .scalar)) : other(call)
      case .colorArray:
        return inner.count == 1 ? values(inner[0], .array(element: .colour)) : other(call)
      case .boundingRect, .image, .data: return ArgumentValueHint()
      }
      if width == 1 { return inner.count == 1 ? values(inner[0], .scalar) : other(call) }
      if inner.count == 1 { return values(inner[0], .vector(width)) }
      guard inner.count == width else { return other(call) }
      // `.float2(x, y)`: each component on its own; a literal vector when each is one literal.
      let parts = inner.map { values($0, .scalar) }
      var hint = ArgumentValueHint()
      for part in parts {
        hint.others += part.others
        hint.viewSizes += part.viewSizes
      }
      if parts.allSatisfy({ $0.literals.count == 1 }) {
        hint.literals = [
          LiteralValueHint(
            numbers: parts.flatMap { $0.literals[0].numbers }, location: location(call))
        ]
      } else if parts.contains(where: { $0.literals.count > 1 }) {
        hint.others.append(location(call))
      }
      return hint
    }

    /// What reaches `expression`, read as `shape`.
    func values(_ expression: ExprSyntax, _ shape: LiteralShape) -> ArgumentValueHint {
      let expression = SyntaxText.unwrapped(expression)
      guard depth < Self.maximumDepth else { return other(expression) }
      depth += 1
      defer { depth -= 1 }
      if let switched = switched(expression, shape) { return switched }
      if let choices = SwiftLiteralSyntax.alternatives(expression) {
        var hint = ArgumentValueHint()
        for choice in choices { hint.merge(values(choice, shape)) }
        return hint
      }
      if let numbers = literal(expression, shape) {
        return ArgumentValueHint(
          literals: [LiteralValueHint(numbers: numbers, location: location(expression))])
      }
      if case .vector(2) = shape, SwiftLiteralSyntax.isViewSize(expression) {
        return ArgumentValueHint(viewSizes: [location(expression)])
      }
      if let negated = negation(expression, shape) { return negated }
      if let evidence = evidence(expression, shape) { return evidence }
      if let clamped = clamping(expression, shape) { return clamped }
      if let called = calledFunction(expression) { return values(called.result, shape) }
      if let reference = expression.as(DeclReferenceExprSyntax.self),
        case .parameter? = LocalBinding.find(reference.baseName.text, from: Syntax(reference))
      {
        return callersPass(reference, shape)
      }
      if let converted = SwiftLiteralSyntax.converted(expression) {
        return values(converted, shape)
      }
      if let constant = resolver.constantExpression(expression) {
        return values(constant, shape)
      }
      if let initial = resolver.storedVariableInitialValue(expression) {
        // A stored `var` (a `@State` default): the app starts at its initial value and may
        // move it, so the value widens a guess without fixing the argument to it, unless the
        // app's code says where it moves it (a Slider bound to it, its assignments).
        var hint = values(initial, shape)
        hint.merge(setElsewhere(expression, shape) ?? other(expression))
        return hint
      }
      if let set = setElsewhere(expression, shape) { return set }
      if case .array = shape, let array = expression.as(ArrayExprSyntax.self),
        array.elements.count <= 65_536
      {
        return arrayCount(array)
      }
      return other(expression)
    }

    /// The numbers of a literal written in place (constants followed), or `nil`.
    private func literal(_ expression: ExprSyntax, _ shape: LiteralShape) -> [Double]? {
      switch shape {
      case .scalar:
        return resolver.numberValue(expression).map { [$0] }
      case .vector(let width):
        if let zero = SwiftLiteralSyntax.zero(expression, width: width) { return zero }
        guard let parts = SwiftLiteralSyntax.components(expression, width: width) else {
          return nil
        }
        let numbers = parts.compactMap(resolver.numberValue)
        return numbers.count == width ? numbers : nil
      case .colour:
        if let (base, opacity) = SwiftLiteralSyntax.opacity(expression),
          let colour = literal(base, .colour), let alpha = resolver.numberValue(opacity)
        {
          return Array(colour.prefix(3)) + [alpha]
        }
        switch SwiftLiteralSyntax.colour(expression) {
        case .named(let value)?: return value
        case .components(let parts, let opacity)?:
          let numbers = parts.compactMap(resolver.numberValue)
          let alpha = opacity.map(resolver.numberValue) ?? 1
          guard numbers.count == 3, let alpha else { return nil }
          return numbers + [alpha]
        case nil: return nil
        }
      case .array(let element):
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var numbers: [Double] = []
        for item in array.elements {
          let value = SyntaxText.unwrapped(item.expression)
          guard
            let found = literal(value, element == .scalar ? .scalar : .colour)
              ?? resolver.constantExpression(value).flatMap({
                literal($0, element == .scalar ? .scalar : .colour)
              })
          else { return nil }
          numbers += found
        }
        return numbers
      }
    }

    /// What the callers of the function declaring `reference` as a parameter pass for it.
    private func callersPass(_ reference: DeclReferenceExprSyntax, _ shape: LiteralShape)
      -> ArgumentValueHint
    {
      let name = reference.baseName.text
      var node = Syntax(reference).parent
      while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
      guard let function = node?.as(FunctionDeclSyntax.self) else { return other(reference) }
      let parameters = Array(function.signature.parameterClause.parameters)
      guard
        let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }
        )
      else { return other(reference) }
      var hint = ArgumentValueHint()
      var called = false
      for caller in callsByName[function.name.text] ?? []
      where !shaderCalls.contains(location(caller)) {
        guard let bound = Self.bind(caller, to: parameters) else { continue }
        called = true
        hint.merge(values(bound[position], shape))
      }
      if !called { hint.others.append(location(reference)) }
      return hint
    }

    /// The expression each parameter gets at `call`: its argument, else its default value;
    /// `nil` when the call's labels do not fit the parameters.
    static func bind(_ call: FunctionCallExprSyntax, to parameters: [FunctionParameterSyntax])
      -> [ExprSyntax]?
    {
      let arguments = Array(call.arguments)
      var next = 0
      var bound: [ExprSyntax] = []
      for parameter in parameters {
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        if next < arguments.count, arguments[next].label?.text == label {
          bound.append(arguments[next].expression)
          next += 1
        } else if let value = parameter.defaultValue?.value {
          bound.append(value)
        } else {
          return nil
        }
      }
      return next == arguments.count ? bound : nil
    }

    // MARK: - Frames

    /// The `.frame(width:height:)` with numbers nearest a use site's modifier in its chain: the
    /// nearest applied before it (inside, which sizes the view the effect draws), else the
    /// nearest applied after it.
    private func frame(_ use: ShaderUseSite) -> FrameSizeHint? {
      guard use.kind != .warmup, let member = membersByName[use.location],
        let modifier = member.parent?.as(FunctionCallExprSyntax.self)
      else { return nil }
      return frame(around: modifier, hops: 0)
    }

    /// The frame in `modifier`'s chain; else, when the chain is the body of a `.visualEffect`
    /// or a `GeometryReader` (whose view is the one sized), the frame around that.
    private func frame(around modifier: FunctionCallExprSyntax, hops: Int) -> FrameSizeHint? {
      var node = Syntax(modifier)
      while let parent = node.parent {
        if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
          node = parent
        } else if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == node.id {
          node = parent
        } else {
          break
        }
      }
      var after: FrameSizeHint?
      var passed = false
      var current = node.as(ExprSyntax.self)
      while let expression = current {
        if let call = expression.as(FunctionCallExprSyntax.self) {
          if call.id == modifier.id {
            passed = true
          } else if let size = frameSize(call) {
            if passed { return size }
            after = size
          }
          current = call.calledExpression
        } else {
          current = expression.as(MemberAccessExprSyntax.self)?.base
        }
      }
      if hops < 4, let outer = SwiftValueReading.sizingCall(around: node),
        let found = frame(around: outer, hops: hops + 1)
      {
        return found
      }
      if after == nil, hops < 4 {
        for application in modifierApplications(of: node) {
          if let found = frame(around: application, hops: hops + 1) { return found }
        }
      }
      return after
    }

    private func frameSize(_ call: FunctionCallExprSyntax) -> FrameSizeHint? {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "frame"
      else { return nil }
      var width: Double?
      var height: Double?
      for argument in call.arguments {
        switch argument.label?.text {
        case "width": width = resolver.numberValue(argument.expression)
        case "height": height = resolver.numberValue(argument.expression)
        default: continue
        }
      }
      guard let width, let height else { return nil }
      return FrameSizeHint(size: SIMD2(width, height), location: location(member.declName))
    }

    // MARK: - Places

    func other(_ node: some SyntaxProtocol) -> ArgumentValueHint {
      ArgumentValueHint(others: [location(node)])
    }

    func location(_ node: some SyntaxProtocol) -> FileLocation {
      guard let text = texts[Syntax(node).root.id] else {
        return FileLocation(file: "?", position: .start)
      }
      return text.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
  }

  /// Collects every call and member access of one file, by place and by name.
  private final class ValueSiteCollector: SyntaxVisitor {
    let text: SwiftSourceText
    var callsByStart: [FileLocation: FunctionCallExprSyntax] = [:]
    var membersByName: [FileLocation: MemberAccessExprSyntax] = [:]
    var callsByName: [String: [FunctionCallExprSyntax]] = [:]
    var assignmentsByName: [String: [SequenceExprSyntax]] = [:]
    var bindingLabels: [String: Set<String>] = [:]

    init(text: SwiftSourceText) {
      self.text = text
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let start = text.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
      if callsByStart[start] == nil { callsByStart[start] = node }
      let callee = node.calledExpression
      if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      {
        callsByName[name, default: []].append(node)
      }
      if let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
        type.first?.isUppercase == true,
        type != "Toggle", !SwiftValueReading.controls.contains(where: { $0.name == type })
      {
        for argument in node.arguments {
          guard let label = argument.label?.text,
            let bound = SwiftValueReading.boundName(argument.expression)
          else { continue }
          bindingLabels[bound, default: []].insert(label)
        }
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count >= 3, let name = SwiftValueReading.assignedName(elements) {
        assignmentsByName[name, default: []].append(node)
      }
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName
      membersByName[text.location(ofOffset: name.positionAfterSkippingLeadingTrivia.utf8Offset)] =
        node
      return .visitChildren
    }
  }
#endif
