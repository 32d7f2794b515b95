// swift-tools-version: 6.0
// A stand-in for an app's own package (docs/adopting.md). It proves its own property and its
// own sample-offset promises two ways:
// - `MyAppProofTests`, a Swift Testing target on the EffectProofTesting product alone, which
//   re-exports the proof engine (one import). `make user-package` checks that nothing of the
//   seeds' catalogue, the kernel ports or libpng is linked into it, and that the
//   EFFECTPROOF_REPORT_* variables make it write JSON, JUnit and HTML reports;
// - `MyAppGate`, the app's own `effectproof`: `EffectProofTool.main(adding: AppProofs.all)`, run
//   on this folder's effectproof.json (its shader, its Swift and a shaderProofs entry) in every
//   report format, each report read back by check_reports.py.

import PackageDescription

let package = Package(
  name: "UserPackage",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "EffectProof", path: "../..")],
  targets: [
    // The app's proofs, shared by its tests and its gate.
    .target(
      name: "MyAppProofs",
      dependencies: [.product(name: "ProofEngine", package: "EffectProof")]
    ),
    .executableTarget(
      name: "MyAppGate",
      dependencies: [
        "MyAppProofs", .product(name: "EffectProofGate", package: "EffectProof"),
      ]
    ),
    .testTarget(
      name: "MyAppProofTests",
      dependencies: ["MyAppProofs", .product(name: "EffectProofTesting", package: "EffectProof")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
