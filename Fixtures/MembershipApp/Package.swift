// swift-tools-version: 5.9
// A small SwiftPM app package with two targets, each loading its own shaders with
// ShaderLibrary.bundle(.module): the Effects target's tint, and GlowKit's glow through a
// library wrapper. Each target's .metal sits in its own folder, so each call finds its function.
import PackageDescription

let package = Package(
  name: "MembershipApp",
  platforms: [.iOS(.v17), .macOS("14.0")],
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
