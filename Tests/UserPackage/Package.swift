// swift-tools-version: 6.0
// A stand-in for an app's own test package: it proves its own property and its own shader's
// sample-offset promises with the EffectProofTesting product alone, which re-exports the proof
// engine, so a test file needs one import. `make test` builds and runs it (`make user-package`)
// and checks that nothing of the seeds' catalogue, the kernel ports or libpng is linked into it
// (docs/architecture.md).

import PackageDescription

let package = Package(
  name: "UserPackage",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "EffectProof", path: "../..")],
  targets: [
    .testTarget(
      name: "MyAppProofTests",
      dependencies: [.product(name: "EffectProofTesting", package: "EffectProof")]
    )
  ],
  swiftLanguageModes: [.v6]
)
