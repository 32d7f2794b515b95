#include "SharedTypes.h"
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// VersionedInvert.metal - an enum from a header shared with Swift, and code guarded by the
// language version, as sources guard newer features.

#if __METAL_VERSION__ >= 300
#define INVERT_STRENGTH 1.0h
#else
#define INVERT_STRENGTH 0.0h
#endif

// Inverts the premultiplied colour (the colour channels, or the alpha too) by `mode`.
[[ stitchable ]] half4 versionedInvert(float2 position, half4 color, float mode) {
    InvertChannels channels = InvertChannels(clamp(int(mode), 0, 2));
    half4 inverted = color;
    if (channels != InvertChannelsNone) {
        inverted.rgb = mix(color.rgb, color.a - color.rgb, INVERT_STRENGTH);
    }
    if (channels == InvertChannelsAll) {
        inverted = half4(inverted.rgb * (1.0h - color.a), 1.0h - color.a);
    }
    return inverted;
}
