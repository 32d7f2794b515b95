#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// The evidence ``SwiftValueReading`` reads beyond literals (docs/init.md, "Evidence"): a
  /// time (SwiftValueHints+Timeline.swift), a `random(in:)`'s range, one side of a view's size,
  /// a negated value, and the exact length of an array whose elements are not literals.
  extension SwiftValueReading {
    /// `-x`, when `x` is not a number literal: what reaches `x`, negated (ranges flip).
    func negation(_ expression: ExprSyntax, _ shape: LiteralShape) -> ArgumentValueHint? {
      guard let prefix = expression.as(PrefixOperatorExprSyntax.self),
        prefix.operator.text == "-"
      else { return nil }
      var hint = values(prefix.expression, shape)
      hint.literals = hint.literals.map {
        LiteralValueHint(numbers: $0.numbers.map { -$0 }, location: $0.location)
      }
      hint.ranges = hint.ranges.map {
        EvidenceValueHint(
          source: $0.source, text: "negated, \($0.text)", lower: $0.upper.map { -$0 },
          upper: $0.lower.map { -$0 }, location: $0.location, within: $0.within)
      }
      hint.others += hint.viewSides.map(\.location)
      hint.viewSides = []
      return hint
    }

    /// A time, a `random(in:)` or a view's side written in place, as a scalar; `nil` for
    /// anything else.
    func evidence(_ expression: ExprSyntax, _ shape: LiteralShape) -> ArgumentValueHint? {
      guard case .scalar = shape else { return nil }
      let place = location(expression)
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        let axis = ["width": 0, "height": 1][member.declName.baseName.text],
        SwiftLiteralSyntax.isViewSize(base)
      {
        return ArgumentValueHint(viewSides: [ViewSideHint(axis: axis, location: place)])
      }
      if let time = time(expression) { return time }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "random",
        call.arguments.map({ $0.label?.text }) == ["in"],
        let range = call.arguments.first?.expression, let (lower, upper) = closedRange(range)
      else { return nil }
      return ArgumentValueHint(ranges: [
        EvidenceValueHint(
          source: "random(in:)", text: range.trimmedDescription, lower: [lower],
          upper: [upper], location: place)
      ])
    }

    /// `a...b` or `a..<b` with numbers (constants followed): `(a, b)`.
    func closedRange(_ expression: ExprSyntax) -> (Double, Double)? {
      let expression = SyntaxText.unwrapped(expression)
      var parts: [ExprSyntax] = []
      if let sequence = expression.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        guard elements.count == 3,
          let op = elements[1].as(BinaryOperatorExprSyntax.self),
          ["...", "..<"].contains(op.operator.text)
        else { return nil }
        parts = [elements[0], elements[2]]
      } else if let infix = expression.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self),
        ["...", "..<"].contains(op.operator.text)
      {
        parts = [infix.leftOperand, infix.rightOperand]
      } else {
        return nil
      }
      guard let lower = resolver.numberValue(parts[0]), let upper = resolver.numberValue(parts[1]),
        lower.isFinite, upper.isFinite, lower <= upper
      else { return nil }
      return (lower, upper)
    }

    /// An array literal whose elements are not all literals: its exact length.
    func arrayCount(_ array: ArrayExprSyntax) -> ArgumentValueHint {
      let count = Double(array.elements.count)
      return ArgumentValueHint(counts: [
        EvidenceValueHint(
          source: "an array literal", text: "\(array.elements.count) elements", lower: [count],
          upper: [count], location: location(array))
      ])
    }

    /// The call whose view a chain inside a closure draws in: `.visualEffect { content, proxy
    /// in … }` (the view it modifies) and `GeometryReader { proxy in … }`; `nil` otherwise.
    static func sizingCall(around node: Syntax) -> FunctionCallExprSyntax? {
      var current = node.parent
      while let parent = current {
        if parent.is(MemberBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
        if parent.is(ClosureExprSyntax.self) { break }
        current = parent.parent
      }
      guard let closure = current else { return nil }
      var holder = closure.parent
      while let node = holder, !node.is(FunctionCallExprSyntax.self) {
        guard node.is(LabeledExprSyntax.self) || node.is(LabeledExprListSyntax.self) else {
          return nil
        }
        holder = node.parent
      }
      guard let call = holder?.as(FunctionCallExprSyntax.self) else { return nil }
      let callee = call.calledExpression
      if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "visualEffect"
        || callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "GeometryReader"
      {
        return call
      }
      return nil
    }

    /// The name an assignment sequence (`x = 4`, `self.x += 1`) assigns, or `nil`.
    static func assignedName(_ elements: [ExprSyntax]) -> String? {
      let isAssignment =
        elements[1].is(AssignmentExprSyntax.self)
        || elements[1].as(BinaryOperatorExprSyntax.self).map {
          let text = $0.operator.text
          return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
        } ?? false
      guard isAssignment else { return nil }
      if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      return elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
  }
#endif

#if EFFECTPROOF_SWIFT_SYNTAX
  extension SwiftValueReading {
    /// When `chain` starts at `content` in a `ViewModifier`'s `body(content:)`: the
    /// `.modifier(T(…))` calls that apply the modifier `T`, whose chains size its view.
    func modifierApplications(of chain: Syntax) -> [FunctionCallExprSyntax] {
      var base = chain.as(ExprSyntax.self)
      while let expression = base {
        if let call = expression.as(FunctionCallExprSyntax.self) {
          base = call.calledExpression
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
          base = member.base
        } else {
          break
        }
      }
      guard let root = base?.as(DeclReferenceExprSyntax.self), root.baseName.text == "content"
      else { return [] }
      var node = Syntax(root).parent
      while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
      guard let body = node?.as(FunctionDeclSyntax.self), body.name.text == "body",
        let type = SyntaxText.enclosingType(of: Syntax(body))
      else { return [] }
      var applications: [FunctionCallExprSyntax] = []
      for made in callsByName[type] ?? []
      where made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type {
        guard let list = made.parent?.as(LabeledExprSyntax.self)?.parent,
          let apply = list.parent?.as(FunctionCallExprSyntax.self)
        else { continue }
        let callee = apply.calledExpression
        let name =
          callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        if name == "modifier" { applications.append(apply) }
      }
      return applications
    }
  }
#endif
