import LocatedJSON
import ShaderSignature

/// The keys of a `shaderProofs` entry, declared once: ``entry(_:_:scan:folder:)`` reads each
/// through its declaration, and `effectproof help config` and docs/shader-proofs.md's key table
/// are printed from them.
extension ShaderProofConfig {
  /// `function`: the `[[ stitchable ]]` function.
  public static let functionKey = ConfigKey(
    "function", type: "string", default: "the entry's key",
    help: "the [[ stitchable ]] function (default: the entry's key)", example: "\"probe\"")
  /// `usage`: how SwiftUI applies it.
  public static let usageKey = ConfigKey(
    "usage", type: "string", default: "the one the signature fits",
    rule: .oneOf(ShaderUsage.allCases.map(\.rawValue)),
    help:
      "colorEffect, distortionEffect, layerEffect or shapeStyle\n(default: the one the signature fits)",
    example: "\"layerEffect\"")
  /// A view's side: above 0 and at most 8192 points (the error shows the whole size).
  static let viewSide = ConfigInterval(
    lower: ConfigBound(0, included: false, message: viewSideMessage),
    upper: ConfigBound(8192, included: true, message: viewSideMessage))
  /// What a view size with a side outside ``viewSide`` gets; the size takes `{found}`'s place.
  static let viewSideMessage =
    "a view size must be greater than 0 and at most 8192 points a side, found {found}"
  /// A view size: `[width, height]`, each side in ``viewSide``.
  static let viewSizeRule = ConfigValueRule.list(
    .exactly(
      2,
      "expected a view size [width, height] in points (an array of 2 numbers), found an array of {found}"
    ),
    each: .number(viewSide), label: "side")
  /// `viewSize`: the view the shader is applied to.
  public static let viewSizeKey = ConfigKey(
    "viewSize", type: "array of 2 numbers",
    rule: .and(viewSizeRule, "; this or viewSizes is required"),
    help: "[width, height] in points; or viewSizes, a list of them", example: "[20, 20]")
  /// `viewSizes`: several views (its help is viewSize's).
  public static let viewSizesKey = ConfigKey(
    "viewSizes", type: "array of view sizes",
    rule: .list(.atLeastOne("expected at least one view size"), each: viewSizeRule),
    help: "", example: "[[20, 20]]")
  /// `scale`: pixels per point.
  public static let scaleKey = ConfigKey(
    "scale", type: "number or array of numbers", default: "2",
    rule: .number(
      ConfigInterval(
        lower: ConfigBound(0, included: false, message: scaleMessage),
        upper: ConfigBound(8, included: true, message: scaleMessage))),
    help: "pixels per point, or a list of them (2)", example: "3")
  /// What a scale outside (0, 8] gets.
  static let scaleMessage =
    "a scale is pixels per point, greater than 0 and at most 8, found {found}"
  /// `arguments`: a domain per Metal parameter.
  public static let argumentsKey = ConfigKey(
    "arguments", type: "object",
    rule: .described("one domain per Metal parameter after SwiftUI's own"),
    help:
      "a domain per Metal parameter: a value, {\"range\": [lower,\nupper]}, {\"values\": [...]}, \"viewSize\" (a float2) or\n\"boundingRect\" (a float4); an array parameter takes\n{\"count\": domain, \"values\": domain}",
    example: "{\"strength\": {\"range\": [0, 1]}}")
  /// `maxSampleOffset`: the promise to prove.
  public static let maxSampleOffsetKey = ConfigKey(
    "maxSampleOffset", type: "array of 2 numbers or formulas",
    rule: .described("distortion and layer effects; numbers ≥ 0"),
    help: "[x, y]: points, or formulas such as \"2 * abs(offset.x)\"", example: "[1, 1]")
  /// `invariants`: properties every output must have.
  public static let invariantsKey = ConfigKey(
    "invariants", type: "array",
    help:
      "onlyAddsLight, preservesAlpha, {\"identityAt\": {parameter:\nvalue}}, {\"continuousIn\": {\"argument\", \"step\", \"maxChange\"}}",
    example: "[\"preservesAlpha\"]")
  /// `images`: extra input layers.
  public static let imagesKey = ConfigKey(
    "images", type: "array of strings",
    rule: .described("PNG paths that exist; not for a shapeStyle"),
    help: "PNG files the shader is run on, besides the built-in layer", example: "[]")
  /// `geometry`: a geometric promise shown beside it.
  public static let geometryKey = ConfigKey(
    "geometry", type: "string",
    rule: .described("a proof id; distortion and layer effects"),
    help: "a geometric promise proof's id to show beside it", example: "\"wheel.blurPromise\"")
  /// `review`: `effectproof init`'s guesses left to review.
  public static let reviewKey = ConfigKey(
    "review", type: "array of strings", rule: .described("non-blank strings"),
    help:
      "effectproof init's guesses still to review, one string each\n(\"viewSize: guessed …\"); check warns once per entry while any is\nleft (guessesToReview), and never fails for it",
    example: "[\"viewSize: guessed\"]")
  /// `note`: a string for people.
  public static let noteKey = ConfigKey(
    "note", type: "string",
    help: "a string for people (init says where the Swift's promise is);\ncheck reads past it",
    example: "\"a note\"")
  /// `runTimeLimit`: the base of a run's time limit, in seconds.
  public static let runTimeLimitKey = ConfigKey(
    "runTimeLimit", type: "number", default: "10",
    rule: .number(
      .closed(
        ShaderProofEntry.runTimeLimitRange,
        "runTimeLimit is the seconds a run of about 4 million pixel-samples may take, from 0.1 to 86400, not {found}"
      )),
    help:
      "seconds (0.1 to 86400, default 10) a run of about 4 million\npixel-samples may take, more for more work; a run still\nadvancing then is too slow, never a pass (--run-time-limit\noverrides it)",
    example: "20")
  /// `site`: the one modifier the entry proves.
  public static let siteKey = ConfigKey(
    "site", type: "string", rule: .described("distortion and layer effects"),
    help:
      "\"File.swift:line\": the one distortion or layer effect of the\nfunction the entry proves; without it, every site no other\nentry names (docs/shader-proofs.md, \"One proof per site\")",
    example: "\"App.swift:3\"")
  /// `maxSampleOffset.measured`: a measured supremum.
  public static let measuredKey = ConfigKey(
    "measured", type: "array of 2 numbers",
    rule: .list(
      .exactly(
        2,
        "expected a measured offset [x, y] in points (an array of 2 numbers), found an array of {found}"
      ),
      each: .and(
        .number(sampleOffsetAxis), finiteWords)),
    help: "a supremum effectproof init measured, in points", example: "[1, 1]")
  /// `maxSampleOffset`'s other form, `{"measured": [x, y]}`: help lists it after the keys.
  public static let measuredSampleOffsetKey = ConfigKey(
    "maxSampleOffset", type: "object",
    help:
      "also {\"measured\": [x, y]}: a supremum effectproof init measured\non the compiled source, proven like [x, y] but reported as\nmeasured, not proven, until you write it as [x, y]",
    example: "{\"measured\": [1, 1]}", fields: [measuredKey])

