import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The conformance suite: every function of ``SpecCatalogue`` called in every argument form
/// its table allows, in one generated source compiled with the prelude like any shader
/// (`MetalCompiler.sharedLibrary`), each result lane compared with its closed form.
@Suite(.serialized) struct SpecConformanceTests {
  /// One call of the suite: its C++ expression, and the lanes it must give.
  struct Case: Sendable {
    var label: String
    var expression: String
    var expected: [Double]
    var element: SpecElement
    var slack: Double
    var isBool: Bool
  }

  /// Every case, generated from the catalogue.
  static let cases: [Case] = SpecCatalogue.functions.flatMap(cases(of:)) + customCases

  static func cases(of function: SpecFunction) -> [Case] {
    var made: [Case] = []
    var seen: Set<String> = []
    for elementName in function.elements {
      let element = SpecElement(name: elementName)
      for width in function.widths {
        for form in function.forms {
          let types = argumentTypes(function, form, element: elementName, width: width)
          guard let types else { continue }
          let prefixes =
            function.variants && elementName == "float" ? ["", "fast::", "precise::"] : [""]
          for prefix in prefixes {
            let label = "\(prefix)\(function.name)(\(types.map(\.name).joined(separator: ", ")))"
            guard seen.insert(label).inserted else { continue }
            made.append(
              make(
                function, types: types, width: width, element: element, prefix: prefix, label: label
              ))
          }
        }
      }
    }
    return made
  }

  /// An argument's type: its element and width.
  struct ArgumentType: Sendable {
    var element: String
    var width: Int
    var name: String { width == 1 ? element : "\(element)\(width)" }
  }

  static func argumentTypes(_ function: SpecFunction, _ form: SpecForm, element: String, width: Int)
    -> [ArgumentType]?
  {
    let full = ArgumentType(element: element, width: width)
    let scalar = ArgumentType(element: element, width: 1)
    switch form {
    case .same: return Array(repeating: full, count: function.arity)
    case .scalarTail(let n):
      guard width > 1 || function.forms == [form] else { return nil }
      return (0..<function.arity).map { $0 >= function.arity - n ? scalar : full }
    case .scalarHead(let n):
      guard width > 1 else { return nil }
      return (0..<function.arity).map { $0 < n ? scalar : full }
    case .mixed(let list):
      guard width > 1 else { return nil }
      return (0..<function.arity).map { index in
        list[index].map { ArgumentType(element: $0, width: 1) } ?? full
      }
    }
  }

  static func literal(_ value: Double, _ element: String) -> String {
    if element == "bool" { return value != 0 ? "true" : "false" }
    if value.isNaN { return "(\(element))NAN" }
    if value.isInfinite { return value > 0 ? "(\(element))INFINITY" : "(\(element))(-INFINITY)" }
    if SpecElement(name: element).isFloat {
      return "(\(element))\(String(format: "%a", value))"
    }
    return "(\(element))(\(Int64(value)))"
  }

  static func make(
    _ function: SpecFunction, types: [ArgumentType], width: Int, element: SpecElement,
    prefix: String, label: String
  ) -> Case {
    let rows = function.rows
    // Argument i's lanes, as its own type holds them.
    let lanes: [[Double]] = types.enumerated().map { index, type in
      let held = SpecElement(name: type.element)
      return (0..<type.width).map { lane in
        let raw = rows[(type.width == 1 ? 0 : lane) % rows.count][index]
        return type.element == "bool" ? (raw != 0 ? 1 : 0) : held.held(raw)
      }
    }
    let arguments = types.enumerated().map { index, type in
      let values = lanes[index].map { literal($0, type.element) }
      return type.width == 1 ? values[0] : "\(type.name)(\(values.joined(separator: ", ")))"
    }
    let expression = "metal::\(prefix)\(function.name)(\(arguments.joined(separator: ", ")))"
    var expected: [Double]
    if let whole = function.whole {
      // A scalar where the table says T is broadcast, as the function sees it.
      let broadcast = lanes.map { $0.count == 1 ? Array(repeating: $0[0], count: width) : $0 }
      expected = whole(types.count == 3 && function.name == "refract" ? lanes : broadcast, element)
    } else {
      let lane = function.lane ?? { _, _ in .nan }
      expected = (0..<width).map { k in
        lane(lanes.map { $0.count == 1 ? $0[0] : $0[k] }, element)
      }
    }
    let isBool = function.table == .relational
    if !isBool { expected = expected.map { element.held($0) } }
    return Case(
      label: label, expression: expression, expected: expected, element: element,
      slack: function.slack, isBool: isBool)
  }

