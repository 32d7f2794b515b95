// A tone curve from a lookup table the app builds as bytes (`.data`): entry i is the output
// luminance, 0…255, for input luminance i / (count − 1). No table leaves the colour as it is.
// SwiftUI passes `.data` as `device const void *` and its size in bytes.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 toneCurve(float2 position, half4 color, device const void *table,
                                 int count) {
  device const uchar *curve = (device const uchar *)table;
  if (count <= 0 || color.a <= 0.0h) {
    return color;
  }
  half3 straight = min(color.rgb / color.a, 1.0h);
  half luma = dot(straight, half3(0.2126h, 0.7152h, 0.0722h));
  int index = clamp(int(float(luma) * float(count - 1) + 0.5), 0, count - 1);
  half target = half(curve[index]) / 255.0h;
  half3 toned = luma > 0.0h ? straight * (target / luma) : half3(target);
  return half4(min(toned, 1.0h) * color.a, color.a);
}
