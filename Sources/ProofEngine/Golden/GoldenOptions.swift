import Foundation

/// What a golden check may need besides the golden's location and the actual values: the
/// record mode, tolerances for files it records, and the environment it reads.
///
/// The golden file is the source of truth for tolerances. ``tolerances`` and
/// ``defaultTolerance`` only fill a file being recorded: a new file gets them as they are; a
/// re-recorded file keeps its own entries and takes from these only the fields it lacks.
public struct GoldenOptions: Sendable, Hashable {
  /// The record mode; `nil` defers to `EFFECTPROOF_RECORD`, then ``GoldenRecordMode/missing``.
  public var record: GoldenRecordMode?
  /// Output field → tier, for files being recorded.
  public var tolerances: [String: ToleranceTier]
  /// The tier for recorded output fields not in ``tolerances``; `nil` requires one per field
  /// (recording then fails with ``GoldenIssue/missingTolerance(field:)`` for the others).
  public var defaultTolerance: ToleranceTier?
  /// The `note` of a newly recorded file.
  public var note: String?
  /// The environment to read `EFFECTPROOF_RECORD`, `EFFECTPROOF_ARTIFACTS` and `CI` from.
  public var environment: [String: String]
  /// The folder a relative artifacts path is resolved against.
  public var currentDirectory: String

  /// Creates options; every parameter has the default a test usually wants.
  public init(
    record: GoldenRecordMode? = nil, tolerances: [String: ToleranceTier] = [:],
    defaultTolerance: ToleranceTier? = .tol2, note: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.record = record
    self.tolerances = tolerances
    self.defaultTolerance = defaultTolerance
    self.note = note
    self.environment = environment
    self.currentDirectory = currentDirectory
  }

  /// The settings these options resolve to.
  public var settings: GoldenSettings {
    GoldenSettings(record: record, environment: environment, currentDirectory: currentDirectory)
  }
}
