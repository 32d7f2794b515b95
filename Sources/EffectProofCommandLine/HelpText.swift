import EffectProof
import ProofEngine

/// The `--help` texts. Every option the parser accepts is documented here.
enum HelpText {
  static let main = """
    effectproof: prove the math behind SwiftUI shader effects, and gate CI on it.

    USAGE
      effectproof init [DIR] [--print]
      effectproof check [--config FILE] [--only PREFIX]... [--seed SEED] [--density D]
                        [--shard i/n] [--jobs N] [--list] [--verbose] [--format F]
                        [--output FILE] [--html FILE]
      effectproof scan PATH... [--registry FILE] [--format text|json] [--emit-registry]
                               [--max-file-bytes N]
      effectproof merge REPORT.json... [--format text|json|junit] [--output FILE] [--html FILE]
      effectproof render [--config FILE] [--out DIR] [--scale S]
      effectproof compile PATH... [--format text|json]
      effectproof run FILE.metal --function NAME --size WxH [--arguments JSON] [...]
      effectproof bench [--config FILE] [--only ENTRY]... [--baseline NAME] [--json FILE] [...]
      effectproof help [COMMAND]
      effectproof --version

    COMMANDS
      init    Write a starter effectproof.json for an app's folder, its guesses marked for review.
      check   Run every proof the config asks for and report them.
      scan    Check the app's Swift shader call sites against its Metal functions.
      merge   Merge the JSON reports of check --shard i/n runs into the whole run's report.
      render  Draw the contact sheets (PNG) and plots (SVG) of the effects for a config.
      compile Compile .metal sources for the CPU with the toolchain's clang.
      run     Run one [[ stitchable ]] function on the CPU; audit its samples and pixels.
      bench   Time each shaderProofs entry's shader (Mpixel/s, 1 and 2 jobs, samples/pixel).

    EXIT STATUS
      0  everything held    1  a proof or check failed    2  usage or config error

    Run 'effectproof help COMMAND' or 'effectproof COMMAND --help' for a command's options,
    and 'effectproof help config' for the keys of effectproof.json.
    Docs: docs/ci-gate.md, docs/registry.md, docs/writing-a-proof.md, docs/metal-on-cpu.md.

    """

  static let check = """
    effectproof check: run every proof a config file asks for and report them.

    USAGE
      effectproof check [--config FILE] [--only PREFIX]... [--seed SEED] [--density D]
                        [--shard i/n] [--jobs N] [--list] [--verbose] [--format F]
                        [--output FILE] [--html FILE]

    OPTIONS
      --config FILE    The effectproof.json to run (default: the first effectproof.json in
                       the current folder or a folder above it; see CONFIG LOOKUP). Relative
                       paths inside it are resolved against its folder.
      --only PREFIX    Run only the proofs whose id starts with PREFIX (e.g. registry. or
                       curl.samplePromise). Repeat to run several groups.
      --seed SEED      The run's seed: 0x-prefixed hex, decimal, or 'random' (default
                       \(ProofSeed.standard)). Every case follows from the seed and its index,
                       so a seed replays the whole run; a failure prints its replay line.
      --density D      low (a quarter of the cases), default, or high (four times); grids
                       keep their points.
      --shard i/n      Run the i-th of n disjoint parts of every proof's cases (1 ≤ i ≤ n).
                       Proofs that do not split run whole in shard 1. Merge the n JSON
                       reports with 'effectproof merge'.
      --jobs N         Run proofs and their cases on N threads (default: the active cores).
                       The results do not depend on N.
      --list           Print the selected proofs instead of running them: one line each,
                       id, the config key that selected it (shaders or an effect's
                       section) and its fact, separated by tabs.
      --verbose        In the text report, show every passing proof's details, worst case
                       and coverage too (by default only failed, warned and skipped proofs
                       show theirs).
      --format FORMAT  text (default), json or junit.
      --output FILE    Write the report to FILE (replaced atomically) and print only the
                       summary line. Without it the report goes to standard output. The
                       folder must exist; FILE must not be the config.
      --html FILE      Also write a self-contained HTML report to FILE (replaced
                       atomically): the summary, one row per proof with failures and their
                       counterexamples expanded, and the pictures. No scripts, no outside
                       files. The folder must exist.
      -h, --help       Show this help.

    CONFIG LOOKUP
      Without --config, check looks for effectproof.json in the current folder, then in each
      folder above it, and runs the first it finds. It stops at the file system's root, and at
      a folder holding .git once that folder has been looked in. When there is none, it says so
      and exits 2: write one (docs/getting-started.md) or pass --config. render and bench look
      the same way.

    TEXT REPORT
      One line per proof: PASS, FAIL, WARN or SKIP, the id, the cases, the duration and what
      it proves (for a failure, what failed). Below a failed proof: where it failed (for an
      app's shader promise, the Swift line of its maxSampleOffset first), the counterexample,
      its shrink and the line that replays it. At the end: the counts, the duration, the seed
      and the command that replays the run or its failures. No line is wider than 120
      columns, except one holding a single path or id longer than that.

    PROGRESS
      On a terminal, a live line on standard error shows the running proof, its cases done
      and the time left, and is cleared at the end. Off a terminal (a CI log, a pipe),
      nothing is printed while the proofs run.

    EXIT STATUS
      0  every proof passed (warnings allowed)    1  a proof failed    2  usage or config error

    """

