import SwiftUI

/// The table cloth under every game: lamp-lit felt with a fine grain.
struct FeltTableView: View {
    var theme: TableTheme = .classic

    var body: some View {
        // The fill only supplies pixels and alpha; the shader paints the cloth from the theme.
        Rectangle()
            .fill(theme.felt)
            .colorEffect(TableShaders.felt(felt: theme.felt, shadow: theme.feltShadow, shade: theme.feltShade))
            .ignoresSafeArea()
            .accessibilityHidden(true)
    }
}
