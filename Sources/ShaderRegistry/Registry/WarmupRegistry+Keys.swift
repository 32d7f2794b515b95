import LocatedJSON
import ShaderSignature

/// The keys of a warm-up registry (a registry JSON file, or the config's `registry` object),
/// declared once: ``init(json:file:)`` reads each through its declaration, an unknown key is an
/// error with the nearest declared name, and `effectproof help config registry` and
/// docs/registry.md's table are printed from them.
extension WarmupRegistry {
  /// `warmups`: the warm-ups, one object each.
  public static let warmupsKey = ConfigKey(
    "warmups", type: "array of warm-ups",
    rule: .described("{\"name\", \"usage\", \"arguments\"} each"),
    help: "the functions the app warms up, one object each", required: true,
    example: "[]", fields: [nameKey, usageKey, argumentsKey])
  /// A warm-up's `name`: the Metal function.
  public static let nameKey = ConfigKey(
    "name", type: "string",
    rule: .described("a Metal function name: letters, digits and _, not starting with a digit"),
    help: "the [[ stitchable ]] function warmed up", required: true, example: "\"ripple\"")
  /// A warm-up's `usage`: how SwiftUI applies it.
  public static let usageKey = ConfigKey(
    "usage", type: "string", rule: .oneOf(ShaderUsage.allCases.map(\.rawValue)),
    help: "how SwiftUI applies it", required: true, example: "\"layerEffect\"")
  /// A warm-up's `arguments`: the kinds of the `Shader.Argument`s it is called with.
  public static let argumentsKey = ConfigKey(
    "arguments", type: "array of strings",
    rule: .list(.any, each: .oneOf(ShaderArgumentKind.allCases.map(\.rawValue))),
    help: "the kinds of the Shader.Arguments it is called with, in order", required: true,
    example: "[\"float2\", \"float\"]")

  /// A registry's keys: `{"warmups": […]}`.
  public static let schema = ConfigSchema("registry", keys: [warmupsKey], appendsDefaults: false)
  /// A warm-up's keys.
  public static let warmupSchema = ConfigSchema(
    "registry.warmups", keys: warmupsKey.fields, appendsDefaults: false)
}
