import Foundation
import ShaderIR

/// The `.ll` fixtures of this target (Fixtures/README.md says where each comes from).
enum IRFixture {
  /// The fixtures folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Every fixture's name without `.ll`, sorted.
  static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".ll") }.map { String($0.dropLast(3)) }.sorted()
  }

  /// The text of fixture `name`.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name + ".ll"), encoding: .utf8)
  }

  /// Fixture `name` read.
  static func module(_ name: String) throws -> IRModule {
    try IRReader.read(try text(name))
  }

  /// The one definition of fixture `name`'s module.
  static func definition(_ name: String) throws -> (IRModule, IRFunction) {
    let module = try module(name)
    guard module.definitions.count == 1, let function = module.definitions.first else {
      throw FixtureError.notOneDefinition(name)
    }
    return (module, function)
  }

  /// A fixture that does not hold what the tests expect of it.
  enum FixtureError: Error {
    /// The module does not define exactly one function.
    case notOneDefinition(String)
  }
}

extension IRFunction {
  /// The instruction whose result is `%name`.
  func instruction(_ name: String) -> IRInstruction? {
    instructions.first { $0.result == name }
  }

  /// The calls to `@callee`, in order.
  func calls(to callee: String) -> [IRInstruction] {
    instructions.filter {
      if case .call(let call) = $0.operation { return call.calleeName == callee }
      return false
    }
  }
}
