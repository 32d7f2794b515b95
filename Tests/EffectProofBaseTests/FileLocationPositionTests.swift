import EffectProofBase
import Testing

/// The Swift reader's places are `FileLocation`s made from a position: they print as
/// `file:line:column`, as its own location type did, and give their position back whole.
@Suite struct FileLocationPositionTests {
  @Test func aPlaceMadeFromAPositionPrintsAndGivesItBack() {
    let place = FileLocation(file: "App/Card.swift", position: SourcePosition(line: 12, column: 31))
    #expect(place.description == "App/Card.swift:12:31")
    #expect(place.positionOrStart == SourcePosition(line: 12, column: 31))
    #expect(place.positionOrStart.line == 12)
    #expect(place.positionOrStart.column == 31)
  }

  @Test func whatIsNotKnownIsLineOneColumnOne() {
    #expect(FileLocation(file: "A.swift").positionOrStart == SourcePosition(line: 1, column: 1))
    #expect(
      FileLocation(file: "A.swift", line: 4).positionOrStart == SourcePosition(line: 4, column: 1))
  }

  @Test func placesOrderAndHashAsFileLineColumn() {
    let early = FileLocation(file: "A.swift", position: SourcePosition(line: 2, column: 9))
    let late = FileLocation(file: "A.swift", position: SourcePosition(line: 10, column: 1))
    #expect(early < late)
    #expect(Set([early, late, early]).count == 2)
  }
}
