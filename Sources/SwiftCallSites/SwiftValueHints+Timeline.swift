#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// Times the app measures (docs/init.md, "Evidence"), with their sign over a long session and
  /// the `TimelineView` that redraws them named beside them. The date a `TimelineView` hands its
  /// content (`context.date`), like `Date()` and `Date.now`, is the present: a start date's
  /// distance to it is ≥ 0, its distance from it ≤ 0.
  ///
  /// ```
  /// start.distance(to: context.date), context.date.timeIntervalSince(start)   → 0 to 3600
  /// start.timeIntervalSince(context.date), context.date.distance(to: start)   → −3600 to 0
  /// context.date.timeIntervalSince1970 - start.timeIntervalSince1970           → 0 to 3600
  /// start.timeIntervalSinceNow                                                 → −3600 to 0
  /// context.date.timeIntervalSinceReferenceDate                                → the clock
  /// ```
  extension SwiftValueReading {
    /// A time written in place, as a scalar; `nil` for anything else.
    func time(_ expression: ExprSyntax) -> ArgumentValueHint? {
      let session = EvidenceValueHint.session
      let place = location(expression)
      func range(_ source: String, elapsed: Bool) -> ArgumentValueHint {
        let sign = elapsed ? "≥ 0" : "≤ 0"
        return ArgumentValueHint(ranges: [
          EvidenceValueHint(
            source: source, text: "\(sign), over a session of up to \(Int(session)) s",
            lower: [elapsed ? 0 : -session], upper: [elapsed ? session : 0], location: place,
            within: timeline(around: expression))
        ])
      }
      if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
        let (lower, upper, text) = Self.clockTimes[member.declName.baseName.text]
      {
        return ArgumentValueHint(ranges: [
          EvidenceValueHint(
            source: member.declName.baseName.text, text: text, lower: [lower], upper: [upper],
            location: place, within: timeline(around: expression))
        ])
      }
      if let (later, earlier, clock) = clockDifference(expression),
        isNow(later) != isNow(earlier)
      {
        return range("a difference of \(clock)s", elapsed: isNow(later))
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let receiver = member.base, call.arguments.count == 1,
        let argument = call.arguments.first?.expression
      else { return nil }
      switch (member.declName.baseName.text, call.arguments.first?.label?.text) {
      case ("timeIntervalSince", nil):
        // receiver − argument: ≤ 0 when the argument is the present and the receiver is not.
        return range(
          "timeIntervalSince(_:)", elapsed: !(isNow(argument) && !isNow(receiver)))
      case ("distance", "to"?):
        // argument − receiver.
        if isNow(receiver) != isNow(argument) {
          return range("distance(to:)", elapsed: isNow(argument))
        }
        let text = call.trimmedDescription.lowercased()
        guard ["date", "time", "start", "now"].contains(where: text.contains) else { return nil }
        return range("distance(to:)", elapsed: true)
      default:
        return nil
      }
    }

    /// Dates read as numbers: the start-relative time a `TimelineView` app passes, and the
    /// absolute clocks, from 2026 to 2031.
    static let clockTimes: [String: (Double, Double, String)] = [
      "timeIntervalSinceNow": (
        -EvidenceValueHint.session, 0,
        "≤ 0, over a session of up to \(Int(EvidenceValueHint.session)) s"
      ),
      "timeIntervalSinceReferenceDate": (
        788_918_400, 946_684_800, "seconds since 2001, 2026 to 2031"
      ),
      "timeIntervalSince1970": (1_767_225_600, 1_924_992_000, "seconds since 1970, 2026 to 2031"),
    ]

    /// `a.timeIntervalSince1970 - b.timeIntervalSince1970` (either clock, the same on both
    /// sides): `(a, b, clock)`; `nil` for anything else.
    func clockDifference(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax, String)? {
      var sides: [ExprSyntax] = []
      if let sequence = expression.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        guard elements.count == 3,
          elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "-"
        else { return nil }
        sides = [elements[0], elements[2]]
      } else if let infix = expression.as(InfixOperatorExprSyntax.self),
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "-"
      {
        sides = [infix.leftOperand, infix.rightOperand]
      } else {
        return nil
      }
      let members = sides.compactMap { SyntaxText.unwrapped($0).as(MemberAccessExprSyntax.self) }
      guard members.count == 2, let later = members[0].base, let earlier = members[1].base
      else { return nil }
      let clock = members[0].declName.baseName.text
      guard clock == members[1].declName.baseName.text, clock != "timeIntervalSinceNow",
        Self.clockTimes[clock] != nil
      else { return nil }
      return (later, earlier, clock)
    }

    /// Whether `expression` is the present: `Date()`, `Date.now`, `.now`, or the date a
    /// `TimelineView` hands the content that reads it (`context.date`).
    func isNow(_ expression: ExprSyntax) -> Bool {
      let expression = SyntaxText.unwrapped(expression)
      if let call = expression.as(FunctionCallExprSyntax.self) {
        return SwiftLiteralSyntax.typeName(call.calledExpression) == "Date"
          && call.arguments.isEmpty && call.trailingClosure == nil
      }
      guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
      let name = member.declName.baseName.text
      guard let base = member.base else { return name == "now" }
      if name == "now" { return SwiftLiteralSyntax.typeName(base) == "Date" }
      guard name == "date", let reference = base.as(DeclReferenceExprSyntax.self) else {
        return false
      }
      return Self.timelines(around: Syntax(member)).contains {
        Self.parameters(of: $0.closure).contains(reference.baseName.text)
      }
    }

    /// The `TimelineView` whose content holds `node`, as evidence: `TimelineView(.animation)`
    /// and where it is written; `nil` outside one.
    func timeline(around node: some SyntaxProtocol) -> EvidenceContext? {
      guard let call = Self.timelines(around: Syntax(node)).first?.call else { return nil }
      let schedule = call.arguments.first.map { SyntaxText.excerpt($0.expression) } ?? ""
      return EvidenceContext(source: "TimelineView(\(schedule))", location: location(call))
    }

    /// The `TimelineView(…) { context in … }` calls whose content closure holds `node`,
    /// innermost first.
    static func timelines(around node: Syntax) -> [(
      call: FunctionCallExprSyntax, closure: ClosureExprSyntax
    )] {
      var found: [(call: FunctionCallExprSyntax, closure: ClosureExprSyntax)] = []
      var current = node.parent
      while let parent = current, !parent.is(MemberBlockSyntax.self) {
        if let closure = parent.as(ClosureExprSyntax.self) {
          var holder = closure.parent
          while let next = holder,
            next.is(LabeledExprSyntax.self) || next.is(LabeledExprListSyntax.self)
          {
            holder = next.parent
          }
          if let call = holder?.as(FunctionCallExprSyntax.self),
            SwiftLiteralSyntax.typeName(call.calledExpression) == "TimelineView"
          {
            found.append((call, closure))
          }
        }
        current = parent.parent
      }
      return found
    }

    /// The names a closure's parameters bind (`context` in `{ context in … }`).
    static func parameters(of closure: ClosureExprSyntax) -> [String] {
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?:
        return list.map(\.name.text)
      case .parameterClause(let clause)?:
        return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil:
        return []
      @unknown default:
        return []
      }
    }
  }
#endif
