import Foundation
import ShaderRegistry
import Testing

@testable import SwiftCallSites

/// The stack the reader uses on the deepest file it accepts, of each form, is well within the
/// stack it parses on: measured on a painted stack, against an eighth of ``SwiftNestingGuard``'s
/// `stackBytes`. Serialized: each case parses a file at the limit, and the reader's timing tests
/// run beside them.
@Suite(.serialized) struct NestingStackTests {
  @Test(arguments: DeepNestingForm.all + DeepNestingForm.bounded)
  func theDeepestFileAcceptedUsesLessThanAnEighthOfTheStack(_ form: DeepNestingForm) throws {
    let limit = SwiftNestingGuard.limit
    var depth = form.name == "interpolation" ? SwiftNestingGuard.interpolationLimit : limit
    // The deepest the guard lets through.
    while depth > 1,
      SwiftNestingGuard.check(Array(form.text(depth).utf8)) != nil
    {
      depth -= 1
    }
    let text = form.text(depth)
    let shallow = form.text(1)
    let used = try #require(PaintedStack.used(size: 40 << 20) { Self.read(text) })
    let base = try #require(PaintedStack.used(size: 40 << 20) { Self.read(shallow) })
    let perLevel = (used - base) / max(1, depth - 1)
    print(
      "stack \(form.name): depth \(depth) uses \(used >> 10) KiB, \(perLevel) bytes a level"
    )
    #expect(used < SwiftNestingGuard.stackBytes / 8)
  }

  private static func read(_ text: String) {
    let source = SwiftSourceText(file: "A.swift", bytes: Array(text.utf8))
    let reader = SwiftShaderReader()
    let model = reader.readOnThisThread(sources: [source])
    _ = reader.valuesOnThisThread(for: model, texts: [source])
  }
}
