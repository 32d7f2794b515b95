import Foundation

/// Where a golden file lives: a path, usually found by name under the repository's
/// `Fixtures/Golden/` folder.
///
/// ```swift
/// let location = try GoldenLocation.fixture("curl.hit")   // <repo>/Fixtures/Golden/curl.hit.json
/// ```
///
/// Names may contain `/` to reach subfolders (`"Broken/wrong-type"`), but never an empty,
/// `.` or `..` component, a component starting with `.`, a leading `/`, a backslash or a NUL:
/// those throw ``GoldenError`` `.invalidName` so a name can never leave the golden folder.
public struct GoldenLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The golden file's path.
  public var path: String

  /// A location at an explicit path (absolute, or relative to the current directory).
  public init(path: String) {
    self.path = path
  }

  /// The file name without its `.json` extension, e.g. `"curl.hit"`.
  public var name: String {
    let file = URL(fileURLWithPath: path).lastPathComponent
    return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }

  /// The path.
  public var description: String { path }

  /// `<directory>/<name>.json`.
  ///
  /// - Throws: ``GoldenError`` `.invalidName` (see the type's documentation).
  public static func named(_ name: String, in directory: String) throws(GoldenError) -> Self {
    try validate(name: name)
    return GoldenLocation(
      path: URL(fileURLWithPath: directory, isDirectory: true)
        .appendingPathComponent(name + ".json").path)
  }

  /// `<repo>/Fixtures/Golden/<name>.json`, where `<repo>` is the nearest folder above
  /// `filePath` that contains a `Fixtures` folder.
  ///
  /// - Parameter filePath: The calling source file; leave the default `#filePath`.
  /// - Throws: ``GoldenError`` `.fixturesNotFound` or `.invalidName`.
  public static func fixture(
    _ name: String, filePath: String = #filePath
  ) throws(GoldenError) -> Self {
    try named(name, in: try fixturesFolder(above: filePath) + "/Golden")
  }

  /// The nearest `Fixtures` folder above `filePath` (the file's own folder first, then each
  /// parent up to the root).
  ///
  /// - Throws: ``GoldenError`` `.fixturesNotFound` naming `filePath`.
  public static func fixturesFolder(above filePath: String) throws(GoldenError) -> String {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent("Fixtures")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return candidate.path
      }
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      if parent.path == folder.path { break }
      folder = parent
    }
    throw GoldenError(
      kind: .fixturesNotFound, file: filePath,
      message: "no folder named Fixtures in any folder above this file")
  }

  private static func validate(name: String) throws(GoldenError) {
    func invalid(_ reason: String) -> GoldenError {
      GoldenError(kind: .invalidName, message: "invalid golden name \"\(name)\": \(reason)")
    }
    guard !name.isEmpty else { throw invalid("it is empty") }
    guard !name.hasPrefix("/") else { throw invalid("it must be relative, not start with /") }
    guard !name.contains("\\"), !name.contains("\0") else {
      throw invalid("it contains a backslash or a NUL character")
    }
    for component in name.split(separator: "/", omittingEmptySubsequences: false) {
      guard !component.isEmpty else { throw invalid("it has an empty path component") }
      guard !component.hasPrefix(".") else {
        throw invalid("a path component starts with \".\" (hidden files, . and .. are refused)")
      }
    }
  }
}
