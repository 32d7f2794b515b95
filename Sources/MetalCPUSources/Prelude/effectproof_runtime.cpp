// EffectProof's CPU runtime for an app's Metal shaders: the child process that runs one
// [[ stitchable ]] function over an image. The parent (a MetalSession in Swift) starts this
// program and sends it requests on a socket, each answered with a result (the messages are
// declared in effectproof_wire.h); a crash, an out-of-bounds read or a hang ends this process,
// never the parent. Compiled once per cache and linked with each source's object and function
// table.
//
//   program --describe                  one line per function: name, return kind, parameter kinds
//   program --serve FD [--watch FD] [--report FD] [--memory BYTES]
//                                       runs requests read from FD, answering each on FD, until
//                                       the parent closes it; "EPERROR …" and exit 2 on a bad one
//                                       (another wire version, a truncated or oversize request)
//
// The parent (MetalSession) starts it in a process group of its own, with a minimal
// environment, fd 3 the socket, fd 4 the read end of a pipe only the parent writes to (the
// watch: at its end of file the parent is gone, and this program kills its whole group), fd 5
// the report file, fd 1 and 2 a pipe the parent reads and caps, and a memory limit.
//
// Reports go to the report fd (stderr without --report), each one line in one write(2), as
// effectproof_wire.h declares them: a fault prints an ep_wire_crash, "EPCRASH signal=…
// pixel=x,y [slot=… index=… count=… access=read|write]" (the first faulting thread's; any other
// waits for the exit) and exits 70; SIGTERM (the parent's
// time limit) prints "EPHANG pixel=x,y …" and exits 71; an allocation past the memory limit
// prints "EPMEMORY [pixel=x,y]" and exits 72. SIGUSR1 (the parent's progress probe, once a
// second while a request runs) prints "EPPROGRESS rows=N height=H width=W pixel=x,y …": the
// rows finished and where each worker is, so the parent tells a slow run (it advances) from a
// hang (it does not). The process goes on.
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include <new>

#include "effectproof_metal.h"
#include "effectproof_entries.h"
#include "effectproof_wire.h"

extern const ep_entries::entry ep_function_table[];
extern "C" char __executable_start;  // the linker's: where the program is loaded
extern const int ep_function_count;

