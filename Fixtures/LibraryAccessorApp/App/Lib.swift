import SwiftUI

/// Where the app's shaders live: the package's own bundle, so the app target and the previews
/// find the same library.
enum Lib {
    /// The library every view uses.
    static var `default`: ShaderLibrary { .bundle(.module) }

    /// The same library, for call sites that read better as a call.
    static func library() -> ShaderLibrary {
        .bundle(.module)
    }
}

/// The look the views share: its library as a stored and as a computed property.
struct Theme {
    let shaders: ShaderLibrary = Lib.default
    var effects: ShaderLibrary { Lib.library() }
    var accent: Color = .orange
}
