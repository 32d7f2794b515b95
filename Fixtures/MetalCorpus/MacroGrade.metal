#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// MacroGrade.metal - #define constants, function-like macros, and a macro that stands for the
// leading parameters of a colour effect's signature.

#define GRADE_STRENGTH 0.25
#define LIFT half3(0.02h, 0.01h, 0.04h)
#define SQUARE(x) ((x) * (x))
#define LERP(a, b, t) ((a) + ((b) - (a)) * (t))
#define COLOR_EFFECT_ARGS float2 position, half4 color

// Lifts the shadows, squares, and blends amount / 4 of that in; capped at alpha.
[[ stitchable ]] half4 grade(COLOR_EFFECT_ARGS, float amount) {
    half3 lifted = color.rgb + LIFT * color.a;
    half k = half(amount * GRADE_STRENGTH);
    half3 graded = LERP(color.rgb, SQUARE(lifted), k);
    return half4(min(graded, color.a), color.a);
}