namespace {
using ep_entries::job;
using ep_entries::slot;
using ep_entries::worker;
using metal::ep_audit;
using metal::ep_image;

// MARK: - Guarded buffers: the data ends where an inaccessible page begins
// Each buffer is mapped between two inaccessible pages, with the data against the one after
// it, so a read past the count faults:   [guard][ slack | data ][guard]
// When the data does not fill whole pages, a second copy has it against the page before it,
// so a read before index 0 faults:       [guard][ data | slack ][guard]
// The rows run on the first copies, then once more on the second (the guard pass, whose
// results are thrown away: the function is the same pure function of the same arguments).
struct buffer {
  unsigned char *mapping = nullptr;
  size_t mapped = 0;
  unsigned char *base = nullptr;
  size_t bytes = 0;
  size_t element = 1;
  int slot = -1;
};
const int maximum_buffers = 64;
buffer buffers[2 * maximum_buffers];  // each buffer's copies
int buffer_count = 0;

const int maximum_workers = 64;
worker workers[maximum_workers];
volatile int worker_active[maximum_workers];
int worker_count = 0;
__thread int worker_index = -1;

// MARK: - One report per process, written by a signal handler (no stdio, no allocation)
// Two workers can fault at the same moment, or a fault meet the parent's SIGTERM. The first
// handler to claim the report formats its whole line on its own stack and writes it with one
// write(2), then exits; any later handler waits in pause() until that exit ends every thread,
// so two reports never interleave and no exit cuts a line short.
int report_claimed = 0;
int report_fd = 2;  // --report: the file the parent reads reports from
bool claim_report() {
  int expected = 0;
  return __atomic_compare_exchange_n(&report_claimed, &expected, 1, false, __ATOMIC_SEQ_CST,
                                     __ATOMIC_SEQ_CST);
}
[[noreturn]] void wait_for_the_report() {
  for (;;) pause();
}

struct report_line : ep_wire_line {
  // The line and its newline in one write (a short write, rare on a file, is finished).
  void send() {
    text[n++] = '\n';
    const char *p = text;
    size_t left = n;
    while (left > 0) {
      ssize_t w = write(report_fd, p, left);
      if (w <= 0) break;
      p += w;
      left -= (size_t)w;
    }
  }
};

void on_fault(int signal, siginfo_t *info, void *context) {
  if (!claim_report()) wait_for_the_report();
  ep_wire_crash crash = {};
  crash.signal = signal;
  crash.pixel = ep_wire_pixel{-1, -1};
  crash.slot = -1;
  int w = worker_index;
  if (w >= 0) crash.pixel = ep_wire_pixel{workers[w].x, workers[w].y};
  uintptr_t address = (uintptr_t)info->si_addr;
#if defined(__x86_64__) && defined(__linux__)
  if (signal == SIGILL && context) {
    // clang's -fsanitize-trap=array-bounds traps with ud1 or ud2 (0F B9 / 0F 0B, maybe after
    // an address-size prefix): an index past a fixed-size array. The offset of the trap in
    // the program lets the parent find the source line (llvm-symbolizer).
    const unsigned char *pc = (const unsigned char *)((ucontext_t *)context)->uc_mcontext.gregs[REG_RIP];
    const unsigned char *op = pc[0] == 0x67 ? pc + 1 : pc;
    if (op[0] == 0x0F && (op[1] == 0xB9 || op[1] == 0x0B)) {
      crash.trap = 1;
      crash.trap_offset = (long long)((uintptr_t)pc - (uintptr_t)&__executable_start);
    }
  }
#endif
  if (signal == SIGSEGV || signal == SIGBUS) {
    for (int i = 0; i < buffer_count; i++) {
      const buffer &b = buffers[i];
      uintptr_t low = (uintptr_t)b.mapping, high = low + b.mapped;
      if (address < low || address >= high) continue;
      long long offset = (long long)(address - (uintptr_t)b.base);
      long long size = (long long)b.element;
      long long index = offset >= 0 ? offset / size : -((-offset + size - 1) / size);
      crash.slot = b.slot;
      crash.index = index;
      crash.count = (long long)(b.bytes / b.element);
      bool write = offset >= 0 && offset < (long long)b.bytes;
#if defined(__x86_64__) && defined(__linux__)
      if (context) write = write || (((ucontext_t *)context)->uc_mcontext.gregs[REG_ERR] & 2);
#endif
      crash.access = write ? ep_wire_access_write : ep_wire_access_read;
      break;
    }
  }
  report_line line;
  ep_wire_write_crash(crash, line);
  line.send();
  _exit(70);
}

// An allocation past the memory limit (--memory): `new` calls this before it would throw, on
// the thread that asked, so a worker's pixel is known. The runtime's own allocations report
// the same way (fail_memory), without a pixel when no worker runs.
[[noreturn]] void report_memory() {
  if (!claim_report()) wait_for_the_report();
  report_line line;
  line.add(EP_WIRE_MEMORY_TAG);
  int w = worker_index;
  if (w >= 0) line.add_pixel(workers[w].x, workers[w].y);
  line.send();
  _exit(72);
}

void on_new_failure() { report_memory(); }

// " pixel=x,y" for the pixel each active worker is on (a hang's report and progress).
void add_worker_pixels(report_line &line) {
  for (int i = 0; i < worker_count; i++) {
    if (!worker_active[i]) continue;
    line.add_pixel(workers[i].x, workers[i].y);
  }
}

void on_terminate(int) {
  if (!claim_report()) wait_for_the_report();
  report_line line;
  line.add(EP_WIRE_HANG_TAG);
  add_worker_pixels(line);
  line.send();
  _exit(71);
}

// The rows of the current request finished so far (progress, read by on_progress).
long long rows_finished = 0;
int rows_width = 0, rows_height = 0;

void on_progress(int) {
  if (__atomic_load_n(&report_claimed, __ATOMIC_SEQ_CST)) return;  // a report is being written
  int saved = errno;
  report_line line;
  line.add(EP_WIRE_PROGRESS_TAG);
  line.add_field(EP_WIRE_KEY_ROWS, __atomic_load_n(&rows_finished, __ATOMIC_RELAXED));
  line.add_field(EP_WIRE_KEY_HEIGHT, rows_height);
  line.add_field(EP_WIRE_KEY_WIDTH, rows_width);
  add_worker_pixels(line);
  line.send();
  errno = saved;
}

void install_handlers() {
  // A parent may start us with signals blocked (Foundation's Process does on Linux), which
  // would leave SIGTERM pending and the hang unreported.
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_fault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP};
  for (int s : faults) sigaction(s, &action, nullptr);
  struct sigaction term;
  memset(&term, 0, sizeof term);
  term.sa_handler = on_terminate;
  sigemptyset(&term.sa_mask);
  sigaction(SIGTERM, &term, nullptr);
  struct sigaction probe;
  memset(&probe, 0, sizeof probe);
  probe.sa_handler = on_progress;
  probe.sa_flags = SA_RESTART;  // a probe between requests must not break the socket's read
  sigemptyset(&probe.sa_mask);
  sigaction(SIGUSR1, &probe, nullptr);
}

