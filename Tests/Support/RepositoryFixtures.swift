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
