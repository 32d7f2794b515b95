import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
public final class TemporaryFolder {
  /// The folder's absolute path.
  public let path: String

  /// Creates the folder.
  public init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("EffectProofTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The absolute path of `relative` inside the folder.
  public func url(_ relative: String) -> String {
    (path as NSString).appendingPathComponent(relative)
  }

  /// Writes `contents` to `relative` (creating intermediate folders) and returns its path.
  @discardableResult
  public func write(_ relative: String, _ contents: String) throws -> String {
    let target = url(relative)
    let folder = (target as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: target))
    return target
  }

  /// Creates the folder `relative` and returns its path.
  @discardableResult
  public func makeFolder(_ relative: String) throws -> String {
    let target = url(relative)
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    return target
  }

  /// The names in the folder (or in `relative` inside it), sorted.
  public func contents(_ relative: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : url(relative))
      .sorted()
  }
}