// Each thread handles its faults on a stack of its own, so a stack overflow is reported too.
void alternate_stack() {
  stack_t stack;
  stack.ss_size = 1 << 16;
  stack.ss_sp = malloc(stack.ss_size);
  stack.ss_flags = 0;
  if (stack.ss_sp) sigaltstack(&stack, nullptr);
}

[[noreturn]] void fail(const char *message) {
  fflush(nullptr);
  if (!claim_report()) wait_for_the_report();
  report_line line;
  line.add(EP_WIRE_ERROR_TAG " ");
  line.add(message);
  line.send();
  _exit(2);
}

// A frame of another wire version: refused before its body is read, naming both versions.
[[noreturn]] void fail_version(unsigned version) {
  fflush(nullptr);
  if (!claim_report()) wait_for_the_report();
  report_line line;
  line.add(EP_WIRE_ERROR_TAG " the request is wire version ");
  line.add_int(version);
  line.add("; this program reads version ");
  line.add_int(EP_WIRE_VERSION);
  line.send();
  _exit(2);
}

// The runtime's own allocation failed: under the memory limit, that is the limit.
[[noreturn]] void fail_memory() { report_memory(); }

// MARK: - The parent's watch: when the tool is gone, so is this program's whole group
// The parent holds the only write end of the pipe at --watch (close-on-exec, so no other
// child inherits it). Its end of file means the parent closed it or died, SIGKILL included;
// this thread then kills the process group (this program and anything the shader forked).
// A pipe, not Linux's PR_SET_PDEATHSIG, which fires when the *thread* that spawned the child
// exits: sessions start their children from worker threads that come and go.
int watch_fd = -1;

void *watch_parent(void *) {
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, nullptr);  // reports run on the workers, never here
  for (;;) {
    char byte;
    ssize_t r = read(watch_fd, &byte, 1);
    if (r < 0 && errno == EINTR) continue;
    if (r > 0) continue;
    // The whole group only when this program leads it (the session starts it so); never the
    // group of a shell that started it by hand.
    if (getpgrp() == getpid()) kill(0, SIGKILL);
    _exit(73);
  }
}

void start_watch() {
  if (watch_fd < 0) return;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, 1 << 16);
  pthread_t watcher;  // not `thread`: the prelude defines Metal's address spaces away
  int status = pthread_create(&watcher, &attributes, watch_parent, nullptr);
  pthread_attr_destroy(&attributes);
  if (status != 0) fail("cannot start the parent's watch");
  pthread_detach(watcher);
}

// --memory: the data limit (heap, anonymous mappings, thread stacks), soft and hard.
void limit_memory(long long bytes) {
  if (bytes <= 0) return;
  struct rlimit limit;
  limit.rlim_cur = (rlim_t)bytes;
  limit.rlim_max = (rlim_t)bytes;
  if (setrlimit(RLIMIT_DATA, &limit) != 0) fail("cannot set the memory limit");
  std::set_new_handler(on_new_failure);
}

// MARK: - Reading a request
struct reader {
  const unsigned char *p, *end;
  template <class T> T take() {
    T v;
    if ((size_t)(end - p) < sizeof(T)) fail("the request is truncated");
    memcpy(&v, p, sizeof(T));
    p += sizeof(T);
    return v;
  }
  const unsigned char *bytes(size_t n) {
    if ((size_t)(end - p) < n) fail("the request is truncated");
    const unsigned char *r = p;
    p += n;
    return r;
  }
};

size_t page_size() { return (size_t)sysconf(_SC_PAGESIZE); }

