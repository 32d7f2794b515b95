import Foundation
import Testing

/// Paths into the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures").path
  }()

  static func path(_ relative: String) -> String { root + "/" + relative }

  static var tableReadyConfig: String { path("TableReady/effectproof.json") }
  static var tableReadyShaders: String { path("TableReady/Shaders") }
}

/// A fresh folder under the system's temporary directory, removed when the value is released.
final class TemporaryFolder {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("EffectProofTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The absolute path of `relative` inside the folder.
  func url(_ relative: String) -> String {
    (path as NSString).appendingPathComponent(relative)
  }

  /// Writes `contents` to `relative` (creating intermediate folders) and returns its path.
  @discardableResult
  func write(_ relative: String, _ contents: String) throws -> String {
    let target = url(relative)
    let folder = (target as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: target))
    return target
  }

  /// Creates the folder `relative` and returns its path.
  @discardableResult
  func makeFolder(_ relative: String) throws -> String {
    let target = url(relative)
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    return target
  }
}

/// Small, valid Metal sources for building broken inputs.
enum MetalSnippets {
  /// A colour effect taking `float amount`: `half4 name(float2 position, half4 color, float)`.
  static func colorEffect(_ name: String) -> String {
    """
    #include <metal_stdlib>
    using namespace metal;

    [[ stitchable ]] half4 \(name)(float2 position, half4 color, float amount) {
        return color * half(amount);
    }

    """
  }

  /// A warm-up entry for ``colorEffect(_:)``.
  static func colorEffectWarmup(_ name: String) -> String {
    "{\"name\": \"\(name)\", \"usage\": \"colorEffect\", \"arguments\": [\"float\"]}"
  }
}
