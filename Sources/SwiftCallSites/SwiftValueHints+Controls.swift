#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// Where the app's code sets a property that reaches an argument (docs/init.md,
  /// "Evidence"): the controls bound to it (`Slider(value: $amplitude, in: 0...20)`,
  /// `Stepper(value:in:)`, a `Picker` over tagged numbers), its assignments (`amplitude = 4`),
  /// and the arguments its type's callers pass for it (`Ripple(amplitude: 6)`, a
  /// `ViewModifier`'s memberwise init). Matched by name, as factories are.
  extension SwiftValueReading {
    /// The controls and the label of their binding argument.
    static let controls: [(name: String, binding: String)] = [
      ("Slider", "value"), ("Stepper", "value"), ("Picker", "selection"),
    ]

    /// What the app's code sets the property `expression` names to, beyond its initial value;
    /// `nil` when the reader finds nothing that sets it.
    func setElsewhere(_ expression: ExprSyntax, _ shape: LiteralShape) -> ArgumentValueHint? {
      guard let (name, type) = propertyName(expression), !followedNames.contains(name) else {
        return nil
      }
      followedNames.insert(name)
      defer { followedNames.remove(name) }
      var hint = ArgumentValueHint()
      var found = false
      // The binding's own name, and the names a child view's @Binding takes it under.
      let bindings = [name] + (bindingLabels[name] ?? []).sorted()
      for (control, label) in Self.controls {
        for call in callsByName[control] ?? []
        where call.calledExpression.as(DeclReferenceExprSyntax.self) != nil {
          guard
            let binding = call.arguments.first(where: { $0.label?.text == label })?.expression,
            let bound = Self.boundName(binding), bindings.contains(bound)
          else { continue }
          found = true
          hint.merge(self.control(control, call))
        }
      }
      for assignment in assignmentsByName[name] ?? [] {
        found = true
        let elements = Array(assignment.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
          hint.merge(values(elements[2], shape))
        } else {
          hint.merge(other(assignment))
        }
      }
      if let type {
        for call in callsByName[type] ?? []
        where call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type {
          for argument in call.arguments where argument.label?.text == name {
            found = true
            hint.merge(values(argument.expression, shape))
          }
        }
      }
      return found ? hint : nil
    }

    /// The property a name or `self.name` reads, and the type declaring it (`nil` for
    /// `model.name`, whose type the reader does not know); `nil` for a local or a parameter.
    func propertyName(_ expression: ExprSyntax) -> (String, String?)? {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        guard case .none = LocalBinding.find(name, from: Syntax(reference)),
          name.first?.isLowercase == true
        else { return nil }
        return (name, SyntaxText.enclosingType(of: Syntax(reference)))
      }
      guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        member.declName.baseName.text.first?.isLowercase == true
      else { return nil }
      let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text
      if baseName == "self" {
        return (member.declName.baseName.text, SyntaxText.enclosingType(of: Syntax(member)))
      }
      guard baseName?.first?.isLowercase == true else { return nil }
      return (member.declName.baseName.text, nil)
    }

    /// `$amplitude` → `amplitude`; `$model.amplitude` → `amplitude`; else `nil`.
    static func boundName(_ expression: ExprSyntax) -> String? {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let text = reference.baseName.text
        return text.hasPrefix("$") ? String(text.dropFirst()) : nil
      }
      guard let member = expression.as(MemberAccessExprSyntax.self), var base = member.base
      else { return nil }
      while let inner = base.as(MemberAccessExprSyntax.self)?.base { base = inner }
      guard base.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true else {
        return nil
      }
      return member.declName.baseName.text
    }

    /// The values one control sets: a `Slider`'s `in:` (0...1 when it gives none), a
    /// `Stepper`'s `in:`, a `Picker`'s numeric `.tag(…)`s and `ForEach([…])` elements.
    func control(_ control: String, _ call: FunctionCallExprSyntax) -> ArgumentValueHint {
      let place = location(call)
      if control == "Picker" {
        let numbers = PickerValueCollector(resolver: resolver)
        numbers.walk(call)
        guard !numbers.found.isEmpty else { return other(call) }
        return ArgumentValueHint(
          literals: numbers.found.map {
            LiteralValueHint(numbers: [$0.0], location: location($0.1))
          })
      }
      let range = call.arguments.first { $0.label?.text == "in" }?.expression
      if range == nil, control == "Slider" {
        return ArgumentValueHint(ranges: [
          EvidenceValueHint(
            source: control, text: "0...1 (no in:, SwiftUI's default)", lower: [0], upper: [1],
            location: place)
        ])
      }
      guard let range, let (lower, upper) = closedRange(range) else { return other(call) }
      return ArgumentValueHint(ranges: [
        EvidenceValueHint(
          source: control, text: range.trimmedDescription, lower: [lower], upper: [upper],
          location: place)
      ])
    }
  }

  /// The numbers a `Picker`'s content offers: `.tag(2.0)`, `ForEach([1, 2, 4], id: \.self)`.
  private final class PickerValueCollector: SyntaxVisitor {
    let resolver: ShaderResolver
    var found: [(Double, Syntax)] = []

    init(resolver: ShaderResolver) {
      self.resolver = resolver
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression
      if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tag",
        node.arguments.count == 1, let value = node.arguments.first?.expression,
        let number = resolver.numberValue(value)
      {
        found.append((number, Syntax(value)))
      }
      if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
        let array = node.arguments.first?.expression.as(ArrayExprSyntax.self)
      {
        for element in array.elements {
          if let number = resolver.numberValue(element.expression) {
            found.append((number, Syntax(element.expression)))
          }
        }
      }
      return .visitChildren
    }
  }
#endif
