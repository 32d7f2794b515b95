// The C reference for the GSL integration benchmark (see include/cgslreference.h).
#include "cgslreference.h"

#include <gsl/gsl_errno.h>
#include <gsl/gsl_integration.h>
#include <math.h>

static _Thread_local size_t evaluations = 0;

static double log_over_sqrt(double x, void *params) {
    (void)params;
    evaluations += 1;
    return log(x) / sqrt(x);
}

double cgslref_qags_log_over_sqrt(double rel, size_t limit, double *abserr, int *status) {
    evaluations = 0;
    // GSL's default handler aborts. Turn it off for the call (errors come back as the status)
    // and put back whatever handler was installed (the Swift GSL layer's, once it has run).
    // The handler is process-wide, so this function is for single-threaded benchmarks only.
    gsl_error_handler_t *previous = gsl_set_error_handler_off();
    gsl_integration_workspace *workspace = gsl_integration_workspace_alloc(limit);
    if (workspace == NULL) {
        gsl_set_error_handler(previous);
        *status = GSL_ENOMEM;
        *abserr = NAN;
        return NAN;
    }
    gsl_function function = {.function = log_over_sqrt, .params = NULL};
    double result = NAN;
    *status = gsl_integration_qags(&function, 0.0, 1.0, 0.0, rel, limit, workspace, &result, abserr);
    gsl_integration_workspace_free(workspace);
    gsl_set_error_handler(previous);
    return result;
}

size_t cgslref_last_evaluations(void) { return evaluations; }
