import EffectProofBase
import Foundation
import Testing

@Suite struct DiagnosticModelTests {
  @Test func severitiesOrderAndReadAsCompilersPrintThem() {
    #expect(Severity.note < .warning && Severity.warning < .error)
    #expect(Severity.allCases.map(\.rawValue) == ["note", "warning", "error"])
    #expect(Severity.allCases.max() == .error)
  }

  @Test func anIDIsADomainAndANameAndRoundTrips() throws {
    let id = try #require(DiagnosticID("registry.missingCount"))
    #expect(id.domain == "registry" && id.name == "missingCount")
    #expect(id.description == "registry.missingCount")
    // The domain ends at the first dot; the name may hold more.
    #expect(DiagnosticID("a.b.c").map { [$0.domain, $0.name] } == ["a", "b.c"])
    for text in ["", ".", "registry", ".name", "domain."] {
      #expect(DiagnosticID(text) == nil, "\(text)")
    }
    let data = try JSONEncoder().encode([id])
    #expect(String(decoding: data, as: UTF8.self) == #"["registry.missingCount"]"#)
    #expect(try JSONDecoder().decode([DiagnosticID].self, from: data) == [id])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([DiagnosticID].self, from: Data(#"["nodot"]"#.utf8))
    }
  }

  @Test func aLocationPrintsWhatItKnows() {
    #expect(FileLocation(file: "A.swift").description == "A.swift")
    #expect(FileLocation(file: "A.swift", line: 3).description == "A.swift:3")
    #expect(FileLocation(file: "A.swift", line: 3, column: 9).description == "A.swift:3:9")
    // A column without a line is no place.
    #expect(FileLocation(file: "A.swift", column: 9) == FileLocation(file: "A.swift"))
    #expect(FileLocation(file: "A.swift", line: 3).position == nil)
    #expect(
      FileLocation(file: "A", position: SourcePosition(line: 2, column: 5)).position
        == SourcePosition(line: 2, column: 5))
    #expect(FileLocation(file: "A", line: 2) < FileLocation(file: "A", line: 10))
    #expect(FileLocation(file: "A", line: 99) < FileLocation(file: "B", line: 1))
  }

  enum Sample: String, DiagnosticKind {
    static let domain = "sample"
    case first, second
    var meaning: String { rawValue == "first" ? "one" : "two" }
  }

  @Test func aDiagnosticPrintsTheCompilerForm() {
    let located = Diagnostic(
      Sample.first, severity: .error, message: "broken",
      location: FileLocation(file: "S.metal", line: 4, column: 2), subject: "ripple")
    #expect(located.description == "S.metal:4:2: error: broken")
    #expect(located.id == DiagnosticID(domain: "sample", name: "first"))
    #expect(located.file == "S.metal" && located.line == 4)
    #expect(located.position == SourcePosition(line: 4, column: 2))
    let bare = Diagnostic(Sample.second.id, severity: .note, message: "see above")
    #expect(bare.description == "note: see above")
    #expect(Sample.table.map(\.id.description) == ["sample.first", "sample.second"])
    #expect(Sample.table.map(\.meaning) == ["one", "two"])
  }

  @Test func aDiagnosticRoundTripsThroughJSON() throws {
    let diagnostic = Diagnostic(
      Sample.first, severity: .warning, message: "m",
      location: FileLocation(file: "F", line: 1, column: 2), subject: "s")
    let decoded = try JSONDecoder().decode(
      Diagnostic.self, from: JSONEncoder().encode(diagnostic))
    #expect(decoded == diagnostic)
  }

  @Test func lockedCountsEveryIncrementFromManyThreads() {
    let count = Locked(0)
    let shared = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 2_000) { index in
      count.withLock { $0 += 1 }
      shared.withLock { $0.append(index) }
    }
    #expect(count.current == 2_000)
    #expect(shared.current.sorted() == Array(0..<2_000))
  }
}
