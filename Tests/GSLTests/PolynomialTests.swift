import GSL
import Testing

@Suite struct PolynomialTests {
  @Test func quadraticWithTwoRoots() throws {
    #expect(try Polynomial.quadraticRoots(1, -3, 2) == [1, 2])
  }

  @Test func quadraticRootsAreSortedForNegativeLeadingCoefficient() throws {
    #expect(try Polynomial.quadraticRoots(-1, 3, -2) == [1, 2])
  }

  @Test func quadraticWithoutRealRoots() throws {
    #expect(try Polynomial.quadraticRoots(1, 0, 1) == [])
  }

  @Test func quadraticDoubleRootIsReportedTwice() throws {
    #expect(try Polynomial.quadraticRoots(1, -2, 1) == [1, 1])
  }

  @Test func quadraticWithZeroLeadingCoefficientIsLinear() throws {
    #expect(try Polynomial.quadraticRoots(0, 2, -3) == [1.5])
    #expect(try Polynomial.quadraticRoots(0, 0, 1) == [])
  }

  @Test func monicCubicWithThreeRoots() throws {
    // (x − 1)(x − 2)(x − 3) = x³ − 6x² + 11x − 6.
    let roots = try Polynomial.monicCubicRoots(-6, 11, -6)
    #expect(roots.count == 3)
    #expect(zip(roots, [1.0, 2, 3]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(roots)")
  }

  @Test func monicCubicWithOneRealRoot() throws {
    // x³ + x = x(x² + 1); GSL's closed form lands within rounding of 0.
    let roots = try Polynomial.monicCubicRoots(0, 1, 0)
    #expect(roots.count == 1)
    #expect(abs(roots[0]) < 1e-12)
  }

  @Test func generalCubicDividesByLeadingCoefficient() throws {
    // 2(x − 1)(x − 2)(x − 3).
    let roots = try Polynomial.cubicRoots(2, -12, 22, -12)
    #expect(zip(roots, [1.0, 2, 3]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(roots)")
  }

  @Test func generalCubicWithZeroLeadingCoefficientFallsBackToQuadratic() throws {
    #expect(try Polynomial.cubicRoots(0, 1, -3, 2) == [1, 2])
  }

  @Test func invalidCoefficientsThrowInvalidArgument() {
    expectGSLError(.invalidArgument, operation: "gsl_poly_solve_quadratic") {
      try Polynomial.quadraticRoots(0, 0, 0)
    }
    expectGSLError(.invalidArgument, operation: "gsl_poly_solve_cubic") {
      try Polynomial.monicCubicRoots(.nan, 0, 0)
    }
    expectGSLError(.invalidArgument, operation: "gsl_poly_solve_cubic") {
      try Polynomial.cubicRoots(1, 0, .infinity, 0)
    }
  }

  @Test func tinyLeadingCoefficientThrowsRangeError() {
    expectGSLError(.range, operation: "gsl_poly_solve_cubic") {
      try Polynomial.cubicRoots(1e-300, 1e10, 0, 0)
    }
  }
}
