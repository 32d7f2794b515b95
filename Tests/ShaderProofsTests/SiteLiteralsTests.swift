import Testing

@testable import ShaderProofs

/// Whether an entry's domain covers a literal its site passes (``ShaderSiteLiterals``), against
/// values written by hand.
@Suite struct SiteLiteralsTests {
  @Test func eachDomainKindCoversItsOwnValuesOnly() {
    // values: 6 is one of {3, 6}; 9 is not.
    #expect(ShaderSiteLiterals.covers(.values([[3], [6]]), [6]))
    #expect(!ShaderSiteLiterals.covers(.values([[3], [6]]), [9]))
    // range: both ends are in, 12.5 past 12 is out, per component for a vector.
    #expect(ShaderSiteLiterals.covers(.range(lower: [0], upper: [12]), [0]))
    #expect(ShaderSiteLiterals.covers(.range(lower: [0], upper: [12]), [12]))
    #expect(!ShaderSiteLiterals.covers(.range(lower: [0], upper: [12]), [12.5]))
    #expect(!ShaderSiteLiterals.covers(.range(lower: [0, 0], upper: [10, 10]), [5, 11]))
    // fixed: equal to 1e-9 relative (0.1 read by two parsers), not 0.1001.
    #expect(ShaderSiteLiterals.covers(.fixed([0.1]), [0.1 + 1e-12]))
    #expect(!ShaderSiteLiterals.covers(.fixed([0.1]), [0.1001]))
    #expect(!ShaderSiteLiterals.covers(.fixed([1, 0, 0, 1]), [1, 0, 0, 0.5]))
  }

  @Test func whatCannotBeComparedIsNotAFinding() {
    // Another number of components, or a domain that is not values, is not compared.
    #expect(ShaderSiteLiterals.covers(.values([[3]]), [3, 4]))
    #expect(ShaderSiteLiterals.covers(.viewSize, [1000, 1000]))
    #expect(ShaderSiteLiterals.covers(.boundingRect, [0, 0, 1, 1]))
    #expect(ShaderSiteLiterals.covers(.values([]), [1]))
  }
}
