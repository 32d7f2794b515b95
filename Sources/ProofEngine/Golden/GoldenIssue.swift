/// Something other than a numeric mismatch that makes a golden check fail.
///
/// Every issue is a failure, including ``recorded(path:mode:)``: as in swift-snapshot-testing a
/// run that writes the golden does not pass, so the new file gets looked at and the test re-run.
public enum GoldenIssue: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The golden file does not exist and the mode (or CI) did not allow recording it.
  case goldenMissing(path: String)
  /// The golden file exists but cannot be read or parsed; it is never overwritten, except in
  /// ``GoldenRecordMode/all``.
  case goldenUnreadable(GoldenError)
  /// Neither the caller nor a readable golden supplied the inputs to compute.
  case noInputs(path: String)
  /// `EFFECTPROOF_RECORD` names no mode; the check ran in ``GoldenRecordMode/never``.
  case invalidRecordMode(value: String)
  /// The golden was written with the actual values; re-run to compare against it.
  case recorded(path: String, mode: GoldenRecordMode)
  /// The mode asked to record but `CI` is set, so nothing was written.
  case recordingRefused(path: String, ciValue: String)
  /// Recording was attempted and failed; the golden on disk is as it was.
  case recordFailed(GoldenError)
  /// Recording needs a tolerance for this output field and none was given.
  case missingTolerance(field: String)
  /// The actual values could not be written to the artifacts folder.
  case artifactWriteFailed(GoldenError)
  /// The golden and the actual values have different numbers of cases; the common prefix was
  /// compared.
  case caseCountMismatch(expected: Int, actual: Int)
  /// The actual case at this index was computed from different inputs than the golden's
  /// (these fields differ or are present on one side only). NaN inputs match NaN.
  case inputsDiffer(caseIndex: Int, fields: [String])
  /// The golden has this output field and the actual case does not.
  case missingField(caseIndex: Int, field: String)
  /// The actual case has this output field and the golden does not.
  case extraField(caseIndex: Int, field: String)
  /// Computing the outputs for this case threw; the case is not compared and nothing is
  /// recorded.
  case computeFailed(caseIndex: Int, message: String)

  /// Whether this issue means the actual values differ from (or cannot be checked against) the
  /// golden, so they are worth writing to the artifacts folder.
  var warrantsArtifact: Bool {
    switch self {
    case .goldenMissing, .goldenUnreadable, .caseCountMismatch, .inputsDiffer, .missingField,
      .extraField, .computeFailed:
      true
    case .noInputs, .invalidRecordMode, .recorded, .recordingRefused, .recordFailed,
      .missingTolerance, .artifactWriteFailed:
      false
    }
  }

  /// One sentence describing the issue.
  public var description: String {
    switch self {
    case .goldenMissing(let path):
      "no golden file at \(path)"
    case .goldenUnreadable(let error):
      "the golden file cannot be used: \(error)"
    case .noInputs(let path):
      "no inputs to compute: pass inputs, or provide a readable golden file at \(path)"
    case .invalidRecordMode(let value):
      "\(GoldenSettings.recordVariable)=\"\(value)\" is not one of never, missing, failed, all; "
        + "compared without recording"
    case .recorded(let path, let mode):
      "recorded the actual values to \(path) (record mode \(mode)); "
        + "check the file and re-run to compare against it"
    case .recordingRefused(let path, let ciValue):
      "refused to record \(path) because \(GoldenSettings.ciVariable)=\(ciValue): "
        + "golden files are never written on CI; record locally and commit the file"
    case .recordFailed(let error):
      "recording failed: \(error)"
    case .missingTolerance(let field):
      "cannot record: output \"\(field)\" has no tolerance; "
        + "pass one in GoldenOptions.tolerances or set defaultTolerance"
    case .artifactWriteFailed(let error):
      "could not write the actual values to the artifacts folder: \(error)"
    case .caseCountMismatch(let expected, let actual):
      "the golden has \(expected) case\(expected == 1 ? "" : "s") but \(actual) "
        + "\(actual == 1 ? "was" : "were") computed"
    case .inputsDiffer(let index, let fields):
      "case \(index): inputs differ from the golden's (\(fields.joined(separator: ", ")))"
    case .missingField(let index, let field):
      "case \(index): output \"\(field)\" is missing from the actual values"
    case .extraField(let index, let field):
      "case \(index): output \"\(field)\" is not in the golden"
    case .computeFailed(let index, let message):
      "case \(index): computing the outputs threw: \(message)"
    }
  }
}
