#include "Common.h"

[[ stitchable ]] half4 sepia(float2 position, half4 color, float amount) {
    if (color.a <= 0.0h) {
        return color;
    }
    half3 straight = color.rgb / color.a;
    half y = corpus::luma(straight);
    half3 tone = half3(y) * half3(1.07h, 0.74h, 0.43h);
    bool3 over = tone > half3(1.0h);
    tone = select(tone, half3(1.0h), over);
    half3 mixed = mix(straight, saturate(tone), half(saturate(amount)));
    if (any(over) && all(mixed >= half3(0.0h))) {
        mixed = min(mixed, half3(1.0h));
    }
    return half4(mixed * color.a, color.a);
}
