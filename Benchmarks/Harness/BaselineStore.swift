import Foundation

/// Named baselines: `DIRECTORY/NAME.json` holds a ``BenchmarkRun`` and
/// `DIRECTORY/thresholds.json` the ``Thresholds``.
public struct BaselineStore: Sendable {
  /// The directory, `Benchmarks/Baselines` in this repository.
  public var directory: URL

  /// A store in `directory`.
  public init(directory: URL) { self.directory = directory }

  /// The file of baseline `name`.
  public func url(for name: String) -> URL {
    directory.appendingPathComponent(name + ".json")
  }

  /// Writes `run` as baseline `name` (temporary file, then rename).
  public func save(_ run: BenchmarkRun, as name: String) throws {
    try validate(name)
    try JSONReporter.writeAtomically(JSONReporter.encode(run), to: url(for: name))
  }

  /// Reads baseline `name`.
  public func load(_ name: String) throws -> BenchmarkRun {
    try validate(name)
    let file = url(for: name)
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw BaselineError(description: "no baseline \"\(name)\" at \(file.path)")
    }
    return try JSONReporter.decoder().decode(BenchmarkRun.self, from: Data(contentsOf: file))
  }

  /// The thresholds, or the defaults when the directory has no thresholds.json.
  public func thresholds() throws -> Thresholds {
    try Thresholds.load(directory.appendingPathComponent("thresholds.json"))
  }

  private func validate(_ name: String) throws {
    let allowed = name.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    guard !name.isEmpty, allowed, !name.hasPrefix("."), name != "thresholds" else {
      throw BaselineError(
        description: "baseline name \"\(name)\" must be letters, digits, - _ . "
          + "(not starting with a dot, not \"thresholds\")")
    }
  }
}

/// A baseline that cannot be read or written.
public struct BaselineError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public var description: String
}
