// Broken fixture: stitchable-looking text inside literals and comments is not a function.
// [[ stitchable ]] half4 inLineComment(float2 position, half4 color) { return color; }
#include <metal_stdlib>
using namespace metal;

/*
[[ stitchable ]] half4 inBlockComment(float2 position, half4 color) { return color; }
*/

constant char label[] = "[[ stitchable ]] half4 inString(float2 position, half4 color) {";
constant char bracket = '[';

[[ stitchable ]] half4 literalSurvivor(float2 position, half4 color) {
    return color;
}
