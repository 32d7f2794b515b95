import EffectProofBase

#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// Walks one parsed file for call sites and for the places that use a shader: effect
  /// modifiers, shape styles and warm-ups. What it cannot follow becomes a warning, never a
  /// silent skip.
  final class UseSiteCollector: SyntaxVisitor {
    private let resolver: ShaderResolver
    private(set) var uses: [ShaderUseSite] = []
    private(set) var unresolved: [UnresolvedPart] = []

    /// SwiftUI's shape-style modifiers that take a `ShapeStyle`, which a `Shader` is.
    static let shapeStyleModifiers: Set<String> = [
      "fill", "foregroundStyle", "stroke", "strokeBorder", "background", "backgroundStyle",
    ]

    init(resolver: ShaderResolver) {
      self.resolver = resolver
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      for clause in IfConfigClauses.active(node) { walk(clause) }
      return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // Every call that applies a ShaderFunction becomes a call site, used or not.
      note(resolver.resolveCall(node).unresolved)
      // `.layerEffect(…)` on a view, or `layerEffect(…)` with an implicit self, as a `View`
      // extension that wraps a modifier writes it.
      let called = SyntaxText.unwrapped(node.calledExpression)
      let member = called.as(MemberAccessExprSyntax.self)
      guard let nameToken = member?.declName ?? called.as(DeclReferenceExprSyntax.self) else {
        return .visitChildren
      }
      let name = nameToken.baseName.text
      let arguments = Array(node.arguments)
      let labels = arguments.map { $0.label?.text }
      let hasClosure = node.trailingClosure != nil || !node.additionalTrailingClosures.isEmpty
      switch name {
      case "colorEffect"
      where !hasClosure && labels.first == .some(nil)
        && labels.dropFirst().allSatisfy({ $0 == "isEnabled" }) && arguments.count <= 2:
        modifier(.colorEffect, name: nameToken, shader: arguments[0].expression, offset: nil)
      case "distortionEffect", "layerEffect":
        guard !hasClosure, arguments.count >= 2, labels[0] == nil,
          labels[1] == "maxSampleOffset",
          labels.dropFirst(2).allSatisfy({ $0 == "isEnabled" }), arguments.count <= 3
        else { break }
        let usage: ShaderUsage = name == "layerEffect" ? .layerEffect : .distortionEffect
        modifier(
          usage, name: nameToken, shader: arguments[0].expression, offset: arguments[1].expression)
      case _ where Self.shapeStyleModifiers.contains(name):
        guard let first = arguments.first, first.label == nil else { break }
        let resolution = resolver.resolve(first.expression)
        guard !resolution.callSites.isEmpty else { break }
        note(resolution.unresolved)
        uses.append(
          ShaderUseSite(
            kind: .shapeStyle, usage: .shapeStyle, location: resolver.location(nameToken),
            callSites: resolution.callSites,
            availability: AvailabilityReading.guardAround(
              Syntax(nameToken), marks: &resolver.guardMarks)))
      case "compile" where arguments.count == 1 && labels[0] == "as" && !hasClosure:
        if let base = member?.base {
          warmup(receiver: base, usage: arguments[0].expression, call: resolver.location(node))
        }
      default:
        break
      }
      return .visitChildren
    }

    // MARK: - Modifiers

    private func modifier(
      _ usage: ShaderUsage, name: DeclReferenceExprSyntax, shader: ExprSyntax,
      offset: ExprSyntax?
    ) {
      let callSites = follow(shader) {
        "the shader given to .\(usage) ('\($0)') cannot be followed to a ShaderLibrary call, so its function and usage are not checked"
      }
      guard !callSites.isEmpty else { return }
      uses.append(
        ShaderUseSite(
          kind: .modifier, usage: usage, location: resolver.location(name),
          callSites: callSites, maxSampleOffset: offset.map(sampleOffset),
          viewSizeExpression: Self.visualEffectSize(around: Syntax(name)),
          availability: AvailabilityReading.guardAround(Syntax(name), marks: &resolver.guardMarks)))
    }

    /// `proxy.size` when `node` is inside the closure of `visualEffect { content, proxy in … }`
    /// (the closure's second parameter is the `GeometryProxy`); `nil` elsewhere.
    static func visualEffectSize(around node: Syntax) -> String? {
      var current = node.parent
      while let parent = current {
        if let closure = parent.as(ClosureExprSyntax.self) {
          var holder = closure.parent
          if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
          guard let call = holder?.as(FunctionCallExprSyntax.self) else { return nil }
          let callee = SyntaxText.unwrapped(call.calledExpression)
          let token =
            callee.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? callee.as(DeclReferenceExprSyntax.self)?.baseName
          guard let token, token.text == "visualEffect" else {
            current = parent.parent
            continue
          }
          let names: [String]
          switch closure.signature?.parameterClause {
          case .simpleInput(let list)?: names = list.map(\.name.text)
          case .parameterClause(let clause)?:
            names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
          default: names = ["$0", "$1"]
          }
          guard names.count >= 2, names[1] != "_" else { return nil }
          return "\(names[1]).size"
        }
        current = parent.parent
      }
      return nil
    }

    /// The call sites `expression` builds, noting what the resolver could not follow; when it
    /// is nothing the reader knows at all, a warning at it, worded by `reason` from its text.
    private func follow(_ expression: ExprSyntax, reason: (String) -> String) -> [Int] {
      let resolution = resolver.resolve(expression)
      note(resolution.unresolved)
      if resolution.callSites.isEmpty && resolution.unresolved.isEmpty {
        unresolved.append(
          UnresolvedPart(
            location: resolver.location(expression),
            reason: reason(SyntaxText.excerpt(expression))))
      }
      return resolution.callSites
    }

    private func sampleOffset(_ expression: ExprSyntax) -> SampleOffsetExpression {
      let size = SampleOffsetValue(resolver: resolver).size(of: expression)
      return SampleOffsetExpression(
        text: Self.oneLine(expression.trimmedDescription), location: resolver.location(expression),
        width: size?.width, height: size?.height)
    }

    /// `text` on one line: each run of white space one space, none inside brackets' edges.
    static func oneLine(_ text: String) -> String {
      var result = ""
      var pendingSpace = false
      for character in text {
        if character.isWhitespace {
          pendingSpace = !result.isEmpty
          continue
        }
        if pendingSpace, let last = result.last, last != "(", last != "[", character != ")",
          character != "]"
        {
          result.append(" ")
        }
        pendingSpace = false
        result.append(character)
      }
      return result
    }

    // MARK: - Warm-ups

    /// `receiver.compile(as: usage)`: directly on a shader, or on the elements of a list looped
    /// over (`for warmup in list { warmup.shader.compile(as: warmup.usage) }`, or a tuple
    /// pattern `for (shader, usage) in list`).
    private func warmup(receiver: ExprSyntax, usage: ExprSyntax, call: FileLocation) {
      let receiver = SyntaxText.unwrapped(receiver)
      if let member = receiver.as(MemberAccessExprSyntax.self),
        let base = member.base.flatMap({ SyntaxText.unwrapped($0).as(DeclReferenceExprSyntax.self) }
        ),
        let sequence = elementSequence(of: base)
      {
        let usageLabel = loopMember(usage, of: base.baseName.text)
        listWarmups(
          sequence: sequence, shader: { self.component($0, label: member.declName.baseName.text) },
          usage: { element in usageLabel.flatMap { self.component(element, label: $0) } },
          staticUsage: usageLabel == nil ? usage : nil, at: receiver)
        return
      }
      if let reference = receiver.as(DeclReferenceExprSyntax.self),
        case .loop(let loop, nil)? = LocalBinding.find(
          reference.baseName.text, from: Syntax(reference))
      {
        // `for shader in [a, b] { try await shader.compile(as: .colorEffect) }`.
        listWarmups(
          sequence: loop.sequence, shader: { $0 }, usage: { _ in nil }, staticUsage: usage,
          at: receiver)
        return
      }
      if let reference = receiver.as(DeclReferenceExprSyntax.self),
        case .loop(let loop, let position?)? = LocalBinding.find(
          reference.baseName.text, from: Syntax(reference))
      {
        var usagePosition: Int?
        if let usageReference = SyntaxText.unwrapped(usage).as(DeclReferenceExprSyntax.self),
          case .loop(let usageLoop, let index?)? = LocalBinding.find(
            usageReference.baseName.text, from: Syntax(usageReference)), usageLoop.id == loop.id
        {
          usagePosition = index
        }
        listWarmups(
          sequence: loop.sequence, shader: { self.component($0, position: position) },
          usage: { element in usagePosition.flatMap { self.component(element, position: $0) } },
          staticUsage: usagePosition == nil ? usage : nil, at: receiver)
        return
      }
      let callSites = follow(receiver) {
        "the shader warmed up here ('\($0)') cannot be followed to a ShaderLibrary call, so the warm-up is not checked"
      }
      guard !callSites.isEmpty else { return }
      addWarmup(
        usage: usage, callSites: callSites, location: resolver.location(usage), listedName: nil,
        list: call)
    }

    private func listWarmups(
      sequence: ExprSyntax, shader: (ExprSyntax) -> ExprSyntax?,
      usage: (ExprSyntax) -> ExprSyntax?, staticUsage: ExprSyntax?, at receiver: ExprSyntax
    ) {
      let list = resolver.resolve(sequence)
      note(list.unresolved)
      let elements = list.arrays.flatMap { $0.elements.map(\.expression) }
      let listLocation = list.arrays.first.map { resolver.location($0) }
      guard !elements.isEmpty else {
        unresolved.append(
          UnresolvedPart(
            location: resolver.location(sequence),
            reason:
              "the warm-up list '\(SyntaxText.excerpt(sequence))' cannot be followed to an array literal, so its warm-ups are not checked"
          ))
        return
      }
      for element in elements {
        guard let shaderExpression = shader(element) else {
          unresolved.append(
            UnresolvedPart(
              location: resolver.location(element),
              reason:
                "this warm-up list entry has no shader the loop's '\(SyntaxText.excerpt(receiver))' names"
            ))
          continue
        }
        let callSites = follow(shaderExpression) {
          "the warm-up's shader '\($0)' cannot be followed to a ShaderLibrary call, so it is not checked"
        }
        guard !callSites.isEmpty else { continue }
        let usageExpression = usage(element) ?? staticUsage
        let listedName = component(element, label: "name").flatMap(SyntaxText.stringValue)
        addWarmup(
          usage: usageExpression, callSites: callSites,
          location: resolver.location(usageExpression ?? element), listedName: listedName,
          list: listLocation)
      }
    }

    private func addWarmup(
      usage: ExprSyntax?, callSites: [Int], location: FileLocation, listedName: String?,
      list: FileLocation?
    ) {
      let parsed = usage.flatMap(ShaderArgumentSyntax.usage(of:))
      if parsed == nil {
        unresolved.append(
          UnresolvedPart(
            location: location,
            reason:
              "the warm-up's usage '\(usage.map { SyntaxText.excerpt($0) } ?? "?")' is not written in place (.colorEffect, .layerEffect …), so its usage is not checked"
          ))
      }
      uses.append(
        ShaderUseSite(
          kind: .warmup, usage: parsed, location: location, callSites: callSites,
          listedName: listedName, listLocation: list))
    }

    /// The list whose elements `variable` stands for: the sequence of the `for` loop binding it,
    /// or the receiver of the `forEach` whose closure takes it (`list.forEach { w in … }`,
    /// `list.forEach { $0.shader … }`).
    private func elementSequence(of variable: DeclReferenceExprSyntax) -> ExprSyntax? {
      let name = variable.baseName.text
      switch LocalBinding.find(name, from: Syntax(variable)) {
      case .loop(let loop, nil)?: return loop.sequence
      case .parameter?, nil: break
      default: return nil
      }
      var current = Syntax(variable).parent
      while let node = current {
        if let closure = node.as(ClosureExprSyntax.self) {
          let parameters: [String]
          switch closure.signature?.parameterClause {
          case .simpleInput(let list)?: parameters = list.map(\.name.text)
          case .parameterClause(let clause)?:
            parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
          default: parameters = []
          }
          let binds = parameters.isEmpty ? name == "$0" : parameters.first == name
          guard binds else {
            current = node.parent
            continue
          }
          var call = closure.parent
          if call?.is(LabeledExprSyntax.self) == true { call = call?.parent?.parent }
          guard let forEach = call?.as(FunctionCallExprSyntax.self),
            let member = forEach.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "forEach", let list = member.base
          else { return nil }
          return list
        }
        current = node.parent
      }
      return nil
    }

    /// `name` in `variable.name`, when `expression` is that.
    private func loopMember(_ expression: ExprSyntax, of variable: String) -> String? {
      guard let member = SyntaxText.unwrapped(expression).as(MemberAccessExprSyntax.self),
        let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == variable
      else { return nil }
      return member.declName.baseName.text
    }

    /// The argument labelled `label` of `Warmup(name:shader:usage:)`, or the tuple element.
    private func component(_ element: ExprSyntax, label: String) -> ExprSyntax? {
      let element = SyntaxText.unwrapped(element)
      if let call = element.as(FunctionCallExprSyntax.self) {
        return call.arguments.first { $0.label?.text == label }?.expression
      }
      if let tuple = element.as(TupleExprSyntax.self) {
        return tuple.elements.first { $0.label?.text == label }?.expression
      }
      return nil
    }

    private func component(_ element: ExprSyntax, position: Int) -> ExprSyntax? {
      let element = SyntaxText.unwrapped(element)
      let list: [ExprSyntax]
      if let call = element.as(FunctionCallExprSyntax.self) {
        list = call.arguments.map(\.expression)
      } else if let tuple = element.as(TupleExprSyntax.self) {
        list = tuple.elements.map(\.expression)
      } else {
        return nil
      }
      return position < list.count ? list[position] : nil
    }

    private func note(_ parts: [UnresolvedPart]) {
      for part in parts where !unresolved.contains(part) { unresolved.append(part) }
    }
  }
#endif
