import EffectProofTestSupport
import Foundation

@testable import MetalCPU

/// A small C++ program built in the tests against the embedded `effectproof_wire.h`, standing
/// in for the child's side of the wire: it reports the structs' layout as clang sees it, prints
/// every field of a request the session wrote, and writes a result and crash lines with a
/// distinct value in every field (``ChildWireTests``).
///
/// ```
/// echo layout            one line a struct: name sizeof field=offsetof …
/// echo request FILE      every field of the frame, request, slots and images in FILE
/// echo result            a result frame and body, every field distinct, a 2 × 1 image
/// echo result-none       a result whose optional fields all say "none", no image
/// echo crash             three crash lines, written by ep_wire_write_crash
/// ```
enum ChildWireEcho {
  static let source = #"""
    #include <stddef.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include "effectproof_wire.h"

    #define FIELD(T, f) printf(" " #f "=%zu", offsetof(T, f))
    static void layout() {
      printf("ep_wire_frame %zu", sizeof(ep_wire_frame));
      FIELD(ep_wire_frame, magic); FIELD(ep_wire_frame, version); FIELD(ep_wire_frame, length);
      printf("\nep_wire_request %zu", sizeof(ep_wire_request));
      FIELD(ep_wire_request, function); FIELD(ep_wire_request, usage);
      FIELD(ep_wire_request, width); FIELD(ep_wire_request, height);
      FIELD(ep_wire_request, jobs); FIELD(ep_wire_request, scale);
      FIELD(ep_wire_request, flags); FIELD(ep_wire_request, slot_count);
      FIELD(ep_wire_request, layer_mode); FIELD(ep_wire_request, layer_id);
      printf("\nep_wire_slot %zu", sizeof(ep_wire_slot));
      FIELD(ep_wire_slot, type); FIELD(ep_wire_slot, element);
      FIELD(ep_wire_slot, length); FIELD(ep_wire_slot, value);
      printf("\nep_wire_image %zu", sizeof(ep_wire_image));
      FIELD(ep_wire_image, width); FIELD(ep_wire_image, height);
      printf("\nep_wire_pixel %zu", sizeof(ep_wire_pixel));
      FIELD(ep_wire_pixel, x); FIELD(ep_wire_pixel, y);
      printf("\nep_wire_colour %zu", sizeof(ep_wire_colour));
      FIELD(ep_wire_colour, r); FIELD(ep_wire_colour, g);
      FIELD(ep_wire_colour, b); FIELD(ep_wire_colour, a);
      printf("\nep_wire_sample %zu", sizeof(ep_wire_sample));
      FIELD(ep_wire_sample, offset); FIELD(ep_wire_sample, pixel_x);
      FIELD(ep_wire_sample, pixel_y); FIELD(ep_wire_sample, sample_x);
      FIELD(ep_wire_sample, sample_y);
      printf("\nep_wire_result %zu", sizeof(ep_wire_result));
      FIELD(ep_wire_result, non_finite); FIELD(ep_wire_result, samples);
      FIELD(ep_wire_result, samples_outside); FIELD(ep_wire_result, samples_non_finite);
      FIELD(ep_wire_result, invalid_colours); FIELD(ep_wire_result, checked_colours);
      FIELD(ep_wire_result, seconds); FIELD(ep_wire_result, first_non_finite);
      FIELD(ep_wire_result, jobs); FIELD(ep_wire_result, max_offset_x);
      FIELD(ep_wire_result, max_offset_y); FIELD(ep_wire_result, worst);
      FIELD(ep_wire_result, farthest_x); FIELD(ep_wire_result, beyond_allowance_x);
      FIELD(ep_wire_result, farthest_y); FIELD(ep_wire_result, beyond_allowance_y);
      FIELD(ep_wire_result, first_invalid); FIELD(ep_wire_result, invalid_colour);
      FIELD(ep_wire_result, max_change); FIELD(ep_wire_result, max_change_at);
      FIELD(ep_wire_result, darkest); FIELD(ep_wire_result, darkest_at);
      FIELD(ep_wire_result, max_alpha_change); FIELD(ep_wire_result, max_alpha_change_at);
      FIELD(ep_wire_result, max_excess); FIELD(ep_wire_result, max_excess_at);
      FIELD(ep_wire_result, max_excess_colour); FIELD(ep_wire_result, image_width);
      FIELD(ep_wire_result, image_height);
      printf("\nep_wire_crash %zu", sizeof(ep_wire_crash));
      FIELD(ep_wire_crash, signal); FIELD(ep_wire_crash, pixel); FIELD(ep_wire_crash, trap);
      FIELD(ep_wire_crash, trap_offset); FIELD(ep_wire_crash, slot);
      FIELD(ep_wire_crash, access); FIELD(ep_wire_crash, index); FIELD(ep_wire_crash, count);
      printf("\n");
    }