// A guarded copy of `data`: against the guard after it, or with `at_start` the one before.
const void *guarded(const unsigned char *data, size_t bytes, size_t element, int slot_index,
                    bool at_start = false) {
  if (buffer_count >= 2 * maximum_buffers) fail("more than 64 buffers");
  size_t page = page_size();
  size_t data_pages = (bytes + page - 1) / page;
  size_t mapped = (data_pages + 2) * page;
  void *m = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) fail("cannot map a buffer");
  unsigned char *mapping = (unsigned char *)m;
  unsigned char *base = at_start ? mapping + page : mapping + page + data_pages * page - bytes;
  if (bytes) memcpy(base, data, bytes);
  mprotect(mapping, page, PROT_NONE);
  if (data_pages) mprotect(mapping + page, data_pages * page, PROT_READ);
  mprotect(mapping + page + data_pages * page, page, PROT_NONE);
  buffer &b = buffers[buffer_count++];
  b.mapping = mapping;
  b.mapped = mapped;
  b.base = base;
  b.bytes = bytes;
  b.element = element ? element : 1;
  b.slot = slot_index;
  return base;
}

// Unmaps every guarded buffer of the request that just ran.
void release_buffers() {
  for (int i = 0; i < buffer_count; i++) munmap(buffers[i].mapping, buffers[i].mapped);
  buffer_count = 0;
}

ep_image read_image(reader &r) {
  ep_image image;
  ep_wire_image size = r.take<ep_wire_image>();
  int width = size.width, height = size.height;
  if (width < 0 || height < 0 || (long long)width * height > EP_WIRE_MAXIMUM_PIXELS) fail("bad image size");
  image.width = width;
  image.height = height;
  size_t n = (size_t)width * height * 4 * sizeof(float);
  float *texels = (float *)malloc(n ? n : 16);
  if (!texels) fail_memory();
  memcpy(texels, r.bytes(n), n);
  image.texels = texels;
  return image;
}

// Layers the parent asked to keep, by id, so that a sweep sends each layer once.
struct kept_layer {
  int id;
  ep_image image;
};
const int maximum_kept = 16;
kept_layer kept[maximum_kept];
int kept_count = 0;

// MARK: - Running rows in parallel
struct shared {
  const ep_entries::entry *entry;
  const job *j;
  int next_row;
};
shared work;

void work_rows(int index) {
  worker_index = index;
  worker_active[index] = 1;
  for (;;) {
    int y = __atomic_fetch_add(&work.next_row, 1, __ATOMIC_RELAXED);
    if (y >= work.j->height) break;
    work.entry->rows(work.j, &workers[index], y, y + 1);
    __atomic_fetch_add(&rows_finished, 1, __ATOMIC_RELAXED);
  }
  worker_active[index] = 0;
  worker_index = -1;  // a report after the rows names no pixel
}

void *thread_main(void *argument) {
  alternate_stack();
  work_rows((int)(intptr_t)argument);
  return nullptr;
}

// Runs every row of `j` on `jobs` threads (this one among them).
void run_rows(const ep_entries::entry *entry, const job *j, int jobs) {
  work.entry = entry;
  work.j = j;
  work.next_row = 0;
  __atomic_store_n(&rows_finished, 0, __ATOMIC_RELAXED);
  rows_width = j->width;
  rows_height = j->height;
  worker_count = jobs;
  pthread_t threads[maximum_workers];
  for (int i = 1; i < jobs; i++) {
    int status = pthread_create(&threads[i], nullptr, thread_main, (void *)(intptr_t)i);
    if (status == EAGAIN) fail_memory();  // no memory for its stack (or the process's limits)
    if (status != 0) fail("cannot start a thread");
  }
  work_rows(0);
  for (int i = 1; i < jobs; i++) pthread_join(threads[i], nullptr);
  worker_count = 0;
}

