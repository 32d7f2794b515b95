import Foundation

/// A matrix or vector operand of the matrix operator suite: its shape, its values as its element
/// type holds them, and the C++ expression that makes it. Values are kept column by column, as
/// the Metal Shading Language stores a matrix (`m[c]` is column c, `m[c][r]` its row r).
struct MatrixOperand: Sendable {
  var element: SpecElement
  var columns: Int
  var rows: Int
  /// Column-major: entry (c, r) is `values[c * rows + r]`.
  var values: [Double]

  /// Entry (column c, row r).
  subscript(c: Int, r: Int) -> Double { values[c * rows + r] }

  /// A `columns`×`rows` matrix of `element` whose entries are a fixed function of `seed`, rounded
  /// to the element type (so the literal is exact and the closed form sees what the shader sees).
  static func matrix(_ element: SpecElement, columns: Int, rows: Int, seed: Int) -> MatrixOperand {
    let values = (0..<(columns * rows)).map { index in
      element.held(sample(seed, index))
    }
    return MatrixOperand(element: element, columns: columns, rows: rows, values: values)
  }

  /// A vector of `count` lanes, kept as one column.
  static func vector(_ element: SpecElement, count: Int, seed: Int) -> MatrixOperand {
    matrix(element, columns: 1, rows: count, seed: seed)
  }

  /// Values between about −3.7 and 3.7 that are not short binary fractions, so that products
  /// and sums round.
  static func sample(_ seed: Int, _ index: Int) -> Double {
    3.7 * sin(Double(seed * 13 + index * 7 + 1))
  }

  /// The Metal type name: `float3x2`, `half4`.
  var typeName: String {
    columns == 1 ? "\(element.name)\(rows)" : "\(element.name)\(columns)x\(rows)"
  }

  /// A constructor expression: a vector from its lanes, a matrix from its column vectors.
  var literal: String {
    func scalar(_ v: Double) -> String { "(\(element.name))\(String(format: "%a", v))" }
    func column(_ c: Int) -> String {
      "\(element.name)\(rows)(\((0..<rows).map { scalar(self[c, $0]) }.joined(separator: ", ")))"
    }
    if columns == 1 { return column(0) }
    return "\(typeName)(\((0..<columns).map(column).joined(separator: ", ")))"
  }
}
