import SwiftUI

/// The library wrappers public shader packages ship: a type whose `subscript(dynamicMember:)`
/// hands out the functions of a library, so call sites read `PackageShaders.glow(…)`. Nothing
/// here is a mistake; the call sites through these wrappers are in other files.
@dynamicMemberLookup
public enum PackageShaders {
    /// A static wrapper over the package bundle's library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderLibrary.bundle(.module)[dynamicMember: name]
    }

    /// A declared member comes before the dynamic ones: not a function name.
    public static let version = "1.2"

    /// A declared factory on the wrapper, through its own dynamic member.
    public static func softGlow() -> Shader {
        PackageShaders.glow(.float(4), .color(.white))
    }
}

/// An instance wrapper, reached through a shared instance, with its lookup spelt out.
@dynamicMemberLookup
public struct EffectLibrary {
    public static let shared = EffectLibrary()

    public subscript(dynamicMember name: String) -> ShaderFunction {
        get { ShaderFunction(library: .default, name: name) }
    }
}
