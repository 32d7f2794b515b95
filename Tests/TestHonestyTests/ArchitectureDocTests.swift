import Foundation
import Testing

/// `docs/architecture.md` lists the module graph one arrow per line (`` `A → B` ``); it must be
/// exactly the dependencies `Package.swift` declares between the library and executable
/// targets under `Sources/`, so the picture cannot drift from the package.
@Suite struct ArchitectureDocTests {
  static let root = MutationListTests.root

  /// The `A → B` arrows in the doc.
  static func documentedArrows() throws -> Set<String> {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    var arrows: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("- `") {
      let body = line.dropFirst(3).prefix { $0 != "`" }
      let parts = body.components(separatedBy: " → ")
      if parts.count == 2 { arrows.insert("\(parts[0]) → \(parts[1])") }
    }
    return arrows
  }

  /// `A → B` for every target A with a folder under `Sources/` and every B in its
  /// `dependencies`, read from `Package.swift`'s text.
  static func packageArrows() throws -> Set<String> {
    let text = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Sources").path)
    var arrows: Set<String> = []
    // Each target call: `name: "X"` then, before the next `name:`, `dependencies: [ … ]`.
    let calls = text.components(separatedBy: "name: \"").dropFirst()
    for call in calls {
      let name = String(call.prefix { $0 != "\"" })
      guard sources.contains(name), let start = call.range(of: "dependencies: [") else {
        continue
      }
      let list = call[start.upperBound...].prefix { $0 != "]" }
      for dependency in list.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      where dependency.offset % 2 == 1 {
        arrows.insert("\(name) → \(dependency.element)")
      }
    }
    return arrows
  }

  @Test func theGraphMatchesPackageSwift() throws {
    let documented = try Self.documentedArrows()
    let declared = try Self.packageArrows()
    #expect(!declared.isEmpty)
    #expect(
      documented.subtracting(declared).isEmpty,
      "in docs/architecture.md, not in Package.swift: \(documented.subtracting(declared).sorted())")
    #expect(
      declared.subtracting(documented).isEmpty,
      "in Package.swift, not in docs/architecture.md: \(declared.subtracting(documented).sorted())")
  }

  /// A planted extra arrow is caught, so the comparison can fail.
  @Test func anArrowMissingFromTheDocIsCaught() throws {
    let declared = try Self.packageArrows()
    let documented = try Self.documentedArrows()
    #expect(declared.contains("EffectProofTesting → ProofEngine"))
    #expect(!documented.union(["EffectMath → GSL"]).subtracting(declared).isEmpty)
  }
}
