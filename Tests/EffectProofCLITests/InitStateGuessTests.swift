import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// A `@State` property's initial value is where the app starts. init's guess must cover it:
/// a strength that starts at 12 pt guessed as "a fraction, 0 to 1" proves the shader only
/// where the app never draws it, and then calls the app's 12 pt promise loose.
@Suite struct InitStateGuessTests {
  static let pinch = """
    [[ stitchable ]] float2 pinch(float2 position, float radius, float strength) {
      return position + float2(strength * 0.5, 0);
    }

    """

  static let view = """
    struct CardView: View {
      @State private var strength: Double = 12
      var body: some View {
        Color.red
          .frame(width: 320, height: 200)
          .distortionEffect(
            ShaderLibrary.pinch(.float(80), .float(strength)),
            maxSampleOffset: CGSize(width: 6, height: 0))
      }
    }

    """

  @Test func theGuessedRangeReachesTheStatesInitialValue() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Pinch.metal", Self.pinch)
    try folder.write("Views/CardView.swift", Self.view)
    let run = EffectProofTool.run(["init", folder.path, "--print"])
    #expect(run.exitCode == 0, "\(run)")
    let config = try jsonObject(run.standardOutput)
    let entry = try #require((config["shaderProofs"] as? [String: [String: Any]])?["pinch"])
    let strength = (entry["arguments"] as? [String: Any])?["strength"] as? [String: [Double]]
    let range = try #require(strength?["range"], "\(entry)")
    #expect(range.first == 0)
    #expect((range.last ?? 0) >= 12, "\(range)")
    // Still a range to review, not the one value 12: the app may move it.
    let review = (entry["review"] as? [String]) ?? []
    #expect(review.contains { $0.hasPrefix("arguments.strength:") }, "\(review)")
  }
}
