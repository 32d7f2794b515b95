import Foundation
import ShaderRegistry
import SwiftCallSites
import Testing

@Suite struct ZZScratchDumpTests {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["RDUMP"] != nil, "scratch"))
  func dump() throws {
    let root = ProcessInfo.processInfo.environment["RDUMP"]!
    var out = ""
    for case_ in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
      let folder = root + "/" + case_
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else { continue }
      let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
      let sources = try names.map { (file: $0, text: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
      let model = SwiftShaderReader().read(sources: sources)
      out += "=== \(case_) parsed: \(model.parsedFiles)\n"
      for (i, s) in model.callSites.enumerated() {
        out += "site \(i): \(s.function ?? "nil") at \(s.location) call \(s.callLocation) args \(s.arguments.map { $0.map { "\($0.kind)@\($0.location.position)" } } ?? ["nil"]) reason \(s.unresolvedReason ?? "-")\n"
      }
      for u in model.uses {
        out += "use \(u.kind) \(u.usage.map { "\($0)" } ?? "nil") at \(u.location) sites \(u.callSites) offset \(u.maxSampleOffset.map { "\($0.text)@\($0.location.position) \($0.width.map { "\($0)" } ?? "nil")x\($0.height.map { "\($0)" } ?? "nil")" } ?? "-") listed \(u.listedName ?? "-")\n"
      }
      for d in model.diagnostics { out += "diag \(d)\n" }
    }
    try out.write(toFile: root + "/OUT.txt", atomically: true, encoding: .utf8)
  }
}
