// swift-tools-version: 6.0
// A stand-in for an app's own package (docs/adopting.md). It proves its own property and its
// own sample-offset promise two ways:
// - `MyAppProofTests`, a Swift Testing target linking ProofEngine and EffectProofTesting alone
//   (`make user-package` checks that nothing of the seeds' catalogue, the kernel ports or
//   libpng is linked into it, and that EFFECTPROOF_REPORT_* make it write JSON, JUnit, HTML);
// - `MyAppGate`, the app's own `effectproof`: `EffectProofTool.main(adding:)` with the same
//   proofs, run on this folder's effectproof.json (its shader, Swift and shaderProofs) with
//   every report format (Tests/UserPackage/check-gate.sh).

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
      dependencies: [
        "MyAppProofs",
        .product(name: "ProofEngine", package: "EffectProof"),
        .product(name: "EffectProofTesting", package: "EffectProof"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
