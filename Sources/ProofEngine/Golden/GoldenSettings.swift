import Foundation

/// The record mode, CI flag and artifacts folder a golden check uses, resolved from an
/// argument, an environment and a current directory (all injectable, so tests never depend on
/// the real process environment).
///
/// ```
/// recordMode         = argument ?? EFFECTPROOF_RECORD ?? .missing
/// isCI               = CI is set to a non-empty value
/// artifactsDirectory = EFFECTPROOF_ARTIFACTS ?? ".build/effectproof-artifacts",
///                      relative paths resolved against currentDirectory
/// ```
///
/// Edge cases: an empty `EFFECTPROOF_RECORD` counts as unset; a value that names no mode
/// (e.g. `"yes"`) is not guessed at: the mode becomes ``GoldenRecordMode/never`` and
/// ``invalidRecordValue`` holds the value, which the check reports as a failure. An empty
/// `EFFECTPROOF_ARTIFACTS` counts as unset; `~` is not expanded.
public struct GoldenSettings: Sendable, Hashable {
  /// `EFFECTPROOF_RECORD`: `never`, `missing`, `failed` or `all`.
  public static let recordVariable = "EFFECTPROOF_RECORD"
  /// `EFFECTPROOF_ARTIFACTS`: the folder where actual values are written on a mismatch.
  public static let artifactsVariable = "EFFECTPROOF_ARTIFACTS"
  /// `CI`: when set to anything non-empty, golden files are never written.
  public static let ciVariable = "CI"
  /// The artifacts folder when `EFFECTPROOF_ARTIFACTS` is unset, relative to the current
  /// directory.
  public static let defaultArtifactsDirectory = ".build/effectproof-artifacts"

  /// The mode in force.
  public var recordMode: GoldenRecordMode
  /// The `EFFECTPROOF_RECORD` value when it named no mode, else `nil`.
  public var invalidRecordValue: String?
  /// The non-empty value of `CI`, or `nil` when not on CI.
  public var ciValue: String?
  /// The absolute artifacts folder.
  public var artifactsDirectory: String

  /// Whether `CI` is set, which forbids recording.
  public var isCI: Bool { ciValue != nil }

  /// Resolves the settings (see the type's documentation).
  public init(
    record: GoldenRecordMode? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    let recordValue = environment[Self.recordVariable].flatMap { $0.isEmpty ? nil : $0 }
    if let record {
      recordMode = record
      invalidRecordValue = nil
    } else if let recordValue {
      let mode = GoldenRecordMode(environmentValue: recordValue)
      recordMode = mode ?? .never
      invalidRecordValue = mode == nil ? recordValue : nil
    } else {
      recordMode = GoldenRecordMode.defaultMode
      invalidRecordValue = nil
    }
    ciValue = environment[Self.ciVariable].flatMap { $0.isEmpty ? nil : $0 }
    let folder =
      environment[Self.artifactsVariable].flatMap { $0.isEmpty ? nil : $0 }
      ?? Self.defaultArtifactsDirectory
    artifactsDirectory =
      URL(
        fileURLWithPath: folder,
        relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
      ).standardizedFileURL.path
  }
}
