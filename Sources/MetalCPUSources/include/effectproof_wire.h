// The wire between a MetalSession and its child: every message on their socket and the
// child's report lines, declared once. Swift reads and writes it in ChildWire.swift (MetalCPU
// imports this header through the MetalCPUSources module); the child's runtime
// (Prelude/effectproof_runtime.cpp) includes the same text, which MetalCPUSources.c embeds and
// the compiler writes beside the prelude. Its text is part of every program's cache key, so a
// changed wire builds the child again.
//
//   socket, session → child   ep_wire_frame   EP_WIRE_REQUEST_MAGIC, EP_WIRE_VERSION, length
//                             ep_wire_request
//                             slot_count × (ep_wire_slot, then its `length` bytes)
//                             ep_wire_image (the texture argument, 0 × 0 when none), its texels
//                             ep_wire_image (the layer), its texels; absent when layer_mode is
//                             ep_wire_layer_mode_kept
//   socket, child → session   ep_wire_frame   EP_WIRE_RESULT_MAGIC, EP_WIRE_VERSION, length
//                             ep_wire_result, then image_width × image_height texels
//   report file, child        one line each, in one write(2): EP_WIRE_CRASH_TAG (an
//                             ep_wire_crash, as ep_wire_write_crash writes it), EP_WIRE_HANG_TAG,
//                             EP_WIRE_MEMORY_TAG, EP_WIRE_ERROR_TAG, EP_WIRE_PROGRESS_TAG
//
// A texel is four floats, premultiplied r, g, b, a; images run row by row. Every number is in
// the machine's own byte order (parent and child are the same machine). A frame's `length` is
// the bytes after the frame. The structs have no padding: each field starts at the offset the
// fields before it add up to, which ChildWireTests holds between Swift and the child.
//
// The version rule: EP_WIRE_VERSION changes with any change to a struct, an enum or a line
// below. A side that reads a frame of another version refuses it and names both versions: the
// child with an EP_WIRE_ERROR_TAG line and exit status 2, the session with
// MetalRunError.runtime. Neither reads the body.
//
// The header includes nothing, so the function table (effectproof_entries.h, appended after
// an app's source) can include it without bringing in a system header.
#ifndef EFFECTPROOF_WIRE_H
#define EFFECTPROOF_WIRE_H

/// The wire's version, in every frame.
#define EP_WIRE_VERSION 4u
/// A request frame's magic: the bytes "EPRQ" on a little-endian machine.
#define EP_WIRE_REQUEST_MAGIC 0x51525045u
/// A result frame's magic: the bytes "EPRS" on a little-endian machine.
#define EP_WIRE_RESULT_MAGIC 0x53525045u
/// The largest request body the child reads, in bytes (16 GiB).
#define EP_WIRE_MAXIMUM_REQUEST 17179869184LL
/// The most slots (parameters) a request has.
#define EP_WIRE_MAXIMUM_SLOTS 255
/// The most pixels an image of a request has (2^28).
#define EP_WIRE_MAXIMUM_PIXELS 268435456LL

/// How a shader is applied: its leading parameters and what its result is.
typedef enum __attribute__((enum_extensibility(open))) ep_wire_usage : int {
  /// `half4 f(float2 position, half4 color, args…)`.
  ep_wire_usage_color_effect = 0,
  /// `float2 f(float2 position, args…)`, returning the source position.
  ep_wire_usage_distortion_effect = 1,
  /// `half4 f(float2 position, SwiftUI::Layer layer, args…)`.
  ep_wire_usage_layer_effect = 2,
  /// `half4 f(float2 position, args…)`.
  ep_wire_usage_shape_style = 3,
} ep_wire_usage;

/// What one parameter slot of a request carries.
typedef enum __attribute__((enum_extensibility(open))) ep_wire_slot_type : int {
  /// A value of up to 16 bytes, in `value`.
  ep_wire_slot_type_value = 0,
  /// A buffer of `length` bytes of `element`-byte elements, after the slot.
  ep_wire_slot_type_buffer = 1,
  /// A parameter the runtime supplies itself (position, colour, layer, texture).
  ep_wire_slot_type_supplied = 2,
  /// Colours as `length` bytes of floats (four a colour, straight from Swift), rounded to
  /// half4 by the child.
  ep_wire_slot_type_colours = 3,
} ep_wire_slot_type;

