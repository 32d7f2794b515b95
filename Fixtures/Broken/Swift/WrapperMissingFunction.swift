import SwiftUI

/// A typo in a name looked up through the package's static wrapper.
struct StripedCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(PackageShaders.strpes(.float(8), .float(0.25)))
    }
}
