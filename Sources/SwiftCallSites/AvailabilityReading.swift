#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// The guards around a shader site, read once by the reader and kept in the model
  /// (``AvailabilityGuard``): the body of `if #available(…)`, the statements after
  /// `guard #available(…) else {…}`, the `else` of `#unavailable`, declarations, types and
  /// extensions marked `@available(…)`, and `#if os(…)` clauses.
  enum AvailabilityReading {
    /// A `guard #available(…)` statement of a statement list: where it ends, and what it
    /// promises to the statements after it.
    struct GuardMark {
      var end: Int
      var promise: AvailabilityGuard
    }

    /// The `guard #available(…)` statements of each statement list seen, worked out once per
    /// list, so that 20 000 sites in one list cost linear time.
    typealias GuardMarks = [SyntaxIdentifier: [GuardMark]]

    /// Everything the code around `node` promises, from the innermost guard out.
    static func guardAround(_ node: Syntax, marks: inout GuardMarks) -> AvailabilityGuard {
      var result = AvailabilityGuard()
      var child = node
      var current = node.parent
      var steps = 0
      while let parent = current, steps < 10_000 {
        steps += 1
        if let branch = parent.as(IfExprSyntax.self) {
          result = result.combined(with: ifGuard(branch, child: child))
        }
        if let list = parent.as(CodeBlockItemListSyntax.self) {
          if marks[list.id] == nil { marks[list.id] = guardMarks(list) }
          let start = child.position.utf8Offset
          for mark in marks[list.id] ?? [] where mark.end <= start {
            result = result.combined(with: mark.promise)
          }
        }
        if let declaration = parent.asProtocol(WithAttributesSyntax.self) {
          for element in declaration.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
              attribute.attributeName.trimmedDescription == "available",
              case .availability(let arguments)? = attribute.arguments
            else { continue }
            result = result.combined(with: attributeGuard(arguments))
          }
        }
        if let clause = parent.as(IfConfigClauseSyntax.self),
          let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self)
        {
          result = result.combined(with: PlatformCondition.guardFor(clause, in: block))
        }
        child = parent
        current = parent.parent
      }
      return result
    }

    private static func guardMarks(_ list: CodeBlockItemListSyntax) -> [GuardMark] {
      var found: [GuardMark] = []
      for item in list {
        guard let statement = item.item.as(GuardStmtSyntax.self) else { continue }
        let promise = conditions(statement.conditions, keyword: .poundAvailable)
        if promise != AvailabilityGuard() {
          found.append(GuardMark(end: item.endPosition.utf8Offset, promise: promise))
        }
      }
      return found
    }

    /// `if #available(…) { site }` and `if #unavailable(…) {} else { site }`.
    private static func ifGuard(_ branch: IfExprSyntax, child: Syntax) -> AvailabilityGuard {
      if child.id == branch.body.id {
        return conditions(branch.conditions, keyword: .poundAvailable)
      }
      if let elseBody = branch.elseBody, child.id == elseBody.id,
        branch.conditions.count == 1
      {
        return conditions(branch.conditions, keyword: .poundUnavailable)
      }
      return AvailabilityGuard()
    }

    private static func conditions(_ list: ConditionElementListSyntax, keyword: TokenKind)
      -> AvailabilityGuard
    {
      var result = AvailabilityGuard()
      for element in list {
        guard let condition = element.condition.as(AvailabilityConditionSyntax.self),
          condition.availabilityKeyword.tokenKind == keyword
        else { continue }
        result = result.combined(with: shorthand(condition.availabilityArguments))
      }
      return result
    }

    /// `iOS 17, macOS 14.0, *`: each named platform from its version on.
    private static func shorthand(_ arguments: AvailabilityArgumentListSyntax)
      -> AvailabilityGuard
    {
      var result = AvailabilityGuard()
      for argument in arguments {
        let words = argument.argument.trimmedDescription.split(whereSeparator: \.isWhitespace)
        guard words.count == 2, let platform = AvailabilityGuard.platform(named: String(words[0])),
          let version = PlatformVersion(parsing: String(words[1]))
        else { continue }
        result = result.combined(
          with: AvailabilityGuard(minimumVersions: [platform: version]))
      }
      return result
    }

    /// `@available(iOS 17, *)`, `@available(iOS, introduced: 17)`,
    /// `@available(watchOS, unavailable)`, `@available(*, unavailable)`.
    private static func attributeGuard(_ arguments: AvailabilityArgumentListSyntax)
      -> AvailabilityGuard
    {
      let texts = arguments.map { $0.argument.trimmedDescription }
      guard let first = texts.first, texts.count > 1, !first.contains(" ") else {
        return shorthand(arguments)
      }
      let platform = AvailabilityGuard.platform(named: first)
      guard platform != nil || first == "*" else { return AvailabilityGuard() }
      var result = AvailabilityGuard()
      for text in texts.dropFirst() {
        if text == "unavailable" {
          result.excludedPlatforms.formUnion(
            platform.map { [$0] } ?? Set(AvailabilityGuard.platforms))
        }
        let parts = text.split(separator: ":", maxSplits: 1).map {
          String($0.filter { !$0.isWhitespace })
        }
        if let platform, parts.count == 2, parts[0] == "introduced",
          let version = PlatformVersion(parsing: parts[1])
        {
          result.minimumVersions[platform] = version
        }
      }
      return result
    }
  }
#endif
