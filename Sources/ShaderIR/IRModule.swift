import EffectProofBase

/// A module of clang's textual LLVM IR as the reader models it: named structure types,
/// globals, functions (definitions and declarations), attribute groups and numbered metadata.
public struct IRModule: Hashable, Sendable {
  /// `source_filename`, when written.
  public var sourceFileName: String?
  /// `target triple`, when written.
  public var targetTriple: String?
  /// `target datalayout`, when written.
  public var dataLayout: String?
  /// The named structure types: `%struct.x = type { … }` (`opaque` ones are absent).
  public var namedTypes: [String: IRType]
  /// The globals in order.
  public var globals: [IRGlobal]
  /// The functions in order.
  public var functions: [IRFunction]
  /// The attribute groups' contents as written: `#0` → `alwaysinline mustprogress …`.
  public var attributeGroups: [Int: String]
  /// The numbered metadata nodes.
  public var metadata: [Int: IRMetadataNode]

  /// An empty module.
  public init() {
    namedTypes = [:]
    globals = []
    functions = []
    attributeGroups = [:]
    metadata = [:]
  }

  /// The function named `name` (without `@`).
  public func function(_ name: String) -> IRFunction? { functions.first { $0.name == name } }

  /// The global named `name` (without `@`).
  public func global(_ name: String) -> IRGlobal? { globals.first { $0.name == name } }

  /// The definitions (functions with blocks).
  public var definitions: [IRFunction] { functions.filter(\.isDefinition) }

  /// The instructions of every definition that the model does not know (`.unknown`), in file
  /// order.
  public var unknownInstructions: [IRInstruction] {
    definitions.flatMap(\.instructions).filter {
      if case .unknown = $0.operation { return true }
      return false
    }
  }
}
