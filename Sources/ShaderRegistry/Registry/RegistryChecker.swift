import EffectProofBase
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
    -> [Diagnostic]
  {
    check(registry, swift: nil, against: scan)
  }

  /// All diagnostics for `scan`, the app's Swift (`swift`) and a hand-written `registry`, sorted
  /// by file and position. The scan's and the Swift model's own diagnostics are included.
  ///
  /// With Swift and no registry, the Swift is the registry: its call sites, modifiers and
  /// warm-ups are checked where they are written (``SwiftCallSiteChecker``), and when it warms
  /// anything up, every stitchable function it does not warm up is `unregisteredFunction`. With
  /// both, the registry is checked against the Metal (as with no Swift) and against the
  /// Swift's warm-ups.
  public static func check(
    _ registry: WarmupRegistry?, swift: SwiftShaderModel?, against scan: ScanResult
  ) -> [Diagnostic] {
    guard let swift else { return registryCheck(registry, against: scan) }
    var diagnostics = swift.diagnostics + SwiftCallSiteChecker.check(swift, against: scan)
    let derived = WarmupRegistry(derivedFrom: swift)
    if let registry {
      diagnostics += registryCheck(registry, against: scan)
      diagnostics += crossCheck(registry, against: derived, swift: swift)
    } else {
      diagnostics += scan.diagnostics
      let warmed = swift.warmedUpFunctions
      for function in scan.functions {
        diagnostics += check(function, against: nil)
        if swift.hasWarmups, !warmed.contains(function.name) {
          diagnostics.append(missingWarmup(function, swift: swift))
        }
      }
    }
    return diagnostics.sorted(by: order)
  }

  /// The hand-written registry against the warm-ups the Swift performs.
  static func crossCheck(
    _ registry: WarmupRegistry, against derived: WarmupRegistry, swift: SwiftShaderModel
  )
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    let fromSwift = Dictionary(
      derived.warmups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let listed = Set(registry.warmups.map(\.name))
    let warmed = swift.warmedUpFunctions
    for warmup in registry.warmups {
      guard let actual = fromSwift[warmup.name] else {
        if swift.hasWarmups && !warmed.contains(warmup.name) {
          diagnostics.append(
            diagnostic(
              .unregisteredFunction, warmup,
              "the registry lists '\(warmup.name)', but the app's Swift never warms it up"))
        }
        continue
      }
      let place = actual.origin.map { "\($0.file ?? "?"):\($0.position)" } ?? "the Swift"
      if actual.usage != warmup.usage {
        diagnostics.append(
          diagnostic(
            .usageMismatch, warmup,
            "the registry says .\(warmup.usage), but the Swift warms '\(warmup.name)' up as .\(actual.usage) at \(place)"
          ))
      }
      if actual.arguments.count != warmup.arguments.count {
        diagnostics.append(
          diagnostic(
            .argumentCountMismatch, warmup,
            "the registry lists \(warmup.arguments.count) arguments for '\(warmup.name)', but the Swift passes \(actual.arguments.count) (\(place))"
          ))
      } else if actual.arguments != warmup.arguments {
        let index =
          zip(actual.arguments, warmup.arguments).enumerated().first {
            $0.element.0 != $0.element.1
          }?.offset ?? 0
        diagnostics.append(
          diagnostic(
            .argumentTypeMismatch, warmup,
            "the registry lists argument \(index + 1) of '\(warmup.name)' as \(warmup.arguments[index]), but the Swift passes .\(actual.arguments[index]) (\(place))"
          ))
      }
    }
    for warmup in derived.warmups where !listed.contains(warmup.name) {
      diagnostics.append(
        diagnostic(
          .unregisteredFunction, warmup,
          "the app's Swift warms up '\(warmup.name)', but the registry does not list it"))
    }
    return diagnostics
  }

  /// The registry against the scan alone: the check before Swift was read.
  static func registryCheck(_ registry: WarmupRegistry?, against scan: ScanResult)
    -> [Diagnostic]
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

  static func check(_ function: StitchableFunction, against warmup: Warmup?) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let analysis = SignatureAnalysis(function)
    // An unread signature (a macro the scanner cannot expand) is not wrong, only unknown: the
    // scan already warns at the macro.
    guard !analysis.isUnread else { return [] }
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
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
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
            "argument \(index + 1) '\(slot.spelling)' has a type no Shader.Argument maps to (\(usage) arguments start at parameter \(usage.leadingParameterCount + 1))",
            at: parameter.position))
      } else if slot.kind == .image {
        if sawImage {
          diagnostics.append(
            diagnostic(
              .argumentTypeMismatch, function,
              "argument \(index + 1) '\(slot.spelling)' is a second image; a shader takes at most one",
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
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for (index, (declared, slot)) in zip(warmup.arguments, slots).enumerated()
    where slot.kind != nil && !slot.accepts(declared) {
      let parameter = function.parameterNumber(of: slot.parameters[0]).map { " \($0)" } ?? ""
      diagnostics.append(
        diagnostic(
          .argumentTypeMismatch, function,
          "argument \(index + 1) is registered as \(declared) (\(declared.metalSpelling)), but Metal parameter\(parameter) is '\(slot.spelling)'",
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

  static func registryOnly(_ registry: WarmupRegistry, scan: ScanResult) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
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
    _ kind: RegistryDiagnosticKind, _ function: StitchableFunction, _ message: String,
    at position: SourcePosition? = nil
  ) -> Diagnostic {
    Diagnostic.registry(
      kind: kind, function: function.name, file: function.file,
      position: position ?? function.position, message: message)
  }

  static func diagnostic(
    _ kind: RegistryDiagnosticKind, _ warmup: Warmup, _ message: String
  ) -> Diagnostic {
    Diagnostic.registry(
      kind: kind, function: warmup.name, file: warmup.origin?.file,
      position: warmup.origin?.position, message: message)
  }

  static func order(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    let left = (
      lhs.file ?? "", lhs.position?.line ?? 0, lhs.position?.column ?? 0, lhs.id.name
    )
    let right = (
      rhs.file ?? "", rhs.position?.line ?? 0, rhs.position?.column ?? 0, rhs.id.name
    )
    return left < right
  }
}
