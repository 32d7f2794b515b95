#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>

// QualifiedNames.metal - written without `using namespace metal`, as SwiftUI's own header is:
// the types (half4, float2) and the h suffix unqualified, the library qualified (metal::clamp,
// metal::array, metal::size_t), and constructors both ways (float4(...), metal::float4(...)).

namespace diagonal {
inline float4 tap(SwiftUI::Layer layer, float2 p) {
    return metal::float4(layer.sample(p));
}
}  // namespace diagonal

// A blur of three taps along the diagonal, `spread` points apart, weighted 1 : 2 : 1.
[[ stitchable ]] half4 diagonalBlur(float2 position, SwiftUI::Layer layer, float spread) {
    metal::array<float, 3> weights = {0.25, 0.5, 0.25};
    float4 sum = float4(0.0);
    for (metal::size_t i = 0; i < weights.size(); i++) {
        float k = (float(i) - 1.0) * spread;
        sum += weights[i] * diagonal::tap(layer, position + metal::float2(k, k));
    }
    return half4(metal::clamp(sum, 0.0, 1.0)) * 1.0h;
}