    static const unsigned char *p, *end;
    static void take(void *v, size_t n) {
      if ((size_t)(end - p) < n) { printf("truncated\n"); exit(1); }
      memcpy(v, p, n);
      p += n;
    }
    static void floats(long long count) {
      for (long long i = 0; i < count; i++) {
        float f;
        take(&f, sizeof f);
        printf(i ? ",%g" : "%g", f);
      }
    }
    static void hex(const unsigned char *b, long long n) {
      for (long long i = 0; i < n; i++) printf("%02x", b[i]);
    }
    static void image(const char *name) {
      ep_wire_image i;
      take(&i, sizeof i);
      printf("%s %dx%d texels=", name, i.width, i.height);
      floats((long long)i.width * i.height * 4);
      printf("\n");
    }
    static int request(const char *path) {
      FILE *f = fopen(path, "rb");
      static unsigned char data[1 << 20];
      size_t n = fread(data, 1, sizeof data, f);
      fclose(f);
      p = data;
      end = data + n;
      ep_wire_frame frame;
      take(&frame, sizeof frame);
      printf("frame magic=%08x version=%u length=%lld\n", frame.magic, frame.version, frame.length);
      ep_wire_request r;
      take(&r, sizeof r);
      printf("request function=%d usage=%d width=%d height=%d jobs=%d scale=%g flags=%d "
             "slot_count=%d layer_mode=%d layer_id=%d\n", r.function, r.usage, r.width, r.height,
             r.jobs, r.scale, r.flags, r.slot_count, r.layer_mode, r.layer_id);
      for (int i = 0; i < r.slot_count; i++) {
        ep_wire_slot s;
        take(&s, sizeof s);
        printf("slot type=%d element=%d length=%lld value=", s.type, s.element, s.length);
        hex(s.value, sizeof s.value);
        printf(" data=");
        if (s.type == ep_wire_slot_type_colours) {
          floats(s.length / 4);
        } else {
          unsigned char bytes[4096];
          take(bytes, (size_t)s.length);
          hex(bytes, s.length);
        }
        printf("\n");
      }
      image("texture");
      if (r.layer_mode != ep_wire_layer_mode_kept) image("layer");
      printf("rest=%td\n", end - p);
      return 0;
    }

    static ep_wire_sample sample(float first) {
      return ep_wire_sample{first, first + 1, first + 2, first + 3, first + 4};
    }
    static int result(bool none) {
      ep_wire_result r;
      memset(&r, 0, sizeof r);
      if (none) {
        r.first_non_finite = ep_wire_pixel{-1, -1};
        r.jobs = 1;
        r.worst.offset = -1;
        r.farthest_x.offset = r.beyond_allowance_x.offset = -3.0e38f;
        r.farthest_y.offset = r.beyond_allowance_y.offset = -3.0e38f;
        r.first_invalid = r.max_change_at = r.darkest_at = ep_wire_pixel{-1, -1};
        r.max_alpha_change_at = r.max_excess_at = ep_wire_pixel{-1, -1};
        r.max_change = -1;
        r.darkest = 3.0e38f;
        r.max_alpha_change = -1;
      } else {
        r.non_finite = 11; r.samples = 12; r.samples_outside = 13; r.samples_non_finite = 14;
        r.invalid_colours = 15; r.checked_colours = 16; r.seconds = 17.5;
        r.first_non_finite = ep_wire_pixel{18, 19};
        r.jobs = 20; r.max_offset_x = 21; r.max_offset_y = 22;
        r.worst = sample(23);
        r.farthest_x = sample(28); r.beyond_allowance_x = sample(33);
        r.farthest_y = sample(38); r.beyond_allowance_y = sample(43);
        r.first_invalid = ep_wire_pixel{48, 49};
        r.invalid_colour = ep_wire_colour{50, 51, 52, 53};
        r.max_change = 54; r.max_change_at = ep_wire_pixel{55, 56};
        r.darkest = 57; r.darkest_at = ep_wire_pixel{58, 59};
        r.max_alpha_change = 60; r.max_alpha_change_at = ep_wire_pixel{61, 62};
        r.max_excess = 63; r.max_excess_at = ep_wire_pixel{64, 65};
        r.max_excess_colour = ep_wire_colour{66, 67, 68, 69};
        r.image_width = 2; r.image_height = 1;
      }
      float texels[8] = {70, 71, 72, 73, 74, 75, 76, 77};
      size_t texel_bytes = none ? 0 : sizeof texels;
      ep_wire_frame frame = {EP_WIRE_RESULT_MAGIC, EP_WIRE_VERSION, (long long)(sizeof r + texel_bytes)};
      fwrite(&frame, sizeof frame, 1, stdout);
      fwrite(&r, sizeof r, 1, stdout);
      fwrite(texels, 1, texel_bytes, stdout);
      return 0;
    }

