#!/usr/bin/env python3
"""Independent float64 oracle for the colour-effect kernel ports.

Transcribes four Metal functions line by line in Python float64 (numpy only for the half
literals `0.9h`, `0.74h`, `1.12h`, whose value *is* their binary16 rounding):
  Fixtures/Holographic/Shaders/HolographicCard.metal  HolographicCardFoil
  Fixtures/TableReady/Shaders/Felt.metal              feltSurface (+ namespace felt)
  Fixtures/TableReady/Shaders/Dice.metal              dieMaterial
  Fixtures/TableReady/Shaders/CardFlip.metal          cardFlipShading
No intermediate half rounding is emulated: the Swift tests compare with a tolerance for it.
Input colours in the cases are exact binary16 values.

Run from the package root:
  python3 Tests/EffectKernelsTests/Kernels/oracle_colour_kernels.py
and the printed numbers are pasted into the *KernelTests.swift files as literals.
"""
import math

import numpy as np

M32 = 0xFFFFFFFF


def h(x):
    """A Metal half literal's value."""
    return float(np.float16(x))


def int32(x):
    """float -> int: truncate toward zero (cases stay in range)."""
    return int(math.trunc(x))


def u32(i):
    return i & M32


def smoothstep(e0, e1, x):
    t = min(max((x - e0) / (e1 - e0), 0.0), 1.0)
    return t * t * (3 - 2 * t)


def saturate(x):
    return min(max(x, 0.0), 1.0)


def mix(a, b, t):
    return a + (b - a) * t


def fract(x):
    return x - math.floor(x)


def fmt(v):
    return "(" + ", ".join("%.6f" % x for x in v) + ")"


# ---------------------------------------------------------------- HolographicCardFoil

def foil_cell_hash(cx, cy):
    kx, ky = u32(int32(cx)), u32(int32(cy))
    hh = u32(kx * 0x9E3779B1) ^ u32(ky * 0x85EBCA77)
    hh ^= hh >> 15
    hh = u32(hh * 0x2C1B3C6D)
    hh ^= hh >> 12
    return float(hh & 0xFFFF) / 65535.0


def foil(pos, color, size, tilt, intensity):
    if color[3] <= 0.0:
        return tuple(color), 0.0
    tau = 6.2831853
    rel = [pos[i] / max(size[i], 1.0) - 0.5 for i in range(2)]
    phase = 1.4 * (rel[0] * 0.9 + rel[1] * 0.5) + (tilt[0] * 0.8 + tilt[1] * 0.6)
    rainbow = [0.5 + 0.5 * math.cos(tau * (phase + o)) for o in (0.0, 0.33, 0.67)]
    grid = [pos[0] / 5.0, pos[1] / 5.0]
    cell = [math.floor(grid[0]), math.floor(grid[1])]
    jitter = [foil_cell_hash(cell[0] + 17.0, cell[1] + 17.0) - 0.5,
              foil_cell_hash(cell[0] + 43.0, cell[1] + 43.0) - 0.5]
    speck = [0.5 + 0.56 * j for j in jitter]
    d = math.hypot(grid[0] - cell[0] - speck[0], grid[1] - cell[1] - speck[1])
    dot01 = saturate(1.0 - d / 0.22)
    orientation = 0.5 + 0.5 * math.cos(tau * (foil_cell_hash(cell[0], cell[1]) + 2.0 * phase))
    sparkle = smoothstep(0.55, 1.0, orientation) * dot01 * dot01
    g = [rel[i] + 0.35 * tilt[i] for i in range(2)]
    glare = math.exp(-6.0 * (g[0] * g[0] + g[1] * g[1]))
    f = [intensity * (r * (0.14 + 0.4 * glare) + sparkle * (0.3 + 0.7 * glare)) for r in rainbow]
    a = color[3]
    out = []
    for i in range(3):
        s = color[i] / a
        out.append((1.0 - (1.0 - s) * (1.0 - saturate(f[i]))) * a)
    return (out[0], out[1], out[2], a), sparkle


