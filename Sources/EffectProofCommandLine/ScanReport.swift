import EffectProof
import ProofEngine
import ShaderRegistry

/// The JSON form of `effectproof scan`:
/// `{"functions": [{"name", "file", "line", "usage", "returns", "parameters": [{"type", "name"}]}],
///   "diagnostics": [{"severity", "kind", "function", "file", "line", "message"}]}`,
/// plus `column`, `candidateUsages` and `arguments` for tools that want them.
struct ScanReport: Encodable {
  struct Function: Encodable {
    var name: String
    var file: String
    var line: Int
    var column: Int
    var usage: String?
    var candidateUsages: [String]
    var returns: String
    var parameters: [Parameter]
    var arguments: [String?]
  }

  struct Parameter: Encodable {
    var type: String
    var name: String
  }

  struct Diagnostic: Encodable {
    var severity: String
    var kind: String
    var function: String?
    var file: String?
    var line: Int?
    var column: Int?
    var message: String

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(severity, forKey: .severity)
      try container.encode(kind, forKey: .kind)
      try container.encode(function, forKey: .function)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(column, forKey: .column)
      try container.encode(message, forKey: .message)
    }

    enum CodingKeys: String, CodingKey {
      case severity, kind, function, file, line, column, message
    }
  }

  var functions: [Function]
  var diagnostics: [Diagnostic]

  init(scan: ScanResult, registry: WarmupRegistry?, diagnostics: [RegistryDiagnostic]) {
    functions = scan.functions.map { function in
      let analysis = SignatureAnalysis(function)
      let declared = registry?.warmups.first { $0.name == function.name }?.usage
      let usage = analysis.usage(declared: declared)
      return Function(
        name: function.name, file: function.file, line: function.line,
        column: function.position.column, usage: usage?.rawValue,
        candidateUsages: analysis.candidateUsages.map(\.rawValue), returns: function.returnType,
        parameters: function.parameters.map { Parameter(type: $0.type, name: $0.name) },
        arguments: usage.map { analysis.slots(for: $0).map { $0.kind?.rawValue } } ?? [])
    }
    self.diagnostics = diagnostics.map { diagnostic in
      Diagnostic(
        severity: diagnostic.severity.rawValue, kind: diagnostic.kind.rawValue,
        function: diagnostic.function, file: diagnostic.file, line: diagnostic.position?.line,
        column: diagnostic.position?.column, message: diagnostic.message)
    }
  }

  var json: String { StableJSON.encode(self) }
}
