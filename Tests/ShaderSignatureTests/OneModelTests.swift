import EffectProofBase
import EffectProofTestSupport
import Foundation
import MetalCPU
import ShaderRegistry
import Testing

/// The scanner and the CPU compiler give one model of a stitchable function: the same type,
/// and for the same source the same names, positions, kinds and usages. The two read the
/// source independently (the scanner its text; the compiler clang's AST, with kinds from the
/// compiled program), so each is the other's oracle.
@Suite struct OneModelTests {
  /// Every `.metal` of the repository's fixtures that compiles: the corpus and the apps.
  static let files: [String] = {
    let folders = ["MetalCorpus", "ExampleApp", "TableReady", "Holographic"]
    return folders.flatMap { folder -> [String] in
      let root = RepositoryFixtures.path(folder)
      let walk = FileManager.default.enumerator(atPath: root)
      let names = (walk?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".metal") }
      return names.sorted().map { root + "/" + $0 }
    }
  }()

  @Test func thereAreFixtures() {
    #expect(Self.files.count >= 30)
  }

  /// Name, file, position of the name, return kind, and each parameter's name, kind and start
  /// are the same whichever reader produced the function. A kind the spelling cannot resolve (a
  /// typedef) is `other` to the scanner; the program resolves it, and those are counted apart.
  @Test(arguments: files) func theScannerAndClangAgree(_ file: String) throws {
    let compiled = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).compile(file: file)
    try #require(compiled.status == .compiled, "\(compiled.diagnostics.map(\.line))")
    let scanned = MetalSourceScanner().scan(paths: [file]).functions
    #expect(scanned.map(\.name) == compiled.functions.map(\.name))
    // A signature written with a macro (`MacroGrade.metal`'s `grade(COLOR_EFFECT_ARGS, float
    // amount)`) is read through it, so no file is an exception.
    #expect(scanned.allSatisfy { $0.unexpandedMacro == nil })
    #expect(scanned.map(\.parameters.count) == compiled.functions.map(\.parameters.count))
    for (clang, scanner) in zip(compiled.functions, scanned) {
      #expect(clang.file == scanner.file)
      #expect(clang.position == scanner.position, "\(clang.name)")
      #expect(clang.parameters.map(\.name) == scanner.parameters.map(\.name), "\(clang.name)")
      #expect(
        clang.parameters.map(\.position) == scanner.parameters.map(\.position), "\(clang.name)")
      // A typedef'd return or leading type (`Colour`) is `other` to the scanner alone.
      let leading = [scanner.returnKind] + scanner.parameters.prefix(2).map(\.kind)
      if !leading.contains(.other) {
        #expect(clang.candidateUsages == scanner.candidateUsages, "\(clang.name)")
      }
      if scanner.returnKind != .other { #expect(clang.returnKind == scanner.returnKind) }
      for (a, b) in zip(clang.parameters, scanner.parameters) where b.kind != .other {
        #expect(a.kind == b.kind, "\(clang.name) \(a.name): \(a.type) vs \(b.type)")
      }
    }
  }
}