/// Where the request's layer comes from.
typedef enum __attribute__((enum_extensibility(open))) ep_wire_layer_mode : int {
  /// Sent in this request, and dropped after it.
  ep_wire_layer_mode_sent = 0,
  /// Sent in this request, and kept by the child under `layer_id`.
  ep_wire_layer_mode_keep = 1,
  /// Kept by the child from an earlier request under `layer_id`: not sent.
  ep_wire_layer_mode_kept = 2,
} ep_wire_layer_mode;

/// A request's flags (`ep_wire_request.flags`), bits that may be combined.
typedef enum __attribute__((flag_enum, enum_extensibility(open))) ep_wire_flags : int {
  /// Check every result colour (valid premultiplied, change from the input).
  ep_wire_flags_check_colours = 1,
  /// Send the image back after the result.
  ep_wire_flags_return_image = 2,
} ep_wire_flags;

/// How a faulting access touched a buffer.
typedef enum __attribute__((enum_extensibility(open))) ep_wire_access : int {
  /// A read.
  ep_wire_access_read = 0,
  /// A write.
  ep_wire_access_write = 1,
} ep_wire_access;

/// The head of every message on the socket.
typedef struct ep_wire_frame {
  /// EP_WIRE_REQUEST_MAGIC or EP_WIRE_RESULT_MAGIC.
  unsigned int magic;
  /// EP_WIRE_VERSION of the side that wrote it.
  unsigned int version;
  /// The bytes of the body that follows.
  long long length;
} ep_wire_frame;

/// A request's fixed part: one run of one function over one image.
typedef struct ep_wire_request {
  /// The function's index in the program's table (its `--describe` line).
  int function;
  /// An ep_wire_usage.
  int usage;
  /// The image's width in pixels.
  int width;
  /// The image's height in pixels.
  int height;
  /// The worker threads (1…64).
  int jobs;
  /// Pixels a point.
  float scale;
  /// ep_wire_flags bits.
  int flags;
  /// The ep_wire_slot records that follow, one a parameter.
  int slot_count;
  /// An ep_wire_layer_mode.
  int layer_mode;
  /// The kept layer's id (any number when the mode is ep_wire_layer_mode_sent).
  int layer_id;
} ep_wire_request;

/// One parameter's slot, followed by `length` bytes of data.
typedef struct ep_wire_slot {
  /// An ep_wire_slot_type.
  int type;
  /// A buffer's element size in bytes (0 for other types).
  int element;
  /// The bytes that follow the slot (0 for a value or a supplied parameter).
  long long length;
  /// A value's bytes, zero-filled past its size.
  unsigned char value[16];
} ep_wire_slot;

/// An image's size, followed by width × height texels.
typedef struct ep_wire_image {
  /// Pixels a row.
  int width;
  /// Rows.
  int height;
} ep_wire_image;

/// A pixel; x and y are -1 when there is none.
typedef struct ep_wire_pixel {
  /// The column.
  int x;
  /// The row.
  int y;
} ep_wire_pixel;

/// A colour, premultiplied.
typedef struct ep_wire_colour {
  /// Red.
  float r;
  /// Green.
  float g;
  /// Blue.
  float b;
  /// Alpha.
  float a;
} ep_wire_colour;

/// One sample and the pixel that took it, in points, with its offset from the pixel.
typedef struct ep_wire_sample {
  /// The offset (per axis, or the larger of the two; see the field using it).
  float offset;
  /// The pixel's centre, x.
  float pixel_x;
  /// The pixel's centre, y.
  float pixel_y;
  /// The sample, x.
  float sample_x;
  /// The sample, y.
  float sample_y;
} ep_wire_sample;