  /// The generated source: one store per case into the output array, lane by lane.
  static func source(_ cases: [Case]) -> String {
    var lines = [
      "// Generated by SpecConformanceTests: the spec's function tables, every argument form.",
      "#include <metal_stdlib>",
      "using namespace metal;",
      "template <class T> static void ep_store(double *&o, T v) {",
      "  if constexpr (ep_lanes<T>::count == 1) { *o++ = (double)v; }",
      "  else { for (int k = 0; k < ep_lanes<T>::count; k++) *o++ = (double)v[k]; }",
      "}",
      "extern \"C\" void conformance(double *o) {",
    ]
    for item in cases { lines.append("  ep_store(o, \(item.expression));") }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The results of every case, or the compile's diagnostics.
  static let results: Result<[Double], ConformanceFailure> = {
    do {
      let folder = try TemporaryFolder()
      let file = try folder.write("Conformance.metal", source(cases))
      let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
      let built = try compiler.sharedLibrary(file: file)
      guard let path = built.path else {
        return .failure(ConformanceFailure(lines: built.diagnostics.map(\.description)))
      }
      guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL),
        let symbol = dlsym(handle, "conformance")
      else { return .failure(ConformanceFailure(lines: ["cannot open \(path)"])) }
      typealias Entry = @convention(c) (UnsafeMutablePointer<Double>) -> Void
      let count = cases.reduce(0) { $0 + $1.expected.count }
      var out = [Double](repeating: .nan, count: count)
      unsafeBitCast(symbol, to: Entry.self)(&out)
      return .success(out)
    } catch {
      return .failure(ConformanceFailure(lines: ["\(error)"]))
    }
  }()

  struct ConformanceFailure: Error, Sendable { var lines: [String] }

  /// How far a lane may be from its closed form: 4 ulps of the result type at its magnitude,
  /// plus the function's slack.
  static func tolerance(_ want: Double, _ element: SpecElement, slack: Double) -> Double {
    // Near zero the closed form in Double is itself off by ~1e-16 (cospi(0.5)): an absolute
    // floor far below any float result's rounding.
    let magnitude = Swift.max(Swift.abs(want), 1e-12)
    let ulp: Double =
      element.isHalf
      ? Double(Float16(Float(magnitude)).ulp) : element.isFloat ? Double(Float(magnitude).ulp) : 0
    return 4 * ulp + slack * Swift.max(1, magnitude)
  }

  @Test func everyCaseCompilesAndMatchesItsClosedForm() throws {
    let out: [Double]
    switch Self.results {
    case .success(let values): out = values
    case .failure(let failure):
      Issue.record(
        "the conformance source does not compile:\n\(failure.lines.joined(separator: "\n"))")
      return
    }
    var offset = 0
    var wrong: [String] = []
    for item in Self.cases {
      let got = Array(out[offset..<(offset + item.expected.count)])
      offset += item.expected.count
      for (lane, (g, w)) in zip(got, item.expected).enumerated() {
        let ok: Bool
        if item.isBool {
          ok = (g != 0) == (w != 0)
        } else if w.isNaN {
          ok = g.isNaN
        } else {
          ok = Swift.abs(g - w) <= Self.tolerance(w, item.element, slack: item.slack)
        }
        if !ok { wrong.append("\(item.label) lane \(lane): \(g), expected \(w)") }
      }
    }
    #expect(
      wrong.isEmpty, "\(wrong.count) lanes wrong:\n\(wrong.prefix(40).joined(separator: "\n"))")
    #expect(Self.cases.count > 500, "\(Self.cases.count) cases")
    print("conformance: \(Self.cases.count) calls, \(out.count) lanes")
  }
}
