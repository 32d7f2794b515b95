import SwiftUI

/// One shader to compile before it first draws.
///
/// `name` is the Metal function's name, so a failure can be logged and a test can check the
/// list against the stitchable functions in the shader sources. `usage` must be the
/// way the views apply the shader: compiling for the wrong usage throws.
nonisolated struct Warmup: Sendable {
    let name: String
    let shader: Shader
    let usage: Shader.UsageType
}