    static int crash() {
      ep_wire_crash records[3];
      memset(records, 0, sizeof records);
      records[0].signal = 7; records[0].pixel = ep_wire_pixel{21, 22}; records[0].trap = 1;
      records[0].trap_offset = 23; records[0].slot = 24; records[0].index = 25;
      records[0].count = 26; records[0].access = ep_wire_access_write;
      records[1].signal = 11; records[1].pixel = ep_wire_pixel{3, 4}; records[1].slot = 2;
      records[1].index = -1; records[1].count = 5; records[1].access = ep_wire_access_read;
      records[2].signal = 8; records[2].pixel = ep_wire_pixel{-1, -1}; records[2].slot = -1;
      for (const ep_wire_crash &c : records) {
        ep_wire_line line;
        ep_wire_write_crash(c, line);
        fwrite(line.text, 1, line.n, stdout);
        printf("\n");
      }
      return 0;
    }

    int main(int argc, char **argv) {
      if (argc == 2 && strcmp(argv[1], "layout") == 0) { layout(); return 0; }
      if (argc == 3 && strcmp(argv[1], "request") == 0) return request(argv[2]);
      if (argc == 2 && strcmp(argv[1], "result") == 0) return result(false);
      if (argc == 2 && strcmp(argv[1], "result-none") == 0) return result(true);
      if (argc == 2 && strcmp(argv[1], "crash") == 0) return crash();
      return 2;
    }
    """#

  /// The echo program, built with the compiler's clang against the embedded header (what a
  /// child includes) into the shared test cache, once per header and echo text, or why it
  /// could not be.
  static let program: Result<String, EchoError> = build()

  /// Why the echo could not be built or run.
  struct EchoError: Error, CustomStringConvertible {
    let description: String
  }

  /// Writes the header and the source into a folder of the shared test cache named by their
  /// text and builds the echo there (into a temporary name, then renamed, so concurrent test
  /// runs never see half a program); a folder that holds the echo already is used as it is.
  static func build() -> Result<String, EchoError> {
    do {
      let texts = [MetalRuntimeSource.wire, source].map { Array($0.utf8) }
      let folder = SharedCompilerCache.folder + "/wire-echo-" + MetalCompiler.key(texts)
      let program = folder + "/echo"
      if FileManager.default.isExecutableFile(atPath: program) { return .success(program) }
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try MetalRuntimeSource.wire.write(
        toFile: folder + "/" + MetalRuntimeSource.wireFileName, atomically: true, encoding: .utf8)
      try source.write(toFile: folder + "/echo.cpp", atomically: true, encoding: .utf8)
      let clang = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).clang
      let temporary = program + "-" + UUID().uuidString
      let (status, output) = try run(
        clang,
        ["-x", "c++", "-std=c++17", "-Wall", "-I", folder, folder + "/echo.cpp", "-o", temporary])
      guard status == 0, rename(temporary, program) == 0 else {
        try? FileManager.default.removeItem(atPath: temporary)
        return .failure(
          EchoError(
            description:
              "the echo does not build (status \(status)): \(String(decoding: output, as: UTF8.self))"
          ))
      }
      return .success(program)
    } catch {
      return .failure(EchoError(description: "\(error)"))
    }
  }

  /// What the echo wrote for `arguments`.
  static func output(_ arguments: [String]) throws -> [UInt8] {
    let program = try program.get()
    let (status, output) = try run(program, arguments)
    guard status == 0 else {
      throw EchoError(
        description:
          "echo \(arguments) exited \(status): \(String(decoding: output, as: UTF8.self))")
    }
    return output
  }

  /// Runs `tool` with `arguments`: its exit status and its stdout and stderr together.
  static func run(_ tool: String, _ arguments: [String]) throws -> (Int32, [UInt8]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, Array(data))
  }
}
