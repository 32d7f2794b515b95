import EffectProofBase
import EffectProofTestSupport
import Foundation
import ShaderRegistry
import Testing

@testable import SwiftCallSites

/// `readWithValues(paths:)` parses each file once and gives what `read(paths:)` then
/// `values(for:)` give by parsing twice: the same model and the same hints, on apps of real
/// forms (literals at a site, two sites of one function, factories, a table of effects).
@Suite struct ReadWithValuesTests {
  static let apps = [
    "SiteLiteralApp/App", "TwoSitesApp/App", "ExampleApp/App", "TableReady/App",
    "Broken/Swift",
  ]

  @Test(arguments: apps) func oneParseGivesWhatTwoParsesGive(_ app: String) throws {
    let path = RepositoryFixtures.path(app)
    let reader = SwiftShaderReader()
    let twice = reader.read(paths: [path])
    let hints = reader.values(for: twice)
    let (model, values) = reader.readWithValues(paths: [path])
    #expect(model == twice)
    #expect(values == hints)
    #expect(!model.callSites.isEmpty, "the fixture \(app) holds no call site")
  }

  @Test func eachFileIsParsedOnce() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          Text("x").colorEffect(ShaderLibrary.tint(.float(0.5)))
        }
      }

      """)
    let (model, values) = SwiftShaderReader().readWithValues(paths: [folder.url("App")])
    #expect(model.callSites.count == 1)
    #expect(values.arguments.first?.first?.literals.first?.numbers == [0.5])
    #expect(InputReads.counts(.swiftParse, under: folder.path) == [file: 1])
  }
}
