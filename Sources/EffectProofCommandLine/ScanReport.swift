import EffectProof
import EffectProofBase
import ProofEngine
import ShaderRegistry
import SwiftCallSites

/// The JSON form of `effectproof scan`:
/// `{"functions": [{"name", "file", "line", "usage", "returns", "parameters": [{"type", "name"}]}],
///   "diagnostics": [{"severity", "kind", "function", "file", "line", "message"}]}`,
/// plus `column`, `candidateUsages` and `arguments` for tools that want them, and, when Swift was
/// read, `"callSites": [{"function", "file", "line", "column", "arguments", "resolved",
/// "usages"}]` and `"uses": [{"kind", "usage", "file", "line", "column", "callSites",
/// "maxSampleOffset"}]`.
struct ScanReport: Encodable {
  /// One Swift call site: `function` and `arguments` are `null` when not static; `line` and
  /// `column` are those of the name token or name literal.
  struct CallSite: Encodable {
    var function: String?
    var file: String
    var line: Int
    var column: Int
    var arguments: [String]?
    var resolved: Bool
    var usages: [String]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(function, forKey: .function)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(column, forKey: .column)
      try container.encode(arguments, forKey: .arguments)
      try container.encode(resolved, forKey: .resolved)
      try container.encode(usages, forKey: .usages)
    }

    enum CodingKeys: String, CodingKey {
      case function, file, line, column, arguments, resolved, usages
    }
  }

  /// One modifier, shape style or warm-up; `callSites` are indices into `callSites`.
  struct Use: Encodable {
    var kind: String
    var usage: String?
    var file: String
    var line: Int
    var column: Int
    var callSites: [Int]
    var maxSampleOffset: SampleOffset?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(usage, forKey: .usage)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(column, forKey: .column)
      try container.encode(callSites, forKey: .callSites)
      try container.encode(maxSampleOffset, forKey: .maxSampleOffset)
    }

    enum CodingKeys: String, CodingKey {
      case kind, usage, file, line, column, callSites, maxSampleOffset
    }
  }

  /// A `maxSampleOffset:` expression; `width` and `height` are `null` when not static.
  struct SampleOffset: Encodable {
    var expression: String
    var width: Double?
    var height: Double?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(expression, forKey: .expression)
      try container.encode(width, forKey: .width)
      try container.encode(height, forKey: .height)
    }

    enum CodingKeys: String, CodingKey { case expression, width, height }
  }

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

  var functions: [Function]
  var callSites: [CallSite]?
  var uses: [Use]?
  var diagnostics: [DiagnosticRecord]

  init(
    scan: ScanResult, swift: SwiftShaderModel? = nil, registry: WarmupRegistry?,
    diagnostics: [Diagnostic]
  ) {
    let derived = swift.map(WarmupRegistry.init(derivedFrom:))
    functions = scan.functions.map { function in
      let analysis = SignatureAnalysis(function)
      let declared = (registry ?? derived)?.warmups.first { $0.name == function.name }?.usage
      let usage = analysis.usage(declared: declared)
      return Function(
        name: function.name, file: function.file, line: function.line,
        column: function.position.column, usage: usage?.rawValue,
        candidateUsages: analysis.candidateUsages.map(\.rawValue), returns: function.returnType,
        parameters: function.parameters.map { Parameter(type: $0.type, name: $0.name) },
        arguments: usage.map { analysis.slots(for: $0).map { $0.kind?.rawValue } } ?? [])
    }
    if let swift {
      var usagesBySite: [Int: [String]] = [:]
      for use in swift.uses {
        for site in use.callSites {
          if let usage = use.usage?.rawValue, !(usagesBySite[site] ?? []).contains(usage) {
            usagesBySite[site, default: []].append(usage)
          }
        }
      }
      callSites = swift.callSites.enumerated().map { index, site in
        CallSite(
          function: site.function, file: site.location.file,
          line: site.location.positionOrStart.line,
          column: site.location.positionOrStart.column,
          arguments: site.argumentKinds?.map(\.rawValue), resolved: site.isResolved,
          usages: usagesBySite[index] ?? [])
      }
      uses = swift.uses.map { use in
        Use(
          kind: use.kind.rawValue, usage: use.usage?.rawValue, file: use.location.file,
          line: use.location.positionOrStart.line, column: use.location.positionOrStart.column,
          callSites: use.callSites,
          maxSampleOffset: use.maxSampleOffset.map {
            SampleOffset(expression: $0.text, width: $0.width, height: $0.height)
          })
      }
    }
    self.diagnostics = diagnostics.map { DiagnosticRecord(diagnostic: $0, form: .scan) }
  }

  var json: String { StableJSON.encode(self) }
}