FOIL_CASES = [
    # pos, color, size, tilt, intensity
    ((10.5, 20.5), (0.5, 0.25, 0.125, 1.0), (200, 300), (0.0, 0.0), 1.0),
    ((100.5, 150.5), (0.25, 0.125, 0.0625, 0.5), (200, 300), (0.3, -0.2), 0.8),
    ((0.5, 0.5), (0.8125, 0.8125, 0.8125, 1.0), (200, 300), (-1.0, 1.0), 1.0),
    ((199.5, 299.5), (0.0, 0.0, 0.0, 1.0), (200, 300), (1.0, 1.0), 1.0),
    ((3.5, 2.5), (0.5, 0.5, 0.5, 1.0), (0, 0), (0.5, 0.5), 0.5),
    ((-7.5, -12.5), (0.375, 0.25, 0.5, 0.75), (200, 300), (0.1, 0.2), 1.0),
    ((52.5, 77.5), (0.1875, 0.3125, 0.4375, 1.0), (200, 300), (-0.4, 0.25), 1.0),
    ((60.5, 40.5), (0.5, 0.25, 0.125, 1.0), (200, 300), (0.2, 0.1), 0.0),
    ((21.5, 46.5), (0.25, 0.25, 0.25, 1.0), (200, 300), (0.0, 0.0), 1.0),
    ((21.5, 46.5), (0.125, 0.0625, 0.1875, 0.25), (200, 300), (0.0, 0.0), 1.0),
]


def foil_find_sparkle():
    """A pixel centre where the glitter speck is bright, for a sparkle case."""
    best = None
    for y in range(0, 60):
        for x in range(0, 60):
            _, s = foil((x + 0.5, y + 0.5), (0.25, 0.25, 0.25, 1.0), (200, 300), (0.0, 0.0), 1.0)
            if best is None or s > best[0]:
                best = (s, (x + 0.5, y + 0.5))
    return best


# ---------------------------------------------------------------- feltSurface

def corner_hash(cx, cy):
    bits = u32(u32(cx) * 0x8DA6B343) ^ u32(u32(cy) * 0xD8163841)
    bits = u32((bits ^ (bits >> 13)) * 0x5BD1E995)
    bits ^= bits >> 15
    return float(bits & 0x00FFFFFF) * (1.0 / 16777216.0)


def value_noise(px, py):
    bx, by = math.floor(px), math.floor(py)
    fx, fy = px - bx, py - by
    ex, ey = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    cx, cy = int32(bx), int32(by)
    top = mix(corner_hash(cx, cy), corner_hash(cx + 1, cy), ex)
    bottom = mix(corner_hash(cx, cy + 1), corner_hash(cx + 1, cy + 1), ex)
    return mix(top, bottom, ey)


def fibers(px, py, ax=0.5, ay=0.8660254):
    crx, cry = -ay, ax
    combed = (px * ax + py * ay, px * crx + py * cry)
    fuzz = value_noise(px * 0.9, py * 0.9)
    nap = value_noise(combed[0] * 0.07, combed[1] * 0.8)
    mottle = value_noise(px * 0.015 + 7.3, py * 0.015 + 2.9)
    blend = 0.5 * fuzz + 0.35 * nap + 0.15 * mottle
    return blend * 2.0 - 1.0


def felt(pos, color, bounds, feltc, shadow, shade, grain=("additive",)):
    ext = (max(bounds[2], 1.0), max(bounds[3], 1.0))
    p = (pos[0] - bounds[0], pos[1] - bounds[1])
    longest = max(ext)
    la = (0.5, 0.8660254)
    lc = (-la[1], la[0])
    lamp = (ext[0] * 0.18, ext[1] * 0.04)
    fl = ((p[0] - lamp[0]) / longest, (p[1] - lamp[1]) / longest)
    w = ((fl[0] * la[0] + fl[1] * la[1]) * 0.75, (fl[0] * lc[0] + fl[1] * lc[1]) * 1.3)
    pool = 1.0 - smoothstep(0.0, 0.9, math.hypot(w[0], w[1]))
    cloth = [mix(shadow[i], feltc[i], pool) for i in range(3)]
    tung = (1.0, h(0.9), h(0.74))
    cloth = [cloth[i] * mix(1.0, tung[i] * h(1.12), 0.35 * pool * pool) for i in range(3)]
    lower = saturate(2.0 * p[1] / ext[1] - 1.0)
    cloth = [c * (1.0 - lower * shade) for c in cloth]
    fib = fibers(p[0], p[1])
    if grain[0] == "additive":
        cloth = [max(c + 0.03 * fib, 0.0) for c in cloth]
    elif grain[0] == "multiplied":
        cloth = [max(c * (1 + grain[1] * fib), 0.0) for c in cloth]
    else:
        cloth = [max(c, 0.0) for c in cloth]
    a = color[3]
    return (cloth[0] * a, cloth[1] * a, cloth[2] * a, a)