/// A result's fixed part, followed by image_width × image_height texels.
typedef struct ep_wire_result {
  /// Pixels whose result is not finite.
  long long non_finite;
  /// Samples taken.
  long long samples;
  /// Samples outside the layer (non-finite ones included).
  long long samples_outside;
  /// Samples at a non-finite position.
  long long samples_non_finite;
  /// Results that are not valid premultiplied colour (with ep_wire_flags_check_colours).
  long long invalid_colours;
  /// Results checked (with ep_wire_flags_check_colours).
  long long checked_colours;
  /// Seconds the pixel loop took (the first pass alone).
  double seconds;
  /// The first pixel whose result is not finite (lowest row, then column).
  ep_wire_pixel first_non_finite;
  /// The worker threads that ran.
  int jobs;
  /// The largest offset of a finite sample from its pixel, x.
  float max_offset_x;
  /// The largest offset of a finite sample from its pixel, y.
  float max_offset_y;
  /// The sample farthest from its pixel (the larger per-axis offset); offset < 0: none.
  ep_wire_sample worst;
  /// The sample farthest from its pixel on x; offset ≤ -1e38: none.
  ep_wire_sample farthest_x;
  /// The sample farthest past the float-rounding allowance on x; offset ≤ -1e38: none.
  ep_wire_sample beyond_allowance_x;
  /// The sample farthest from its pixel on y; offset ≤ -1e38: none.
  ep_wire_sample farthest_y;
  /// The sample farthest past the float-rounding allowance on y; offset ≤ -1e38: none.
  ep_wire_sample beyond_allowance_y;
  /// The first result that is not valid colour.
  ep_wire_pixel first_invalid;
  /// That result's colour.
  ep_wire_colour invalid_colour;
  /// The largest change of a channel from the input; < 0: none.
  float max_change;
  /// Where it is.
  ep_wire_pixel max_change_at;
  /// The darkest change of r, g, b from the input; ≥ 1e38: none.
  float darkest;
  /// Where it is.
  ep_wire_pixel darkest_at;
  /// The largest change of alpha from the input; < 0: none.
  float max_alpha_change;
  /// Where it is.
  ep_wire_pixel max_alpha_change_at;
  /// The largest excess over valid premultiplied colour, with no tolerance; ≤ 0: none.
  float max_excess;
  /// Where it is.
  ep_wire_pixel max_excess_at;
  /// Its colour.
  ep_wire_colour max_excess_colour;
  /// The texels that follow: the request's width, or 0 when it did not ask for the image.
  int image_width;
  /// The request's height, or 0 when it did not ask for the image.
  int image_height;
} ep_wire_result;

/// A crash: what the child's fault handler knows, written as one EP_WIRE_CRASH_TAG line.
typedef struct ep_wire_crash {
  /// The signal.
  int signal;
  /// The faulting worker's pixel; -1, -1 when no worker was running a pixel.
  ep_wire_pixel pixel;
  /// 1 when clang's array-bounds check trapped, at `trap_offset`; else 0.
  int trap;
  /// The trap's offset in the program (for llvm-symbolizer).
  long long trap_offset;
  /// The slot of the buffer the fault was in; -1 when it was in none.
  int slot;
  /// An ep_wire_access.
  int access;
  /// The element index the fault was at, in the buffer's elements.
  long long index;
  /// The buffer's elements.
  long long count;
} ep_wire_crash;

