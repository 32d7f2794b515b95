import EffectProofBase
import Foundation
import ProofEngine
import ShaderRegistry

/// An entry that names a `site` proves that modifier with the entry's argument domains; a
/// literal the site passes outside them (`.float(12)` against `{"values": [8]}`) is a value the
/// app draws with that no run tests. Each is a failing finding of `shader.<entry>.compiles`, at
/// the literal's Swift line (docs/shader-proofs.md, "One proof per site").
///
/// ```
/// fixed [v…]        covers the literal when every component equals it (to 10⁻⁹, relative)
/// range [lo, hi]    when every component lies in lo…hi (the same slack)
/// values [[v…], …]  when one of them equals it
/// viewSize, boundingRect, arrays, data, images     not compared: their literals are not values
/// ```
///
/// A literal with another number of components than the domain (a reader's partial read) is
/// not compared. Entries without a `site` are not checked: their arguments cover every site.
enum ShaderSiteLiterals {
  /// The findings for `entry`: nothing without a site, a Swift model or literals.
  static func findings(
    entry: ShaderProofEntry, swift: SwiftShaderModel?, literals: SiteArgumentLiterals?
  ) -> [ProofFinding] {
    guard let site = entry.site, let swift, let literals else { return [] }
    var findings: [ProofFinding] = []
    let uses = swift.uses.filter { use in
      use.kind == .modifier && site.names(use)
        && use.callSites.contains { swift.callSites[$0].function == entry.function }
    }
    var seen: Set<FileLocation> = []
    for use in uses {
      for index in use.callSites
      where swift.callSites[index].function == entry.function && index < literals.callSites.count {
        for (slot, found) in literals.callSites[index].enumerated()
        where slot < entry.arguments.count {
          let argument = entry.arguments[slot]
          for literal in found where !covers(argument.values, literal.numbers) {
            guard seen.insert(literal.location).inserted else { continue }
            findings.append(finding(entry, site, argument, literal))
          }
        }
      }
    }
    return findings
  }

  /// Whether `values` holds `numbers` (true when they cannot be compared).
  static func covers(_ values: ShaderArgumentValues, _ numbers: [Double]) -> Bool {
    switch values {
    case .fixed(let fixed):
      guard fixed.count == numbers.count else { return true }
      return zip(fixed, numbers).allSatisfy { near($0, $1) }
    case .range(let lower, let upper):
      guard lower.count == numbers.count else { return true }
      return numbers.indices.allSatisfy { lane in
        let n = numbers[lane]
        return (n >= lower[lane] && n <= upper[lane]) || near(n, lower[lane])
          || near(n, upper[lane])
      }
    case .values(let list):
      guard let first = list.first, first.count == numbers.count else { return true }
      return list.contains { zip($0, numbers).allSatisfy { near($0, $1) } }
    default:
      return true
    }
  }

  /// Equal to 10⁻⁹ of the larger magnitude (at least 1): a literal written `0.1` and the
  /// config's `0.1` read by two parsers.
  static func near(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  static func finding(
    _ entry: ShaderProofEntry, _ site: ShaderSiteReference, _ argument: ShaderArgument,
    _ literal: SiteArgumentLiterals.Literal
  ) -> ProofFinding {
    ProofFinding(
      kind: ShaderFindingKind.literalOutsideDomain.finding,
      message:
        "the site \(site) passes \(argument.name) = \(ShaderFacts.vector(literal.numbers)) here, outside the entry's domain \(describe(argument.values)) (\(entry.path).arguments.\(argument.name)): the app's value is never tested; add it to the domain",
      file: literal.location.file, line: literal.location.positionOrStart.line,
      column: literal.location.positionOrStart.column)
  }

  static func describe(_ values: ShaderArgumentValues) -> String {
    switch values {
    case .fixed(let v): return "fixed at \(ShaderFacts.vector(v))"
    case .range(let lower, let upper):
      return "range \(ShaderFacts.vector(lower))…\(ShaderFacts.vector(upper))"
    case .values(let list):
      return "values [" + list.map(ShaderFacts.vector).joined(separator: ", ") + "]"
    default: return "\(values)"
    }
  }
}
