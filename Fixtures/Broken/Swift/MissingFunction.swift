import SwiftUI

/// Two names no Metal source declares: a typo in a member lookup, and one in a
/// `ShaderFunction` name literal.
enum Misspelt {
    static var halo: Shader {
        ShaderLibrary.glwo(.float(4), .color(.yellow))
    }

    static var ripple: Shader {
        Shader(
            function: ShaderFunction(library: .default, name: "wavee"),
            arguments: [.float(2), .float(40)]
        )
    }
}
