// The C++ sources MetalCPU compiles an app's shaders with, kept as real files in
// Sources/MetalCPUSources/Prelude (so diffs, highlighting and clang-format work on them) and
// embedded into the binary with C23 #embed, so the tool needs no resource bundle at run time.
// The wire between a session and its child (effectproof_wire.h, beside this header) is both
// imported by Swift and embedded for the child.
#ifndef METAL_CPU_SOURCES_H
#define METAL_CPU_SOURCES_H

#include "effectproof_wire.h"

/// The prelude: Prelude/effectproof_metal.h, NUL-terminated.
const char *ep_source_prelude(void);
/// The per-function entry templates: Prelude/effectproof_entries.h, NUL-terminated.
const char *ep_source_entries(void);
/// The child's runtime: Prelude/effectproof_runtime.cpp, NUL-terminated.
const char *ep_source_runtime(void);
/// The wire between a session and its child: include/effectproof_wire.h, NUL-terminated.
const char *ep_source_wire(void);

#endif
