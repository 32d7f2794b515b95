#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// RowTints.metal - a constant half4 array and a constant int, indexed by the row.

constant int kTintCount = 3;
constant half4 kTints[] = {
    half4(1.0h, 0.8h, 0.6h, 1.0h),
    half4(0.6h, 1.0h, 0.8h, 1.0h),
    half4(0.8h, 0.6h, 1.0h, 1.0h),
};

// Bands of `period` points, each multiplied by the next tint in turn.
[[ stitchable ]] half4 rowTints(float2 position, half4 color, float period) {
    int row = int(floor(position.y / max(period, 1.0)));
    int index = ((row % kTintCount) + kTintCount) % kTintCount;
    return color * kTints[index];
}