  /// `invariants`' `onlyAddsLight`.
  public static let onlyAddsLightKey = ConfigKey(
    "onlyAddsLight", type: "name", help: "no channel of the output is below the input's",
    example: "\"onlyAddsLight\"")
  /// `invariants`' `preservesAlpha`.
  public static let preservesAlphaKey = ConfigKey(
    "preservesAlpha", type: "name", help: "the output's alpha is the input's",
    example: "\"preservesAlpha\"")
  /// `invariants`' `identityAt`: the arguments that leave the image unchanged.
  public static let identityAtKey = ConfigKey(
    "identityAt", type: "object", rule: .described("numeric parameters' values"),
    help: "the arguments that leave the image unchanged",
    example: #"{"identityAt": {"strength": 0}}"#)
  /// An axis of a `maxSampleOffset` given as a number, `[x, y]` or `{"measured": [x, y]}`:
  /// at least 0 points.
  static let sampleOffsetAxis = ConfigInterval.atLeast(
    0, "a maxSampleOffset is at least 0, found {found}")
  /// What help adds to a number the entry reads as finite (``finite(_:)``, checked before the
  /// rule): `, at most 10¹² in size`.
  static let finiteWords = ", at most 10¹² in size"
  /// `continuousIn`'s `argument`.
  public static let continuousArgumentKey = ConfigKey(
    "argument", type: "string", rule: .described("a .float argument with a range"),
    help: "the argument stepped", required: true,
    example: "\"strength\"")
  /// `continuousIn`'s `step`.
  public static let continuousStepKey = ConfigKey(
    "step", type: "number",
    rule: .and(.number(.above(0, "a step is greater than 0")), finiteWords),
    help: "the argument's step", required: true,
    example: "0.1")
  /// `continuousIn`'s `maxChange`.
  public static let continuousMaxChangeKey = ConfigKey(
    "maxChange", type: "number",
    rule: .and(.number(.atLeast(0, "a change bound is at least 0")), finiteWords),
    help: "the largest change of a channel over one step", required: true,
    example: "0.5")
  /// `invariants`' `continuousIn`: the output changes little over a small step.
  public static let continuousInKey = ConfigKey(
    "continuousIn", type: "object", help: "the output changes little over one step",
    example: #"{"continuousIn": {"argument": "strength", "step": 0.1, "maxChange": 1}}"#,
    fields: [continuousArgumentKey, continuousStepKey, continuousMaxChangeKey])
  /// The invariants an entry may name.
  public static let invariantSchema = ConfigSchema(
    "shaderProofs.invariants",
    keys: [onlyAddsLightKey, preservesAlphaKey, identityAtKey, continuousInKey])
  /// The options of `continuousIn`.
  static let continuousInSchema = ConfigSchema(
    "shaderProofs.invariants.continuousIn", keys: continuousInKey.fields)
  /// The invariants' names.
  public static var invariantNames: [String] { invariantSchema.names }

  /// An entry's keys, in the order help and the docs list them.
  public static let entrySchema = ConfigSchema(
    "shaderProofs",
    keys: [
      functionKey, usageKey, viewSizeKey, viewSizesKey, scaleKey, argumentsKey,
      maxSampleOffsetKey, invariantsKey, imagesKey, geometryKey, reviewKey, noteKey,
      runTimeLimitKey, siteKey,
    ], appendsDefaults: false)
  /// The keys of a measured `maxSampleOffset`.
  static let measuredSchema = ConfigSchema(
    "shaderProofs.maxSampleOffset", keys: measuredSampleOffsetKey.fields)

  /// An entry's keys, by name.
  public static var entryKeys: [String] { entrySchema.names }
  /// The keys of a measured `maxSampleOffset`.
  public static var measuredPromiseKeys: [String] { measuredSchema.names }
}
