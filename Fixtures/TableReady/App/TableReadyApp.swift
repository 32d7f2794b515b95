import SwiftUI

@main
struct TableReadyApp: App {
    var body: some Scene {
        WindowGroup {
            FeltTableView()
                // Compile all nine shaders off the main actor before any table needs one.
                .task { await ShaderWarmup.compileAll() }
        }
    }
}
