// The healthy Metal the Swift fixtures in this folder call. Every mistake seeded here is on the
// Swift side: these signatures are right, and the scan must report each mistake at the Swift
// file and line that makes it.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 glow(float2 position, half4 color, float radius, half4 tint) {
    half lift = half(saturate(radius / 100.0));
    return half4(mix(color.rgb, tint.rgb * color.a, lift), color.a);
}

[[ stitchable ]] float2 wave(float2 position, float amplitude, float wavelength) {
    return position + float2(0.0, amplitude * sin(position.x / max(wavelength, 1.0)));
}

[[ stitchable ]] half4 blur(float2 position, SwiftUI::Layer layer, float2 direction, float radius) {
    half4 sum = half4(0.0h);
    for (int step = -2; step <= 2; step++) {
        sum += layer.sample(position + direction * radius * float(step) / 2.0);
    }
    return sum / 5.0h;
}

[[ stitchable ]] half4 stripes(float2 position, float width, float angle) {
    float2 axis = float2(cos(angle), sin(angle));
    half on = half(fract(dot(position, axis) / max(width, 1.0)) < 0.5);
    return half4(on, on, on, 1.0h);
}

// A default value, as public shader collections write them. SwiftUI still binds windSize from
// the call's arguments, so a call must pass it.
[[ stitchable ]] half4 wind(float2 position, half4 color, float strength, float windSize = 0.2) {
    half sway = half(strength * windSize);
    return half4(color.rgb + sway * color.a, color.a);
}

[[ stitchable ]] half4 pips(float2 position, half4 color, device const float *values, int count) {
    half lit = 0.0h;
    for (int index = 0; index + 1 < count; index += 2) {
        lit = max(lit, half(distance(position, float2(values[index], values[index + 1])) < 4.0));
    }
    return half4(color.rgb * (1.0h - lit), color.a);
}
