#include <metal_stdlib>
#include <SwiftUI/SwiftUI.h>
using namespace metal;

// Dice.metal - die faces with a lit rounded edge and drilled pips (colorEffect).

// Signed distance from p (centred unit space) to a rounded square of the given
// half side and corner radius. Negative inside.
static float roundedSquareDistance(float2 p, float halfSide, float cornerRadius) {
    float2 q = abs(p) - float2(halfSide - cornerRadius);
    return length(max(q, float2(0.0))) + min(max(q.x, q.y), 0.0) - cornerRadius;
}

// Outward direction of the same rounded square at p (the SDF gradient).
static float2 roundedSquareOutward(float2 p, float halfSide, float cornerRadius) {
    float2 q = abs(p) - float2(halfSide - cornerRadius);
    float2 side = float2(p.x < 0.0 ? -1.0 : 1.0, p.y < 0.0 ? -1.0 : 1.0);
    if (q.x > 0.0 && q.y > 0.0) {
        return normalize(q) * side;
    }
    return q.x > q.y ? float2(side.x, 0.0) : float2(0.0, side.y);
}

[[stitchable]] half4 dieMaterial(
    float2 position,
    half4 color,
    float4 bounds,
    half4 face,
    half4 pip,
    device const float *pips, // x0, y0, x1, y1, ... in unit space
    int pipValues,
    float corner,
    float pipRadius
) {
    float2 side = max(bounds.zw, float2(1.0));
    float2 uv = (position - bounds.xy) / side;
    float2 centred = uv - 0.5;
    float aa = 1.0 / min(side.x, side.y); // one point, in unit space

    float cornerRadius = clamp(corner, 0.0, 0.5);
    float edge = roundedSquareDistance(centred, 0.5, cornerRadius);
    float coverage = 1.0 - smoothstep(-aa, aa, edge);
    if (coverage <= 0.0) {
        return half4(0.0h);
    }

    // Points toward the lamp: up and to the leading side.
    const float2 toLamp = normalize(float2(-0.6, -0.8));

    // The rounded edge: a band inside the outline that rolls away from the
    // top face. The side toward the lamp picks up light, the far side loses it.
    float bevel = max(cornerRadius * 0.6, 2.0 * aa);
    float roll = smoothstep(-bevel, 0.0, edge);
    float2 outward = roundedSquareOutward(centred, 0.5, cornerRadius);
    float edgeLight = roll * (0.22 * dot(outward, toLamp) - 0.05 * roll);
    half3 body = clamp(face.rgb + half(edgeLight), 0.0h, 1.0h);

    // pipValues counts floats, not pips: a five carries ten values. A blank
    // die (value 0) passes an empty array and this loop never runs.
    for (int i = 0; i + 1 < pipValues; i += 2) {
        float2 fromPip = uv - float2(pips[i], pips[i + 1]);
        float dist = length(fromPip);
        float hole = 1.0 - smoothstep(pipRadius - aa, pipRadius + aa, dist);
        if (hole <= 0.0) {
            continue;
        }
        // Wall of the drilled hole. The wall on the lamp side is in shadow and
        // the far wall is lit. The tone is ADDED to the pip ink, because ink
        // that is nearly black stays nearly black under any multiplier.
        float wall = smoothstep(0.45 * pipRadius, pipRadius, dist);
        float lampSide = dist > 0.0001 ? dot(fromPip / dist, toLamp) : 0.0;
        float tone = wall * (-0.2 * lampSide - 0.06);
        half3 drilled = clamp(pip.rgb + half(tone), 0.0h, 1.0h);
        body = mix(body, drilled, half(hole));
    }

    half alpha = half(coverage) * color.a;
    return half4(body * alpha, alpha);
}