double now() {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int describe() {
  for (int i = 0; i < ep_function_count; i++) {
    int kinds[256] = {0};
    int count = 0;
    ep_function_table[i].describe(kinds, &count);
    printf("%s\t%d\t", ep_function_table[i].name, kinds[0]);
    for (int k = 0; k < count && k < 255; k++) printf(k ? ",%d" : "%d", kinds[k + 1]);
    printf("\n");
  }
  return 0;
}

// MARK: - The result, written into memory and then to the parent in one piece
struct output {
  unsigned char *data = nullptr;
  size_t size = 0, capacity = 0;
  void add(const void *p, size_t n) {
    if (size + n > capacity) {
      size_t c = capacity ? capacity : 4096;
      while (c < size + n) c *= 2;
      unsigned char *grown = (unsigned char *)realloc(data, c);
      if (!grown) fail_memory();
      data = grown;
      capacity = c;
    }
    memcpy(data + size, p, n);
    size += n;
  }
  template <class T> void put(T v) { add(&v, sizeof v); }
};

void write_all(int fd, const unsigned char *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;  // a progress probe (SA_RESTART covers most)
    if (w <= 0) _exit(3);  // the parent is gone
    p += w;
    n -= (size_t)w;
  }
}

bool read_all(int fd, unsigned char *p, size_t n) {
  while (n > 0) {
    ssize_t r = read(fd, p, n);
    if (r < 0 && errno == EINTR) continue;  // a progress probe
    if (r <= 0) return false;
    p += r;
    n -= (size_t)r;
  }
  return true;
}

ep_wire_sample wire_sample(const metal::ep_axis_sample &s) {
  return ep_wire_sample{s.offset, s.pixelx, s.pixely, s.samplex, s.sampley};
}

