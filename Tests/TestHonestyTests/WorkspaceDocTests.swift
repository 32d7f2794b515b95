import Foundation
import Testing

/// docs/architecture.md's "The workspace" draws the data path of `check` with the types that
/// carry it. Every type (or module) the section names must exist, and every `Type.member` it
/// calls must be declared, so the drawing cannot outlive a rename.
@Suite struct WorkspaceDocTests {
  static let root = MutationListTests.root

  /// The section's text, from its heading to the next.
  static func section() throws -> String {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    let start = try #require(text.range(of: "## The workspace\n"))
    let rest = text[start.upperBound...]
    return String(rest.prefix(upTo: rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex))
  }

  /// The names the section uses: CamelCase words and members inside its code block, and
  /// backticked spans that are a name (`Workspace`, `Workspace.open`), never a path or a
  /// command.
  static func names(in section: String) -> Set<String> {
    var spans: [Substring] = []
    let parts = section.components(separatedBy: "```")
    for (index, part) in parts.enumerated() {
      if index % 2 == 1 {
        // In the drawing, a name is CamelCase or a member (`CheckRunner`, `Workspace.open`);
        // a plain capitalised word is English ("the Swift").
        spans += part.split(whereSeparator: { !($0.isLetter || $0 == ".") }).filter { word in
          word.contains(".") || word.filter(\.isUppercase).count >= 2
        }
      } else {
        let ticked = part.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
        spans += ticked.map { Substring($0.element) }
      }
    }
    var names: Set<String> = []
    for span in spans {
      let name = span.hasSuffix(".") ? span.dropLast() : span
      guard let first = name.first, first.isUppercase,
        name.allSatisfy({ $0.isLetter || $0 == "." })
      else { continue }
      names.insert(String(name))
    }
    return names
  }

  /// Every Swift file's text under `Sources/` and `Tests/`.
  static let swiftText: String = {
    var text = ""
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let walk = FileManager.default.enumerator(atPath: base.path)
      while let path = walk?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        text +=
          (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""
      }
    }
    return text
  }()

  /// Why `name` (`Type` or `Type.member`) is not declared, or nil.
  static func problem(_ name: String, modules: [String]) -> String? {
    let parts = name.split(separator: ".")
    let type = String(parts[0])
    let kinds = ["struct", "class", "enum", "protocol", "final class"]
    let declared =
      modules.contains(type)
      || kinds.contains {
        swiftText.contains("\($0) \(type):") || swiftText.contains("\($0) \(type) ")
      }
    guard declared else { return "\(type) is declared nowhere" }
    if parts.count == 2, !swiftText.contains("func \(parts[1])("),
      !swiftText.contains("var \(parts[1]):")
    {
      return "\(name): no member \(parts[1]) is declared"
    }
    return nil
  }

  @Test func everyNameTheDataPathUsesIsDeclared() throws {
    let modules = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Sources").path)
    let names = Self.names(in: try Self.section())
    // The drawing names the workspace, its parts and the consumers.
    for expected in [
      "Workspace", "Workspace.open", "CompiledShaderLibrary", "ResolvedShaderEntry",
      "AppSwiftReading", "ProofCatalogue.selection", "ReportFigures.figures",
    ] {
      #expect(names.contains(expected), "the section does not name \(expected)")
    }
    let problems = names.sorted().compactMap { Self.problem($0, modules: modules) }
    #expect(problems.isEmpty, "\(problems)")
  }

  /// A renamed type or member in the drawing is caught.
  @Test func aNameThatIsNotDeclaredIsCaught() throws {
    let modules = ["EffectProof"]
    #expect(Self.problem("WorkspaceOfOld", modules: modules) != nil)
    #expect(Self.problem("Workspace.reopen", modules: modules) != nil)
    #expect(Self.problem("Workspace.open", modules: modules) == nil)
    #expect(
      Self.names(in: "x\n```\nFoo.bar → BazQux, the Swift\n```\n`Qux` and `path/To` and `check`\n")
        == ["Foo.bar", "BazQux", "Qux"])
  }
}
