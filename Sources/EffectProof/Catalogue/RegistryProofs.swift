import EffectProofBase
import Foundation
import ProofEngine
import ShaderRegistry

/// The `registry.*` proofs: the Metal sources and the warm-up registry agree.
///
/// `compile(as:)` throws for a misspelt name ("Unknown Metal function") and for the wrong usage,
/// but compiles a wrong argument list cleanly; these proofs check all three, plus that every
/// stitchable function is warmed up, on any machine and without a GPU.
public enum RegistryProofs {
  /// One proof: its id, the fact it encodes, the diagnostic kinds that fail it, and what it
  /// needs to run.
  struct Definition {
    /// What a proof needs beyond the Metal scan.
    enum Needs {
      /// Nothing: it always runs.
      case scan
      /// A registry, written or derived from Swift warm-ups; skipped (with a warning) without.
      case registry
      /// The config's Swift: the proof exists only when the config names `swift`.
      case swift
    }

    let id: String
    let fact: String
    let kinds: Set<RegistryDiagnosticKind>
    var needs = Needs.scan
  }

  static let definitions: [Definition] = [
    Definition(
      id: "registry.sourcesParse",
      fact: "Every Metal source lexes and parses, so no stitchable function hides from the scan.",
      kinds: [.parseError]),
    Definition(
      id: "registry.uniqueNames",
      fact:
        "ShaderLibrary looks functions up by name, so each name is declared and registered once.",
      kinds: [.duplicateFunction]),
    Definition(
      id: "registry.callSitesFollowed",
      fact:
        "Every shader call site, modifier and warm-up in the app's Swift is static, so each is checked.",
      kinds: [.unresolvedCallSite], needs: .swift),
    Definition(
      id: "registry.buildMembership",
      fact:
        "Each shader call finds its function in a .metal file its target builds into the library it reads; a missing one renders black, with no error.",
      kinds: [.buildMembership], needs: .swift),
    Definition(
      id: "registry.availability",
      fact:
        "No shader API (ShaderLibrary, Shader, .colorEffect, .distortionEffect, .layerEffect) is used below its first OS version without #available or @available.",
      kinds: [.availability], needs: .swift),
    Definition(
      id: "registry.warmupsResolve",
      fact:
        "Every warm-up names a declared function; compile(as:) throws 'Unknown Metal function' otherwise.",
      kinds: [.missingFunction], needs: .registry),
    Definition(
      id: "registry.everyFunctionWarmedUp",
      fact: "Every [[ stitchable ]] function has a warm-up, so none compiles on first use.",
      kinds: [.unregisteredFunction], needs: .registry),
    Definition(
      id: "registry.usage",
      fact: "Each warm-up's usage fits its signature; compile(as:) rejects a wrong usage.",
      kinds: [.usageMismatch]),
    Definition(
      id: "registry.arguments",
      fact:
        "Each argument list matches its Metal parameters; compile(as:) never checks argument lists.",
      kinds: [.argumentCountMismatch, .argumentTypeMismatch, .missingCount]),
  ]

  /// The proofs of `config`, in a workspace of its own that reads no Swift.
  public static func run(_ config: EffectProofConfig) -> [ProofResult] {
    run(Workspace(config: config))
  }

  /// Checks the workspace's scan against its registry and its Swift, as proofs.
  public static func run(_ workspace: Workspace) -> [ProofResult] {
    let started = Date()
    let config = workspace.config
    let scan = workspace.scan
    let swift = workspace.swift
    var diagnostics = RegistryChecker.check(config.registry, swift: swift, against: scan)
    if workspace.namesSwift && swift == nil {
      diagnostics.append(
        Diagnostic.registry(
          kind: .parseError, file: config.file,
          message:
            "the config names Swift sources (swift), but they were not read: run the proofs through effectproof check, or open the Workspace with a Swift reader"
        ))
    }
    if let swift {
      if let builds = workspace.builds {
        diagnostics += BuildMembershipChecker.check(swift, scan: scan, survey: builds)
        diagnostics += ShaderAvailabilityChecker.check(swift, survey: builds)
      } else {
        for kind in [RegistryDiagnosticKind.buildMembership, .availability] {
          diagnostics.append(
            Diagnostic.registry(
              severity: .warning, kind: kind, file: config.file,
              message:
                "the app's build files (Package.swift, project.pbxproj) were not read: run the proofs through effectproof check, or open the Workspace with a Swift reader"
            ))
        }
      }
    }
    let elapsed = Date().timeIntervalSince(started)
    return results(
      scan: scan, registry: config.registry, swift: swift, diagnostics: diagnostics,
      expectedFunctionCount: config.expectedFunctionCount, durationSeconds: elapsed)
  }

