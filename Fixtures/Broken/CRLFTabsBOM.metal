// Fixture: UTF-8 BOM, CRLF line ends, tabs and non-ASCII comments — café, naïve, 日本語, ✓.
// It must scan cleanly: both functions are registered correctly in registry.json.
#include <metal_stdlib>
using namespace metal;

/* ÉÀ */	[[	stitchable	]]	half4	crlfTint(float2 position, half4 color, float amount) {
	// Ünïcödé inside the body: ß → ∂.
	return color * half(amount);
}

[[ stitchable ]]	// distortion — décalage
float2	crlfWarp(
	float2	position,	/* où */
	float	amount
) {
	return position + amount;
}
