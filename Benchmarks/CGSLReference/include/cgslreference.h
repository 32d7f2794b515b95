// The GSL integration benchmark's C side: the same QAGS integral the Swift GSL layer computes
// through a closure, called straight from C.
#ifndef CGSLREFERENCE_H
#define CGSLREFERENCE_H

#include <stddef.h>

/// ∫₀¹ log(x) / √x dx (exactly −4) by gsl_integration_qags with relative tolerance `rel` and a
/// workspace of `limit` subintervals, allocated per call as the Swift layer does. Returns the
/// estimate; the GSL status is stored in `status` and the error estimate in `abserr`.
double cgslref_qags_log_over_sqrt(double rel, size_t limit, double *abserr, int *status);

/// How many times the integrand was called by the last cgslref_qags_log_over_sqrt on this
/// thread.
size_t cgslref_last_evaluations(void);

#endif
