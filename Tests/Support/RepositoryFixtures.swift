import Foundation

/// Paths into the repository's `Fixtures/` folder, found from this file's location.
public enum RepositoryFixtures {
  /// The absolute path of `Fixtures/`.
  public static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures").path
  }()

  /// The absolute path of `relative` inside `Fixtures/`.
  public static func path(_ relative: String) -> String { root + "/" + relative }

  /// The seeded Metal problems: the `*.metal` files directly in `Fixtures/Broken`, sorted by
  /// path. (`Fixtures/Broken/Swift` holds the Swift-side fixtures, with Metal of their own.)
  public static var brokenMetalFiles: [String] {
    let folder = path("Broken")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".metal") }.sorted().map { folder + "/" + $0 }
  }
}

extension RepositoryFixtures {
  /// The diagnostics table of a Broken fixture README, one `kind function file:line:column
  /// severity` string per row (rows marked `(none)` left out), from
  /// `| \`File\` | kind | \`function\` | line:column | severity |` rows.
  public static func readmeDiagnosticRows(_ readme: String) throws -> [String] {
    let text = try String(contentsOfFile: readme, encoding: .utf8)
    var rows: [String] = []
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
      }
      guard cells.count >= 5, cells[1] != "(none)" else { continue }
      rows.append("\(cells[1]) \(cells[2]) \(cells[0]):\(cells[3]) \(cells[4])")
    }
    return rows
  }
}
