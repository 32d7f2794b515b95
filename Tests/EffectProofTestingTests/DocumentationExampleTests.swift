import Foundation
import Testing

// One import, as the doc's example: EffectProofTesting re-exports the engine.
@testable import EffectProofTesting

// The complete example of docs/writing-a-proof.md, kept compiling and passing here, and the
// messages the doc shows for its failing variants, compared with the doc's text.

/// Where the bend samples from, for a pixel at `y` on a card of `height` points.
func sourceY(y: Double, height: Double, peel: Double) -> Double {
  let radius = 0.16 * height
  let fold = height - peel * height
  let u = y - fold
  guard u >= 0, u <= radius else { return y }
  return fold + radius * asin(u / radius)
}

let exampleHeight = 131.0
let examplePromise = (0.16 * exampleHeight * (Double.pi / 2 - 1)).rounded(.up)  // 12 points

/// One case: how far the card is peeled, and which row of it.
struct CurlCase: ProofParameters {
  var peel = 0.0
  var y = 0.0
}

let curlPromise = PropertyProof(
  id: "curl.samplePromise",
  title: "The bend never samples further than its promise",
  fact: "maxSampleOffset is r·(π/2 − 1), rounded up, with r = 0.16 of the card height",
  parameters: [
    .init(\CurlCase.peel, 0...1, grid: .step(0.02)),  // 51 points
    .init(\.y, 0...exampleHeight, grid: .points(5)),  // every quarter of the card
  ],
  strategy: .sequence([.grid, .sobol(count: 4096)]),
  coverage: [
    CoverageRequirement("peel near 0", atLeast: 0.05) { $0.peel < 0.1 },
    CoverageRequirement("peel near 1", atLeast: 0.05) { $0.peel > 0.9 },
  ]
) { curl in
  .expect(
    abs(sourceY(y: curl.y, height: exampleHeight, peel: curl.peel) - curl.y),
    atMost: examplePromise)
}

@Test(.proofSeed(0x5EED_CA5E_F00D_0001))
func curlPromiseHolds() {
  let log = RecordedProofIssues()
  let result = RecordedProofIssues.$current.withValue(log) { expectProof(curlPromise) }
  #expect(log.entries.isEmpty)
  #expect(result.status == .passed)
  #expect(result.cases == 51 * 5 + 4096)
  #expect(result.coverage.allSatisfy { $0.isMet })
  // A sweep alone stays below the true supremum r·(π/2 − 1) = 11.9639: its worst case is
  // 9.948 pt, as the doc says.
  #expect(result.worst?.index == 1428)
  #expect(result.worst?.note == "9.948001515434186 ≤ 12.0")
}

/// The fenced block that follows `<!-- DocumentationExampleTests: name -->` in
/// docs/writing-a-proof.md, without its fences and final newline.
func documentedBlock(_ name: String) throws -> String {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  let text = try String(
    contentsOf: url.appendingPathComponent("docs/writing-a-proof.md"), encoding: .utf8)
  let lines = text.components(separatedBy: "\n")
  let marker = try #require(
    lines.firstIndex(of: "<!-- DocumentationExampleTests: \(name) -->"), "no marker \(name)")
  try #require(lines.indices.contains(marker + 1) && lines[marker + 1] == "```")
  let close = try #require(lines[(marker + 2)...].firstIndex(of: "```"), "unclosed \(name)")
  return lines[(marker + 2)..<close].joined(separator: "\n")
}

/// The doc's "When it fails" example: below the sweep's worst case, the promise is caught,
/// shrunk, and reported with exactly the message the doc shows.
@Test(.proofSeed(0x5EED_CA5E_F00D_0001))
func aPromiseBelowTheSweepsWorstCaseIsCaughtAndShrunk() throws {
  let tooTight = PropertyProof(
    id: "curl.samplePromise", fact: "The bend never samples further than 9.5 points",
    domain: curlPromise.domain, strategy: curlPromise.strategy
  ) { curl in
    .expect(abs(sourceY(y: curl.y, height: exampleHeight, peel: curl.peel) - curl.y), atMost: 9.5)
  }
  let log = RecordedProofIssues()
  let line = #line + 1
  let result = RecordedProofIssues.$current.withValue(log) { expectProof(tooTight) }
  #expect(result.status == .failed)
  #expect(result.counterexample?.shrinkStop == .minimal)
  try #require(log.entries.count == 1, "\(log.entries)")
  #expect(log.entries[0].line == line)
  #expect(
    log.entries[0].message == (try documentedBlock("tooTight")), "\(log.entries[0].message)")
}

/// The curl promise's one parameter.
struct Peel: ProofParameters {
  var peel = 0.0
}

