import Testing

/// Swift that nests one form deep, for the nesting tests: line 1 calls a shader, line 2 nests.
struct DeepNestingForm: CustomTestStringConvertible, Sendable {
  let name: String
  /// What the diagnostic names the form as.
  let described: String
  /// A depth past the limit: for all but `#if`, `A<(Int) -> ` and interpolations (which
  /// SwiftParser's own limit of 256 parentheses and blocks stops) one at which `effectproof scan`
  /// ended in SIGSEGV on its 8 MiB main thread before the guard.
  let crashDepth: Int
  let nest: @Sendable (Int) -> String

  var testDescription: String { name }

  /// The text of the test file nested `depth` deep.
  func text(_ depth: Int) -> String {
    "let s = ShaderLibrary.glow(.float(1))\n" + nest(depth) + "\n"
  }

  private static func repeated(_ text: String, _ count: Int) -> String {
    String(repeating: text, count: count)
  }

  /// Every form, at a depth that crashes without the guard.
  static let all: [DeepNestingForm] = [
    DeepNestingForm(name: "generic", described: "angle brackets", crashDepth: 600) {
      "let x: " + repeated("A<", $0) + "Int" + repeated(">", $0) + "? = nil"
    },
    DeepNestingForm(name: "try", described: "`try`", crashDepth: 4000) {
      "let x = " + repeated("try ", $0) + "f()"
    },
    DeepNestingForm(name: "await", described: "`await`", crashDepth: 4000) {
      "let x = " + repeated("await ", $0) + "f()"
    },
    DeepNestingForm(name: "else if", described: "`else` branches", crashDepth: 4000) {
      "func f() { if a {}" + repeated(" else if a {}", $0) + " }"
    },
    DeepNestingForm(name: "arrow", described: "function arrows", crashDepth: 2000) {
      "let f: " + repeated("(Int) -> ", $0) + "Int"
    },
    DeepNestingForm(name: "interpolation", described: "string interpolations", crashDepth: 6000) {
      "let t = " + repeated("\"\\(", $0) + "1" + repeated(")\"", $0)
    },
    DeepNestingForm(name: "ternary", described: "conditionals", crashDepth: 4000) {
      "let x = " + repeated("a ? ", $0) + "b" + repeated(" : c", $0)
    },
    DeepNestingForm(name: "repeat each", described: "prefix keywords", crashDepth: 2000) {
      "func f(x: " + repeated("repeat each ", $0) + "T) {}"
    },
    DeepNestingForm(name: "consume", described: "prefix keywords", crashDepth: 4000) {
      "let x = " + repeated("consume ", $0) + "y"
    },
    DeepNestingForm(name: "if if", described: "`if`, `switch`", crashDepth: 2000) {
      "let x = " + repeated("if ", $0) + "a" + repeated(" { 1 } else { 2 }", $0)
    },
    DeepNestingForm(name: "switch switch", described: "`if`, `switch`", crashDepth: 2000) {
      "let x = " + repeated("switch ", $0) + "y" + repeated(" { default: 1 }", $0)
    },
    DeepNestingForm(name: "let let", described: "`if`, `switch`", crashDepth: 4000) {
      "func f() { if case " + repeated("let ", $0) + "x = y {} }"
    },
    DeepNestingForm(name: "generic arrow", described: "angle brackets", crashDepth: 1000) {
      "let f: " + repeated("A<(Int) -> ", $0) + "Int" + repeated(">", $0)
    },
  ]

  /// Forms SwiftParser stops by itself at 256 levels, still 4–8 MiB of stack there: more than
  /// a secondary thread's stack, so they are read on the reader's own thread.
  static let bounded: [DeepNestingForm] = [
    DeepNestingForm(name: "#if", described: "`#if` blocks", crashDepth: 2000) {
      repeated("#if A\n", $0) + "let x = 1\n" + repeated("#endif\n", $0)
    },
    DeepNestingForm(name: "closures", described: "braces", crashDepth: 0) {
      "let x = " + repeated("f { ", $0) + repeated("} ", $0)
    },
    DeepNestingForm(name: "parentheses", described: "parentheses", crashDepth: 0) {
      "let x = " + repeated("(", $0) + "1" + repeated(")", $0)
    },
    // Both kinds at once: 256 closures SwiftParser stops, each holding a counted `try`.
    DeepNestingForm(name: "closures and try", described: "`try`", crashDepth: 0) {
      "let x = " + repeated("{ _ in try ", $0) + "1" + repeated(" }", $0)
    },
    DeepNestingForm(name: "if let closure", described: "braces", crashDepth: 0) {
      "func f() { " + repeated("if let x = { ", $0) + repeated("}() {} ", $0) + "}"
    },
  ]
}
