import EffectProofBase

/// One source's IR as the build cache keeps it (`<key>.ir.json`, one file placed by rename, so
/// a reader sees all of it or none): the module text and the source's stitchable functions
/// with their symbols. Any function of the source is then served from the one entry.
struct ShaderIRRecord: Codable, Hashable {
  /// One `[[ stitchable ]]` function of the source.
  struct Function: Codable, Hashable {
    /// Its name alone (`split`).
    var name: String
    /// Its name with its namespaces (`effects::split`).
    var qualifiedName: String
    /// Its mangled symbol, as clang's AST gives it.
    var symbol: String
    /// The file it is declared in (the source, or a header beside it).
    var file: String
    /// Where its name is in that file.
    var position: SourcePosition
  }

  /// The source's stitchable functions, in source order.
  var functions: [Function]
  /// The module's text.
  var text: String

  /// The IR of `function` (a name alone or qualified) in `source`: the text with its symbol;
  /// a `clang.functionNotFound` error when no function has that name, when it names several,
  /// or when clang emitted no definition of it.
  func text(
    of function: String, source: String, flags: [String], wasCached: Bool
  ) -> Result<ShaderIRText, DiagnosticsError> {
    let exact = functions.filter { $0.qualifiedName == function }
    let matches = exact.isEmpty ? functions.filter { $0.name == function } : exact
    guard let found = matches.first else {
      return .failure(
        DiagnosticsError(
          .compile(.functionNotFound, file: source, message: missing(function, in: source))))
    }
    guard matches.count == 1 else {
      let names = matches.map { "\($0.qualifiedName) (line \($0.position.line))" }
      return .failure(
        DiagnosticsError(
          .compile(
            .functionNotFound, file: found.file, position: found.position,
            message:
              "'\(function)' names \(matches.count) [[ stitchable ]] functions in \(source): \(names.joined(separator: ", ")); ask for one by its qualified name"
          )))
    }
    guard !found.symbol.isEmpty, Self.defines(found.symbol, in: text) else {
      return .failure(
        DiagnosticsError(
          .compile(
            .functionNotFound, file: found.file, position: found.position,
            message:
              "clang emitted no definition of \(found.qualifiedName) (symbol \(found.symbol.isEmpty ? "unknown" : found.symbol)): a static or inline function nothing calls is dropped; declare it with external linkage"
          )))
    }
    return .success(
      ShaderIRText(
        text: text, symbol: found.symbol, function: found.qualifiedName, file: found.file,
        position: found.position, flags: flags, wasCached: wasCached))
  }

  /// "no [[ stitchable ]] function named 'rippel' in F.metal (it has: ripple, glow); did you
  /// mean 'ripple'?", or that the source has none.
  private func missing(_ function: String, in source: String) -> String {
    guard !functions.isEmpty else {
      return "no [[ stitchable ]] function named '\(function)' in \(source): it has none"
    }
    let names = functions.map(\.qualifiedName)
    // A name alone or qualified is close: `glwo` suggests `effects::glow`.
    let nearest =
      NearestName.suggestion(for: function, among: names)
      ?? NearestName.suggestion(for: function, among: functions.map(\.name)).flatMap { name in
        functions.first { $0.name == name }?.qualifiedName
      }
    return
      "no [[ stitchable ]] function named '\(function)' in \(source) (it has: \(names.joined(separator: ", ")))"
      + (nearest.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// Whether `text` holds a line `define … @symbol(`.
  static func defines(_ symbol: String, in text: String) -> Bool {
    let name = "@\(symbol)("
    return text.split(separator: "\n").contains { $0.hasPrefix("define ") && $0.contains(name) }
  }
}