/// The doc's 11-point promise: wrong (the true supremum is 11.9639), missed by the sweep, and
/// caught by the PromiseProof of "Sample-offset promises" with the line the doc shows.
@Test(.proofSeed(0x5EED_CA5E_F00D_0001))
func elevenPointsPassTheSweepAndFailThePromiseProof() throws {
  let truth = 0.16 * exampleHeight * (Double.pi / 2 - 1)
  // The supremum is reached at u = r, and beyond 11 only within about 0.02 pt of it. (Fully
  // peeled, the fold is at 0 and u is y itself.)
  let radius = 0.16 * exampleHeight
  func offset(u: Double) -> Double {
    sourceY(y: u, height: exampleHeight, peel: 1) - u
  }
  #expect(abs(offset(u: radius) - truth) < 1e-12)
  #expect(offset(u: radius - 0.02) > 11 && offset(u: radius - 0.03) < 11)

  let eleven = PropertyProof(
    id: "curl.samplePromise", fact: "11 points", domain: curlPromise.domain,
    strategy: curlPromise.strategy
  ) { curl in
    .expect(abs(sourceY(y: curl.y, height: exampleHeight, peel: curl.peel) - curl.y), atMost: 11)
  }
  let log = RecordedProofIssues()
  let sweep = RecordedProofIssues.$current.withValue(log) { expectProof(eleven) }
  #expect(sweep.status == .passed, "the sweep now catches 11 pt: update the doc")
  #expect(sweep.worst?.note == "9.948001515434186 ≤ 11.0")
  #expect(log.entries.isEmpty)

  let promise = SampleOffsetPromise(
    id: "curl.samplePromise", parameters: [.init(\Peel.peel, 0...1)],
    pixels: PixelRegion(width: 90, height: 131), promise: SIMD2(0, 11)
  ) { curl, pixel in
    SIMD2(pixel.x, sourceY(y: pixel.y, height: 131, peel: curl.peel))
  }
  let proof = PromiseProof(fact: "…", promise: promise)
  let polished = RecordedProofIssues.$current.withValue(log) { expectProof(proof) }
  #expect(polished.status == .failed)
  let supremum = try #require(polished.promise?.y.supremum)
  #expect(abs(supremum - truth) < 1e-6)
  try #require(log.entries.count == 1, "\(log.entries)")
  let documented = try documentedBlock("elevenPoints")
  #expect(
    log.entries[0].message.components(separatedBy: "\n").contains(documented),
    "\(log.entries[0].message)")
}

/// The doc's wave, whose promise is its amplitude: a promise that depends on the arguments.
struct Wave: ProofParameters {
  var time = 0.0
  var amplitude = 0.0
}

/// The doc's wave promise, held to `promise(wave)` per case.
func documentedWave(promise: @escaping @Sendable (Wave) -> SIMD2<Double>) -> SampleOffsetPromise {
  SampleOffsetPromise(
    id: "myapp.wavePromise",
    parameters: [.init(\Wave.time, 0...2), .init(\.amplitude, 4...8)],
    pixels: PixelRegion(width: 300, height: 400),
    promise: promise,
    distortion: { wave, pixel in
      SIMD2(pixel.x + wave.amplitude * sin(pixel.y / 20 + 3 * wave.time), pixel.y)
    })
}

/// "Promises that depend on the arguments": the amplitude holds, 90 % of it fails by 0.1 × 8 pt
/// at amplitude 8 (the closed form: the least room is 0.9·A − A at |sin| = 1), with the line the
/// doc shows.
@Test func theDocumentedWavePromiseHoldsAndNinetyPercentFails() throws {
  let log = RecordedProofIssues()
  let holds = RecordedProofIssues.$current.withValue(log) {
    expectProof(
      PromiseProof(
        fact: "maxSampleOffset is (amplitude, 0)",
        promise: documentedWave { wave in SIMD2(wave.amplitude, 0) }))
  }
  #expect(holds.status == .passed)
  #expect(log.entries.isEmpty)
  let short = RecordedProofIssues.$current.withValue(log) {
    expectProof(
      PromiseProof(
        fact: "maxSampleOffset is 90 % of the amplitude",
        promise: documentedWave { wave in SIMD2(0.9 * wave.amplitude, 0) }))
  }
  #expect(short.status == .failed)
  let report = try #require(short.promise)
  #expect(abs(report.x.margin - -0.8) < 1e-6)
  #expect(abs((report.x.argmax?.parameters[1] ?? 0) - 8) < 1e-9)
  try #require(log.entries.count == 1, "\(log.entries)")
  let documented = try documentedBlock("ninetyPercent")
  #expect(
    log.entries[0].message.components(separatedBy: "\n").contains(documented),
    "\(log.entries[0].message)")
}

/// The doc's "Named parameters" property, as written there.
let waveWithinAmplitude = PropertyProof(
  id: "myapp.waveWithinAmplitude", fact: "|amplitude · sin(…)| ≤ amplitude",
  parameters: [.init(\Wave.time, 0...2), .init(\.amplitude, 4...8, grid: .step(0.5))]
) { wave in
  .expect(abs(wave.amplitude * sin(3 * wave.time)), atMost: wave.amplitude)
}

@Test func theDocumentedNamedPropertyRunsItsGridByName() {
  let result = waveWithinAmplitude.run(RunSettings(jobs: 1))
  #expect(result.status == .passed)
  // 11 times × 9 amplitudes (4, 4.5 … 8).
  #expect(result.cases == 11 * 9)
  // The room is A·(1 − |sin 3t|): least at the smallest amplitude, 4, and the grid time whose
  // 3t is nearest an odd multiple of π/2: 3π/2 = 4.712…, so t = 1.6 (|sin 4.8| = 0.99616…).
  let room = 4 * (1 - abs(sin(3 * 1.6)))
  #expect(abs((result.worst?.margin ?? 0) - room) < 1e-12, "\(String(describing: result.worst))")
  #expect(result.worst?.value == "(time = 1.6, amplitude = 4.0)")
}
