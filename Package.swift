// swift-tools-version: 6.0
// EffectProof: the math behind SwiftUI shader effects, proven on any machine.

import Foundation
import PackageDescription

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - The toolchain's SwiftSyntax (docs/registry.md, "Reading Swift")

/// The toolchain's `usr/lib/swift/host` folder, which ships SwiftParser and SwiftSyntax as
/// libraries with module interfaces. Looked for, in order: `EFFECTPROOF_SWIFT_HOST`; beside the
/// PackageDescription library this manifest runs against (`usr/lib/swift/pm/ManifestAPI`), when
/// it is loaded as a shared library; beside the first `swiftc` or `swift` on `PATH`, symbolic
/// links resolved. `nil` when none has a SwiftParser module: the Swift reader then builds
/// without it and says so when asked to read Swift.
func swiftHostLibraries() -> String? {
  func usable(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
  }
  /// `usr/lib/swift/host` from a file `levels` folders below `usr`.
  func host(from file: String, levels: Int) -> String {
    var url = URL(fileURLWithPath: file).resolvingSymlinksInPath()
    for _ in 0..<levels { url = url.deletingLastPathComponent() }
    return url.appendingPathComponent("lib/swift/host").path
  }
  let environment = ProcessInfo.processInfo.environment
  if let folder = environment["EFFECTPROOF_SWIFT_HOST"] {
    return usable(folder) ? folder : nil
  }
  var candidates: [String] = []
  for library in loadedLibraries()
  where library.hasSuffix("/pm/ManifestAPI/libPackageDescription.so")
    || library.hasSuffix("/pm/ManifestAPI/libPackageDescription.dylib")
  {
    // usr/lib/swift/pm/ManifestAPI/libPackageDescription.so: usr is five folders up.
    candidates.append(host(from: library, levels: 5))
  }
  for folder in (environment["PATH"] ?? "").split(separator: ":") {
    for tool in ["swiftc", "swift"] {
      let path = "\(folder)/\(tool)"
      // usr/bin/swiftc: usr is two folders up.
      if FileManager.default.isExecutableFile(atPath: path) {
        candidates.append(host(from: path, levels: 2))
      }
    }
  }
  return candidates.first(where: usable)
}

/// The paths of the shared libraries loaded into this manifest's process.
func loadedLibraries() -> [String] {
  #if canImport(Darwin)
    return (0..<_dyld_image_count()).compactMap {
      _dyld_get_image_name($0).map { String(cString: $0) }
    }
  #else
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else {
      return []
    }
    return maps.split(separator: "\n").compactMap { line in
      line.firstIndex(of: "/").map { String(line[$0...]) }
    }
  #endif
}

let swiftHost = swiftHostLibraries()
/// The module search path a target importing SwiftCallSites needs too: a debug build compiles
/// for testing, and then a client loads the modules SwiftCallSites imports.
let swiftSyntaxSearch: [SwiftSetting] = swiftHost.map { [.unsafeFlags(["-I", $0])] } ?? []
/// Compiler and linker flags for the one target that reads Swift; no library product links it.
let swiftSyntaxSettings: [SwiftSetting] =
  swiftHost.map { [.unsafeFlags(["-I", $0]), .define("EFFECTPROOF_SWIFT_SYNTAX")] } ?? []
let swiftSyntaxLinking: [LinkerSetting] =
  swiftHost.map {
    [
      .unsafeFlags([
        "-L", $0, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", $0,
      ])
    ]
  } ?? []

