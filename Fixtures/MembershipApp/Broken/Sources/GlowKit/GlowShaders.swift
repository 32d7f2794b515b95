import SwiftUI

/// GlowKit's shaders by name, from GlowKit's own bundle: `GlowShaders.glow(…)`.
@dynamicMemberLookup
public enum GlowShaders {
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderLibrary.bundle(.module)[dynamicMember: name]
  }
}