  /// `effectproof help config`: the config's own keys, then each effect's section from its
  /// entry, so a new effect documents itself here.
  static var config: String {
    var text = """
      effectproof.json: what 'effectproof check' proves. Every key is optional; nothing runs
      that the config does not select, and a config that selects nothing is an error.

      THE CONFIG'S OWN KEYS
        shaders                Metal source files and folders (relative to the config); selects
                               the registry.* proofs
        swift                  the app's Swift files and folders: call sites, modifiers and
                               warm-ups checked at their lines; a modifier's static
                               maxSampleOffset is the promise shaderProofs proves
        registry               the warm-up registry, inline ({"warmups": [{"name", "usage",
                               "arguments"}]}) or a file path; also selects the registry.*
                               proofs (sources: shaders, else the Shaders folder)
        expectedFunctionCount  how many stitchable functions the sources declare (likewise)
        maxFileBytes           the largest Metal source read, in bytes (8388608)
        shaderProofs           the app's own shaders proven on their compiled source, one entry
                               per shader (docs/shader-proofs.md); proofs
                               shader.<entry>.compiles, .finite, .samplePromise, .reads and
                               one per invariant. An entry's keys:
          function             the [[ stitchable ]] function (default: the entry's key)
          usage                colorEffect, distortionEffect, layerEffect or shapeStyle
                               (default: the one the signature fits)
          viewSize             [width, height] in points; or viewSizes, a list of them
          scale                pixels per point, or a list of them (2)
          arguments            a domain per Metal parameter: a value, {"range": [lower,
                               upper]}, {"values": [...]}, "viewSize" (a float2) or
                               "boundingRect" (a float4); an array parameter takes
                               {"count": domain, "values": domain}
          maxSampleOffset      [x, y]: points, or formulas such as "2 * abs(offset.x)"
          invariants           onlyAddsLight, preservesAlpha, {"identityAt": {parameter:
                               value}}, {"continuousIn": {"argument", "step", "maxChange"}}
          images               PNG files the shader is run on, besides the built-in layer
          geometry             a geometric promise proof's id to show beside it
          review               effectproof init's guesses still to review, one string each
                               ("viewSize: guessed …"); check warns once per entry while any is
                               left (guessesToReview), and never fails for it
          note                 a string for people (init says where the Swift's promise is);
                               check reads past it
          maxSampleOffset      also {"measured": [x, y]}: a supremum effectproof init measured
                               on the compiled source, proven like [x, y] but reported as
                               measured, not proven, until you write it as [x, y]

      EFFECT SECTIONS
        Each section selects its effect's proofs, kernel proofs and pictures; {} uses the
        seed's values. Run 'effectproof check --list' to see what a config selects.


      """
    for entry in EffectCatalogue.entries {
      text += "  \"\(entry.key)\": \(entry.summary)\n"
      text += "    proofs: \(entry.prefixes.map { $0 + "*" }.joined(separator: " "))\n"
      for line in entry.help.split(separator: "\n") {
        text += "    \(line)\n"
      }
      text += "\n"
    }
    return text + "Docs: docs/ci-gate.md (config), docs/architecture.md (effects).\n"
  }

  static let initialize = """
    effectproof init: write a starter effectproof.json for an app's folder.

    USAGE
      effectproof init [DIR] [--print]

    Scans DIR (default: the current folder) for .metal files and for Swift that draws shaders,
    leaving out hidden folders (.build, .git), DerivedData, Pods, Carthage, node_modules and any
    folder holding its own effectproof.json, and writes DIR/effectproof.json: the shader and
    Swift paths, and one shaderProofs entry per stitchable function the Swift uses, with
      - view sizes from the .frame(width:height:) around its modifiers (else 300 x 300 pt);
      - argument domains from the literals the Swift passes (through its factories), else from
        the Metal type and name, widened to every literal seen;
      - the Swift's static maxSampleOffset left to check (a "note" says where it is), and for a
        distortion or layer effect whose sites promise nothing static, the largest sample
        offset measured on the compiled source, rounded up: {"measured": [x, y]}.
    Each guess is a line of the entry's "review" list. check runs the file as it is and warns,
    once per entry, until the lines are deleted and the measured promise is written as [x, y].

    It never overwrites a file: an existing DIR/effectproof.json is an error (exit 2). Without
    a .metal file, or without any Swift that draws a shader when there is no .metal file
    either, it writes nothing and says why (exit 1). With Metal but no Swift, every stitchable
    function gets an entry guessed from its signature alone.

    OPTIONS
      --print          Print the config on standard output instead of writing it; the summary
                       goes to standard error. Works when DIR/effectproof.json exists.
      -h, --help       Show this help.

    EXIT STATUS
      0  written (or printed)    1  nothing to write    2  usage error: no such folder, a
      file in its place, DIR/effectproof.json already there, or a folder that cannot be written

    See docs/init.md.

    """

