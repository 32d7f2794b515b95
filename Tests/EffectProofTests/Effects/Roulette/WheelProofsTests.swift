import EffectMath
import Foundation
import LocatedJSON
import ProofEngine
import Testing

@testable import EffectProof

/// The `wheel.*` catalogue proofs: all pass on the article's wheel, and each one fails when its
/// input is sabotaged.
@Suite struct WheelProofsTests {
  static let ids = [
    "wheel.onlySlows", "wheel.peakSpeed", "wheel.velocityMatchesDerivative",
    "wheel.velocityIntegratesToTurn", "wheel.endsOnEndPose", "wheel.blurOffThreshold",
    "wheel.blurSwitchesOffOnce", "wheel.blurAtOneRevolution", "wheel.blurPromise",
    "wheel.ballBlurPromise",
  ]

  /// Runs `proof` with the default seed and density on two jobs.
  static func run(_ proof: any Proof) -> ProofResult {
    proof.run(RunSettings(jobs: 2))
  }

  /// The landings of `wheel` as a domain.
  static func landings(_ wheel: WheelConfig) throws -> FiniteSetDomain<WheelLanding> {
    try #require(FiniteSetDomain(WheelLanding.all(wheel)))
  }

  // MARK: - The catalogue

  @Test func idsAreUniqueAndPrefixed() {
    let ids = WheelProofs.proofs(for: WheelConfig()).map(\.id)
    #expect(ids == Self.ids)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.hasPrefix("wheel.") })
  }

  @Test func theSectionHoldsTheShippedCurveAndOverridesOnePoint() throws {
    #expect(WheelConfig().curve == RouletteWheelSpin.slowingCurve)
    let parsed = try WheelConfig(
      json: JSONReader(root: JSONParser().parse(#"{"curve": {"endControlPoint": [0.6, 1]}}"#)))
    let shipped = try #require(RouletteWheelSpin.slowingCurve.controlPoints)
    #expect(parsed.curve == .bezier(startControlPoint: shipped.start, endControlPoint: [0.6, 1]))
  }

  @Test func landingsCoverEveryPocketOfAllThreeWheels() {
    #expect(WheelLanding.all(WheelConfig()).count == (37 + 38 + 39) * 3)
  }

  // MARK: - Failures

  @Test func theArticlesFirstCurveIsCaughtAtItsFirstIncrease() throws {
    let bad = TimingCurve.bezier(startControlPoint: [0.25, 0.4], endControlPoint: [0.6, 1])
    let result = Self.run(WheelProofs.onlySlows(curve: bad, name: "bezier(0.25, 0.4)(0.6, 1)"))
    #expect(result.status == .failed)
    let example = try #require(result.counterexample)
    // The grid runs in order, so the first failing case is the first increase: at the start.
    var first: Double?
    for index in 0..<999 {
      let p = Double(index) / 1000
      if bad.velocity(at: p + 0.001) > bad.velocity(at: p) {
        first = p
        break
      }
    }
    let expected = try #require(first)
    #expect(
      example.original.value.contains(String(describing: expected)), "\(example.original.value)")
    print("[wheel-proofs] bad curve: \(result.failureSummary)")
  }

  @Test func aPromiseOnePointTooSmallFails() {
    let wheel = WheelConfig()
    let ring = Self.run(WheelProofs.blurPromise(wheel, promise: SIMD2(repeating: 23)))
    #expect(ring.status == .failed)
    #expect(ring.findings.contains { $0.engineKind == .promise })
    let ball = Self.run(WheelProofs.ballBlurPromise(wheel, promise: SIMD2(repeating: 10)))
    #expect(ball.status == .failed)
  }

  @Test func thePromisesHaveTheArticlesNumbers() throws {
    let wheel = WheelConfig()
    let ring = try #require(Self.run(WheelProofs.blurPromise(wheel)).promise)
    #expect(ring.x.promise == 24 && ring.y.promise == 24)
    #expect(abs(ring.x.supremum - 23.07) < 0.01)
    #expect(abs(ring.x.tightness - 1.04) < 0.005)
    let ball = try #require(Self.run(WheelProofs.ballBlurPromise(wheel)).promise)
    #expect(ball.x.promise == 11)
    #expect(abs(wheel.ballMaxBlurAngle - 0.144) < 0.0005)
    print(
      "[wheel-proofs] ring tightness \(ring.x.tightness), ball \(ball.x.supremum) → \(ball.x.tightness)"
    )
  }

  /// The default config proves the ball promise the app ships (`RouletteBallFlight`'s); a config
  /// that overrides the ball's shutter proves its own value, as given, over the angles that
  /// shutter really gives.
  @Test func theBallProvesTheShippedPromiseOrTheConfigsOverride() throws {
    let wheel = WheelConfig()
    let shipped = WheelProofs.ballBlurPromise(wheel)
    #expect(
      shipped.promise.promise.constantValue == RouletteBallFlight.maxSampleOffset(diameter: 300))
    #expect(shipped.fact.contains("the value the app ships"))
    var slower = WheelConfig()
    slower.ballShutter = 1.0 / 60
    let overridden = WheelProofs.ballBlurPromise(slower)
    // ceil(2 · 150 · sin(0.288 / 4)) = 22 at 1/60 s (the article's 27 is with the 0.35 cap).
    let angle = 990 * Double.pi / 180 / 60
    #expect(abs(overridden.promise.parameters[0].upper - angle) < 1e-12)
    #expect(
      overridden.promise.promise.constantValue?.x == (300 * Foundation.sin(angle / 4)).rounded(.up))
    #expect(overridden.fact.contains("proven as given"))
    let result = Self.run(overridden)
    #expect(result.status == .passed, "\(result.findings)")
    #expect(result.promise?.isCertified == true)
  }

