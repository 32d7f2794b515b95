#include <metal_stdlib>
using namespace metal;

// BarChart.metal - a bar chart from `.floatArray`: `count` bars across the bounds, each as tall
// as its value times the height, drawn over the layer in a bar colour.

[[ stitchable ]] half4 barChart(float2 position, half4 color, float4 bounds,
                                device const float *values, int count, half4 bar) {
    if (count <= 0) return color;
    float u = (position.x - bounds.x) / bounds.z;
    int i = clamp(int(floor(u * float(count))), 0, count - 1);
    float top = bounds.y + bounds.w * (1.0 - saturate(values[i]));
    return position.y >= top ? bar : color;
}