  static let compile = """
    effectproof compile: compile Metal sources for the CPU with the toolchain's clang.

    USAGE
      effectproof compile PATH... [--format text|json]

    ARGUMENTS
      PATH             A .metal file, or a folder searched recursively for .metal files.

    Each source is compiled, unmodified, as C++17 against EffectProof's Metal prelude (a
    stand-in for <metal_stdlib> and <SwiftUI/SwiftUI_Metal.h>) into a program `run` starts,
    cached by content in $EFFECTPROOF_CACHE (default ~/.cache/effectproof). Errors name your
    file, line and column. Each [[ stitchable ]] function's signature is read from clang's AST
    and cross-checked with the Metal scanner; a disagreement is a warning. clang++ is looked for
    beside swiftc, then in $CLANG, $CXX and PATH.

    OPTIONS
      --format FORMAT  text (default) or json: {"files": [{"file", "status", "diagnostics"}],
                       "functions": [{"name", "file", "line", "usage", "parameters"}]}
      -h, --help       Show this help.

    EXIT STATUS
      0  every source compiled    1  a source failed    2  usage error, or no clang

    """

  static let run = """
    effectproof run: run one [[ stitchable ]] function of your .metal on the CPU.

    USAGE
      effectproof run FILE.metal --function NAME --size WxH [--arguments JSON] [--usage U]
                      [--scale S] [--input PNG] [--out PNG] [--format text|json] [--jobs N]
                      [--time-limit SECONDS] [--max-sample-offset DX,DY]

    The source is compiled as `compile` does (cached), and the function runs over a layer of
    WxH points at scale S (pixels per point) in a child process, so a crash, an out-of-bounds
    read or a hang in your shader is reported, never fatal. Each pixel's position is its centre
    in points; a layer effect's layer.sample and a distortion's returned position are audited.

    OPTIONS
      --function NAME     The function, as ShaderLibrary looks it up.
      --size WxH          The layer in points, such as 200x100 (default: --input's size ÷ S).
      --arguments JSON    SwiftUI's arguments after the leading ones, in order (default []):
                          [{"float": 1}, {"float2": [x, y]}, {"float3": [...]}, {"float4": [...]},
                           {"color": [r, g, b, a]}, {"floatArray": [...]}, {"colorArray": [[...]]},
                           {"boundingRect": true}, {"image": "file.png"}, {"data": "base64"}]
                          A color is straight RGBA 0...1, passed premultiplied as half4.
      --usage U           colorEffect, distortionEffect, layerEffect or shapeStyle
                          (default: the one the signature fits).
      --scale S           Pixels per point, 0.1 to 16 (default 1).
      --input PNG         The layer (default: a built-in test pattern).
      --out PNG           Write the output picture.
      --jobs N            Worker threads, 1 to 64 (default: the machine's cores).
      --time-limit S      Stop the run as hung after S seconds (default 60).
      --max-sample-offset DX,DY
                          Fail when a sample lies farther from its pixel, per axis, in points.
      --format FORMAT     text (default) or json: {"pixels", "nonFinite", "samples": {"count",
                          "maxOffset", "at", "outsideLayer"}, "seconds", ...}
      -h, --help          Show this help.

    EXIT STATUS
      0  the run finished clean
      1  a finding: a crash, an out-of-bounds access, a hang, a NaN or infinite pixel, a sample
         past --max-sample-offset; or the source does not compile
      2  usage error: options, arguments that do not fit the function, or no clang

    """

  static let merge = """
    effectproof merge: merge the JSON reports of the shards of one run.

    USAGE
      effectproof merge REPORT.json... [--format text|json|junit] [--output FILE]
                        [--html FILE] [--verbose]

    Each REPORT.json is the JSON report of one shard (i/n) of 'effectproof check', all run
    with the same seed. Case counts and times add up, the worst case and the counterexample are those of
    the whole run, and coverage is judged on all cases together.

    OPTIONS
      --format FORMAT  text (default), json or junit.
      --verbose        In the text report, show every passing proof's details, worst case
                       and coverage too.
      --output FILE    Write the merged report to FILE (replaced atomically) and print only
                       the summary line. The folder must exist; FILE must not be a REPORT.
      --html FILE      Also write the merged report as a self-contained HTML page to FILE
                       (replaced atomically), without pictures (check --html draws them).
      -h, --help       Show this help.

    EXIT STATUS
      0  every proof passed    1  a proof failed    2  unreadable report, different seeds or
      proofs, or a usage error

    """