let package = Package(
  name: "EffectProof",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "EffectMath", targets: ["EffectMath"]),
    .library(name: "EffectKernels", targets: ["EffectKernels"]),
    .library(name: "ShaderRegistry", targets: ["ShaderRegistry"]),
    .library(name: "GSL", targets: ["GSL"]),
    .library(name: "ProofEngine", targets: ["ProofEngine"]),
    .library(name: "PromiseCertificate", targets: ["PromiseCertificate"]),
    .library(name: "EffectProof", targets: ["EffectProof"]),
    .library(name: "EffectProofTesting", targets: ["EffectProofTesting"]),
    // An app's own gate: `EffectProofTool.main(adding:)` from a small executable target
    // (docs/adopting.md). Its dependencies use unsafe flags (the toolchain's SwiftParser), so a
    // package can depend on it by path, branch or revision, not by version.
    .library(name: "EffectProofGate", targets: ["EffectProofGate"]),
    .executable(name: "effectproof", targets: ["EffectProofCLI"]),
  ],
  targets: [
    // MARK: - The math an app links (MIT, standard library only)
    .target(name: "EffectMath", exclude: ["LICENSE"]),
    .target(name: "EffectKernels", dependencies: ["EffectMath"], exclude: ["LICENSE"]),

    // MARK: - C boundary (GPL-3.0-or-later, test and CI tooling only)
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
    ),
    .target(name: "GSL", dependencies: ["CGSL"], exclude: ["LICENSE"]),
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .target(name: "PNG", dependencies: ["CPNG", "EffectProofBase"], exclude: ["LICENSE"]),

    // MARK: - The base: files, places, diagnostics, one lock (docs/diagnostics.md)
    .target(name: "EffectProofBase", exclude: ["LICENSE"]),

    // MARK: - Metal sources and the warm-up registry
    .target(name: "LocatedJSON", dependencies: ["EffectProofBase"], exclude: ["LICENSE"]),
    // One model of a stitchable function (name, parameters, kinds, usage) for the scanner, the
    // CPU runtime and the Swift checker.
    .target(name: "ShaderSignature", dependencies: ["EffectProofBase"], exclude: ["LICENSE"]),
    // The abstract run of an app's compiled shader (issue 37): sets of GPU values.
    .target(name: "ShaderCertify", dependencies: ["ShaderIR"], exclude: ["LICENSE"]),
    .target(
      name: "ShaderRegistry", dependencies: ["ShaderSignature", "LocatedJSON", "EffectProofBase"],
      exclude: ["LICENSE"]),
    // The app's Swift call sites, read with the toolchain's SwiftParser. Not in any library
    // product: only the `effectproof` tool and the tests link it, so its unsafe flags never reach
    // a renderer or a consumer's library build.
    .target(
      name: "SwiftCallSites", dependencies: ["ShaderRegistry", "LocatedJSON", "EffectProofBase"],
      exclude: ["LICENSE"], swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
    // The app's own .metal compiled for the CPU with the toolchain's clang (docs/metal-on-cpu.md).
    // The prelude and the child's runtime as real C++ files, embedded by a C target (#embed).
    .target(name: "MetalCPUSources", exclude: ["LICENSE", "Prelude"]),
    // clang's textual LLVM IR of a compiled shader, read into a model (docs/shader-ir.md).
    .target(name: "ShaderIR", dependencies: ["EffectProofBase"], exclude: ["LICENSE"]),
    .target(
      name: "MetalCPU",
      dependencies: ["MetalCPUSources", "ShaderSignature", "LocatedJSON", "EffectProofBase"],
      exclude: ["LICENSE"]),

    // MARK: - The proof engine, and what a user's own test target links
    .target(
      name: "ProofEngine", dependencies: ["GSL", "LocatedJSON", "EffectProofBase"],
      exclude: ["LICENSE"]),
    .target(
      name: "PromiseCertificate", dependencies: ["ProofEngine", "EffectMath"], exclude: ["LICENSE"]),
    .target(
      name: "EffectProofTesting", dependencies: ["ProofEngine", "EffectProofBase"],
      exclude: ["LICENSE"]),

    // MARK: - The app's own shaders proven on their compiled source (docs/shader-proofs.md)
    .target(
      name: "ShaderProofs",
      dependencies: [
        "ProofEngine", "MetalCPU", "ShaderRegistry", "LocatedJSON", "EffectProofBase", "PNG", "GSL",
        "ShaderCertify", "ShaderIR",
      ],
      exclude: ["LICENSE"]),

    // MARK: - The seeds' catalogue and the CI gate
    .target(
      name: "EffectProof",
      dependencies: [
        "ProofEngine", "PromiseCertificate", "EffectMath", "EffectKernels", "GSL", "PNG",
        "ShaderRegistry", "LocatedJSON", "EffectProofBase", "MetalCPU", "ShaderProofs",
      ],
      exclude: ["LICENSE"]),
    .target(
      name: "EffectProofCommandLine",
      dependencies: [
        "ShaderRegistry", "ProofEngine", "EffectProof", "PNG", "LocatedJSON", "EffectProofBase",
        "MetalCPU",
        "SwiftCallSites", "ShaderProofs", "BenchmarkHarness",
      ],
      exclude: ["LICENSE"], swiftSettings: swiftSyntaxSearch
    ),
    // The tool as a library for an app's gate executable. It links EffectProofCommandLine but
    // calls it by symbol name without importing it, so its clients never load SwiftParser.
    .target(
      name: "EffectProofGate", dependencies: ["ProofEngine", "EffectProofCommandLine"],
      exclude: ["LICENSE"]),
    .executableTarget(
      name: "EffectProofCLI", dependencies: ["EffectProofGate"], exclude: ["LICENSE"]),

    // MARK: - Benchmarks (run with `make bench`)
    .target(
      name: "CReference", path: "Benchmarks/CReference", cSettings: [.unsafeFlags(["-O3"])]),
    // The GSL benchmark's C side: the same QAGS integral, called from C.
    .target(
      name: "CGSLReference", dependencies: ["CGSL"], path: "Benchmarks/CGSLReference",
      cSettings: [.unsafeFlags(["-O3"])]),
    .target(name: "BenchmarkHarness", path: "Benchmarks/Harness"),
    // Interposes malloc and friends to count allocations: link only into the benchmark binary.
    .target(name: "BenchmarkAllocationCounter", path: "Benchmarks/AllocationCounter"),
    .executableTarget(
      name: "EffectProofBenchmarks",
      dependencies: [
        "ShaderRegistry", "ProofEngine", "PromiseCertificate", "EffectProof", "EffectMath",
        "EffectKernels", "GSL", "PNG", "CReference", "MetalCPU",
        "CGSLReference", "BenchmarkHarness", "BenchmarkAllocationCounter", "SwiftCallSites",
        "ShaderProofs",
      ],
      path: "Benchmarks/Sources/EffectProofBenchmarks", swiftSettings: swiftSyntaxSearch
    ),

    // MARK: - Fuzz targets (run with `make fuzz`; a normal build gives replay drivers)
    .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
    .executableTarget(
      name: "FuzzMetalScanner", dependencies: ["FuzzSupport", "ShaderRegistry"],
      path: "Fuzz/FuzzMetalScanner"),
    .executableTarget(
      name: "FuzzSwiftScanner", dependencies: ["FuzzSupport", "SwiftCallSites", "ShaderRegistry"],
      path: "Fuzz/FuzzSwiftScanner", swiftSettings: swiftSyntaxSearch),
    .executableTarget(
      name: "FuzzSwiftNesting", dependencies: ["FuzzSupport", "SwiftCallSites", "ShaderRegistry"],
      path: "Fuzz/FuzzSwiftNesting", exclude: ["Seeds"], swiftSettings: swiftSyntaxSearch),
    .executableTarget(
      name: "FuzzRegistryJSON", dependencies: ["FuzzSupport", "ShaderRegistry", "LocatedJSON"],
      path: "Fuzz/FuzzRegistryJSON"),
    .executableTarget(
      name: "FuzzEffectProofConfig", dependencies: ["FuzzSupport", "EffectProof", "ProofEngine"],
      path: "Fuzz/FuzzEffectProofConfig"),
    .executableTarget(
      name: "FuzzGoldenFile", dependencies: ["FuzzSupport", "ProofEngine"],
      path: "Fuzz/FuzzGoldenFile"),
    .executableTarget(
      name: "FuzzArguments", dependencies: ["FuzzSupport", "EffectProofCommandLine"],
      path: "Fuzz/FuzzArguments", exclude: ["Seeds"], swiftSettings: swiftSyntaxSearch),
    // The shader grammar and the property FuzzMetalRuntime checks; the seeds' test runs it too.
    .target(
      name: "MetalRuntimeFuzzing", dependencies: ["MetalCPU"], path: "Fuzz/MetalRuntimeFuzzing"),
    .executableTarget(
      name: "FuzzMetalRuntime", dependencies: ["FuzzSupport", "MetalRuntimeFuzzing"],
      path: "Fuzz/FuzzMetalRuntime", exclude: ["Seeds"]),

    // MARK: - Tests
    .target(name: "EffectProofTestSupport", path: "Tests/Support"),
    .testTarget(name: "GSLTests", dependencies: ["GSL"]),
    .testTarget(
      name: "EffectMathTests", dependencies: ["EffectMath", "GSL", "EffectProofTestSupport"]),
    .testTarget(
      name: "EffectKernelsTests",
      dependencies: ["EffectKernels", "EffectMath", "EffectProofTestSupport"],
      exclude: ["Kernels/oracle_colour_kernels.py"]),
    .testTarget(
      name: "EffectProofBaseTests", dependencies: ["EffectProofBase", "EffectProofTestSupport"]),
    .testTarget(
      name: "LocatedJSONTests",
      dependencies: ["LocatedJSON", "EffectProofBase", "EffectProofTestSupport"]),
    .testTarget(
      name: "ShaderSignatureTests",
      dependencies: ["ShaderSignature", "ShaderRegistry", "MetalCPU", "EffectProofTestSupport"]),
    .testTarget(
      name: "ShaderRegistryTests",
      dependencies: ["ShaderRegistry", "EffectProofBase", "EffectProofTestSupport"]),
    .testTarget(name: "ProofEngineTests", dependencies: ["ProofEngine", "EffectProofTestSupport"]),
    .testTarget(
      name: "ShaderCertifyTests",
      dependencies: ["ShaderCertify", "ShaderIR", "MetalCPU", "EffectProofTestSupport"]),
    .testTarget(
      name: "PromiseCertificateTests",
      dependencies: ["PromiseCertificate", "ProofEngine", "EffectMath", "EffectProofTestSupport"]),
    .testTarget(name: "PNGTests", dependencies: ["PNG", "EffectProofTestSupport"]),
    .testTarget(
      name: "ShaderIRTests",
      dependencies: ["ShaderIR", "EffectProofBase", "EffectProofTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "MetalCPUTests",
      dependencies: [
        "MetalCPU", "MetalRuntimeFuzzing", "EffectProofBase", "EffectProofTestSupport", "ShaderIR",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "EffectProofTests",
      dependencies: [
        "EffectProof", "ProofEngine", "PromiseCertificate", "PNG", "EffectMath", "GSL",
        "MetalCPU", "SwiftCallSites", "LocatedJSON", "EffectProofBase", "EffectProofTestSupport",
      ], swiftSettings: swiftSyntaxSearch),
    .testTarget(
      name: "ShaderProofsTests",
      dependencies: [
        "ShaderProofs", "EffectProof", "ProofEngine", "LocatedJSON", "EffectProofBase",
        "SwiftCallSites",
        "EffectProofTestSupport",
      ], swiftSettings: swiftSyntaxSearch),
    .testTarget(
      name: "SwiftCallSitesTests",
      dependencies: [
        "SwiftCallSites", "ShaderRegistry", "EffectProofBase", "EffectProofTestSupport",
      ],
      swiftSettings: swiftSyntaxSearch),
    .testTarget(
      name: "EffectProofTestingTests",
      dependencies: ["EffectProofTesting", "ProofEngine", "EffectProofTestSupport"]),
    .testTarget(
      name: "EffectProofGateTests",
      dependencies: ["EffectProofGate", "ProofEngine", "EffectProofTestSupport"]),
    .testTarget(name: "BenchmarkHarnessTests", dependencies: ["BenchmarkHarness"]),
    // Reads the Tests/ sources for tests that cannot fail (docs/writing-a-proof.md).
    .testTarget(name: "TestHonestyTests"),
    .testTarget(
      name: "EffectProofCLITests",
      dependencies: [
        "EffectProofCommandLine", "EffectProofCLI", "PNG", "ProofEngine", "MetalCPU",
        "SwiftCallSites", "EffectProofBase", "EffectProofTestSupport",
      ], swiftSettings: swiftSyntaxSearch),
  ],
  swiftLanguageModes: [.v6]
)

// `make test` builds in release (the configuration the gate ships in); test code itself is
// compiled without optimisation there, which takes about 80 s off a clean build on 2 cores.
// Test targets are in no product, so these flags never reach an app that depends on us.
for target in package.targets where target.type == .test {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"], .when(configuration: .release))]
}
