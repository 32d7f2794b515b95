import SwiftUI
import os

/// Compiles every shader for the GPU at launch, so the first squeeze, spin or throw does not
/// stall a frame waiting for the compiler.
nonisolated enum ShaderWarmup {
    private static let log = Logger(
        subsystem: Bundle.main.bundleIdentifier ?? "TableReady",
        category: "shaders"
    )

    /// `@concurrent` keeps the work off the caller's actor: with approachable concurrency a
    /// plain `nonisolated async` function would run on the main actor when the app calls it.
    @concurrent
    static func compileAll() async {
        for warmup in TableShaders.warmups {
            do {
                try await warmup.shader.compile(as: warmup.usage)
            } catch {
                log.error(
                    "Shader \(warmup.name, privacy: .public) did not precompile: \(error.localizedDescription, privacy: .public)"
                )
            }
        }
    }
}
