import Foundation

/// One call of the matrix operator suite: its C++ expression, the lanes it must give (column by
/// column for a matrix) with the closed form computed here in `Double` by index formulas, and
/// for each lane the sum of the magnitudes of the terms behind it, which bounds its rounding.
struct MatrixOperatorCase: Sendable {
  var label: String
  var expression: String
  var isMatrix: Bool
  var expected: [Double]
  /// Per lane, Σ|term|: the float evaluation is within (operations + 1) units of roundoff of it.
  var magnitude: [Double]
  /// The roundings on the way to a lane: a product and the additions of a K-term sum are K.
  var operations: Int
  var element: SpecElement

  /// How far lane `k` may be from its closed form: twice the textbook bound γₙ · Σ|term| for n
  /// roundings of the element type (unit roundoff 2⁻¹¹ for half, 2⁻²⁴ for float).
  func tolerance(_ k: Int) -> Double {
    let roundoff = element.isHalf ? 0x1p-11 : 0x1p-24
    return 2 * Double(operations + 1) * roundoff * magnitude[k] + 1e-300
  }
}

/// The Metal Shading Language's matrix operators (its specification, "Operators", "Matrix Operators"):
/// every operator in every shape float and half have, each case against its closed form.
enum MatrixOperatorCases {
  static let shapes: [(columns: Int, rows: Int)] = (2...4).flatMap { c in
    (2...4).map { r in (c, r) }
  }
  static let elements = [SpecElement(name: "float"), SpecElement(name: "half")]

  /// Every case.
  static var all: [MatrixOperatorCase] {
    elements.flatMap { element in
      shapes.enumerated().flatMap { index, shape in
        cases(element, columns: shape.columns, rows: shape.rows, seed: index * 5 + 1)
      }
    }
  }

  /// The cases of one shape: m · v, v · m, m · n for each n whose rows are m's columns, m ± n,
  /// −m, m · s and s · m, and the compound assignments.
  static func cases(_ element: SpecElement, columns: Int, rows: Int, seed: Int)
    -> [MatrixOperatorCase]
  {
    let m = MatrixOperand.matrix(element, columns: columns, rows: rows, seed: seed)
    let n = MatrixOperand.matrix(element, columns: columns, rows: rows, seed: seed + 1)
    let column = MatrixOperand.vector(element, count: columns, seed: seed + 2)
    let row = MatrixOperand.vector(element, count: rows, seed: seed + 3)
    let s = element.held(-1.375)
    var made: [MatrixOperatorCase] = []
    made.append(
      vectorCase(
        "\(m.typeName) * \(column.typeName)", "\(m.literal) * \(column.literal)",
        columnProduct(m, column), element))
    made.append(
      vectorCase(
        "\(row.typeName) * \(m.typeName)", "\(row.literal) * \(m.literal)", rowProduct(row, m),
        element))
    for right in 2...4 {
      let b = MatrixOperand.matrix(element, columns: right, rows: columns, seed: seed + 4 + right)
      made.append(
        matrixCase(
          "\(m.typeName) * \(b.typeName)", "\(m.literal) * \(b.literal)", product(m, b), element))
    }
    made.append(
      matrixCase(
        "\(m.typeName) + \(n.typeName)", "\(m.literal) + \(n.literal)", combine(m, n, +), element))
    made.append(
      matrixCase(
        "\(m.typeName) - \(n.typeName)", "\(m.literal) - \(n.literal)", combine(m, n, -), element))
    made.append(matrixCase("-\(m.typeName)", "-\(m.literal)", scaled(m, -1), element))
    made.append(
      matrixCase(
        "\(m.typeName) * \(element.name)",
        "\(m.literal) * (\(element.name))\(String(format: "%a", s))", scaled(m, s), element))
    made.append(
      matrixCase(
        "\(element.name) * \(m.typeName)",
        "(\(element.name))\(String(format: "%a", s)) * \(m.literal)", scaled(m, s), element))
    // A scalar of another arithmetic type converts to the element type (the spec's "Implicit
    // Type Conversions"): an int, and the other float type.
    made.append(matrixCase("\(m.typeName) * int", "\(m.literal) * 3", scaled(m, 3), element))
    let other = element.isHalf ? "float" : "half"
    made.append(
      matrixCase(
        "\(other) * \(m.typeName)", "(\(other))\(String(format: "%a", s)) * \(m.literal)",
        scaled(m, s), element))
    // A matrix does not convert implicitly, but explicitly: float2x2(someHalf2x2), each entry
    // rounded to the other type.
    let target = SpecElement(name: other)
    let converted = MatrixOperand(
      element: target, columns: columns, rows: rows, values: m.values.map(target.held))
    made.append(
      matrixCase(
        "\(converted.typeName)(\(m.typeName))", "\(converted.typeName)(\(m.literal))",
        (converted.values, m.values.map(abs), 1), target))
    // Compound assignments, each in a lambda that returns the assigned operand.
    let square = MatrixOperand.matrix(element, columns: columns, rows: columns, seed: seed + 9)
    made.append(
      matrixCase(
        "\(m.typeName) *= \(square.typeName)",
        "[] { \(m.typeName) a = \(m.literal); a *= \(square.literal); return a; }()",
        product(m, square), element))
    made.append(
      matrixCase(
        "\(m.typeName) *= \(element.name)",
        "[] { \(m.typeName) a = \(m.literal); a *= (\(element.name))\(String(format: "%a", s)); return a; }()",
        scaled(m, s), element))
    made.append(
      matrixCase(
        "\(m.typeName) += \(n.typeName)",
        "[] { \(m.typeName) a = \(m.literal); a += \(n.literal); return a; }()", combine(m, n, +),
        element))
    made.append(
      matrixCase(
        "\(m.typeName) -= \(n.typeName)",
        "[] { \(m.typeName) a = \(m.literal); a -= \(n.literal); return a; }()", combine(m, n, -),
        element))
    if columns == rows {
      made.append(
        vectorCase(
          "\(row.typeName) *= \(m.typeName)",
          "[] { \(row.typeName) v = \(row.literal); v *= \(m.literal); return v; }()",
          rowProduct(row, m), element))
    }
    return made
  }

