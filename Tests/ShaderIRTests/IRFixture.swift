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

  /// Fixture `name`'s module and its stitchable function: the first definition (clang writes
  /// it first; helpers it did not inline follow).
  static func definition(_ name: String) throws -> (IRModule, IRFunction) {
    let module = try module(name)
    guard let function = module.definitions.first else {
      throw FixtureError.noDefinition(name)
    }
    return (module, function)
  }

  /// A fixture that does not hold what the tests expect of it.
  enum FixtureError: Error {
    /// The module defines no function.
    case noDefinition(String)
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
