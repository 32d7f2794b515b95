import EffectProofBase

#if EFFECTPROOF_SWIFT_SYNTAX
  import LocatedJSON
  import ShaderRegistry
  import SwiftParser
  import SwiftSyntax

  /// One read of a set of sources: choose and parse the files, index their declarations, then
  /// walk them for call sites and uses. A file that nests too deeply (``SwiftNestingGuard``) is
  /// reported and not parsed. Runs on a ``LargeStackThread`` (``SwiftShaderReader``).
  struct SwiftShaderReading {
    let sources: [SwiftSourceText]

    /// Reads the sources into `model`; returns the parsed files in file order, for a read of
    /// their values from the same trees (``SwiftValueReading``).
    @discardableResult
    func run(into model: inout SwiftShaderModel) -> [(
      tree: SourceFileSyntax, text: SwiftSourceText
    )] {
      var parsed: [Int: SourceFileSyntax] = [:]
      // Parsed files, with their line tables.
      var texts: [Int: SwiftSourceText] = [:]
      var index = DeclarationIndex()
      var diagnostics: [Diagnostic] = []
      let words = sources.map { SwiftSourceFilter.identifiers(in: $0.bytes) }
      var chosen = Set(
        words.indices.filter {
          SwiftSourceFilter.mentionsShaders(sources[$0].bytes, words: words[$0])
        })
      // Parse, then widen to files that name a declaration that builds a shader, a function or
      // a library, until no new file qualifies.
      // Files too deep to parse (SwiftNestingGuard), reported once.
      var refused: Set<Int> = []
      while true {
        for file in chosen.sorted() where parsed[file] == nil && !refused.contains(file) {
          let text = sources[file].indexed()
          let (bytes, blanks) = BracketDepthGuard.masked(sources[file].bytes)
          for blank in blanks {
            let first = text.position(ofOffset: blank.contents.lowerBound).line
            let last = text.position(
              ofOffset: max(blank.contents.lowerBound, blank.contents.upperBound - 1)
            ).line
            diagnostics.append(
              Diagnostic.registry(
                kind: .parseError, file: text.file, position: text.position(ofOffset: blank.offset),
                message:
                  "square brackets nest \(blank.depth) deep here, past the \(BracketDepthGuard.limit) the reader reads (SwiftParser takes time exponential in that depth); \(first == last ? "line \(first) is" : "lines \(first)–\(last) are") not read, so a call site there is not checked"
              ))
          }
          if let refusal = SwiftNestingGuard.check(bytes) {
            diagnostics.append(SwiftNestingGuard.diagnostic(refusal, in: text))
            refused.insert(file)
            continue
          }
          InputReads.note(.swiftParse, sources[file].file)
          let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
          parsed[file] = tree
          texts[file] = text
          index.add(tree)
          if let problem = SyntaxProblemFinder.first(in: tree) {
            diagnostics.append(
              Diagnostic.registry(
                severity: .warning, kind: .parseError, file: sources[file].file,
                position: texts[file]?.position(ofOffset: problem),
                message:
                  "the Swift parser recovered from a syntax error here; a call site next to it may be read wrongly"
              ))
          }
        }
        let known = Self.shaderBuildingNames(index, parsed: parsed, texts: texts)
        let more = words.indices.filter { file in
          parsed[file] == nil && !refused.contains(file) && !words[file].isDisjoint(with: known)
        }
        if more.isEmpty { break }
        chosen.formUnion(more)
      }
      let order = parsed.sorted { $0.key < $1.key }
      var roots: [SyntaxIdentifier: SwiftSourceText] = [:]
      for (file, tree) in order { roots[Syntax(tree).id] = texts[file] }
      let resolver = ShaderResolver(index: index, sources: roots)
      var unresolved: [UnresolvedPart] = []
      for (_, tree) in order {
        let collector = UseSiteCollector(resolver: resolver)
        collector.walk(tree)
        model.uses += collector.uses
        for part in collector.unresolved where !unresolved.contains(part) {
          unresolved.append(part)
        }
      }
      model.parsedFiles = order.map { sources[$0.key].file }
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
      // A modifier chain is visited outermost first; report uses in source order.
      model.uses = model.uses.enumerated().sorted { lhs, rhs in
        lhs.element.location == rhs.element.location
          ? lhs.offset < rhs.offset : Self.order(lhs.element.location, rhs.element.location)
      }.map(\.element)
      for site in model.callSites {
        if let reason = site.unresolvedReason {
          let part = UnresolvedPart(location: site.location, reason: reason)
          if !unresolved.contains(part) { unresolved.append(part) }
        }
      }
      // One line each, whatever Swift a reason quotes.
      diagnostics += unresolved.map { part in
        Diagnostic.registry(
          severity: .warning, kind: .unresolvedCallSite, file: part.location.file,
          position: part.location.position, message: UseSiteCollector.oneLine(part.reason))
      }
      model.diagnostics += diagnostics
      return order.compactMap { file, tree in texts[file].map { (tree, $0) } }
    }

    /// The names of the declarations, among those parsed so far, that may build a shader, a
    /// `ShaderFunction` or a `ShaderLibrary`: their declared type names one, or they resolve to
    /// one; and the library wrappers' types. A file naming one of them is worth parsing. (Resolved afresh each round, since a
    /// declaration may resolve only once a later file is in the index.)
    static func shaderBuildingNames(
      _ index: DeclarationIndex, parsed: [Int: SourceFileSyntax], texts: [Int: SwiftSourceText]
    ) -> Set<Substring> {
      var roots: [SyntaxIdentifier: SwiftSourceText] = [:]
      for (file, tree) in parsed { roots[Syntax(tree).id] = texts[file] }
      let resolver = ShaderResolver(index: index, sources: roots)
      var names: Set<Substring> = []
      for record in index.all where !names.contains(Substring(record.name)) {
        if let type = record.typeText, type.contains("Shader") {
          names.insert(Substring(record.name))
          continue
        }
        let resolution = resolver.resolveDeclaration(record)
        if !resolution.callSites.isEmpty || !resolution.functions.isEmpty || resolution.isLibrary
          || !resolution.wrappers.isEmpty
        {
          names.insert(Substring(record.name))
        }
      }
      // Library wrappers: a file that says `PackageShaders.glow(…)` holds a call site.
      for type in index.dynamicMemberSubscripts.keys { names.insert(Substring(type)) }
      return names
    }

    static func order(_ lhs: FileLocation, _ rhs: FileLocation) -> Bool {
      (lhs.file, lhs.positionOrStart.line, lhs.positionOrStart.column)
        < (rhs.file, rhs.positionOrStart.line, rhs.positionOrStart.column)
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
      offset = min(offset ?? value, value)
    }
  }
#endif
