// Common.h - helpers shared by the corpus shaders, as an app keeps them in one header.
#pragma once
#include <metal_stdlib>
using namespace metal;

namespace corpus {
typedef float2 Point;

// Rec. 709 luma of a straight colour.
inline half luma(half3 c) { return dot(c, half3(0.2126h, 0.7152h, 0.0722h)); }

// Linear interpolation that works for any float or vector type.
template <typename T>
inline T lerp(T a, T b, float t) { return a + (b - a) * t; }

struct Ray {
    float2 origin;
    float2 direction;
    float2 at(float t) const { return origin + direction * t; }
};
}  // namespace corpus
