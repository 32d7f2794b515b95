import ShaderRegistry

/// The tool's `AppSwiftReading`: ``SwiftShaderReader`` on the toolchain's SwiftParser for the
/// model and its call sites' literals (one parse of each file), and ``AppBuildReader`` for the
/// build files. Every command that opens a workspace reads the app's Swift through it.
public struct ToolchainSwiftReader: AppSwiftReading {
  /// A reader.
  public init() {}

  /// Reads the model, and the literals from the same parse when `literals`.
  public func readSwift(paths: [String], maximumFileBytes: Int, literals: Bool) -> AppSwiftSources {
    let reader = SwiftShaderReader(maximumFileBytes: maximumFileBytes)
    guard literals else { return AppSwiftSources(model: reader.read(paths: paths)) }
    let (model, values) = reader.readWithValues(paths: paths)
    return AppSwiftSources(model: model, literals: Self.literals(values))
  }

  /// Surveys the build files above `swiftPaths` and `configFolder`.
  public func readBuilds(swiftPaths: [String], configFolder: String, maximumFileBytes: Int)
    -> AppBuildSurvey
  {
    AppBuildReader(maximumFileBytes: maximumFileBytes).survey(
      from: swiftPaths, configFolder: configFolder)
  }

  /// The literal values of each call site's arguments, as the shader proofs compare them.
  static func literals(_ values: SwiftValueHints) -> SiteArgumentLiterals {
    SiteArgumentLiterals(
      callSites: values.arguments.map { arguments in
        arguments.map { hint in
          hint.literals.map { .init(numbers: $0.numbers, location: $0.location) }
        }
      })
  }
}