  /// A result and, per lane, Σ|term| and the roundings behind it.
  typealias Closed = (values: [Double], magnitude: [Double], operations: Int)

  static func vectorCase(
    _ label: String, _ expression: String, _ closed: Closed, _ element: SpecElement
  )
    -> MatrixOperatorCase
  {
    MatrixOperatorCase(
      label: label, expression: expression, isMatrix: false, expected: closed.values,
      magnitude: closed.magnitude, operations: closed.operations, element: element)
  }

  static func matrixCase(
    _ label: String, _ expression: String, _ closed: Closed, _ element: SpecElement
  )
    -> MatrixOperatorCase
  {
    var made = vectorCase(label, expression, closed, element)
    made.isMatrix = true
    return made
  }

  /// m · v, v a column: lane r is Σ_c m[c][r] · v[c].
  static func columnProduct(_ m: MatrixOperand, _ v: MatrixOperand) -> Closed {
    precondition(v.rows == m.columns)
    var values: [Double] = []
    var magnitude: [Double] = []
    for r in 0..<m.rows {
      var sum = 0.0
      var size = 0.0
      for c in 0..<m.columns {
        sum += m[c, r] * v[0, c]
        size += abs(m[c, r] * v[0, c])
      }
      values.append(sum)
      magnitude.append(size)
    }
    return (values, magnitude, m.columns)
  }

  /// v · m, v a row: lane c is Σ_r v[r] · m[c][r].
  static func rowProduct(_ v: MatrixOperand, _ m: MatrixOperand) -> Closed {
    precondition(v.rows == m.rows)
    var values: [Double] = []
    var magnitude: [Double] = []
    for c in 0..<m.columns {
      var sum = 0.0
      var size = 0.0
      for r in 0..<m.rows {
        sum += v[0, r] * m[c, r]
        size += abs(v[0, r] * m[c, r])
      }
      values.append(sum)
      magnitude.append(size)
    }
    return (values, magnitude, m.rows)
  }

  /// a · b (a of K columns, b of K rows): entry (c, r) is Σ_k a[k][r] · b[c][k], column by column.
  static func product(_ a: MatrixOperand, _ b: MatrixOperand) -> Closed {
    precondition(a.columns == b.rows)
    var values: [Double] = []
    var magnitude: [Double] = []
    for c in 0..<b.columns {
      for r in 0..<a.rows {
        var sum = 0.0
        var size = 0.0
        for k in 0..<a.columns {
          sum += a[k, r] * b[c, k]
          size += abs(a[k, r] * b[c, k])
        }
        values.append(sum)
        magnitude.append(size)
      }
    }
    return (values, magnitude, a.columns)
  }

  /// Entry by entry.
  static func combine(_ a: MatrixOperand, _ b: MatrixOperand, _ f: (Double, Double) -> Double)
    -> Closed
  {
    let values = zip(a.values, b.values).map { f($0, $1) }
    let magnitude = zip(a.values, b.values).map { abs($0) + abs($1) }
    return (values, magnitude, 1)
  }

  /// Every entry times s.
  static func scaled(_ m: MatrixOperand, _ s: Double) -> Closed {
    (m.values.map { $0 * s }, m.values.map { abs($0 * s) }, 1)
  }
}
