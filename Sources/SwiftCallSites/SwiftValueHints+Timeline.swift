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
      func range(_ source: String, elapsed: Bool, dates: [ExprSyntax]) -> ArgumentValueHint {
        let sign = elapsed ? "≥ 0" : "≤ 0"
        return ArgumentValueHint(ranges: [
          EvidenceValueHint(
            source: source, text: "\(sign), over a session of up to \(Int(session)) s",
            lower: [elapsed ? 0 : -session], upper: [elapsed ? session : 0], location: place,
            within: timeline(of: expression, dates: dates))
        ])
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        let (lower, upper, text) = Self.clockTimes[member.declName.baseName.text]
      {
        return ArgumentValueHint(ranges: [
          EvidenceValueHint(
            source: member.declName.baseName.text, text: text, lower: [lower], upper: [upper],
            location: place, within: timeline(of: expression, dates: [base]))
        ])
      }
      if let (later, earlier, clock) = clockDifference(expression),
        isNow(later) != isNow(earlier)
      {
        return range(
          "a difference of \(clock)s", elapsed: isNow(later), dates: [later, earlier])
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
          "timeIntervalSince(_:)", elapsed: !(isNow(argument) && !isNow(receiver)),
          dates: [receiver, argument])
      case ("distance", "to"?):
        // argument − receiver.
        if isNow(receiver) != isNow(argument) {
          return range("distance(to:)", elapsed: isNow(argument), dates: [receiver, argument])
        }
        let text = call.trimmedDescription.lowercased()
        guard ["date", "time", "start", "now"].contains(where: text.contains) else { return nil }
        return range("distance(to:)", elapsed: true, dates: [receiver, argument])
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

    /// How a date is the present: the clock's (`Date()`, `Date.now`, `.now`), or the date a
    /// `TimelineView` hands its content (`context.date`), with that TimelineView.
    enum Present {
      case clock
      case timeline(FunctionCallExprSyntax)
    }

    /// Whether `expression` is the present (``present(_:hops:)``).
    func isNow(_ expression: ExprSyntax) -> Bool { present(expression) != nil }

    /// How `expression` is the present, or `nil`: `Date()`, `Date.now`, `.now`, the date a
    /// `TimelineView` hands the content that reads it (`context.date`), a local `let` holding
    /// one, or a function's parameter every caller passes one (`shader(at: context.date)` for
    /// `func shader(at date: Date)`), followed up to four steps.
    func present(_ expression: ExprSyntax, hops: Int = 0) -> Present? {
      let expression = SyntaxText.unwrapped(expression)
      if let call = expression.as(FunctionCallExprSyntax.self) {
        let isDate =
          SwiftLiteralSyntax.typeName(call.calledExpression) == "Date"
          && call.arguments.isEmpty && call.trailingClosure == nil
        return isDate ? .clock : nil
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        guard let base = member.base else { return name == "now" ? .clock : nil }
        if name == "now" { return SwiftLiteralSyntax.typeName(base) == "Date" ? .clock : nil }
        guard name == "date", let reference = base.as(DeclReferenceExprSyntax.self) else {
          return nil
        }
        let timeline = Self.timelines(around: Syntax(member)).first {
          Self.parameters(of: $0.closure).contains(reference.baseName.text)
        }
        return timeline.map { .timeline($0.call) }
      }
      guard hops < 4, let reference = expression.as(DeclReferenceExprSyntax.self) else {
        return nil
      }
      switch LocalBinding.find(reference.baseName.text, from: Syntax(reference)) {
      case .values(let values)? where values.count == 1:
        return present(values[0], hops: hops + 1)
      case .parameter? where !Self.closureBinds(reference):
        let passed = callerArguments(reference).map { present($0, hops: hops + 1) }
        guard !passed.isEmpty, !passed.contains(where: { $0 == nil }) else { return nil }
        for case .timeline(let call)? in passed { return .timeline(call) }
        return .clock
      default:
        return nil
      }
    }

    /// Whether a closure, not a function, declares the parameter `reference` names.
    static func closureBinds(_ reference: DeclReferenceExprSyntax) -> Bool {
      var node = Syntax(reference).parent
      while let current = node, !current.is(FunctionDeclSyntax.self) {
        if let closure = current.as(ClosureExprSyntax.self),
          parameters(of: closure).contains(reference.baseName.text)
        {
          return true
        }
        node = current.parent
      }
      return false
    }

    /// The `TimelineView` a time is read under, as evidence: the one whose content holds
    /// `expression`, else the one whose date one of `dates` is (a factory's parameter
    /// `date` called with `context.date`); `nil` when there is none.
    func timeline(of expression: ExprSyntax, dates: [ExprSyntax]) -> EvidenceContext? {
      if let around = Self.timelines(around: Syntax(expression)).first?.call {
        return context(of: around)
      }
      for date in dates {
        if case .timeline(let call)? = present(date) { return context(of: call) }
      }
      return nil
    }

    /// `TimelineView(.animation)` and where it is written.
    func context(of timeline: FunctionCallExprSyntax) -> EvidenceContext {
      let schedule = timeline.arguments.first.map { SyntaxText.excerpt($0.expression) } ?? ""
      return EvidenceContext(source: "TimelineView(\(schedule))", location: location(timeline))
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
