// swift-tools-version: 5.9
// The accessor app as a package: one target over the whole folder, so its Shaders/ are in the
// bundle ShaderLibrary.bundle(.module) reads (and Broken/'s twin builds in it too).
import PackageDescription

let package = Package(
  name: "LibraryAccessorApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  targets: [
    .target(
      name: "LibraryAccessorApp",
      path: ".",
      exclude: ["README.md", "effectproof.json", "Broken/README.md", "Broken/effectproof.json"])
  ]
)