GREEN = (0.125, 0.375, 0.25, 1.0)
DARK = (0.03125, 0.0625, 0.046875, 1.0)
INK = (0.0078125, 0.0078125, 0.0078125, 1.0)
FELT_CASES = [
    # pos, color, bounds, felt, shadow, shade, grain
    ((0.5, 0.5), (1, 1, 1, 1.0), (0, 0, 390, 844), GREEN, DARK, 0.3, ("additive",)),
    ((70.5, 33.5), (1, 1, 1, 1.0), (0, 0, 390, 844), GREEN, DARK, 0.3, ("additive",)),
    ((195.5, 422.5), (0.5, 0.5, 0.5, 0.5), (0, 0, 390, 844), GREEN, DARK, 0.3, ("additive",)),
    ((389.5, 843.5), (1, 1, 1, 1.0), (0, 0, 390, 844), GREEN, DARK, 0.3, ("additive",)),
    ((35.5, 60.5), (1, 1, 1, 1.0), (10, 20, 100, 50), GREEN, DARK, 0.5, ("additive",)),
    ((3.5, 4.5), (1, 1, 1, 1.0), (0, 0, 0, 0), GREEN, DARK, 0.3, ("additive",)),
    ((120.5, 300.5), (1, 1, 1, 1.0), (0, 0, 390, 844), INK, INK, 0.3, ("additive",)),
    ((120.5, 300.5), (1, 1, 1, 1.0), (0, 0, 390, 844), GREEN, DARK, 0.3, ("multiplied", 0.045)),
    ((120.5, 300.5), (1, 1, 1, 1.0), (0, 0, 390, 844), GREEN, DARK, 0.3, ("none",)),
    ((120.5, 300.5), (1, 1, 1, 1.0), (0, 0, 390, 844), INK, INK, 0.3, ("multiplied", 0.045)),
    ((120.5, 300.5), (1, 1, 1, 1.0), (0, 0, 390, 844), INK, INK, 0.3, ("none",)),
]
FIBER_POINTS = [(0.0, 0.0), (0.5, 0.5), (12.25, 7.75), (-3.5, 9.0), (250.5, 610.5)]

# ---------------------------------------------------------------- dieMaterial


def norm(v):
    l = math.hypot(v[0], v[1])
    return (v[0] / l, v[1] / l)


def rs_distance(p, half, r):
    q = (abs(p[0]) - (half - r), abs(p[1]) - (half - r))
    return math.hypot(max(q[0], 0.0), max(q[1], 0.0)) + min(max(q[0], q[1]), 0.0) - r


def rs_outward(p, half, r):
    q = (abs(p[0]) - (half - r), abs(p[1]) - (half - r))
    side = (-1.0 if p[0] < 0 else 1.0, -1.0 if p[1] < 0 else 1.0)
    if q[0] > 0 and q[1] > 0:
        n = norm(q)
        return (n[0] * side[0], n[1] * side[1])
    return (side[0], 0.0) if q[0] > q[1] else (0.0, side[1])


def die(pos, color, bounds, face, pip, pips, pip_values, corner, pip_radius, shading="additive"):
    side = (max(bounds[2], 1.0), max(bounds[3], 1.0))
    uv = ((pos[0] - bounds[0]) / side[0], (pos[1] - bounds[1]) / side[1])
    c = (uv[0] - 0.5, uv[1] - 0.5)
    aa = 1.0 / min(side)
    cr = min(max(corner, 0.0), 0.5)
    edge = rs_distance(c, 0.5, cr)
    coverage = 1.0 - smoothstep(-aa, aa, edge)
    if coverage <= 0.0:
        return (0.0, 0.0, 0.0, 0.0)
    to_lamp = norm((-0.6, -0.8))
    bevel = max(cr * 0.6, 2.0 * aa)
    roll = smoothstep(-bevel, 0.0, edge)
    out = rs_outward(c, 0.5, cr)
    edge_light = roll * (0.22 * (out[0] * to_lamp[0] + out[1] * to_lamp[1]) - 0.05 * roll)
    body = [min(max(face[i] + edge_light, 0.0), 1.0) for i in range(3)]
    i = 0
    while i + 1 < pip_values:
        px = pips[i] if i < len(pips) else 0.0
        py = pips[i + 1] if i + 1 < len(pips) else 0.0
        i += 2
        fp = (uv[0] - px, uv[1] - py)
        dist = math.hypot(fp[0], fp[1])
        hole = 1.0 - smoothstep(pip_radius - aa, pip_radius + aa, dist)
        if hole <= 0.0:
            continue
        wall = smoothstep(0.45 * pip_radius, pip_radius, dist)
        lamp_side = (fp[0] / dist * to_lamp[0] + fp[1] / dist * to_lamp[1]) if dist > 0.0001 else 0.0
        tone = wall * (-0.2 * lamp_side - 0.06)
        if shading == "additive":
            drilled = [min(max(pip[k] + tone, 0.0), 1.0) for k in range(3)]
        else:  # measurement variant, not shader code
            drilled = [min(max(pip[k] * (1.0 + tone), 0.0), 1.0) for k in range(3)]
        body = [mix(body[k], drilled[k], hole) for k in range(3)]
    alpha = coverage * color[3]
    return (body[0] * alpha, body[1] * alpha, body[2] * alpha, alpha)