// Runs one request (effectproof_wire.h) and sends its result on `fd`.
void run_one(const unsigned char *data, size_t size, int fd) {
  reader r{data, data + size};
  ep_wire_request request = r.take<ep_wire_request>();
  int function = request.function;
  if (function < 0 || function >= ep_function_count) fail("no such function");
  if (request.usage < ep_wire_usage_color_effect || request.usage > ep_wire_usage_shape_style)
    fail("bad usage");
  job j;
  memset(&j, 0, sizeof j);
  j.usage = request.usage;
  j.width = request.width;
  j.height = request.height;
  int jobs = request.jobs;
  j.scale = request.scale;
  j.checks = (request.flags & ep_wire_flags_check_colours) != 0;
  bool wants_image = (request.flags & ep_wire_flags_return_image) != 0;
  if (!(j.scale > 0.0f) || jobs < 1) fail("bad scale or jobs");
  if (jobs > maximum_workers) jobs = maximum_workers;
  int slot_count = request.slot_count;
  if (slot_count < 0 || slot_count > EP_WIRE_MAXIMUM_SLOTS) fail("bad parameter count");
  slot *slots = (slot *)calloc((size_t)slot_count + 1, sizeof(slot));
  if (!slots) fail_memory();
  // Each buffer's copy against the guard before it (nil when the data fills whole pages, where
  // the first copy already starts at a page).
  const void **starts = (const void **)calloc((size_t)slot_count + 1, sizeof(void *));
  if (!starts) fail_memory();
  bool guard_pass = false;
  for (int i = 0; i < slot_count; i++) {
    ep_wire_slot wire = r.take<ep_wire_slot>();
    if (wire.type == ep_wire_slot_type_value) {
      if (wire.length != 0) fail("bad value");
      memcpy(slots[i].bytes, wire.value, sizeof wire.value);
    } else if (wire.type == ep_wire_slot_type_buffer) {
      long long bytes = wire.length;
      int element = wire.element;
      if (bytes < 0 || element < 1 || bytes > (1LL << 30)) fail("bad buffer");
      const unsigned char *data = r.bytes((size_t)bytes);
      slots[i].pointer = guarded(data, (size_t)bytes, (size_t)element, i);
      if ((size_t)bytes % page_size() != 0) {
        starts[i] = guarded(data, (size_t)bytes, (size_t)element, i, true);
        guard_pass = true;
      }
    } else if (wire.type == ep_wire_slot_type_colours) {
      // Colours as floats, rounded to half4s.
      if (wire.length < 0 || wire.length % (4 * (long long)sizeof(float)) != 0) fail("bad colour buffer");
      long long floats = wire.length / (long long)sizeof(float);
      if (floats > (1LL << 28)) fail("bad colour buffer");
      const unsigned char *source = r.bytes((size_t)floats * sizeof(float));
      metal::half *halves = (metal::half *)malloc((size_t)floats * sizeof(metal::half) + 8);
      if (!halves) fail_memory();
      for (long long k = 0; k < floats; k++) {
        float f;
        memcpy(&f, source + k * sizeof(float), sizeof f);
        halves[k] = (metal::half)f;
      }
      size_t bytes = (size_t)floats * sizeof(metal::half);
      slots[i].pointer = guarded((const unsigned char *)halves, bytes, 4 * sizeof(metal::half), i);
      if (bytes % page_size() != 0) {
        starts[i] = guarded((const unsigned char *)halves, bytes, 4 * sizeof(metal::half), i, true);
        guard_pass = true;
      }
      free(halves);
    } else if (wire.type != ep_wire_slot_type_supplied || wire.length != 0) {
      fail("bad slot type");
    }
  }
  j.slots = slots;
  j.texture = read_image(r);
  int layer_mode = request.layer_mode;
  int layer_id = request.layer_id;
  if (layer_mode < ep_wire_layer_mode_sent || layer_mode > ep_wire_layer_mode_kept) fail("bad layer mode");
  bool own_layer = false;
  if (layer_mode == ep_wire_layer_mode_kept) {
    int found = -1;
    for (int k = 0; k < kept_count; k++) if (kept[k].id == layer_id) found = k;
    if (found < 0) fail("the request names a layer that was not kept");
    j.layer = kept[found].image;
  } else {
    j.layer = read_image(r);
    if (layer_mode == ep_wire_layer_mode_keep) {
      if (kept_count == maximum_kept) {
        free((void *)kept[0].image.texels);
        memmove(kept, kept + 1, sizeof(kept_layer) * (maximum_kept - 1));
        kept_count -= 1;
      }
      kept[kept_count++] = kept_layer{layer_id, j.layer};
    } else {
      own_layer = true;
    }
  }
  if (r.p != r.end) fail("the request is longer than its fields say");
  if (j.layer.width != j.width || j.layer.height != j.height) fail("the layer is not the image's size");
  size_t pixels = (size_t)j.width * j.height;
  metal::half4 *halves = (metal::half4 *)calloc(pixels + 1, sizeof(metal::half4));
  if (!halves) fail_memory();
  // Touch every page before the clock starts: a first write faults its page in, and the
  // kernel's page faults would otherwise be timed (and serialise the workers).
  memset(halves, 0, (pixels + 1) * sizeof(metal::half4));
  // The input colours, rounded to half once before the clock (half the memory the loop
  // reads): a colour effect's input, and what the checks compare with. A shape style has
  // no input.
  metal::half4 *colors = nullptr;
  if (j.usage == ep_wire_usage_color_effect || (j.checks && j.usage != ep_wire_usage_shape_style)) {
    colors = (metal::half4 *)calloc(pixels + 1, sizeof(metal::half4));
    if (!colors) fail_memory();
    for (size_t k = 0; k < pixels; k++) {
      metal::float4 f;
      memcpy(&f, j.layer.texels + 4 * k, sizeof f);
      colors[k] = __builtin_convertvector(f, metal::half4);
    }
  }
  j.colors = colors;
  j.out = halves;

  for (int i = 0; i < jobs; i++) {
    workers[i].audit = ep_audit{};
    workers[i].checks = ep_entries::colour_checks{};
    workers[i].nonFinite = 0;
    workers[i].badx = -1;
    workers[i].bady = -1;
    workers[i].x = 0;
    workers[i].y = 0;
  }
  double start = now();
  run_rows(&ep_function_table[function], &j, jobs);
  double seconds = now() - start;
  if (guard_pass) {
    // The guard pass, untimed: the same rows on the copies against the guard before each
    // buffer, so a read at index -1 faults. Only a fault matters; the audits, the counts and
    // the colour checks of the first pass are kept.
    static worker kept_workers[maximum_workers];
    for (int i = 0; i < jobs; i++) kept_workers[i] = workers[i];
    for (int i = 0; i < slot_count; i++) if (starts[i]) slots[i].pointer = starts[i];
    int checks = j.checks;
    j.checks = 0;
    run_rows(&ep_function_table[function], &j, jobs);
    j.checks = checks;
    for (int i = 0; i < jobs; i++) workers[i] = kept_workers[i];
  }

  // The workers' audits and checks reduced into one. Rows go to whichever worker asks
  // first, so a tie between workers is broken by the pixel, never by the worker: each
  // worker keeps the first pixel of a tie in its own rows (they run in row order), and
  // here the lowest row, then the lowest column, wins. The result is the same for any
  // number of jobs and any schedule.
  auto before = [](float ay, float ax, float by, float bx) { return ay < by || (ay == by && ax < bx); };
  auto earlier = [](int ay, int ax, int by, int bx) { return ay < by || (ay == by && ax < bx); };
  auto beats = [&](const auto &a, const auto &b) {
    return a.offset > b.offset || (a.offset == b.offset && before(a.pixely, a.pixelx, b.pixely, b.pixelx));
  };
  ep_audit audit;
  ep_entries::colour_checks checks;
  long long non_finite = 0;
  int badx = -1, bady = -1;
  for (int i = 0; i < jobs; i++) {
    const worker &w = workers[i];
    audit.count += w.audit.count;
    audit.outside += w.audit.outside;
    audit.nonFinite += w.audit.nonFinite;
    if (w.audit.maxdx > audit.maxdx) audit.maxdx = w.audit.maxdx;
    if (w.audit.maxdy > audit.maxdy) audit.maxdy = w.audit.maxdy;
    if (w.audit.worst > audit.worst ||
        (w.audit.worst == audit.worst && w.audit.worst >= 0 &&
         before(w.audit.pixely, w.audit.pixelx, audit.pixely, audit.pixelx))) {
      audit.worst = w.audit.worst;
      audit.pixelx = w.audit.pixelx;
      audit.pixely = w.audit.pixely;
      audit.samplex = w.audit.samplex;
      audit.sampley = w.audit.sampley;
    }
    for (int a = 0; a < 2; a++) {
      if (w.audit.count > 0 && beats(w.audit.farthest[a], audit.farthest[a])) audit.farthest[a] = w.audit.farthest[a];
      if (w.audit.count > 0 && beats(w.audit.excess[a], audit.excess[a])) audit.excess[a] = w.audit.excess[a];
    }
    if (w.nonFinite > 0 && (badx < 0 || earlier(w.bady, w.badx, bady, badx))) {
      badx = w.badx;
      bady = w.bady;
    }
    non_finite += w.nonFinite;
    const ep_entries::colour_checks &c = w.checks;
    checks.checked += c.checked;
    if (c.invalid > 0 && (checks.invalid == 0 || earlier(c.invalidy, c.invalidx, checks.invalidy, checks.invalidx))) {
      checks.invalidx = c.invalidx;
      checks.invalidy = c.invalidy;
      checks.invalidColour = c.invalidColour;
    }
    checks.invalid += c.invalid;
    if (c.changex >= 0 && (c.maxChange > checks.maxChange || (c.maxChange == checks.maxChange && earlier(c.changey, c.changex, checks.changey, checks.changex)))) {
      checks.maxChange = c.maxChange; checks.changex = c.changex; checks.changey = c.changey;
    }
    if (c.lightx >= 0 && (c.minLight < checks.minLight || (c.minLight == checks.minLight && earlier(c.lighty, c.lightx, checks.lighty, checks.lightx)))) {
      checks.minLight = c.minLight; checks.lightx = c.lightx; checks.lighty = c.lighty;
    }
    if (c.excessx >= 0 && (c.maxExcess > checks.maxExcess || (c.maxExcess == checks.maxExcess && earlier(c.excessy, c.excessx, checks.excessy, checks.excessx)))) {
      checks.maxExcess = c.maxExcess; checks.excessx = c.excessx; checks.excessy = c.excessy;
      checks.excessColour = c.excessColour;
    }
    if (c.alphax >= 0 && (c.maxAlphaChange > checks.maxAlphaChange || (c.maxAlphaChange == checks.maxAlphaChange && earlier(c.alphay, c.alphax, checks.alphay, checks.alphax)))) {
      checks.maxAlphaChange = c.maxAlphaChange; checks.alphax = c.alphax; checks.alphay = c.alphay;
    }
  }
  ep_wire_result result;
  memset(&result, 0, sizeof result);
  result.non_finite = non_finite;
  result.samples = audit.count;
  result.samples_outside = audit.outside;
  result.samples_non_finite = audit.nonFinite;
  result.invalid_colours = checks.invalid;
  result.checked_colours = checks.checked;
  result.seconds = seconds;
  result.first_non_finite = ep_wire_pixel{badx, bady};
  result.jobs = jobs;
  result.max_offset_x = audit.maxdx;
  result.max_offset_y = audit.maxdy;
  result.worst = ep_wire_sample{audit.worst, audit.pixelx, audit.pixely, audit.samplex, audit.sampley};
  result.farthest_x = wire_sample(audit.farthest[0]);
  result.beyond_allowance_x = wire_sample(audit.excess[0]);
  result.farthest_y = wire_sample(audit.farthest[1]);
  result.beyond_allowance_y = wire_sample(audit.excess[1]);
  result.first_invalid = ep_wire_pixel{checks.invalidx, checks.invalidy};
  result.invalid_colour = ep_wire_colour{checks.invalidColour.x, checks.invalidColour.y,
                                         checks.invalidColour.z, checks.invalidColour.w};
  result.max_change = checks.maxChange;
  result.max_change_at = ep_wire_pixel{checks.changex, checks.changey};
  result.darkest = checks.minLight;
  result.darkest_at = ep_wire_pixel{checks.lightx, checks.lighty};
  result.max_alpha_change = checks.maxAlphaChange;
  result.max_alpha_change_at = ep_wire_pixel{checks.alphax, checks.alphay};
  result.max_excess = checks.maxExcess;
  result.max_excess_at = ep_wire_pixel{checks.excessx, checks.excessy};
  result.max_excess_colour = ep_wire_colour{checks.excessColour.x, checks.excessColour.y,
                                            checks.excessColour.z, checks.excessColour.w};
  result.image_width = wants_image ? j.width : 0;
  result.image_height = wants_image ? j.height : 0;
  ep_wire_frame frame;
  memset(&frame, 0, sizeof frame);
  frame.magic = EP_WIRE_RESULT_MAGIC;
  frame.version = EP_WIRE_VERSION;
  output o;
  o.put(frame);  // its length is filled in below
  o.put(result);
  if (wants_image) {
    // The loop writes halves (half the memory traffic); the result has floats.
    for (size_t k = 0; k < pixels; k++) {
      metal::float4 f = __builtin_convertvector(halves[k], metal::float4);
      o.add(&f, sizeof f);
    }
  }
  frame.length = (long long)(o.size - sizeof frame);
  memcpy(o.data, &frame, sizeof frame);
  // The request's output reaches the parent's pipe before its result reaches the socket.
  fflush(nullptr);
  write_all(fd, o.data, o.size);
  free(o.data);
  free(halves);
  free(colors);
  free(slots);
  free(starts);
  free((void *)j.texture.texels);
  if (own_layer) free((void *)j.layer.texels);
  release_buffers();
}

