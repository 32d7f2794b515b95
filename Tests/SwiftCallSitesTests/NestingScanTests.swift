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
    #expect(depth("f(a[b { c }])") == 3)
    #expect(depth("f(a)\ng(b)\nh(c)") == 1)
    #expect(depth("let x: A<B<C>> = y") == 2)
    #expect(depth("a ? b ? c : d : e") == 2)
    #expect(depth("#if A\n#if B\nx\n#endif\n#endif\n") == 2)
  }

  @Test func textInCommentsAndStringsIsNotCode() {
    #expect(depth("// ((((\n/* [[[[ /* nested */ {{{ */ x") == 0)
    #expect(depth("let s = \"(((( try try\"") == 0)
    #expect(depth("let s = #\"\\(((( \"#") == 0)
    #expect(depth("let s = \"\"\"\n(((\n\"\"\"") == 0)
    #expect(depth("let s = \"a\\(f(\"b\\(g(1))\"))\"") == 4)
    #expect(depth("let s = #\"a\\#(f(1))\"#") == 2)
  }

  @Test func chainsEndWithTheirStatementOrElement() {
    #expect(depth("let x = try try await f()") == 4)
    #expect(depth("f(try a, try b, try c)") == 2)
    #expect(depth("let a = try x\nlet b = try y\nlet c = try z") == 1)
    #expect(depth("let f: (A) -> (B) -> C") == 2)
    #expect(depth("let f: (A) -> B\nlet g: (A) -> B") == 1)
    #expect(depth("if a {} else if b {} else if c {}\nif d {} else {}") == 3)
  }

  @Test func aChainGoesOnOverALineThatCannotStartAStatement() {
    #expect(depth("let x = try\ntry\ntry f()") == 4)
    #expect(depth("let f: (A) -> ()\nthrows -> ()\nthrows -> ()") == 4)
    #expect(depth("let x = try try f {\n} label: {\n}") == 3)
  }

  @Test func aRegexLiteralsClosersStayInside() {
    #expect(depth("f(/\\)/, (/)/))") == 3)
    #expect(depth("let r = #/(a)/#") == 2)
  }

  @Test func lessThanSignsAreNotGroupsForLong() {
    #expect(depth("if a < b { }\nif c < d { }\nif e < f { }") == 1)
    #expect(depth("let x = a < b && c < d") == 1)
  }
}
