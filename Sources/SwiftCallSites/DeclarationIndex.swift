#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftSyntax

  /// A function, computed property or stored constant declared in a type or at file scope: what a
  /// factory, a library wrapper or a warm-up list can be.
  struct DeclarationRecord {
    /// The declared name.
    let name: String
    /// The innermost type or extension it is declared in (`TableShaders`), or `nil` at file scope.
    let enclosingType: String?
    /// The declared type or return type as written (`Shader`), when written.
    let typeText: String?
    /// The argument labels of a function (`_` for none); `nil` for a property.
    let labels: [String]?
    /// The expressions it returns: a property's initial value, or a body's `return` values (its
    /// single expression when it has no `return`).
    let results: [ExprSyntax]
    /// The declaration itself, whose identity keys the resolver's memo.
    let node: Syntax
  }

  /// Every type-level and file-level declaration of the parsed files, by name and enclosing type,
  /// so a lookup costs the same however many files declare a `body` or an `id`.
  struct DeclarationIndex {
    private struct Key: Hashable {
      var name: String
      var type: String?
    }

    private var byKey: [Key: [DeclarationRecord]] = [:]
    /// Every record, in the order added.
    private(set) var all: [DeclarationRecord] = []
    /// `subscript(dynamicMember:)` declarations, by the type (or extension) declaring them.
    private(set) var dynamicMemberSubscripts: [String: [SubscriptRecord]] = [:]
    /// The types declared `@dynamicMemberLookup`, by simple name.
    private(set) var dynamicMemberLookupTypes: Set<String> = []
    /// The types (and extensions) that declare at least one member the index holds.
    private var typesWithMembers: Set<String> = []
    /// Every call expression outside `#if false` code, by the name it calls (`apply` for
    /// `apply(…)`, `self.apply(…)` and `View.apply(…)`): where a parameter's value comes from.
    private var callsByName: [String: [FunctionCallExprSyntax]] = [:]

    mutating func add(_ tree: SourceFileSyntax) {
      let collector = DeclarationCollector(viewMode: .sourceAccurate)
      collector.walk(tree)
      for record in collector.records {
        byKey[Key(name: record.name, type: record.enclosingType), default: []].append(record)
        if let type = record.enclosingType { typesWithMembers.insert(type) }
      }
      let calls = CallCollector(viewMode: .sourceAccurate)
      calls.walk(tree)
      for (name, list) in calls.calls { callsByName[name, default: []] += list }
      all += collector.records
      for record in collector.subscripts {
        dynamicMemberSubscripts[record.enclosingType, default: []].append(record)
      }
      dynamicMemberLookupTypes.formUnion(collector.dynamicMemberLookupTypes)
    }

    /// Whether `type` (or an extension of it) declares a member the index holds.
    func declaresMembers(of type: String) -> Bool { typesWithMembers.contains(type) }

    /// The calls of a function named `name`, in the order the files were added.
    func calls(named name: String) -> [FunctionCallExprSyntax] { callsByName[name] ?? [] }

    /// Declarations named `name` in `type` (at file scope when `type` is `nil`).
    func records(named name: String, in type: String?) -> [DeclarationRecord] {
      byKey[Key(name: name, type: type)] ?? []
    }
  }

  /// Collects ``DeclarationRecord``s from one file, skipping `#if false` code.
  private final class DeclarationCollector: SyntaxVisitor {
    var records: [DeclarationRecord] = []
    var subscripts: [SubscriptRecord] = []
    var dynamicMemberLookupTypes: Set<String> = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      noteAttributes(node.attributes, of: node.name.text)
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      noteAttributes(node.attributes, of: node.name.text)
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      noteAttributes(node.attributes, of: node.name.text)
      return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      noteAttributes(node.attributes, of: node.name.text)
      return .visitChildren
    }

    private func noteAttributes(_ attributes: AttributeListSyntax, of type: String) {
      if SubscriptRecord.hasDynamicMemberLookup(attributes) {
        dynamicMemberLookupTypes.insert(type)
      }
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
      if let record = SubscriptRecord(node) { subscripts.append(record) }
      return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      for clause in IfConfigClauses.active(node) { walk(clause) }
      return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard !SyntaxText.isInsideBody(Syntax(node)) else { return .skipChildren }
      let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
      records.append(
        DeclarationRecord(
          name: SyntaxText.bare(node.name),
          enclosingType: SyntaxText.enclosingType(of: Syntax(node)),
          typeText: node.signature.returnClause.map { $0.type.trimmedDescription },
          labels: labels, results: node.body.map { ReturnedExpressions.of($0.statements) } ?? [],
          node: Syntax(node)))
      return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard !SyntaxText.isInsideBody(Syntax(node)) else { return .skipChildren }
      for binding in node.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
        var results: [ExprSyntax] = []
        if let value = binding.initializer?.value { results.append(value) }
        if let accessors = binding.accessorBlock {
          results += ReturnedExpressions.of(accessors)
        }
        records.append(
          DeclarationRecord(
            name: SyntaxText.bare(pattern.identifier),
            enclosingType: SyntaxText.enclosingType(of: Syntax(node)),
            typeText: binding.typeAnnotation.map { $0.type.trimmedDescription }, labels: nil,
            results: results, node: Syntax(binding)))
      }
      return .skipChildren
    }
  }

  /// Collects every call expression of one file by the name it calls, skipping `#if false`
  /// code.
  private final class CallCollector: SyntaxVisitor {
    var calls: [String: [FunctionCallExprSyntax]] = [:]

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      for clause in IfConfigClauses.active(node) { walk(clause) }
      return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = SyntaxText.unwrapped(node.calledExpression)
      let token =
        callee.as(DeclReferenceExprSyntax.self)?.baseName
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName
      if let token { calls[SyntaxText.bare(token), default: []].append(node) }
      return .visitChildren
    }
  }
#endif
