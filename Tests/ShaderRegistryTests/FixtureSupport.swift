import Foundation
import ShaderRegistry

/// Paths into the repository's `Fixtures/` folder, found from this file's location.
enum FixturePaths {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures").path
  }()

  static func path(_ relative: String) -> String { root + "/" + relative }
}

extension ScanResult {
  /// `name → (file name, line)` for quick assertions.
  var summary: [String: String] {
    Dictionary(
      uniqueKeysWithValues: functions.map { function in
        (function.name, "\((function.file as NSString).lastPathComponent):\(function.line)")
      })
  }
}