  static let scan = """
    effectproof scan: list the [[ stitchable ]] functions in Metal sources and the shader call
    sites in the app's Swift, and check each call site, modifier and warm-up against its Metal
    signature (and, given one, a hand-written registry against both).

    USAGE
      effectproof scan PATH... [--registry FILE] [--format text|json] [--emit-registry]
                               [--max-file-bytes N]

    ARGUMENTS
      PATH                 A .metal or .swift file, or a folder searched recursively for both.
                           Swift is read with the toolchain's parser, without building it.

    OPTIONS
      --registry FILE      A warm-up registry JSON file: {"warmups": [{"name", "usage",
                           "arguments"}]}. Checked against the Metal, and against the Swift's
                           warm-ups when the paths hold Swift.
      --format FORMAT      text (default) or json (adds "callSites" and "uses" for Swift).
      --emit-registry      Print the registry the Swift implies, as registry JSON, and stop:
                           for replacing a hand-written one.
      --max-file-bytes N   Report, rather than read, sources larger than N bytes
                           (default 8388608).
      -h, --help           Show this help.

    Diagnostics name the file, line and column: the Swift call, argument, modifier or warm-up
    at fault, or the Metal function. A call site the reader cannot follow statically is an
    unresolvedCallSite warning. See docs/registry.md.

    EXIT STATUS
      0  no errors    1  an error diagnostic    2  usage error (bad option, missing path or registry)

    """

  static let render = """
    effectproof render: draw the pictures of the effects for a config.

    USAGE
      effectproof render [--config FILE] [--out DIR] [--scale S]

    Writes the pictures of the effects the config selects: PNG contact sheets of the kernel
    ports (holographic foil, felt themes, wheel blur, card curl, ripple, die faces, thrown die)
    and SVG plots of the math behind them (springs, timing curves, wheel speed and blur, ball
    angle and radius, curl source rows, and each sample-offset promise against its measured
    supremum), plus an index.html listing them. Prints one line per file written. The promise
    plot runs the promise proofs at low density. A config that selects no effect is an error.

    OPTIONS
      --config FILE  The effectproof.json whose effects and values the pictures use
                     (default: the first effectproof.json in the current folder or above, up
                     to the repository's root, as for check; none is an error).
      --out DIR      The folder to write (default: \(RenderCommand.defaultOut)). It is created
                     when missing; its parent folder must exist. Files are replaced atomically.
      --scale S      Pixels per point, 0.1 to 4 (default 1: every sheet about 1100 pixels wide
                     or less). Use a smaller scale for quick drafts.
      -h, --help     Show this help.

    EXIT STATUS
      0  every file written    2  usage or config error, or a file that cannot be written

    """

  static let bench = """
    effectproof bench: time the app's shaders, as make bench times the kernels.

    USAGE
      effectproof bench [--config FILE] [--only ENTRY]... [OPTIONS]
      effectproof bench [--config FILE] baseline save NAME [OPTIONS]
      effectproof bench [--config FILE] baseline compare NAME [OPTIONS]

    Runs each shaderProofs entry's compiled shader on the CPU at its first view size and
    first scale, every swept argument at its middle, over the built-in layer: app/ENTRY [1 job]
    and app/ENTRY [2 jobs], in pixels per second, and the samples it takes per pixel, which is
    deterministic and compared exactly with a baseline (more is a regression).

    OPTIONS
      --config FILE       The effectproof.json (default: the first effectproof.json in the
                          current folder or above, up to the repository's root, as for
                          check; none is an error, status 1).
      --only ENTRY        Measure only this shaderProofs entry (repeatable).
      --json FILE         Write the run as JSON.
      --markdown FILE     Write a Markdown summary (e.g. "$GITHUB_STEP_SUMMARY").
      --baseline NAME     Compare with baseline NAME (the same as baseline compare NAME).
      --baseline-dir DIR  Where baselines live (default Benchmarks/Baselines).
      --repetitions N     Measured repetitions, at least 9 (default 10).
      --min-time SECONDS  Minimum time of one repetition (default 0.1).
      --warmup N          Warm-up iterations (default 1).
      --allocations       Count allocation calls per iteration.
      --list              List the benchmarks and exit.
      -h, --help          Show this help.

    EXIT STATUS (the benchmark harness's, as for make bench)
      0  no regression    2  a regression    4  improvements only    1  an error
      64 usage error

    """
}
