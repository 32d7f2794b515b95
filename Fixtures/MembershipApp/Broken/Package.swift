// swift-tools-version: 5.9
// The membership app, broken twice: Glow.metal has moved into the Effects target's folder, so
// GlowKit's ShaderLibrary.bundle(.module) has no 'glow' (the title renders black); and the
// package deploys to iOS 16, where TintBadge's unguarded shader does not exist.
import PackageDescription

let package = Package(
  name: "MembershipApp",
  platforms: [.iOS(.v16), .macOS("14.0")],
  products: [
    .library(name: "Effects", targets: ["Effects"]),
    .library(name: "GlowKit", targets: ["GlowKit"]),
  ],
  targets: [
    .target(
      name: "Effects",
      exclude: ["Notes.md"]),
    .target(
      name: "GlowKit",
      path: "Sources/GlowKit"),
  ]
)