// Serves requests on `fd` until the parent closes it: each an ep_wire_frame and its body,
// answered with a frame and the result (effectproof_wire.h).
int serve(int fd) {
  for (;;) {
    ep_wire_frame frame;
    if (!read_all(fd, (unsigned char *)&frame, sizeof frame)) return 0;
    if (frame.magic != EP_WIRE_REQUEST_MAGIC) fail("not a request");
    if (frame.version != EP_WIRE_VERSION) fail_version(frame.version);
    long long length = frame.length;
    if (length < 0 || length > EP_WIRE_MAXIMUM_REQUEST) fail("bad request length");
    unsigned char *data = (unsigned char *)malloc((size_t)length + 1);
    if (!data) fail_memory();
    if (!read_all(fd, data, (size_t)length)) fail("the request is truncated");
    run_one(data, (size_t)length, fd);
    free(data);
  }
}
}  // namespace

int main(int argc, char **argv) {
  install_handlers();
  alternate_stack();
  if (argc == 2 && strcmp(argv[1], "--describe") == 0) return describe();
  if (argc >= 3 && argc % 2 == 1 && strcmp(argv[1], "--serve") == 0) {
    long long memory = 0;
    for (int i = 3; i + 1 < argc; i += 2) {
      if (strcmp(argv[i], "--watch") == 0) watch_fd = atoi(argv[i + 1]);
      else if (strcmp(argv[i], "--report") == 0) report_fd = atoi(argv[i + 1]);
      else if (strcmp(argv[i], "--memory") == 0) memory = atoll(argv[i + 1]);
      else fail("unknown option");
    }
    start_watch();
    limit_memory(memory);
    return serve(atoi(argv[2]));
  }
  fprintf(stderr, "usage: %s --describe | --serve FD [--watch FD] [--report FD] [--memory BYTES]\n", argv[0]);
  return 2;
}
