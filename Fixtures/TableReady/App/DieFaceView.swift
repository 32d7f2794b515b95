import SwiftUI

/// One die face: the rounded body, its lit edge and the drilled pips are all drawn by
/// `dieMaterial`. A value of 0 is a blank placeholder die.
struct DieFaceView: View {
    let value: Int
    var size: CGFloat = DieThrow.dieSize
    var theme: TableTheme = .classic

    var body: some View {
        Rectangle()
            .fill(theme.dieFace)
            .frame(width: size, height: size)
            .colorEffect(TableShaders.dieMaterial(face: theme.dieFace, pip: theme.pipInk, value: value))
            .accessibilityElement()
            .accessibilityLabel(value == 0 ? Text("Die") : Text("Die showing \(value)"))
    }

    /// Pip centres in unit space (0…1 on both axes), on a three-by-three grid. Values outside
    /// 1…6 have none.
    nonisolated static func pipPositions(for value: Int) -> [CGPoint] {
        let low = 0.25
        let mid = 0.5
        let high = 0.75
        let centre = CGPoint(x: mid, y: mid)
        let topLeft = CGPoint(x: low, y: low)
        let topRight = CGPoint(x: high, y: low)
        let bottomLeft = CGPoint(x: low, y: high)
        let bottomRight = CGPoint(x: high, y: high)
        switch value {
        case 1: return [centre]
        case 2: return [topRight, bottomLeft]
        case 3: return [topRight, centre, bottomLeft]
        case 4: return [topLeft, topRight, bottomLeft, bottomRight]
        case 5: return [topLeft, topRight, centre, bottomLeft, bottomRight]
        case 6: return [topLeft, topRight, CGPoint(x: low, y: mid), CGPoint(x: high, y: mid), bottomLeft, bottomRight]
        default: return []
        }
    }
}
