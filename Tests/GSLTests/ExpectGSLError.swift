import GSL
import Testing

/// Runs `body`, which must throw a `GSLError` of `kind` for `operation`, and returns the error
/// so the caller can check more of it.
@discardableResult
func expectGSLError<Value>(
  _ kind: GSLError.Kind,
  operation: String,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Value
) -> GSLError? {
  do {
    let value = try body()
    Issue.record(
      "expected \(kind.name) from \(operation), got \(value)", sourceLocation: sourceLocation)
  } catch let error as GSLError {
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    #expect(error.operation == operation, "\(error)", sourceLocation: sourceLocation)
    #expect(error.code == kind.rawValue, sourceLocation: sourceLocation)
    return error
  } catch {
    Issue.record("expected a GSLError, got \(error)", sourceLocation: sourceLocation)
  }
  return nil
}
