import ShaderRegistry
import Testing

@Suite struct TableReadyFixtureTests {
  let scan = MetalSourceScanner().scan(paths: [FixturePaths.path("TableReady/Shaders")])

  @Test func findsTheNineShadersOfTheArticle() {
    print(scan.functions.map(\.signature).joined(separator: "\n"))
    print(scan.diagnostics)
    #expect(scan.diagnostics.isEmpty)
    #expect(scan.functions.count == 9)
  }
}
