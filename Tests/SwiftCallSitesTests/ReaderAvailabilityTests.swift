import SwiftCallSites
import Testing

/// The package found the toolchain's SwiftParser: without it every Swift test below would only
/// see the "cannot read Swift" diagnostic, so this fails loudly first.
@Suite struct ReaderAvailabilityTests {
  @Test func thisBuildLinksTheToolchainsParser() {
    #expect(SwiftShaderReader.isAvailable)
  }
}
