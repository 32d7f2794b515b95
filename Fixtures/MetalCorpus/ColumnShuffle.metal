#include <metal_stdlib>
using namespace metal;

// ColumnShuffle.metal - a constant int array of offsets, indexed by a column's cell.

constant int kShifts[4] = {0, 2, -1, 3};

// Columns of `cell` points each move vertically by the next shift in turn.
[[ stitchable ]] float2 columnShuffle(float2 position, float cell) {
    int column = int(floor(position.x / max(cell, 1.0)));
    int k = ((column % 4) + 4) % 4;
    return position + float2(0.0, float(kShifts[k]));
}
