// Embeds the files of Prelude/ and the wire header as NUL-terminated strings (see
// include/MetalCPUSources.h).
#include "MetalCPUSources.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"

static const char prelude[] = {
#embed "Prelude/effectproof_metal.h"
    , 0};

static const char entries[] = {
#embed "Prelude/effectproof_entries.h"
    , 0};

static const char runtime[] = {
#embed "Prelude/effectproof_runtime.cpp"
    , 0};

static const char wire[] = {
#embed "include/effectproof_wire.h"
    , 0};

#pragma clang diagnostic pop

const char *ep_source_prelude(void) { return prelude; }
const char *ep_source_entries(void) { return entries; }
const char *ep_source_runtime(void) { return runtime; }
const char *ep_source_wire(void) { return wire; }
