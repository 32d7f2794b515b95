import SwiftUI

/// Wrapper-like code that is not a shader library. None of it may be reported.
@dynamicMemberLookup
struct ThemeColors {
    var names: [String: Color] = [:]

    /// Members are colours, not shader functions.
    subscript(dynamicMember name: String) -> Color {
        names[name] ?? .black
    }
}

/// A subscript that returns a shader function, without `@dynamicMemberLookup`: `.glow` on it
/// would not compile unless declared, so `Unannotated.glow` is not a lookup.
enum Unannotated {
    static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderLibrary.default[dynamicMember: name]
    }

    static func glow() -> Color { .yellow }
}

struct WrapperDecoyView: View {
    var theme = ThemeColors()

    var body: some View {
        Text(PackageShaders.version)
            .foregroundStyle(theme.glow)
            .background(Unannotated.glow())
            .colorEffect(PackageShaders.glow(.float(2), .color(.pink)))
    }
}