// The report lines' tags and a crash line's keys:
//   EPCRASH signal=S [pixel=X,Y] [trap=bounds offset=O] [slot=I index=K count=N access=read|write]
//   EPHANG [pixel=X,Y]…            the workers' pixels at the parent's SIGTERM
//   EPMEMORY [pixel=X,Y]           an allocation past the memory limit
//   EPERROR message                a request the child cannot read
//   EPPROGRESS rows=N height=H width=W [pixel=X,Y]…
/// A crash line's tag.
#define EP_WIRE_CRASH_TAG "EPCRASH"
/// A hang line's tag.
#define EP_WIRE_HANG_TAG "EPHANG"
/// An out-of-memory line's tag.
#define EP_WIRE_MEMORY_TAG "EPMEMORY"
/// An error line's tag.
#define EP_WIRE_ERROR_TAG "EPERROR"
/// A progress line's tag.
#define EP_WIRE_PROGRESS_TAG "EPPROGRESS"
/// The key of `signal`.
#define EP_WIRE_KEY_SIGNAL "signal"
/// The key of a pixel, `x,y`.
#define EP_WIRE_KEY_PIXEL "pixel"
/// The key of `trap`, whose one value is EP_WIRE_TRAP_BOUNDS.
#define EP_WIRE_KEY_TRAP "trap"
/// The value of a trap of clang's array-bounds check.
#define EP_WIRE_TRAP_BOUNDS "bounds"
/// The key of `trap_offset`.
#define EP_WIRE_KEY_OFFSET "offset"
/// The key of `slot`.
#define EP_WIRE_KEY_SLOT "slot"
/// The key of `index`.
#define EP_WIRE_KEY_INDEX "index"
/// The key of `count`.
#define EP_WIRE_KEY_COUNT "count"
/// The key of `access`, whose values are EP_WIRE_ACCESS_READ and EP_WIRE_ACCESS_WRITE.
#define EP_WIRE_KEY_ACCESS "access"
/// The value of ep_wire_access_read.
#define EP_WIRE_ACCESS_READ "read"
/// The value of ep_wire_access_write.
#define EP_WIRE_ACCESS_WRITE "write"
/// A progress line's finished rows.
#define EP_WIRE_KEY_ROWS "rows"
/// A progress line's rows in the request.
#define EP_WIRE_KEY_HEIGHT "height"
/// A progress line's pixels a row.
#define EP_WIRE_KEY_WIDTH "width"

#ifdef __cplusplus
/// One report line, built on the stack by a signal handler (no allocation, no stdio).
struct ep_wire_line {
  char text[4096];  // EPHANG with 64 workers' pixels fits in about 2 KB
  unsigned long n = 0;
  void add(const char *s) {
    while (*s && n < sizeof text - 1) text[n++] = *s++;
  }
  void add_int(long long v) {
    char digits[24];
    int k = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
      digits[k++] = (char)('0' + u % 10);
      u /= 10;
    } while (u && k < 22);
    if (v < 0) digits[k++] = '-';
    while (k > 0 && n < sizeof text - 1) text[n++] = digits[--k];
  }
  /// " key=value".
  void add_field(const char *key, long long value) {
    add(" ");
    add(key);
    add("=");
    add_int(value);
  }
  /// " pixel=x,y".
  void add_pixel(int x, int y) {
    add(" " EP_WIRE_KEY_PIXEL "=");
    add_int(x);
    add(",");
    add_int(y);
  }
};

/// Appends `crash` to `line` as its EP_WIRE_CRASH_TAG line (without the newline): the pixel
/// when there is one, the trap when there is one, the buffer when there is one.
inline void ep_wire_write_crash(const ep_wire_crash &crash, ep_wire_line &line) {
  line.add(EP_WIRE_CRASH_TAG);
  line.add_field(EP_WIRE_KEY_SIGNAL, crash.signal);
  if (crash.pixel.x >= 0 && crash.pixel.y >= 0) line.add_pixel(crash.pixel.x, crash.pixel.y);
  if (crash.trap) {
    line.add(" " EP_WIRE_KEY_TRAP "=" EP_WIRE_TRAP_BOUNDS);
    line.add_field(EP_WIRE_KEY_OFFSET, crash.trap_offset);
  }
  if (crash.slot >= 0) {
    line.add_field(EP_WIRE_KEY_SLOT, crash.slot);
    line.add_field(EP_WIRE_KEY_INDEX, crash.index);
    line.add_field(EP_WIRE_KEY_COUNT, crash.count);
    line.add(crash.access == ep_wire_access_write ? " " EP_WIRE_KEY_ACCESS "=" EP_WIRE_ACCESS_WRITE
                                                  : " " EP_WIRE_KEY_ACCESS "=" EP_WIRE_ACCESS_READ);
  }
}
#endif

#endif
