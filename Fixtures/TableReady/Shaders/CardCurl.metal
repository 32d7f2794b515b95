#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

/*
 * CardCurl.metal - the baccarat squeeze.
 *
 * Three shaders share one piece of geometry:
 *   cardCurlBend    distortionEffect on the card back: where each pixel samples from
 *   cardCurlShade   colorEffect on the card back: lighting, the underside, the hole
 *   cardCurlShadow  colorEffect on the face below: the shadow the lifted card casts
 *
 * The helpers in `namespace curl` are inline functions, not [[ stitchable ]]
 * ones; only the three shaders at the bottom are visible to ShaderLibrary.
 *
 * Geometry. The card lifts from its bottom edge (y = height). The fold line
 * sits at fold = height − peel·height, so `lift = peel·height` of the card is
 * off the table. The lifted strip wraps a cylinder of radius r lying on the
 * card along the fold (the Swift side passes r = 0.16·height). Paper at arc
 * length s past the fold is at angle θ = s / r around the cylinder and
 * projects to y = fold + r·sin θ.
 *
 *   θ ≤ π/2   rising side, the back faces the viewer. A pixel u = y − fold
 *             past the fold sits at θ = asin(u / r) and samples from fold + r·θ.
 *   θ > π/2   past vertical: the outside of the roll (the underside of the
 *             card) faces the viewer and sits above everything under it.
 *             There is nothing in the back's layer to sample, so it is painted.
 *
 * Whatever lies past the paper's reach is the strip the card lifted off: none.
 * The largest distance between a pixel and its sample is r·θ − r·sin θ at
 * θ = π/2, which is r·(π/2 − 1): the distortion's maxSampleOffset.
 */

namespace curl {

enum Kind : int {
    none = 0,      // uncovered strip: the face below shows through
    flat = 1,      // still lying on the table
    back = 2,      // rising side of the roll
    underside = 3, // rolled past vertical
};

struct Hit {
    Kind kind;
    float sourceY; // y the bend samples from (y itself when nothing moves)
    float3 normal; // surface normal; (0, 0, 1) points at the viewer
    float fold;    // y of the fold line
};

inline Hit hit(float y, float height, float peel, float radius) {
    float cardHeight = max(height, 0.0);
    float lift = saturate(peel) * cardHeight;
    float r = max(radius, 0.5);

    Hit result;
    result.kind = flat;
    result.sourceY = y;
    result.normal = float3(0.0, 0.0, 1.0);
    result.fold = cardHeight - lift;

    if (lift <= 0.0) {
        return result;
    }

    float u = y - result.fold;
    float sweep = lift / r; // total angle the lifted strip wraps, radians

    // Past vertical. For θ in (π/2, π] the roll comes back toward the fold;
    // paper beyond θ = π lies flat on top of the roll, heading back over the
    // card. Either way it is the highest layer wherever it projects.
    if (sweep > M_PI_2_F) {
        float nearest = sweep <= M_PI_F ? r * sin(sweep) : -(lift - M_PI_F * r);
        if (u >= nearest && u <= r) {
            result.kind = underside;
            if (u >= 0.0) {
                float theta = M_PI_F - asin(min(u / r, 1.0));
                result.normal = float3(0.0, sin(theta), -cos(theta));
            }
            return result;
        }
    }

    if (u < 0.0) {
        return result;
    }

    // Rising side, as far up the cylinder as the paper reaches.
    float reach = r * sin(min(sweep, M_PI_2_F));
    if (u <= reach) {
        float theta = asin(min(u / r, 1.0));
        result.kind = back;
        result.sourceY = result.fold + r * theta;
        result.normal = float3(0.0, -sin(theta), cos(theta));
        return result;
    }

    result.kind = none;
    return result;
}

// Diffuse plus a little sheen from a lamp above the top-leading corner.
inline float rawLight(float3 normal) {
    const float3 lamp = normalize(float3(-0.3, -0.5, 0.8));
    const float3 halfway = normalize(lamp + float3(0.0, 0.0, 1.0));
    float3 n = normalize(normal);
    float diffuse = max(dot(n, lamp), 0.0);
    float sheen = pow(max(dot(n, halfway), 0.0), 24.0);
    return 0.35 + 0.8 * diffuse + 0.3 * sheen;
}

// Brightness relative to the card lying flat, so the curl meets the flat
// part of the card at the fold without a seam.
inline half lighting(float3 normal) {
    return half(rawLight(normal) / rawLight(float3(0.0, 0.0, 1.0)));
}

} // namespace curl

[[ stitchable ]] float2 cardCurlBend(float2 position, float height, float peel, float radius) {
    curl::Hit h = curl::hit(position.y, height, peel, radius);
    return float2(position.x, h.sourceY);
}

[[ stitchable ]] half4 cardCurlShade(float2 position, half4 color, float height, float peel, float radius, half4 stock) {
    curl::Hit h = curl::hit(position.y, height, peel, radius);
    switch (h.kind) {
        case curl::none:
            return half4(0.0h);
        case curl::back:
            // Light above 1 brightens the back, but a premultiplied channel never
            // exceeds its alpha: without the min, white stock comes out 1.25 × alpha.
            return half4(min(color.rgb * min(curl::lighting(h.normal), 1.25h), color.a), color.a);
        case curl::underside:
            return half4(min(stock.rgb * min(curl::lighting(h.normal), 1.15h), 1.0h) * color.a, color.a);
        case curl::flat:
        default:
            return color;
    }
}

[[ stitchable ]] half4 cardCurlShadow(
    float2 position,
    half4 color,
    float height,
    float peel,
    float radius
) {
    curl::Hit h = curl::hit(position.y, height, peel, radius);
    if (h.kind != curl::none) {
        // Still under the card (or nothing lifted): the back covers this pixel.
        return color;
    }

    float r = max(radius, 0.5);
    float gap = max(position.y - h.fold, 0.0);

    // A card that has barely left the table casts a faint shadow; once the
    // lift passes one radius it is at full strength.
    float strength = saturate(saturate(peel) * max(height, 0.0) / r);

    // Darkest right against the fold, thinning out over a few radii.
    float darkness = 0.42 * strength * exp(-gap / (1.2 * r));
    return half4(color.rgb * half(1.0 - darkness), color.a);
}
