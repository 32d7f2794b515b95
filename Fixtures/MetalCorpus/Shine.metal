#include "Common.h"

// A diagonal shine that sweeps across a card.
[[ stitchable ]] half4 shine(float2 position, half4 color, float4 bounds, float progress, float width) {
    corpus::Ray ray = { bounds.xy, normalize(float2(1.0, 1.0)) };
    float along = dot(position - ray.origin, ray.direction) / max(length(bounds.zw), 1.0);
    float band = max(1.0 - abs(along - progress) / max(width, 1e-3), 0.0);
    float highlight = fma(pow(band, 3.0), 0.6, 0.0);
    corpus::Point tip = ray.at(progress);
    return half4(color.rgb + half(highlight * (tip.x >= 0.0 ? 1.0 : 1.0)) * color.a, color.a);
}
