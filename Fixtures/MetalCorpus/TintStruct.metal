#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// TintStruct.metal - a struct with a static maker and const methods that call each other.

struct Tint {
    half3 rgb;
    half strength;

    static Tint make(half4 premultiplied, float strength) {
        Tint t;
        t.rgb = premultiplied.a > 0.0h ? premultiplied.rgb / premultiplied.a : half3(0.0h);
        t.strength = half(saturate(strength));
        return t;
    }

    half3 multiply(half3 base) const { return base * rgb; }

    half4 apply(half4 color) const {
        half3 tinted = mix(color.rgb, multiply(color.rgb), strength);
        return half4(tinted, color.a);
    }
};

[[ stitchable ]] half4 tint(float2 position, half4 color, half4 tintColor, float strength) {
    return Tint::make(tintColor, strength).apply(color);
}
