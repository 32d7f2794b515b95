import EffectProofBase
import Testing

@Suite struct NearestNameTests {
  @Test func suggestsTheArticlesTypo() {
    let names = ["feltSurface", "dieMaterial", "ripple", "cardCurlBend"]
    #expect(NearestName.suggestion(for: "feltSurfce", among: names) == "feltSurface")
    #expect(NearestName.suggestion(for: "Ripple", among: names) == "ripple")
    #expect(NearestName.suggestion(for: "cardCurlBnde", among: names) == "cardCurlBend")
  }

  @Test func staysQuietForUnrelatedOrExactNames() {
    #expect(NearestName.suggestion(for: "wheelArcBlur", among: ["feltSurface", "ripple"]) == nil)
    #expect(NearestName.suggestion(for: "ripple", among: ["ripple"]) == nil)
    #expect(NearestName.suggestion(for: "x", among: []) == nil)
  }

  /// Hand-worked distances (Levenshtein with adjacent swaps).
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("ca", "ac", 1), ("abc", "abc", 0),
    ("flaw", "lawn", 2), ("feltSurfce", "feltSurface", 1), ("θé", "éθ", 1),
  ])
  func editDistanceMatchesHandWorkedValues(lhs: String, rhs: String, expected: Int) {
    #expect(NearestName.editDistance(lhs, rhs) == expected)
    #expect(NearestName.editDistance(rhs, lhs) == expected)
  }
}
