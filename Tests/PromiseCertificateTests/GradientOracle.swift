import Foundation
import ProofEngine
import Testing

@testable import PromiseCertificate

/// The independent oracle of ``GradientInterval``'s rules: a box of two coordinates sampled on
/// a dense grid in `Double`, with the function and its partial derivatives written here in
/// closed form (never the code under test). At every grid point a rule must hold the value in
/// its plain interval and in its mean-value enclosure, and, where it claims the mean-value form
/// applies, the two partial derivatives in its gradient.
struct GradientOracle {
  /// The first coordinate's range (index 0).
  var x: ClosedRange<Double>
  /// The second coordinate's range (index 1).
  var y: ClosedRange<Double>
  /// Grid points per axis, ends included.
  var pointsPerAxis = 33

  /// The two coordinates as the certificate builds them (`GradientInterval.coordinate`).
  var coordinates: (x: GradientInterval, y: GradientInterval) {
    (
      GradientInterval.coordinate(
        ProofInterval(lower: x.lowerBound, upper: x.upperBound), index: 0),
      GradientInterval.coordinate(ProofInterval(lower: y.lowerBound, upper: y.upperBound), index: 1)
    )
  }

  /// The half-widths the certificate passes to `enclosure(halfWidths:)`: the larger distance
  /// from the midpoint to an end, one step up (as `CertifiableGeometry.offsetBounds` does).
  var halfWidths: [Double] {
    let (cx, cy) = coordinates
    return [
      Swift.max(cx.centre.lower - x.lowerBound, x.upperBound - cx.centre.lower).nextUp,
      Swift.max(cy.centre.lower - y.lowerBound, y.upperBound - cy.centre.lower).nextUp,
    ]
  }

  /// The grid: `pointsPerAxis` evenly spaced values per axis, both ends exactly.
  var points: [(x: Double, y: Double)] {
    func axis(_ range: ClosedRange<Double>) -> [Double] {
      let n = pointsPerAxis - 1
      return (0...n).map { i in
        i == n
          ? range.upperBound
          : range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / Double(n)
      }
    }
    let ys = axis(y)
    return axis(x).flatMap { a in ys.map { b in (a, b) } }
  }

  /// The oracle's allowance for its own `Double` rounding: 10⁻¹² relative. A wrong rule is off
  /// by a share of the box's width, many orders more.
  static func allows(_ interval: ProofInterval, _ value: Double) -> Bool {
    let slack = 1e-12 * (1 + Swift.abs(value))
    return interval.lower - slack <= value && value <= interval.upper + slack
  }

  /// Checks `rule` (a `GradientInterval` computed from ``coordinates``) against `f` and its
  /// partials `dx`, `dy` at every grid point where `f` is a finite number, and, when
  /// `smooth` is given, that the rule's ``GradientInterval/isSmooth`` is that.
  func check(
    _ name: String, _ rule: GradientInterval, smooth: Bool? = nil,
    f: (Double, Double) -> Double, dx: (Double, Double) -> Double,
    dy: (Double, Double) -> Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let box = "\(name) over x \(x), y \(y)"
    if let smooth {
      #expect(
        rule.isSmooth == smooth, "\(box): isSmooth \(rule.isSmooth), expected \(smooth)",
        sourceLocation: sourceLocation)
    }
    let enclosure = rule.enclosure(halfWidths: halfWidths)
    var misses: [String] = []
    for (a, b) in points {
      let value = f(a, b)
      guard value.isFinite else { continue }
      if !Self.allows(rule.box, value) {
        misses.append("f(\(a), \(b)) = \(value) ∉ box \(rule.box)")
      }
      if !Self.allows(enclosure, value) {
        misses.append("f(\(a), \(b)) = \(value) ∉ enclosure \(enclosure)")
      }
      guard rule.isSmooth else { continue }
      let (gx, gy) = (dx(a, b), dy(a, b))
      if gx.isFinite && !Self.allows(rule.gradient[0], gx) {
        misses.append("∂x f(\(a), \(b)) = \(gx) ∉ \(rule.gradient[0])")
      }
      if gy.isFinite && !Self.allows(rule.gradient[1], gy) {
        misses.append("∂y f(\(a), \(b)) = \(gy) ∉ \(rule.gradient[1])")
      }
    }
    // The count, not the list, in the expectation: Swift Testing prints the values it
    // compares, and the first three misses are enough.
    let missCount = misses.count
    #expect(
      missCount == 0, "\(box): \(missCount) misses, first \(misses.prefix(3))",
      sourceLocation: sourceLocation)
  }
}
