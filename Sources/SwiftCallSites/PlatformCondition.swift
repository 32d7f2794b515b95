#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// The platforms an `#if` condition made of `os(…)`, `!`, `&&` and `||` holds on. Any other
  /// condition (`DEBUG`, `canImport(UIKit)`, `targetEnvironment(…)`) may hold anywhere.
  enum PlatformCondition {
    /// The platforms a condition may hold on, and whether that set is exact (so its negation
    /// is known too).
    struct Platforms {
      var names: Set<String>
      var isExact: Bool
    }

    static let all = Set(AvailabilityGuard.platforms)

    /// The guard of a site in `clause` of `block`: the platforms its condition cannot hold on,
    /// and those of earlier clauses whose conditions are known to hold (so that their `#else`
    /// is not built there).
    static func guardFor(_ clause: IfConfigClauseSyntax, in block: IfConfigDeclSyntax)
      -> AvailabilityGuard
    {
      var excluded: Set<String> = []
      for earlier in block.clauses {
        if earlier.id == clause.id { break }
        if let condition = earlier.condition {
          let platforms = holds(condition, depth: 0)
          if platforms.isExact { excluded.formUnion(platforms.names) }
        }
      }
      if let condition = clause.condition {
        excluded.formUnion(all.subtracting(holds(condition, depth: 0).names))
      }
      return AvailabilityGuard(excludedPlatforms: excluded)
    }

    /// Where `condition` may be true.
    static func holds(_ condition: ExprSyntax, depth: Int) -> Platforms {
      let anywhere = Platforms(names: all, isExact: false)
      guard depth < 64 else { return anywhere }
      if let call = condition.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "os", call.arguments.count == 1,
        let argument = call.arguments.first
      {
        let name = argument.expression.trimmedDescription
        guard let platform = AvailabilityGuard.platform(named: name) else {
          // `os(Linux)`, `os(Windows)`: none of the shader platforms.
          return Platforms(names: [], isExact: true)
        }
        // Mac Catalyst apps are built with os(iOS) true.
        return Platforms(
          names: platform == "iOS" ? ["iOS", "macCatalyst"] : [platform], isExact: true)
      }
      if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        let inner = holds(prefix.expression, depth: depth + 1)
        return inner.isExact
          ? Platforms(names: all.subtracting(inner.names), isExact: true) : anywhere
      }
      if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return holds(only.expression, depth: depth + 1)
      }
      if let infix = condition.as(InfixOperatorExprSyntax.self) {
        return combine(
          holds(infix.leftOperand, depth: depth + 1), infix.operator.trimmedDescription,
          holds(infix.rightOperand, depth: depth + 1))
      }
      if let sequence = condition.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        let operators = Set(
          stride(from: 1, to: elements.count, by: 2).map { elements[$0].trimmedDescription })
        guard elements.count % 2 == 1, operators.count == 1, let op = operators.first else {
          return anywhere
        }
        var result = holds(elements[0], depth: depth + 1)
        for index in stride(from: 2, to: elements.count, by: 2) {
          result = combine(result, op, holds(elements[index], depth: depth + 1))
        }
        return result
      }
      return anywhere
    }

    private static func combine(_ left: Platforms, _ op: String, _ right: Platforms) -> Platforms {
      switch op {
      case "&&":
        return Platforms(
          names: left.names.intersection(right.names), isExact: left.isExact && right.isExact)
      case "||":
        return Platforms(
          names: left.names.union(right.names), isExact: left.isExact && right.isExact)
      default:
        return Platforms(names: all, isExact: false)
      }
    }
  }
#endif
