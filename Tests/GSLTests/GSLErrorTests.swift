import Foundation
import GSL
import Testing

@Suite struct GSLErrorTests {
  @Test func descriptionNamesOperationStatusReasonAndLocation() throws {
    let error = try #require(
      expectGSLError(.domain, operation: "gsl_integration_workspace_alloc") {
        try Integration.qags(from: 0, to: 1, limit: 0) { $0 }
      })
    let file = try #require(error.file)
    let line = try #require(error.line)
    #expect(
      error.description
        == "gsl_integration_workspace_alloc failed with GSL_EDOM (1): "
        + "workspace length n must be positive integer (\(file):\(line))")
  }

  @Test func swiftSideErrorsHaveNoSourceLocation() throws {
    let error = try #require(
      expectGSLError(.invalidArgument, operation: "gsl_integration_qags") {
        try Integration.qags(from: .nan, to: 1) { $0 }
      })
    #expect(error.file == nil)
    #expect(error.line == nil)
    #expect(error.name == "GSL_EINVAL")
  }

  @Test func kindNamesMatchGSLConstants() {
    #expect(GSLError.Kind(rawValue: 9)?.name == "GSL_EBADFUNC")
    #expect(GSLError.Kind(rawValue: 11)?.name == "GSL_EMAXITER")
    #expect(GSLError.Kind(rawValue: -1)?.name == "GSL_FAILURE")
    #expect(GSLError.Kind(rawValue: 0) == nil)
    let names = GSLError.Kind.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { $0.hasPrefix("GSL_") })
  }

  @Test func equalFailuresCompareEqual() {
    let first = expectGSLError(.invalidArgument, operation: "gsl_root_fsolver_set") {
      try RootFinding.root(between: 0, and: 1) { cos($0) }
    }
    let second = expectGSLError(.invalidArgument, operation: "gsl_root_fsolver_set") {
      try RootFinding.root(between: 0, and: 1) { cos($0) }
    }
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
  }
}
