import LocatedJSON

/// The keys of an argument's domain in a `shaderProofs` entry (`"arguments": {"strength": {…}}`),
/// declared once: the readers of a domain accept these keys only (an unknown one is an error
/// with the nearest name), and `effectproof help config arguments` and docs/shader-proofs.md's
/// table are printed from them.
extension ShaderProofConfig {
  /// `range`: every value from a lower to an upper end.
  public static let rangeKey = ConfigKey(
    "range", type: "array of 2 values", rule: .described("[lower, upper], lower ≤ upper"),
    help: "every value from lower to upper, each end as wide as the parameter",
    example: "[0, 1]")
  /// `values`: the values listed; in an array's or a `.data`'s domain, each element's domain.
  public static let valuesKey = ConfigKey(
    "values", type: "array, or an element's domain", rule: .described("at least one value"),
    help:
      "the values listed; beside count, each element's domain (a .data's bytes\n{\"range\": [0, 255]} when left out); for an .image, its images",
    example: "[0, 0.5, 1]")
  /// `count`: the number of elements of an array parameter or of a `.data`.
  public static let countKey = ConfigKey(
    "count", type: "number or domain", rule: .described("whole numbers from 0 to 65536"),
    help: "the elements an array parameter or a .data gets: a number, a range or values",
    required: true, example: "4")

  /// A number parameter's domain as an object: `{"range": …}` or `{"values": …}`.
  public static let domainSchema = ConfigSchema(
    "arguments", keys: [rangeKey, valuesKey], appendsDefaults: false)
  /// An array parameter's or a `.data`'s domain: `{"count": …, "values": …}`.
  public static let arrayDomainSchema = ConfigSchema(
    "arguments.array", keys: [countKey, valuesKey], appendsDefaults: false)
  /// An `.image`'s domain as an object: `{"values": […]}`.
  public static let imageDomainSchema = ConfigSchema(
    "arguments.image", keys: [valuesKey], appendsDefaults: false)
}
