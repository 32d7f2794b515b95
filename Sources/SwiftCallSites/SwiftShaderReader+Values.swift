import ShaderRegistry

extension SwiftShaderReader {
  /// The literal values that reach each argument of `model`'s call sites, and the
  /// `.frame(width:height:)` of each use site's modifier chain (``SwiftValueHints``), read again
  /// from the files `model` parsed.
  ///
  /// A file that cannot be read again (removed since) gives no hints; a build without the
  /// toolchain's parser gives an empty hint for every argument and no frames. Never throws or
  /// traps.
  public func values(for model: SwiftShaderModel) -> SwiftValueHints {
    #if EFFECTPROOF_SWIFT_SYNTAX
      var sources: [SwiftSourceText] = []
      for file in model.parsedFiles {
        if case .success(let bytes) = SourceFileRead.bytes(
          of: file, limit: maximumFileBytes, language: "Swift")
        {
          sources.append(SwiftSourceText(file: file, bytes: bytes))
        }
      }
      return values(for: model, texts: sources)
    #else
      return values(for: model, texts: [])
    #endif
  }

  /// The same, for a model read from sources held in memory (``read(sources:)``), as
  /// `(file, text)` pairs.
  public func values(for model: SwiftShaderModel, sources: [(file: String, text: String)])
    -> SwiftValueHints
  {
    values(
      for: model,
      texts: sources.filter { model.parsedFiles.contains($0.file) }.map {
        SwiftSourceText(file: $0.file, bytes: Array($0.text.utf8))
      })
  }

  /// The hints, read on a thread with a ``SwiftNestingGuard/stackBytes`` stack (none when it
  /// cannot start).
  private func values(for model: SwiftShaderModel, texts: [SwiftSourceText]) -> SwiftValueHints {
    LargeStackThread.run(stackBytes: SwiftNestingGuard.stackBytes) {
      valuesOnThisThread(for: model, texts: texts)
    } ?? noValues(for: model)
  }

  /// The hints, read on the calling thread, whose stack must hold SwiftParser's recursion.
  func valuesOnThisThread(for model: SwiftShaderModel, texts: [SwiftSourceText])
    -> SwiftValueHints
  {
    #if EFFECTPROOF_SWIFT_SYNTAX
      return SwiftValueReading(sources: texts, model: model).hints(for: model)
    #else
      return noValues(for: model)
    #endif
  }

  func noValues(for model: SwiftShaderModel) -> SwiftValueHints {
    SwiftValueHints(
      arguments: model.callSites.map { ($0.arguments ?? []).map { _ in ArgumentValueHint() } },
      frames: model.uses.map { _ in nil })
  }
}