FACE = (0.9375, 0.9375, 0.875, 1.0)
PIP = (0.0625, 0.0625, 0.0625, 1.0)
THREE = [0.25, 0.25, 0.5, 0.5, 0.75, 0.75]
DB = (10, 10, 60, 60)
DIE_CASES = [
    # pos, color, bounds, face, pip, pips, pipValues, corner, pipRadius
    ((40.0, 40.0), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((28.0, 25.0), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((22.0, 25.0), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((25.5, 55.5), (1, 1, 1, 0.5), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((10.5, 40.5), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((69.5, 40.5), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((12.5, 12.5), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((10.5, 10.5), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((11.5, 11.5), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 8, 0.0, 0.09),
    ((55.5, 55.5), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 7, 0.18, 0.09),
    ((44.2, 40.0), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((40.0, 44.2), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09),
    ((40.0, 44.2), (1, 1, 1, 1.0), DB, FACE, PIP, THREE, 6, 0.18, 0.09, "multiplied"),
    ((40.0, 44.2), (1, 1, 1, 1.0), DB, FACE, (0.5, 0.25, 0.75, 1.0), THREE, 6, 0.18, 0.09),
    ((35.8, 40.0), (1, 1, 1, 1.0), DB, FACE, (0.5, 0.25, 0.75, 1.0), THREE, 6, 0.18, 0.09),
]

# ---------------------------------------------------------------- cardFlipShading


def flip(pos, color, bounds, degrees):
    if color[3] <= 0.0:
        return tuple(color)
    theta = degrees * (math.pi / 180.0)
    facing = abs(math.cos(theta))
    brightness = mix(0.55, 1.0, facing)
    uv = ((pos[0] - bounds[0]) / max(bounds[2], 1.0), (pos[1] - bounds[1]) / max(bounds[3], 1.0))
    diagonal = uv[0] * 0.6 + uv[1] * 0.4
    progress = fract(degrees / 180.0)
    centre = mix(-0.3, 1.3, progress)
    off = (diagonal - centre) / 0.09
    band = math.exp(-off * off)
    glint = 0.32 * band * 4.0 * facing * (1.0 - facing)
    a = color[3]
    lit = [min(color[i] * brightness + glint * a, a) for i in range(3)]
    return (lit[0], lit[1], lit[2], a)


FB = (0, 0, 100, 150)
C1 = (0.5, 0.25, 0.125, 1.0)
FLIP_CASES = [
    # pos, color, bounds, degrees
    ((50.5, 75.5), C1, FB, 0.0),
    ((50.5, 75.5), C1, FB, 90.0),
    ((50.5, 75.5), C1, FB, 180.0),
    ((30.5, 40.5), C1, FB, 45.0),
    ((60.5, 90.5), (0.25, 0.125, 0.0625, 0.5), FB, 120.0),
    ((0.5, 0.5), C1, FB, 30.0),
    ((99.5, 149.5), (0.875, 0.875, 0.875, 1.0), FB, 150.0),
    ((40.5, 60.5), C1, (20, 30, 50, 60), -60.0),
    ((5.5, 5.5), C1, (0, 0, 0, 0), 400.0),
]

if __name__ == "__main__":
    print("# foil: pos, color, size, tilt, intensity -> out (sparkle)")
    for c in FOIL_CASES:
        o, s = foil(*c)
        print(c, "->", fmt(o), "sparkle %.4f" % s)
    for cell in [(0, 0), (17, 17), (-1, -3), (2.9, -2.9), (123456, 7)]:
        print("foilCellHash", cell, "-> %.7f" % foil_cell_hash(*cell))
    s, p = foil_find_sparkle()
    print("foil brightest speck in 60x60 (grey 0.25, no tilt):", p, "sparkle %.4f" % s,
          "->", fmt(foil(p, (0.25, 0.25, 0.25, 1.0), (200, 300), (0.0, 0.0), 1.0)[0]))
    print("# felt: pos, color, bounds, felt, shadow, shade, grain -> out")
    for c in FELT_CASES:
        print(c, "->", fmt(felt(*c)))
    print("# fibers(p)")
    for p in FIBER_POINTS:
        print(p, "-> %.7f" % fibers(*p))
    print("# die: pos, color, bounds, face, pip, pips, pipValues, corner, pipRadius -> out")
    for c in DIE_CASES:
        print(c, "->", fmt(die(*c)))
    print("# flip: pos, color, bounds, degrees -> out")
    for c in FLIP_CASES:
        print(c, "->", fmt(flip(*c)))
