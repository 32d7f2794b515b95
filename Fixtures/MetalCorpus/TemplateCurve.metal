#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// TemplateCurve.metal - a template helper instantiated with half3 and float, a template
// struct with a method, instantiated with float and half3, and a trait specialised for float
// and half.

template <typename T>
inline T square(T x) {
    return x * x;
}

template <typename T>
struct Span {
    T lo;
    T hi;
    T fit(T x) const { return min(max(x, lo), hi); }
};

template <typename T>
struct Unit;
template <>
struct Unit<float> {
    static constexpr float one = 1.0;
};
template <>
struct Unit<half> {
    static constexpr half one = 1.0h;
};

// Bends each channel toward its square by amount², the amount held to 0...1.
[[ stitchable ]] half4 curve(float2 position, half4 color, float amount) {
    Span<float> unit = {0.0, Unit<float>::one};
    float t = square(unit.fit(amount));
    Span<half3> channel = {half3(0.0h), half3(color.a * Unit<half>::one)};
    half3 curved = mix(color.rgb, square(color.rgb), half(t));
    return half4(channel.fit(curved), color.a);
}
