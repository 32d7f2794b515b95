@testable import MetalCPU

/// The corpus files written in the public packages' code styles (helpers and overloads, structs
/// and templates, macros, samplers, constant arrays, half and float mixed), one case a function.
enum CorpusStyleCases {
  /// The layer's centre, in points.
  static let middle = SIMD2<Float>(16, 12)

  /// The cases, in file order.
  static let cases: [CorpusCase] = [
    CorpusCase(file: "Contrast.metal", function: "contrast", arguments: [.float(1.5)]),
    CorpusCase(file: "ColumnShuffle.metal", function: "columnShuffle", arguments: [.float(4)]),
    CorpusCase(file: "CrossBlur.metal", function: "crossBlur", arguments: [.float(2)]),
    CorpusCase(
      file: "CurveLookup.metal", function: "curveLookup",
      arguments: [.floatArray([0, 0.1, 0.35, 0.7, 1])]),
    CorpusCase(file: "Desaturate.metal", function: "desaturate", arguments: [.float(0.75)]),
    CorpusCase(file: "Desaturate.metal", function: "greyscale", arguments: []),
    CorpusCase(
      file: "EdgeFade.metal", function: "edgeFade", arguments: [.boundingRect, .float(6)]),
    CorpusCase(
      file: "Exposure.metal", function: "exposure", arguments: [.float(0.5), .float(-0.1)]),
    CorpusCase(
      file: "FrameBorder.metal", function: "frameBorder",
      arguments: [.boundingRect, .color(SIMD4(0.2, 0.4, 1, 0.75)), .float(3)]),
    CorpusCase(file: "GaussianRow.metal", function: "gaussianRow", arguments: [.float(1.5)]),
    CorpusCase(file: "MacroGrade.metal", function: "grade", arguments: [.float(0.8)]),
    CorpusCase(
      file: "MacroRipples.metal", function: "macroRipples", arguments: [.float(2), .float(0.125)]),
    CorpusCase(
      file: "PinchStruct.metal", function: "pinch", arguments: [.boundingRect, .float(1)]),
    CorpusCase(file: "QualifiedNames.metal", function: "diagonalBlur", arguments: [.float(2)]),
    CorpusCase(
      file: "RingRipple.metal", function: "ringRipple",
      arguments: [.float2(middle), .float(8), .float(1.5)]),
    CorpusCase(file: "RowTints.metal", function: "rowTints", arguments: [.float(4)]),
    CorpusCase(
      file: "SpotFade.metal", function: "spotFade", arguments: [.float2(middle), .float(10)]),
    CorpusCase(
      file: "TemplateCurve.metal", function: "curve", arguments: [.float(0.8)]),
    CorpusCase(
      file: "TemplateGhost.metal", function: "ghost",
      arguments: [.float2(SIMD2(3, 2)), .float(0.4)]),
    CorpusCase(
      file: "TintStruct.metal", function: "tint",
      arguments: [.color(SIMD4(1, 0.6, 0.2, 1)), .float(0.8)]),
    CorpusCase(file: "ToneBands.metal", function: "toneBands", arguments: [.float(0.6)]),
    CorpusCase(file: "VersionedInvert.metal", function: "versionedInvert", arguments: [.float(1)]),
    CorpusCase(
      file: "WeightedColumn.metal", function: "weightedColumn",
      arguments: [.floatArray([1, 4, 6, 4, 1]), .float(1.5)]),
  ]
}
