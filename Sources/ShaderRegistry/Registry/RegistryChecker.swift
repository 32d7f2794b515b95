import LocatedJSON

/// Checks stitchable signatures on their own, and a warm-up registry against them.
///
/// Without a registry it reports what a signature alone shows: a pointer without its `int`
/// count (`missingCount`), a signature no usage fits (`usageMismatch`), a parameter no
/// `Shader.Argument` maps to, or a second image (`argumentTypeMismatch`). With a registry it
/// also reports, per warm-up: `missingFunction` (with the nearest declared name),
/// `usageMismatch`, `argumentCountMismatch` and `argumentTypeMismatch` (index, declared kind
/// and Metal parameters); per function, `unregisteredFunction`; and warm-ups listed twice
/// (`duplicateFunction`). A missing count is reported once, as itself: the arguments after it
/// are compared as the author meant them, not reported again as off by one.
public enum RegistryChecker {
  /// All diagnostics for `scan` and, when given, `registry`, sorted by file and position.
  /// The scan's own diagnostics are included.
  public static func check(_ registry: WarmupRegistry?, against scan: ScanResult)
    -> [RegistryDiagnostic]
  {
    var diagnostics = scan.diagnostics
    let warmupsByName = Dictionary(
      (registry?.warmups ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for function in scan.functions {
      let warmup = warmupsByName[function.name]
      diagnostics += check(function, against: warmup)
      if registry != nil && warmup == nil {
        diagnostics.append(
          diagnostic(
            .unregisteredFunction, function,
            "'\(function.name)' is [[ stitchable ]] but has no warm-up, so it compiles on first use"
          ))
      }
    }
    if let registry {
      diagnostics += registryOnly(registry, scan: scan)
    }
    return diagnostics.sorted(by: order)
  }

  // MARK: - One function

  static func check(_ function: StitchableFunction, against warmup: Warmup?) -> [RegistryDiagnostic]
  {
    var diagnostics: [RegistryDiagnostic] = []
    let analysis = SignatureAnalysis(function)
    if let warmup, let reason = analysis.mismatchReason(declared: warmup.usage) {
      diagnostics.append(diagnostic(.usageMismatch, function, reason))
    } else if warmup == nil, let reason = analysis.unusableReason {
      diagnostics.append(diagnostic(.usageMismatch, function, reason))
    }
    guard let usage = analysis.usage(declared: warmup?.usage) else { return diagnostics }
    let slots = analysis.slots(for: usage)
    diagnostics += slotProblems(slots, function: function, usage: usage)
    if let warmup, analysis.candidateUsages.contains(warmup.usage) {
      diagnostics += compare(warmup, with: slots, function: function, usage: usage)
    }
    return diagnostics
  }

  /// What the slots show without a registry: missing counts, unmapped parameters, two images.
  static func slotProblems(
    _ slots: [ArgumentSlot], function: StitchableFunction, usage: ShaderUsage
  ) -> [RegistryDiagnostic] {
    var diagnostics: [RegistryDiagnostic] = []
    var sawImage = false
    for (index, slot) in slots.enumerated() {
      let parameter = slot.parameters[0]
      if slot.isMissingCount, let kind = slot.kind {
        diagnostics.append(
          diagnostic(
            .missingCount, function,
            "'\(parameter)' (a \(kind)) is not followed by its int count; SwiftUI passes the count anyway, so every argument after it is off by one",
            at: parameter.position))
      } else if slot.kind == nil {
        diagnostics.append(
          diagnostic(
            .argumentTypeMismatch, function,
            "argument \(index) '\(slot.spelling)' has a type no Shader.Argument maps to (\(usage) arguments start at parameter \(usage.leadingParameterCount))",
            at: parameter.position))
      } else if slot.kind == .image {
        if sawImage {
          diagnostics.append(
            diagnostic(
              .argumentTypeMismatch, function,
              "argument \(index) '\(slot.spelling)' is a second image; a shader takes at most one",
              at: parameter.position))
        }
        sawImage = true
      }
    }
    return diagnostics
  }

  /// Declared kinds against slots, index by index, then the counts.
  static func compare(
    _ warmup: Warmup, with slots: [ArgumentSlot], function: StitchableFunction, usage: ShaderUsage
  ) -> [RegistryDiagnostic] {
    var diagnostics: [RegistryDiagnostic] = []
    for (index, (declared, slot)) in zip(warmup.arguments, slots).enumerated()
    where slot.kind != nil && !slot.accepts(declared) {
      diagnostics.append(
        diagnostic(
          .argumentTypeMismatch, function,
          "argument \(index) is registered as \(declared) (\(declared.metalSpelling)), but the Metal parameter is '\(slot.spelling)'",
          at: slot.parameters[0].position))
    }
    if warmup.arguments.count != slots.count {
      let expected = slots.map { $0.kind?.rawValue ?? "?" }.joined(separator: ", ")
      diagnostics.append(
        diagnostic(
          .argumentCountMismatch, function,
          "the warm-up passes \(warmup.arguments.count) argument\(warmup.arguments.count == 1 ? "" : "s") but '\(function.name)' takes \(slots.count) after its \(usage) parameters: [\(expected)]"
        ))
    }
    return diagnostics
  }

  // MARK: - Registry

  static func registryOnly(_ registry: WarmupRegistry, scan: ScanResult) -> [RegistryDiagnostic] {
    var diagnostics: [RegistryDiagnostic] = []
    var seen: [String: Warmup] = [:]
    let declared = scan.functions.map(\.name)
    let declaredSet = Set(declared)
    for warmup in registry.warmups {
      if let first = seen[warmup.name] {
        let firstPlace = first.origin.map { "\($0.path) (line \($0.position.line))" } ?? "earlier"
        diagnostics.append(
          diagnostic(
            .duplicateFunction, warmup,
            "'\(warmup.name)' is registered twice; first at \(firstPlace)"))
        continue
      }
      seen[warmup.name] = warmup
      guard !declaredSet.contains(warmup.name) else { continue }
      var message = "no Metal source declares a [[ stitchable ]] function named '\(warmup.name)'"
      if let near = NearestName.suggestion(for: warmup.name, among: declared) {
        message += "; did you mean '\(near)'?"
      }
      diagnostics.append(diagnostic(.missingFunction, warmup, message))
    }
    return diagnostics
  }

  // MARK: - Helpers

  static func diagnostic(
    _ kind: RegistryDiagnostic.Kind, _ function: StitchableFunction, _ message: String,
    at position: SourcePosition? = nil
  ) -> RegistryDiagnostic {
    RegistryDiagnostic(
      kind: kind, function: function.name, file: function.file,
      position: position ?? function.position, message: message)
  }

  static func diagnostic(
    _ kind: RegistryDiagnostic.Kind, _ warmup: Warmup, _ message: String
  ) -> RegistryDiagnostic {
    RegistryDiagnostic(
      kind: kind, function: warmup.name, file: warmup.origin?.file,
      position: warmup.origin?.position, message: message)
  }

  static func order(_ lhs: RegistryDiagnostic, _ rhs: RegistryDiagnostic) -> Bool {
    let left = (
      lhs.file ?? "", lhs.position?.line ?? 0, lhs.position?.column ?? 0, lhs.kind.rawValue
    )
    let right = (
      rhs.file ?? "", rhs.position?.line ?? 0, rhs.position?.column ?? 0, rhs.kind.rawValue
    )
    return left < right
  }
}
