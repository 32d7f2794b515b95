import EffectProofBase
import LocatedJSON

/// Checks the app's Swift call sites, modifiers and warm-ups against the Metal signatures, and
/// reports each problem where it is written in Swift.
///
/// Per call site with a static name: `missingFunction` at the name (with the nearest declared
/// name). Per use: `usageMismatch` at the modifier or warm-up whose usage the signature does not
/// fit. Per call site and usage: `argumentTypeMismatch` at the argument and
/// `argumentCountMismatch` at the call. A call site no modifier or warm-up reaches is checked
/// against the usage its signature implies. (A function warmed up twice, or as two usages, is
/// not a mistake: a shader can be both a colour effect and a shape style.)
public enum SwiftCallSiteChecker {
  /// The Swift-side diagnostics (the model's own `unresolvedCallSite` and read problems are not
  /// repeated here).
  public static func check(_ model: SwiftShaderModel, against scan: ScanResult)
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    let declared = scan.functions.map(\.name)
    var usesBySite: [Int: [ShaderUseSite]] = [:]
    for use in model.uses {
      for site in use.callSites { usesBySite[site, default: []].append(use) }
    }
    for (index, site) in model.callSites.enumerated() {
      guard let name = site.function else { continue }
      guard let function = scan.function(named: name) else {
        var message = "no Metal source declares a [[ stitchable ]] function named '\(name)'"
        if let near = NearestName.suggestion(for: name, among: declared) {
          message += "; did you mean '\(near)'?"
        }
        diagnostics.append(
          Diagnostic.registry(
            kind: .missingFunction, function: name, file: site.location.file,
            position: site.location.position, message: message))
        continue
      }
      let analysis = SignatureAnalysis(function)
      // An unread signature is not checked; the scan warns at the macro it cannot expand.
      guard !analysis.isUnread else { continue }
      var usages: [ShaderUsage] = []
      let uses = (usesBySite[index] ?? []).filter { $0.usage != nil }
      for use in uses {
        guard let usage = use.usage else { continue }
        let subject = "\(use.kind == .warmup ? "warmed up as" : "applied with") .\(usage) here"
        if let reason = analysis.mismatchReason(declared: usage, subject: subject) {
          diagnostics.append(
            Diagnostic.registry(
              kind: .usageMismatch, function: name, file: use.location.file,
              position: use.location.position,
              message: "\(reason) (\(function.file):\(function.line))"))
        } else if !usages.contains(usage) {
          usages.append(usage)
        }
      }
      if uses.isEmpty, let implied = impliedUsage(analysis, arguments: site.arguments?.count) {
        usages = [implied]
      }
      for usage in usages {
        diagnostics += compare(site, with: analysis, usage: usage)
      }
    }
    return diagnostics.removingRepeats()
  }

  /// The usage a call site no modifier or warm-up reaches is checked against: the only one the
  /// signature fits, or among several (`colorEffect` or `shapeStyle`) the one whose argument
  /// count matches.
  static func impliedUsage(_ analysis: SignatureAnalysis, arguments: Int?) -> ShaderUsage? {
    let candidates = analysis.candidateUsages
    if let arguments, candidates.count > 1,
      let fit = candidates.first(where: { analysis.slots(for: $0).count == arguments })
    {
      return fit
    }
    return candidates.first
  }

  /// The arguments against the slots of `usage`.
  static func compare(_ site: ShaderCallSite, with analysis: SignatureAnalysis, usage: ShaderUsage)
    -> [Diagnostic]
  {
    guard let arguments = site.arguments, let name = site.function else { return [] }
    let function = analysis.function
    let slots = analysis.slots(for: usage)
    var diagnostics: [Diagnostic] = []
    for (index, (argument, slot)) in zip(arguments, slots).enumerated()
    where slot.kind != nil && !slot.accepts(argument.kind) {
      let parameter = slot.parameters[0]
      // Positions count from 1 in every command (docs/registry.md): the call's arguments, and
      // the Metal parameters of the whole signature, as `effectproof run` numbers them.
      let number = function.parameterNumber(of: parameter).map { "parameter \($0), " } ?? ""
      diagnostics.append(
        Diagnostic.registry(
          kind: .argumentTypeMismatch, function: name, file: argument.location.file,
          position: argument.location.position,
          message:
            "argument \(index + 1) is .\(argument.kind) (\(argument.kind.metalSpelling)), but '\(name)' takes '\(slot.spelling)' there (\(number)\(function.file):\(parameter.position.line))"
        ))
    }
    if arguments.count != slots.count {
      let expected = slots.map { $0.kind?.rawValue ?? "?" }.joined(separator: ", ")
      var message =
        "this call passes \(arguments.count) argument\(arguments.count == 1 ? "" : "s"), but '\(name)' takes \(slots.count) after its \(usage) parameters: [\(expected)] (\(function.file):\(function.line))"
      let defaulted = slots.dropFirst(arguments.count).flatMap(\.parameters).filter {
        $0.defaultValue != nil
      }
      if arguments.count < slots.count, !defaulted.isEmpty {
        message +=
          "; a Metal default value (\(defaulted.map(\.description).joined(separator: ", "))) does not stand in for an argument, because SwiftUI binds each parameter from the call"
      }
      diagnostics.append(
        Diagnostic.registry(
          kind: .argumentCountMismatch, function: name, file: site.callLocation.file,
          position: site.callLocation.position, message: message))
    }
    return diagnostics
  }
}
