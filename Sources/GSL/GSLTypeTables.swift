// GSL publishes each algorithm as a `const T *` global whose pointer variable is not itself
// declared const, so Swift 6 treats it as shared mutable state. GSL never writes these
// variables after load; this file alone reads them, under @preconcurrency.
@preconcurrency import CGSL

extension RootBracketMethod {
  /// The GSL solver type.
  var solverType: UnsafePointer<gsl_root_fsolver_type> {
    switch self {
    case .brent: gsl_root_fsolver_brent
    case .bisection: gsl_root_fsolver_bisection
    }
  }
}

extension ODEStepper {
  /// The GSL stepping function.
  var stepType: UnsafePointer<gsl_odeiv2_step_type> {
    switch self {
    case .rk8pd: gsl_odeiv2_step_rk8pd
    case .rkf45: gsl_odeiv2_step_rkf45
    }
  }
}

extension RandomAlgorithm {
  /// The GSL generator type.
  var generatorType: UnsafePointer<gsl_rng_type> {
    switch self {
    case .mt19937: gsl_rng_mt19937
    case .ranlux: gsl_rng_ranlux
    case .taus2: gsl_rng_taus2
    }
  }
}

extension QuasiRandomKind {
  /// The GSL generator type.
  var generatorType: UnsafePointer<gsl_qrng_type> {
    switch self {
    case .sobol: gsl_qrng_sobol
    case .halton: gsl_qrng_halton
    }
  }
}

/// GSL's Brent minimiser type.
var brentMinimizerType: UnsafePointer<gsl_min_fminimizer_type> { gsl_min_fminimizer_brent }

/// GSL's Nelder–Mead simplex type (the variant with linear-time size updates).
var simplexMinimizerType: UnsafePointer<gsl_multimin_fminimizer_type> {
  gsl_multimin_fminimizer_nmsimplex2
}
