#if EFFECTPROOF_SWIFT_SYNTAX
  import LocatedJSON
  import ShaderRegistry
  import SwiftParser
  import SwiftSyntax

  /// One read of a set of sources: choose and parse the files, index their declarations, then
  /// walk them for call sites and uses.
  struct SwiftShaderReading {
    let sources: [SwiftSourceText]

    func run(into model: inout SwiftShaderModel) {
      var parsed: [Int: SourceFileSyntax] = [:]
      var index = DeclarationIndex()
      var diagnostics: [RegistryDiagnostic] = []
      let words = sources.map { SwiftSourceFilter.identifiers(in: $0.bytes) }
      var chosen = Set(words.indices.filter { SwiftSourceFilter.mentionsShaders(words[$0]) })
      var known: Set<String> = []
      // Parse, then widen to files that name a declaration that may build a shader, until no
      // new file qualifies.
      while true {
        for file in chosen.sorted() where parsed[file] == nil {
          let tree = sources[file].bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
          parsed[file] = tree
          index.add(tree)
          if let problem = SyntaxProblemFinder.first(in: tree) {
            diagnostics.append(
              RegistryDiagnostic(
                severity: .warning, kind: .parseError, file: sources[file].file,
                position: sources[file].position(ofOffset: problem),
                message:
                  "the Swift parser recovered from a syntax error here; a call site next to it may be read wrongly"
              ))
          }
        }
        known = index.interestingNames(given: known)
        let more = words.indices.filter { file in
          parsed[file] == nil && words[file].contains { known.contains(String($0)) }
        }
        if more.isEmpty { break }
        chosen.formUnion(more)
      }
      let order = parsed.keys.sorted()
      var roots: [SyntaxIdentifier: SwiftSourceText] = [:]
      for file in order { roots[Syntax(parsed[file]!).id] = sources[file] }
      let resolver = ShaderResolver(index: index, sources: roots)
      var unresolved: [UnresolvedPart] = []
      for file in order {
        let collector = UseSiteCollector(resolver: resolver)
        collector.walk(parsed[file]!)
        model.uses += collector.uses
        for part in collector.unresolved where !unresolved.contains(part) {
          unresolved.append(part)
        }
      }
      model.parsedFiles = order.map { sources[$0].file }
      model.callSites = resolver.callSites
      // Call sites in file and source order; uses renumbered to match.
      let sorted = model.callSites.indices.sorted {
        Self.order(model.callSites[$0].location, model.callSites[$1].location)
      }
      var renumber: [Int: Int] = [:]
      for (new, old) in sorted.enumerated() { renumber[old] = new }
      model.callSites = sorted.map { model.callSites[$0] }
      for index in model.uses.indices {
        model.uses[index].callSites = model.uses[index].callSites.compactMap { renumber[$0] }
      }
      for site in model.callSites {
        if let reason = site.unresolvedReason {
          let part = UnresolvedPart(location: site.location, reason: reason)
          if !unresolved.contains(part) { unresolved.append(part) }
        }
      }
      diagnostics += unresolved.map { part in
        RegistryDiagnostic(
          severity: .warning, kind: .unresolvedCallSite, file: part.location.file,
          position: part.location.position, message: part.reason)
      }
      model.diagnostics += diagnostics
    }

    static func order(_ lhs: SwiftLocation, _ rhs: SwiftLocation) -> Bool {
      (lhs.file, lhs.position.line, lhs.position.column)
        < (rhs.file, rhs.position.line, rhs.position.column)
    }
  }

  /// Finds the first place the parser had to recover: an unexpected token or a missing one.
  final class SyntaxProblemFinder: SyntaxVisitor {
    private var offset: Int?

    static func first(in tree: SourceFileSyntax) -> Int? {
      guard tree.hasError else { return nil }
      let finder = SyntaxProblemFinder(viewMode: .all)
      finder.walk(tree)
      return finder.offset
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
      record(node.positionAfterSkippingLeadingTrivia.utf8Offset)
      return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      if token.presence == .missing { record(token.position.utf8Offset) }
      return .skipChildren
    }

    private func record(_ value: Int) {
      if offset == nil || value < offset! { offset = value }
    }
  }
#endif
