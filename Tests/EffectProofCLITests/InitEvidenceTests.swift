import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// `effectproof init` on `Fixtures/EvidenceApp`: each domain it writes comes from the app's own
/// code (a Slider's and a Stepper's range, a Picker's tags, a time's sign, the frame around a
/// `.visualEffect` and a `GeometryReader`, a side of the view's size, a size argument, a static
/// array's length, a modifier's default and its callers, a `random(in:)`, Toggles turned into
/// numbers, times in a `TimelineView`, a promise a function returns) and its review line names
/// that evidence; on the broken twins, whose Slider reaches 24 where the ripple's damping is NaN
/// past 20 and whose `reach(for:)` promises less than the wobble moves, `check` on init's config
/// fails `shader.ripple.finite` and `shader.wobble.samplePromise` (docs/init.md).
/// Every expected value is read off the fixture's Swift by hand.
@Suite struct InitEvidenceTests {
  /// A copy of the app's `App` and `Shaders`, with the `Broken/App` files named in `broken` in
  /// place.
  static func app(broken: [String] = []) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in ["App", "Shaders"] {
      try FileManager.default.copyItem(
        atPath: RepositoryFixtures.path("EvidenceApp/\(name)"), toPath: folder.url(name))
    }
    for name in broken {
      let target = folder.url("App/\(name)")
      try FileManager.default.removeItem(atPath: target)
      try FileManager.default.copyItem(
        atPath: RepositoryFixtures.path("EvidenceApp/Broken/App/\(name)"), toPath: target)
    }
    return folder
  }

  /// Runs init in `app` and returns its `shaderProofs` entries.
  static func initialise(_ app: TemporaryFolder) throws -> [String: [String: Any]] {
    let run = EffectProofTool.run(["init"], currentFolder: app.path)
    #expect(run.exitCode == 0, "\(run.standardError)")
    let config = try jsonObject(
      try String(contentsOfFile: app.url("effectproof.json"), encoding: .utf8))
    return try #require(config["shaderProofs"] as? [String: [String: Any]])
  }

  /// An argument's domain, compact, and the review line that names it.
  static func argument(_ entries: [String: [String: Any]], _ entry: String, _ name: String)
    throws -> (domain: String, review: String)
  {
    let arguments = try #require(entries[entry]?["arguments"] as? [String: Any])
    let value = try #require(arguments[name])
    let data = try JSONSerialization.data(
      withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    let review = (entries[entry]?["review"] as? [String])?.first {
      $0.hasPrefix("arguments.\(name):")
    }
    return (String(decoding: data, as: UTF8.self), review ?? "")
  }

  static func expect(
    _ entries: [String: [String: Any]], _ entry: String, _ name: String, _ domain: String,
    evidence: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let found = try argument(entries, entry, name)
    #expect(found.domain == domain, "\(entry).\(name): \(found)", sourceLocation: sourceLocation)
    #expect(
      found.review.contains(evidence), "\(entry).\(name): \(found.review)",
      sourceLocation: sourceLocation)
  }

  @Test func everyDomainNamesTheCodeItComesFrom() throws {
    let app = try Self.app()
    let entries = try Self.initialise(app)
    #expect(
      entries.keys.sorted() == [
        "card", "posterize", "ripple", "scanlines", "sparkle", "vignette", "wobble",
      ])
    // The ripple: the frame before .visualEffect, the Slider, the Stepper, a time ≥ 0.
    #expect(entries["ripple"]?["viewSize"] as? [Double] == [240, 160])
    try Self.expect(
      entries, "ripple", "amplitude", "{\"range\":[0,12]}",
      evidence: "Slider at App/RippleView.swift:28: 0...12")
    try Self.expect(
      entries, "ripple", "frequency", "{\"range\":[2,8]}",
      evidence: "Stepper at App/RippleView.swift:31: 2...8")
    try Self.expect(
      entries, "ripple", "time", "{\"range\":[0,3600]}",
      evidence:
        "distance(to:) at App/RippleView.swift:20: ≥ 0, over a session of up to 3600 s, in TimelineView(.animation) at App/RippleView.swift:11"
    )
    // CGSize(width: amplitude, height: amplitude) over the argument .float(amplitude): a
    // formula, never a measured constant.
    #expect(entries["ripple"]?["maxSampleOffset"] as? [String] == ["amplitude", "amplitude"])
    // The vignette: the GeometryReader's frame, and proxy.size's sides as the view's.
    #expect(entries["vignette"]?["viewSize"] as? [Double] == [320, 180])
    try Self.expect(
      entries, "vignette", "width", "320", evidence: "the view's width at App/VignetteView.swift:14"
    )
    try Self.expect(
      entries, "vignette", "height", "180",
      evidence: "the view's height at App/VignetteView.swift:15")
    try Self.expect(
      entries, "vignette", "strength", "{\"values\":[0.25,0.5,1]}",
      evidence: "0.25 at App/VignetteView.swift:23")
    // The posterize modifier: the palette's nine colours, the default 4 and a caller's 6.
    try Self.expect(
      entries, "posterize", "palette",
      "{\"count\":9,\"values\":{\"range\":[[0,0,0,0],[1,1,1,1]]}}",
      evidence: "an array literal at App/Theme.swift:17: 9 elements")
    try Self.expect(
      entries, "posterize", "levels", "{\"values\":[4,6]}",
      evidence: "6 at App/GalleryView.swift:16")
    // The sparkle: a seed from random(in: 1...10), a time ≤ 0.
    try Self.expect(
      entries, "sparkle", "seed", "{\"range\":[0,10]}",
      evidence: "random(in:) at App/GalleryView.swift:6: 1...10")
    try Self.expect(
      entries, "sparkle", "time", "{\"range\":[-3600,0]}",
      evidence: "timeIntervalSinceNow at App/GalleryView.swift:25: ≤ 0")
    // The card: its size argument is its view.
    #expect(entries["card"]?["viewSize"] as? [Double] == [224, 314])
    let card = try #require(entries["card"]?["review"] as? [String])
    #expect(
      card.first?.hasPrefix("viewSize: the size passed to size at App/GalleryView.swift:33")
        == true,
      "\(card)")
    // And check runs the config as it is: no failure, a review warning per entry.
    let checked = EffectProofTool.run(
      ["check", "--config", app.url("effectproof.json"), "--density", "low"])
    #expect(checked.exitCode == 0, "\(checked.standardOutput)")
    let lines = checked.standardOutput.split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("FAIL") }, "\(checked.standardOutput)")
    #expect(lines.filter { $0.contains("guessesToReview") }.count == 7)
  }

  /// RetroView's settings: five Toggles turned into numbers five ways, two TimelineViews, and
  /// a promise its `reach(for:)` returns.
  @Test func togglesTimelinesAndAReturnedPromiseNameTheirCode() throws {
    let app = try Self.app()
    let entries = try Self.initialise(app)
    let retro = "App/RetroView.swift"
    #expect(entries["scanlines"]?["viewSize"] as? [Double] == [320, 240])
    // start.timeIntervalSince(timeline.date): the timeline's date is the present, so ≤ 0.
    try Self.expect(
      entries, "scanlines", "time", "{\"range\":[-3600,0]}",
      evidence:
        "timeIntervalSince(_:) at \(retro):35: ≤ 0, over a session of up to 3600 s, in TimelineView(.animation(minimumInterval: 1 / 30, paused: paused)) at \(retro):29"
    )
    // showLines ? 1 : 0; glowOn ? glowAmount : 0 (a Slider's 0...0.8); a computed property;
    // Float(truncating: flickers as NSNumber); a helper's on ? 1 : 0.
    try Self.expect(
      entries, "scanlines", "lines", "{\"values\":[0,1]}", evidence: "Toggle at \(retro):56: 0 or 1"
    )
    try Self.expect(
      entries, "scanlines", "glow", "{\"range\":[0,0.8]}",
      evidence: "Toggle at \(retro):57: 0 or glowAmount")
    try Self.expect(
      entries, "scanlines", "tint", "{\"values\":[0,1]}", evidence: "Toggle at \(retro):59: 0 or 1")
    try Self.expect(
      entries, "scanlines", "flicker", "{\"values\":[0,1]}",
      evidence: "Toggle at \(retro):60: 0 or 1")
    try Self.expect(
      entries, "scanlines", "bleed", "{\"values\":[0,1]}", evidence: "Toggle at \(retro):61: 0 or 1"
    )
    // The wobble: a difference of clocks in a periodic timeline, and the promise reach(for:)
    // returns, as a formula over the site's argument.
    #expect(entries["wobble"]?["viewSize"] as? [Double] == [200, 60])
    try Self.expect(
      entries, "wobble", "time", "{\"range\":[0,3600]}",
      evidence:
        "a difference of timeIntervalSince1970s at \(retro):50: ≥ 0, over a session of up to 3600 s, in TimelineView(.periodic(from: start, by: 1 / 24)) at \(retro):44"
    )
    try Self.expect(
      entries, "wobble", "amount", "{\"range\":[1,6]}", evidence: "Slider at \(retro):62: 1...6")
    #expect(entries["wobble"]?["maxSampleOffset"] as? [String] == ["amount * 2", "amount * 2"])
  }

  @Test func theBrokenTwinsReachIsBelowTheWobble() throws {
    let app = try Self.app(broken: ["RetroView.swift"])
    let entries = try Self.initialise(app)
    #expect(entries["wobble"]?["maxSampleOffset"] as? [String] == ["amount", "amount"])
    let checked = EffectProofTool.run(
      ["check", "--config", app.url("effectproof.json"), "--density", "low"])
    #expect(checked.exitCode == 1, "\(checked.standardOutput)")
    let failed = checked.standardOutput.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
      .map { String($0.split(separator: " ")[1]) }
    #expect(failed == ["shader.wobble.samplePromise"], "\(checked.standardOutput)")
    // At the Swift's promise: maxSampleOffset: Self.reach(for: wobbleAmount), line 53.
    #expect(
      checked.standardOutput.contains("(for RetroView.swift:53, not static in the Swift)"),
      "\(checked.standardOutput)")
  }

  @Test func theBrokenTwinsSliderMakesTheRippleNaN() throws {
    let app = try Self.app(broken: ["RippleView.swift"])
    let entries = try Self.initialise(app)
    try Self.expect(
      entries, "ripple", "amplitude", "{\"range\":[0,24]}",
      evidence: "Slider at App/RippleView.swift:28: 0...24")
    let checked = EffectProofTool.run(
      ["check", "--config", app.url("effectproof.json"), "--density", "low"])
    #expect(checked.exitCode == 1, "\(checked.standardOutput)")
    let failed = checked.standardOutput.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
      .map { String($0.split(separator: " ")[1]) }
    #expect(failed.contains("shader.ripple.finite"), "\(checked.standardOutput)")
    #expect(!failed.contains { !$0.hasPrefix("shader.ripple.") }, "\(checked.standardOutput)")
  }
}
