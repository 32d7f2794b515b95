import Testing

@testable import SwiftCallSites

/// What ``SwiftNestingGuard`` counts: the deepest level of a text, found as the smallest limit
/// the scan does not go past.
@Suite struct NestingScanTests {
  private func depth(_ text: String) -> Int {
    var limit = 0
    while limit < 10_000 {
      var scan = SwiftNestingScan(bytes: Array(text.utf8), limit: limit, interpolationLimit: 10_000)
      scan.run()
      if scan.deepest == nil { return limit }
      limit += 1
    }
    return limit
  }

  @Test func groupsCountUntilTheirCloser() {
    #expect(depth("let x: A<B<C>> = y") == 3)
    #expect(depth("let x: A<B>\nlet y: A<B>") == 2)
    #expect(depth("a ? b ? c : d : e") == 2)
    #expect(depth("f(a ? (b ? c : d) : e)") == 2)
  }

  /// SwiftParser stops these itself at 256 levels: they scope chains but are not counted.
  @Test func groupsSwiftParserLimitsAreNotCounted() {
    #expect(depth("f(a[b { c }])") == 0)
    #expect(depth("#if A\n#if B\nx\n#endif\n#endif\n") == 0)
    #expect(depth(String(repeating: "(", count: 20_000)) == 0)
    #expect(depth("f(try g(try h(try x)))") == 3)
  }

  @Test func textInCommentsAndStringsIsNotCode() {
    #expect(depth("// ((((\n/* [[[[ /* nested */ {{{ */ x") == 0)
    #expect(depth("_ = \"(((( try try\"") == 0)
    #expect(depth("_ = #\"\\(((( \"#") == 0)
    #expect(depth("_ = \"\"\"\n(((\n\"\"\"") == 0)
    #expect(depth("_ = \"a\\(f(\"b\\(try g(1))\"))\"") == 1)
    #expect(depth("_ = #\"a\\#(try f(1))\"#") == 1)
  }

  @Test func chainsEndWithTheirStatementOrElement() {
    #expect(depth("x = if if a { 1 } else { 2 } { 3 } else { 4 }") == 3)
    #expect(depth("if case let let x = y {}") == 3)
    #expect(depth("let x = try try await f()") == 4)
    #expect(depth("f(try a, try b, try c)") == 1)
    #expect(depth("let a = try x\nlet b = try y\nlet c = try z") == 2)
    #expect(depth("let f: (A) -> (B) -> C") == 3)
    #expect(depth("let f: A<(B) -> A<(B) -> C>>") == 5)
    #expect(depth("let f: (A) -> B\nlet g: (A) -> B") == 2)
    #expect(depth("if a {} else if b {} else if c {}\nif d {} else {}") == 3)
  }

  @Test func aChainGoesOnOverALineThatCannotStartAStatement() {
    #expect(depth("let x = try\ntry\ntry f()") == 4)
    #expect(depth("let f: (A) -> ()\nthrows -> ()\nthrows -> ()") == 4)
    #expect(depth("let x = try try f {\n} label: { try y }") == 4)
  }

  @Test func aRegexLiteralsClosersStayInside() {
    #expect(depth("f(/\\)/, (/)/ try x))") == 1)
    #expect(depth("r = #/(a)/# ? b : c") == 1)
    #expect(depth("x = [/a)/ try try y]") == 2)
  }

  @Test func lessThanSignsAreNotGroupsForLong() {
    #expect(depth("if a < b { }\nif c < d { }\nif e < f { }") == 2)
    #expect(depth("x = a < b && c < d") == 1)
  }
}
