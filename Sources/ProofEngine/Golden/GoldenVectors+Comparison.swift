// MARK: - Comparing without files

extension GoldenVectors {
  /// Compares actual cases with golden contents, touching no file: the pure part of
  /// ``check(_:actual:options:)``.
  ///
  /// Case `i` of `actual` is held against case `i` of the golden, for the common prefix of the
  /// two lists (a different count is a ``GoldenIssue/caseCountMismatch(expected:actual:)``).
  /// Per case: inputs must be equal (NaN equals NaN, `+0` equals `−0`); every golden output
  /// field must be present and within its tolerance (``Compare/values(_:_:tolerance:)`` with
  /// the golden value first, except that NaN matches NaN); actual fields the golden lacks are
  /// reported as extra. A golden field without a tolerance is reported as
  /// ``GoldenIssue/missingTolerance(field:)``.
  ///
  /// - Returns: A report in mode ``GoldenRecordMode/never`` with `goldenPath` as given.
  public static func compare(
    _ golden: GoldenFile, with actual: [GoldenCase], goldenPath: String = ""
  ) -> GoldenReport {
    var report = GoldenReport(name: golden.name, goldenPath: goldenPath, mode: .never)
    compare(golden, with: actual.map { Optional($0) }, into: &report)
    return report
  }

  /// Compares into `report`; `nil` actual cases (whose computation threw) are skipped.
  static func compare(
    _ golden: GoldenFile, with actual: [GoldenCase?], into report: inout GoldenReport
  ) {
    report.compared = true
    if golden.cases.count != actual.count {
      report.issues.append(
        .caseCountMismatch(expected: golden.cases.count, actual: actual.count))
    }
    for field in golden.fieldsWithoutTolerance {
      report.issues.append(.missingTolerance(field: field))
    }
    for (index, pair) in zip(golden.cases, actual).enumerated() {
      guard let computed = pair.1 else { continue }
      let expected = pair.0
      report.casesCompared += 1
      let differing = differingInputs(expected.inputs, computed.inputs)
      if !differing.isEmpty {
        report.issues.append(.inputsDiffer(caseIndex: index, fields: differing))
      }
      for field in expected.outputs.keys.sorted() {
        guard let expectedValue = expected.outputs[field] else { continue }
        guard let actualValue = computed.outputs[field] else {
          report.issues.append(.missingField(caseIndex: index, field: field))
          continue
        }
        guard let tier = golden.tolerance(for: field) else { continue }
        report.fieldsCompared += 1
        if expectedValue.isNaN && actualValue.isNaN { continue }
        let comparison = Compare.values(expectedValue, actualValue, tolerance: tier)
        if !comparison.isApproximatelyEqual {
          report.mismatches.append(
            GoldenFieldMismatch(
              caseIndex: index, field: field, tolerance: tier, comparison: comparison))
        }
      }
      for field in computed.outputs.keys.sorted() where expected.outputs[field] == nil {
        report.issues.append(.extraField(caseIndex: index, field: field))
      }
    }
  }

  /// The sorted input names whose values differ or that only one side has.
  private static func differingInputs(
    _ expected: [String: Double], _ actual: [String: Double]
  ) -> [String] {
    Set(expected.keys).union(actual.keys).filter { key in
      guard let left = expected[key], let right = actual[key] else { return true }
      return !NonFiniteCoding.same(left, right)
    }.sorted()
  }
}