  /// Turns a scan and its diagnostics into proofs. The time is split evenly across them.
  public static func results(
    scan: ScanResult, registry: WarmupRegistry?, swift: SwiftShaderModel? = nil,
    diagnostics: [Diagnostic], expectedFunctionCount: Int? = nil,
    durationSeconds: Double = 0
  ) -> [ProofResult] {
    // With Swift and no registry file, the Swift's warm-ups are the registry.
    let derived = swift.flatMap { $0.hasWarmups ? WarmupRegistry(derivedFrom: $0) : nil }
    let registry = registry ?? derived
    let warmupCount = registry?.warmups.count ?? 0
    var results: [ProofResult] = []
    for definition in definitions where definition.needs != .swift || swift != nil {
      let cases: Int =
        switch definition.id {
        case "registry.sourcesParse": scan.files.count
        case "registry.uniqueNames": scan.functions.count + warmupCount
        case "registry.callSitesFollowed": (swift?.callSites.count ?? 0) + (swift?.uses.count ?? 0)
        case "registry.warmupsResolve": warmupCount
        case "registry.buildMembership": swift?.callSites.filter { $0.function != nil }.count ?? 0
        case "registry.availability":
          (swift?.callSites.count ?? 0) + (swift?.uses.filter { $0.kind != .warmup }.count ?? 0)
        default: scan.functions.count
        }
      let skipped = definition.needs == .registry && registry == nil
      var findings =
        skipped
        ? [
          ProofFinding(
            severity: .warning, kind: .skipped,
            message: "no registry in the config, and no warm-up in its Swift")
        ]
        : diagnostics.filter { $0.registryKind.map(definition.kinds.contains) == true }.map(finding)
      // Nothing to read is never a pass: the sources or the Swift moved, or a path is wrong.
      if definition.id == "registry.sourcesParse", scan.files.isEmpty {
        findings.append(
          ProofFinding(
            kind: .discarded,
            message:
              "nothing to check: the config's shaders hold no .metal file; point \"shaders\" at the app's Metal sources"
          ))
      }
      if definition.id == "registry.callSitesFollowed", cases == 0 {
        // Sites the reader could not follow are not "no call site": name them instead.
        let unfollowed = diagnostics.filter { $0.registryKind == .unresolvedCallSite }
        let places = unfollowed.prefix(5).map { diagnostic in
          "\(((diagnostic.file ?? "?") as NSString).lastPathComponent):\(diagnostic.position?.line ?? 0)"
        }
        findings.append(
          ProofFinding(
            kind: .discarded,
            message: unfollowed.isEmpty
              ? "nothing to check: the app's Swift (\(swift?.files.count ?? 0) .swift files) holds no shader call site, modifier or warm-up; point \"swift\" at the app's sources"
              : "nothing to check: the reader followed no shader call site in the app's Swift, but could not follow \(unfollowed.count) (\(places.joined(separator: ", "))\(unfollowed.count > 5 ? ", …" : "")); see the unresolvedCallSite warnings"
          ))
      }
      let readsBuild = ["registry.buildMembership", "registry.availability"].contains(definition.id)
      if readsBuild, cases == 0 {
        findings.append(
          ProofFinding(
            kind: .discarded,
            message:
              "nothing to check: the reader followed no shader call site in the app's Swift, so no call's \(definition.id == "registry.availability" ? "availability" : "library") is checked; see registry.callSitesFollowed"
          ))
      }
      // Any other check with nothing to check is not a pass either: no function to hold to
      // its rules, no warm-up to resolve.
      if cases == 0, !skipped, !readsBuild,
        !findings.contains(where: { $0.severity == .error })
      {
        findings.append(
          ProofFinding(
            kind: .discarded,
            message: definition.id == "registry.warmupsResolve"
              ? "nothing to check: the registry lists no warm-up"
              : "nothing to check: the config's shaders declare no [[ stitchable ]] function"))
      }
      results.append(
        ProofResult(
          id: definition.id, fact: definition.fact, cases: cases, findings: findings,
          wasSkipped: skipped))
    }
    if let expected = expectedFunctionCount {
      let found = scan.functions.count
      let findings =
        found == expected
        ? []
        : [
          ProofFinding(
            kind: .functionCount,
            message:
              "expected \(expected) stitchable functions, found \(found): \(scan.functions.map(\.name).sorted().joined(separator: ", "))"
          )
        ]
      results.append(
        ProofResult(
          id: "registry.functionCount",
          fact: functionCountFact(expected), cases: 1, findings: findings))
    }
    let share = results.isEmpty ? 0 : durationSeconds / Double(results.count)
    return results.map { result in
      var timed = result
      timed.durationSeconds = share
      return timed
    }
  }

  static func functionCountFact(_ expected: Int) -> String {
    "The sources declare exactly the \(expected) stitchable function\(expected == 1 ? "" : "s") the config's expectedFunctionCount pins."
  }

  static func finding(_ diagnostic: Diagnostic) -> ProofFinding {
    ProofFinding(diagnostic)
  }
}
