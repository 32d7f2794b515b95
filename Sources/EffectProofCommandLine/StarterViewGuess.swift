import EffectProofBase
import ShaderRegistry
import SwiftCallSites

/// How `effectproof init` guesses the views an entry is drawn at (docs/init.md, "View
/// sizes"), each guess with its evidence in a review line:
///
/// ```
/// a .frame(width:height:) with numbers in the chain   → that size (several: viewSizes)
///   (or around the .visualEffect / GeometryReader
///   the shader is applied in)
/// a size argument passed as literals (.float2(224, 314))  → that size, so view and argument agree
/// the shader reads the view's size (proxy.size) and     → the widths of iPhones, scales 2 and 3
///   no frame fixes it: the view fills its container       (``phoneWidths``)
/// nothing                                               → 300 × 300 pt
/// ```
struct StarterViewGuess {
  /// The function's name, for the review lines.
  let function: String
  /// A Swift location as the review lines name it.
  let place: (FileLocation) -> String

  /// The view size when the Swift gives none.
  static let defaultView = SIMD2<Double>(300, 300)
  /// The widths in points of the iPhones a view that fills its container is drawn at:
  /// the narrowest in use, the common one, and the widest (docs/init.md, "Devices").
  static let phoneWidths: [(devices: String, width: Double)] = [
    ("iPhone SE, 12 mini, 13 mini", 375), ("iPhone 14 Pro, 15, 16", 393),
    ("iPhone 14 Pro Max, 15 Plus, 16 Plus", 430),
  ]
  /// The scales iPhones render at, pixels per point.
  static let phoneScales: [Double] = [2, 3]
  /// Parameter names (lowercased substrings) of a `float2` that is the view's size.
  static let sizeNames = ["size", "resolution", "dimension"]

  /// The entry's views, with their review line, from the frames around its uses and what
  /// reaches its arguments (`name`, Metal kind, hint).
  func entry(
    key: String, usage: ShaderUsage, frames: [FrameSizeHint], uses: [ShaderUseSite],
    arguments: [(name: String, kind: ShaderArgumentKind, hint: ArgumentValueHint)]
  ) -> StarterEntry {
    let scaleNote = "scale: 2 px/pt unless you add \"scale\""
    if !frames.isEmpty {
      let sizes = frames.map(\.size)
      var entry = make(key: key, usage: usage, sizes: sizes)
      entry.review.append(
        "\(sizes.count == 1 ? "viewSize" : "viewSizes"): from the .frame(width:height:) at "
          + frames.map { place($0.location) }.joined(separator: ", ")
          + "; check it is the size the effect draws at (\(scaleNote))")
      return entry
    }
    for argument in arguments where argument.kind == .float2 {
      let lower = argument.name.lowercased()
      guard Self.sizeNames.contains(where: lower.contains), argument.hint.isOnlyLiterals else {
        continue
      }
      let literals = argument.hint.literals.filter {
        $0.numbers.count == 2 && $0.numbers.allSatisfy { $0 > 0 && $0 <= 8192 }
      }
      guard !literals.isEmpty, literals.count == argument.hint.literals.count else { continue }
      var sizes: [SIMD2<Double>] = []
      for literal in literals where !sizes.contains(SIMD2(literal.numbers[0], literal.numbers[1])) {
        sizes.append(SIMD2(literal.numbers[0], literal.numbers[1]))
      }
      var entry = make(key: key, usage: usage, sizes: sizes)
      entry.review.append(
        "\(sizes.count == 1 ? "viewSize" : "viewSizes"): the size passed to \(argument.name) at "
          + literals.map {
            "\(place($0.location)) (\(StarterDomainGuess.literalText($0.numbers)))"
          }.joined(separator: ", ")
          + ", so the view and the argument agree; check the view is drawn at that size (\(scaleNote))"
      )
      return entry
    }
    let reading = arguments.flatMap { $0.hint.viewSizes + $0.hint.viewSides.map(\.location) }
    if !reading.isEmpty {
      let sizes = Self.phoneWidths.map { SIMD2($0.width, Self.defaultView.y) }
      var entry = make(key: key, usage: usage, sizes: sizes)
      entry.scales = Self.phoneScales
      entry.review.append(
        "viewSizes: no .frame(width:height:) with numbers, and the shader reads the view's size at "
          + reading.map(place).joined(separator: ", ")
          + ": the view fills its container, so the widths of iPhones (375, 393, 430 pt) at scales 2 and 3, "
          + "heights guessed \(StarterJSON.number(Self.defaultView.y)) pt; give the sizes the app draws it at"
      )
      return entry
    }
    let view = Self.defaultView
    var entry = make(key: key, usage: usage, sizes: [view])
    entry.review.append(
      "viewSize: guessed \(StarterJSON.number(view.x)) × \(StarterJSON.number(view.y)) pt: "
        + (uses.isEmpty
          ? "no view in the Swift applies \(function)"
          : "no .frame(width:height:) with numbers around \(uses.map { place($0.location) }.joined(separator: ", "))")
        + "; give the sizes the app draws it at (\(scaleNote))")
    return entry
  }

  /// An entry drawn at `sizes` (one: `viewSize`; several: `viewSizes`).
  func make(key: String, usage: ShaderUsage, sizes: [SIMD2<Double>]) -> StarterEntry {
    var entry = StarterEntry(
      key: key, usage: usage,
      views: sizes.count == 1
        ? ("viewSize", .numbers([sizes[0].x, sizes[0].y]))
        : ("viewSizes", .array(sizes.map { .numbers([$0.x, $0.y]) })),
      largestView: SIMD2(sizes.map(\.x).max() ?? 0, sizes.map(\.y).max() ?? 0))
    entry.viewList = sizes
    return entry
  }
}
