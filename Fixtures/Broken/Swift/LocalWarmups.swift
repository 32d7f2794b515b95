import SwiftUI

/// A second warm-up list, bound by a local `let` inside a function and spelt with
/// `SwiftUI.Shader.UsageType`. It warms the colour effect `glow` up as a layer effect, which
/// `compile(as:)` rejects on a device.
enum PreviewWarmups {
    static func warm() async {
        let list: [(shader: Shader, usage: SwiftUI.Shader.UsageType)] = [
            (shader: PackageShaders.softGlow(), usage: SwiftUI.Shader.UsageType.layerEffect)
        ]
        for entry in list {
            try? await entry.shader.compile(as: entry.usage)
        }
    }
}
