/// Deeply nested Swift made from fuzzer bytes: each form of nesting the grammar has (groups,
/// prefix keywords, chains, interpolations, `#if`, types, statements), several combined inside
/// one another, each repeated from once to well past the reader's limit of 256 levels.
///
/// The bytes are read as a list of segments, three bytes each (0 past the end): the form (by
/// the context the previous segment left: an expression, a type or a statement), how many times
/// it nests (0–2 047, so about half the inputs go past 256), and how its repetitions are
/// separated (a space or a line break) and whether the innermost text is a shader call.
struct NestedSwift {
  /// Where a form may be written, and what its inside is.
  enum Context: Int, CaseIterable {
    case expression, type, statement
  }

  /// One form: the text before and after what it nests, and the context inside it.
  struct Form {
    var open: String
    var close: String
    var inner: Context
  }

  static let forms: [Context: [Form]] = [
    .expression: [
      Form(open: "(", close: ")", inner: .expression),
      Form(open: "[", close: "]", inner: .expression),
      Form(open: "[a: ", close: "]", inner: .expression),
      Form(open: "f(x: ", close: ")", inner: .expression),
      Form(open: "-(", close: ")", inner: .expression),
      Form(open: "#m(", close: ")", inner: .expression),
      Form(open: "try ", close: "", inner: .expression),
      Form(open: "await ", close: "", inner: .expression),
      Form(open: "try? ", close: "", inner: .expression),
      Form(open: "consume ", close: "", inner: .expression),
      Form(open: "copy ", close: "", inner: .expression),
      Form(open: "unsafe ", close: "", inner: .expression),
      Form(open: "repeat each ", close: "", inner: .expression),
      Form(open: "a ? ", close: " : b", inner: .expression),
      Form(open: "\"\\(", close: ")\"", inner: .expression),
      Form(open: "#\"\\#(", close: ")\"#", inner: .expression),
      Form(open: "\"\"\"\n\\(", close: ")\n\"\"\"", inner: .expression),
      Form(open: "{ _ in ", close: " }", inner: .expression),
      Form(open: "f { ", close: " }", inner: .statement),
      Form(open: "x.map { [a] (y: Int) -> Int in ", close: " }", inner: .statement),
      Form(open: "if a { ", close: " } else { 0 }", inner: .expression),
      Form(open: "switch x { case 1: ", close: " default: 0 }", inner: .expression),
      Form(open: "if ", close: " { 1 } else { 2 }", inner: .expression),
      Form(open: "switch ", close: " { default: 1 }", inner: .expression),
      Form(open: "A<", close: ">()", inner: .type),
      Form(open: "x as ", close: "", inner: .type),
      Form(open: "y.a.b", close: "!.c?[0]", inner: .expression),
      Form(open: "/(a)/ + (", close: ")", inner: .expression),
    ],
    .type: [
      Form(open: "A<", close: ">", inner: .type),
      Form(open: "(", close: ")", inner: .type),
      Form(open: "[", close: "]", inner: .type),
      Form(open: "[K: ", close: "]", inner: .type),
      Form(open: "(Int) -> ", close: "", inner: .type),
      Form(open: "() async throws -> ", close: "", inner: .type),
      Form(open: "A<(Int) -> ", close: ">", inner: .type),
      Form(open: "some ", close: "", inner: .type),
      Form(open: "any ", close: "", inner: .type),
      Form(open: "repeat each ", close: "", inner: .type),
      Form(open: "(", close: ")?", inner: .type),
      Form(open: "@escaping ", close: "", inner: .type),
      Form(open: "A<B, ", close: ">", inner: .type),
    ],
    .statement: [
      Form(open: "if a { ", close: " }", inner: .statement),
      Form(open: "if a {} else ", close: "", inner: .statement),
      Form(open: "#if A\n", close: "\n#endif\n", inner: .statement),
      Form(open: "func f() { ", close: " }", inner: .statement),
      Form(open: "struct S { func f() { ", close: " } }", inner: .statement),
      Form(open: "do { ", close: " } catch { }", inner: .statement),
      Form(open: "while a { ", close: " }", inner: .statement),
      Form(open: "guard a else { ", close: " }", inner: .statement),
      Form(open: "let x = ", close: "", inner: .expression),
      Form(open: "let x: ", close: " = y", inner: .type),
      Form(open: "if let x = { ", close: " }() { }", inner: .statement),
      Form(open: "return ", close: "", inner: .expression),
      Form(open: "if case let ", close: " = y {}", inner: .statement),
    ],
  ]

  /// The innermost text of each context.
  static func core(_ context: Context, call: Bool) -> String {
    switch context {
    case .expression: call ? "ShaderLibrary.glow(.float(1))" : "1"
    case .type: "Int"
    case .statement: call ? "let s = ShaderLibrary.glow(.float(1))" : "x()"
    }
  }

  /// The text for `bytes`, at most `maximumBytes` long (repetitions are cut to fit).
  static func text(_ bytes: [UInt8], maximumBytes: Int = 200_000) -> String {
    func byte(_ index: Int) -> Int { index < bytes.count ? Int(bytes[index]) : 0 }
    var context = Context.statement
    var opens: [String] = []
    var closes: [String] = []
    var size = 0
    var call = false
    var index = 0
    while index < bytes.count, opens.count < 8 {
      let choices = forms[context] ?? []
      let form = choices[byte(index) % choices.count]
      let count = (byte(index + 1) << 3) | (byte(index + 2) & 7)
      let separator = byte(index + 2) & 8 != 0 ? "\n" : " "
      call = byte(index + 2) & 16 != 0
      index += 3
      let unit = form.open.utf8.count + form.close.utf8.count + 1
      let fitting = min(count, max(0, maximumBytes - size) / max(1, unit))
      opens.append(String(repeating: form.open + separator, count: fitting))
      closes.append(String(repeating: form.close + separator, count: fitting))
      size += fitting * unit
      context = form.inner
    }
    return opens.joined() + core(context, call: call) + closes.reversed().joined() + "\n"
  }
}
