import EffectProofBase
import MetalCPU
import ShaderRegistry

/// clang's reading of one compiled source against the Metal scanner's: both give the one model
/// (`StitchableFunction`) of the same `[[ stitchable ]]` functions, read independently, so a
/// disagreement means one of them is wrong, and is reported as a warning at the function.
///
/// Types are compared as spelled, without address spaces (clang's AST drops `device` and
/// `constant`) and without a `metal::` prefix; the reported type keeps the scanner's spelling
/// when the two agree, since only the source has the address space.
struct SignatureCrossCheck {
  /// The functions to report, clang's with the scanner's spelling of agreeing types.
  var functions: [CompileReport.Function]
  /// One warning per disagreement.
  var warnings: [Diagnostic]

  init(clang: [StitchableFunction], scanner: [StitchableFunction], file: String) {
    functions = []
    warnings = []
    let scanned = Dictionary(scanner.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for function in clang {
      guard let other = scanned[function.name] else {
        warnings.append(
          Self.warning(
            file, function.line,
            "clang reads [[ stitchable ]] \(function.name) here, but the Metal scanner does not see it"
          ))
        functions.append(Self.report(function, spelled: nil))
        continue
      }
      let clangSide = function.parameters.map { "\(Self.normal($0.type)) \($0.name)" }
      let scannerSide = other.parameters.map { "\(Self.normal($0.type)) \($0.name)" }
      if clangSide != scannerSide
        || Self.normal(function.returnType) != Self.normal(other.returnType)
      {
        warnings.append(
          Self.warning(
            file, function.line,
            "the Metal scanner reads \(other.signature), but clang reads \(function.returnType) \(function.name)(\(function.parameters.map { "\($0.type) \($0.name)" }.joined(separator: ", "))); one of them is wrong"
          ))
        functions.append(Self.report(function, spelled: nil))
      } else {
        functions.append(Self.report(function, spelled: other))
      }
    }
    let seen = Set(clang.map(\.name))
    for function in scanner where !seen.contains(function.name) {
      warnings.append(
        Self.warning(
          file, function.line,
          "the Metal scanner reads [[ stitchable ]] \(function.name) here, but clang does not (is it inside #if 0, a macro or a comment?)"
        ))
    }
  }

  /// `device const float *` → `float*`; `metal::texture2d<half>` → `texture2d<half>`.
  static func normal(_ type: String) -> String {
    let dropped: Set<String> = ["device", "constant", "thread", "threadgroup"]
    let spaced = type.replacingOccurrences(of: "*", with: " * ").replacingOccurrences(
      of: "&", with: " & ")
    let words: [String] = spaced.split(separator: " ").map(String.init)
    let kept: [String] = words.filter { !dropped.contains($0) }
    return kept.map { $0.hasPrefix("metal::") ? String($0.dropFirst(7)) : $0 }.joined()
  }

  static func warning(_ file: String, _ line: Int, _ message: String) -> Diagnostic {
    .compile(
      .signatureDisagreement, severity: .warning, file: file,
      position: SourcePosition(line: line, column: 1), message: message)
  }

  static func report(_ function: StitchableFunction, spelled: StitchableFunction?)
    -> CompileReport.Function
  {
    let parameters = function.parameters.enumerated().map { index, parameter in
      ScanReport.Parameter(
        type: spelled.map { $0.parameters[index].type } ?? parameter.type, name: parameter.name)
    }
    return CompileReport.Function(
      name: function.name, file: function.file, line: function.line,
      usage: function.inferredUsage?.rawValue, parameters: parameters)
  }
}
