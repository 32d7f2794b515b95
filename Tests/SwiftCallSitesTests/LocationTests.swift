import ShaderRegistry
import SwiftCallSites
import Testing

/// Lines end at LF, CRLF or CR; columns count Unicode scalars, not a byte order mark.
@Suite struct LocationTests {
  @Test func columnsCountUnicodeScalars() {
    // "é" written as e + U+0301 is two scalars; the emoji is one scalar of four bytes.
    let model = ReaderProbe.read(
      "/* e\u{301} 🎨 */ let s = ShaderLibrary.ripple(.float(1))\n")
    #expect(ReaderProbe.sites(model) == ["ripple A.swift:1:34 call 1:20 [float]"])
    #expect(ReaderProbe.argumentPlaces(model) == [["float@1:41"]])
  }

  @Test func aNonASCIIIdentifierBeforeTheCall() {
    let model = ReaderProbe.read("let größe = ShaderLibrary.größe(.float(1))\n")
    #expect(ReaderProbe.sites(model) == ["größe A.swift:1:27 call 1:13 [float]"])
  }

  @Test func lineEndings() {
    let model = ReaderProbe.read(
      "let s = ShaderLibrary.lf()\nlet t = ShaderLibrary.crlf()\r\nlet u = ShaderLibrary.cr()\rlet v = ShaderLibrary.last()"
    )
    #expect(
      ReaderProbe.sites(model) == [
        "lf A.swift:1:23 call 1:9 []", "crlf A.swift:2:23 call 2:9 []",
        "cr A.swift:3:23 call 3:9 []", "last A.swift:4:23 call 4:9 []",
      ])
  }

  @Test func aByteOrderMarkIsNotAColumn() {
    let model = ReaderProbe.read("\u{FEFF}let s = ShaderLibrary.bom(.float(1))\n")
    #expect(ReaderProbe.sites(model) == ["bom A.swift:1:23 call 1:9 [float]"])
  }

  @Test func theFileIsTheNameGiven() {
    let model = ReaderProbe.read(
      "let s = ShaderLibrary.named()\n", file: "App/Views/Some View.swift")
    #expect(ReaderProbe.sites(model) == ["named App/Views/Some View.swift:1:23 call 1:9 []"])
    #expect(model.files == ["App/Views/Some View.swift"])
  }
}