  @Test func aFastCurveBreaksThePeakAndTheFirstVersionsDurationToo() throws {
    var wheel = WheelConfig()
    wheel.spinDuration = 1.8
    wheel.turns = 3
    #expect(Self.run(WheelProofs.peakSpeed(try Self.landings(wheel))).status == .failed)
  }

  @Test func aSmallerRingMovesTheThresholdAndTheArticleCheckNoLongerApplies() {
    var wheel = WheelConfig()
    wheel.pocketRadius = 100
    wheel.diameter = 240
    let result = Self.run(WheelProofs.blurOffThreshold(wheel))
    #expect(result.status == .passed, "\(result.failureSummary)")
  }

  @Test func aTurnOffByOneDegreeBreaksTheEndPose() throws {
    let wheel = WheelConfig()
    let landing = WheelLanding.all(wheel)[5]
    let shifted = WheelLanding(
      pocket: landing.pocket, currentAngle: landing.currentAngle,
      spin: RouletteWheelSpin(
        from: landing.spin.from, to: landing.spin.to + 1, start: landing.spin.start,
        duration: landing.spin.duration, curve: landing.spin.curve))
    let domain = try #require(FiniteSetDomain([shifted]))
    #expect(Self.run(WheelProofs.endsOnEndPose(domain)).status == .failed)
    #expect(Self.run(WheelProofs.velocityIntegratesToTurn(domain)).status == .passed)
  }

  @Test func aSpeedUpBreaksTheOneSwitch() throws {
    // A curve that overshoots and swings back slows through zero and speeds up again in
    // reverse, which flickers the blur back on.
    var wheel = WheelConfig()
    wheel.curve = .bezier(startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1.3])
    let result = Self.run(WheelProofs.blurSwitchesOffOnce(try Self.landings(wheel), wheel: wheel))
    #expect(result.status == .failed)
    #expect(result.failureSummary.contains("comes back on"), "\(result.failureSummary)")
  }

  // MARK: - Config

  func wheel(_ text: String) throws(JSONError) -> WheelConfig {
    try WheelConfig(json: JSONReader(root: JSONParser().parse(text)))
  }

  @Test func defaultsAreTheArticlesNumbers() {
    let wheel = WheelConfig()
    #expect(wheel.wheelType == .singleZero && wheel.diameter == 300 && wheel.pocketRadius == 132)
    #expect(wheel.shutter == 1.0 / 60 && wheel.ballShutter == 1.0 / 120)
    #expect(wheel.spinDuration == 4 && wheel.turns == 2)
    #expect(wheel.curve == RouletteWheelSpin.slowingCurve)
    #expect(wheel.ballReach == 150 && wheel.isArticleGeometry)
  }

  @Test func everyKeyOverrides() throws {
    let parsed = try wheel(
      """
      {"wheelType": "tripleZero", "diameter": 320, "pocketRadius": 140, "hubRadius": 40,
       "shutter": 0.02, "ballShutter": 0.01, "ballDegreesPerSecond": 800,
       "spinDuration": 5, "turns": 3,
       "curve": {"startControlPoint": [0.25, 0.4], "endControlPoint": [0.6, 1]}}
      """)
    #expect(parsed.wheelType == .tripleZero && parsed.diameter == 320)
    #expect(parsed.pocketRadius == 140 && parsed.hubRadius == 40)
    #expect(parsed.shutter == 0.02 && parsed.ballShutter == 0.01)
    #expect(parsed.ballDegreesPerSecond == 800 && parsed.spinDuration == 5 && parsed.turns == 3)
    #expect(
      parsed.curve == .bezier(startControlPoint: [0.25, 0.4], endControlPoint: [0.6, 1]))
    #expect(!parsed.isArticleGeometry)
  }

  @Test(arguments: [
    (#"{"spin": 4}"#, "$.spin"),
    (#"{"diameter": "300"}"#, "$.diameter"),
    (#"{"curve": {"startControlPoint": [1.5, 0.4]}}"#, "$.curve.startControlPoint[0]"),
    (#"{"curve": {"end": [0.7, 1]}}"#, "$.curve.end"),
    (#"{"wheelType": "european"}"#, "$.wheelType"),
    (#"{"pocketRadius": 200}"#, "$.pocketRadius"),
  ])
  func badConfigIsAnErrorWithItsPath(text: String, path: String) {
    do {
      _ = try wheel(text)
      Issue.record("\(text) parsed")
    } catch {
      #expect("\(error)".contains(path + ":"), "\(error)")
    }
  }
}
