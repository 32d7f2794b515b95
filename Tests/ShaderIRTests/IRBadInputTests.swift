import EffectProofBase
import EffectProofTestSupport
import Testing

@testable import ShaderIR

/// Bad input gives an error with a line and column, or a module, and never traps or hangs.
@Suite struct IRBadInputTests {
  /// The result of reading `text`: the module, or the error.
  static func outcome(_ text: String) -> Result<IRModule, IRReadError> {
    do throws(IRReadError) {
      return .success(try IRReader.read(text))
    } catch {
      return .failure(error)
    }
  }

  /// The error reading `text` gives, `nil` when it reads.
  static func error(_ text: String) -> IRReadError? {
    if case .failure(let error) = outcome(text) { return error }
    return nil
  }

  @Test func everyTruncationOfAFixtureReadsOrFailsAtAPlaceInsideIt() throws {
    for name in ["loupe", "pinch", "gaussianRow"] {
      let text = try IRFixture.text(name)
      let scalars = Array(text.unicodeScalars)
      let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
      var failures = 0
      for end in stride(from: 0, to: scalars.count, by: 97) {
        let prefix = String(String.UnicodeScalarView(scalars[0..<end]))
        if let error = Self.error(prefix) {
          failures += 1
          #expect(error.position.line >= 1 && error.position.line <= lineCount, "\(name) @\(end)")
          #expect(error.position.column >= 1, "\(name) @\(end)")
        }
      }
      // Cut inside the body, a module has no closing brace: most cuts fail.
      #expect(failures > scalars.count / 97 / 2, "\(name): \(failures) failures")
    }
  }

  @Test func randomBytesReadOrFail() {
    var generator = SplitMix64(seed: 0x1D_37)
    print("IRBadInputTests.randomBytesReadOrFail seed 0x1D37")
    var failures = 0
    for round in 0..<300 {
      let count = Int(generator.next() % 400)
      var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      if round % 2 == 1 {
        // Half the rounds are IR-like: tokens of the language shuffled.
        let words = [
          "define", "%1", "=", "fadd", "float", "<", "x", ">", "[", "]", "{", "}",
          "!dbg", "!9", ",", "0xH3C00", "\n", "label", "br", "i1", "phi", "@g", "(", ")",
        ]
        bytes = Array(
          (0..<count / 4).map { _ in words[Int(generator.next() % 24)] }
            .joined(separator: " ").utf8)
      }
      do throws(IRReadError) {
        _ = try IRReader.read(bytes: bytes)
      } catch {
        failures += 1
        #expect(error.position.line >= 1 && error.position.column >= 1)
      }
    }
    #expect(failures > 0)
  }

  @Test func invalidUTF8IsAnErrorAtItsPlace() {
    let bytes = Array("; ok\n@g = global i32 0\n; caf".utf8) + [0xC3, 0x28]
    do throws(IRReadError) {
      _ = try IRReader.read(bytes: bytes)
      Issue.record("invalid UTF-8 was read")
    } catch {
      #expect(error.position == SourcePosition(line: 3, column: 6))
      #expect(error.message.contains("UTF-8"))
    }
  }

  @Test func aHundredThousandDeepTypeIsAnErrorNotACrash() {
    let depth = 100_000
    let type =
      String(repeating: "[1 x ", count: depth) + "i32" + String(repeating: "]", count: depth)
    let error = Self.error("@g = external global \(type)\n")
    #expect(error?.message.contains("nested deeper") == true)
    #expect(error?.position.line == 1)
    let constant = String(repeating: "{ ", count: depth)
    #expect(Self.error("@g = global i32 \(constant)\n") != nil)
    let tuple = "!0 = !{" + String(repeating: "!{", count: depth) + "}\n"
    #expect(Self.error(tuple) != nil)
  }

  @Test func anEmptyTextIsAnEmptyModule() throws {
    let module = try IRReader.read("")
    #expect(module.functions.isEmpty && module.globals.isEmpty && module.metadata.isEmpty)
    let blank = try IRReader.read("\n\n  ; a comment\n")
    #expect(blank.functions.isEmpty)
  }

  @Test func crlfEndingsReadAsLFEndings() throws {
    let text = try IRFixture.text("loupe")
    let crlf = text.replacingLineEnds(with: "\r\n")
    let lf = try IRReader.read(text)
    let read = try IRReader.read(crlf)
    #expect(read == lf)
    let cr = try IRReader.read(text.replacingLineEnds(with: "\r"))
    #expect(cr == lf)
  }

  @Test func malformedLinesNameTheirLineAndColumn() {
    let header = "define float @f(float %x) {\n"
    // Hand-placed: column of the offending token on the line.
    #expect(
      Self.error(header + "  %a = fadd float %x,\n  ret float %a\n}\n")?.position
        == SourcePosition(line: 2, column: 22))
    #expect(
      Self.error(header + "  %a = fcmp olx float %x, %x\n  ret float %x\n}\n")?.position
        == SourcePosition(line: 2, column: 13))
    #expect(
      Self.error(header + "  %a = fadd float %x, %x\n}\n")?.message
        == "block %0 does not end with a terminator")
    #expect(
      Self.error(header + "  br label %nowhere\n}\n")?.message == "no block %nowhere in @f")
    #expect(Self.error(header + "  ret float %x\n")?.position.line == 1)
    #expect(
      Self.error("@g = global i32 0 ¤\n")?.position == SourcePosition(line: 1, column: 19))
    #expect(
      Self.error("@g = global ptr addrspace(1\n")?.position == SourcePosition(line: 1, column: 28))
    #expect(Self.error("@a = alias i32, ptr @g\n")?.message == "'alias' is not read")
  }
}

extension String {
  /// The text with each `\n` replaced by `ending`.
  func replacingLineEnds(with ending: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
  }
}
