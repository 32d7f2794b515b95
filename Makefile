# EffectProof — build, test and demo entry points.
# Every target that builds first makes sure GSL is installed (pkg-config gsl).

SWIFT ?= swift
CONFIG ?= Fixtures/TableReady/effectproof.json
SUDO := $(shell [ "$$(id -u)" = "0" ] && echo "" || echo "sudo")

.PHONY: demo test lint format gsl png pngtools chromium bench clean sanitize mutate user-package docs-options typecheck-times

## gsl: install GSL when pkg-config cannot find it (apt on Debian/Ubuntu, brew on macOS).
gsl:
	@if pkg-config --exists gsl 2>/dev/null; then \
	  echo "GSL $$(pkg-config --modversion gsl) found by pkg-config"; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing libgsl-dev and pkg-config with apt-get"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgsl-dev pkg-config >/dev/null; \
	elif command -v brew >/dev/null 2>&1; then \
	  echo "Installing gsl and pkg-config with Homebrew"; \
	  brew install gsl pkg-config; \
	else \
	  echo "error: GSL not found and neither apt-get nor brew is available; install GSL and pkg-config by hand" >&2; \
	  exit 1; \
	fi
	@pkg-config --exists gsl || { echo "error: pkg-config still cannot find gsl after installing" >&2; exit 1; }

## png: install libpng's headers when pkg-config cannot find them (the PNG contact sheets).
png:
	@if pkg-config --exists libpng 2>/dev/null; then \
	  echo "libpng $$(pkg-config --modversion libpng) found by pkg-config"; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing libpng-dev with apt-get"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libpng-dev pkg-config >/dev/null; \
	elif command -v brew >/dev/null 2>&1; then \
	  echo "Installing libpng with Homebrew"; \
	  brew install libpng pkg-config; \
	else \
	  echo "error: libpng not found and neither apt-get nor brew is available; install libpng by hand" >&2; \
	  exit 1; \
	fi
	@pkg-config --exists libpng || { echo "error: pkg-config still cannot find libpng after installing" >&2; exit 1; }

## chromium: install a headless Chromium (Debian's chromium-headless-shell) for the HTML report
## test. Optional elsewhere: without it that one test is skipped with a message.
chromium:
	@if command -v chromium-headless-shell >/dev/null 2>&1 || command -v chromium >/dev/null 2>&1; then \
	  echo "Chromium found: $$(command -v chromium-headless-shell || command -v chromium)"; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing chromium-headless-shell with apt-get"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium-headless-shell >/dev/null \
	  || echo "warning: could not install Chromium; the HTML report test will be skipped" >&2; \
	else \
	  echo "note: no apt-get; the HTML report test is skipped unless Chromium is on PATH"; \
	fi

## pngtools: install pngcheck and file when missing (apt-get on Debian/Ubuntu, brew on macOS),
## which PNGRoundTripTests run on a PNG it writes. make test sets EFFECTPROOF_REQUIRE_PNG_TOOLS=1,
## so there a missing tool fails those tests; elsewhere they are skipped with that reason.
pngtools:
	@missing=""; for tool in pngcheck file; do \
	  command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; \
	done; \
	if [ -z "$$missing" ]; then \
	  echo "pngcheck and file found: $$(command -v pngcheck), $$(command -v file)"; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing$$missing with apt-get"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	elif command -v brew >/dev/null 2>&1; then \
	  echo "Installing$$missing with Homebrew"; \
	  brew install $$missing; \
	else \
	  echo "error:$$missing not found and neither apt-get nor brew is available; install by hand" >&2; \
	  exit 1; \
	fi
	@for tool in pngcheck file; do \
	  command -v $$tool >/dev/null 2>&1 || { echo "error: $$tool still not found after installing" >&2; exit 1; }; \
	done

## demo: build in release and run the CI gate on the bundled fixtures: the nine TableReady
## shaders and the holographic card (both pass, each writing an HTML report), the pictures
## (PNG contact sheets and SVG plots), the fixtures' .metal compiled for the CPU, then the
## seeded problems in Fixtures/Broken/Swift and Fixtures/Broken (scans that are meant to report
## errors; their exit status is ignored). Output goes to $(DEMO_OUT)/.
DEMO_OUT ?= demo-output
demo: gsl png
	$(SWIFT) build -c release --product effectproof
	@mkdir -p $(DEMO_OUT)
	@bin=$$($(SWIFT) build -c release --show-bin-path); \
	echo "== effectproof check --config $(CONFIG) --html $(DEMO_OUT)/table-ready.html"; \
	$$bin/effectproof check --config $(CONFIG) --html $(DEMO_OUT)/table-ready.html || exit $$?; \
	echo; echo "== effectproof check --config Fixtures/Holographic/effectproof.json --html $(DEMO_OUT)/holographic.html"; \
	$$bin/effectproof check --config Fixtures/Holographic/effectproof.json \
	  --html $(DEMO_OUT)/holographic.html || exit $$?; \
	echo; echo "== effectproof check --config Fixtures/ExampleApp/effectproof.json --html $(DEMO_OUT)/example-app.html"; \
	echo "   (an app's own six shaders proven on their compiled source: docs/shader-proofs.md)"; \
	$$bin/effectproof check --config Fixtures/ExampleApp/effectproof.json \
	  --html $(DEMO_OUT)/example-app.html || exit $$?; \
	echo; echo "== effectproof check --config Fixtures/ExampleApp/Broken/effectproof.json"; \
	echo "   (three seeded shader mistakes: a promise too small, a read past an array, a NaN)"; \
	$$bin/effectproof check --config Fixtures/ExampleApp/Broken/effectproof.json \
	  | grep -E '^FAIL|^[0-9]+ proofs'; \
	echo; echo "== effectproof render --config $(CONFIG) --out $(DEMO_OUT)/pictures"; \
	$$bin/effectproof render --config $(CONFIG) --out $(DEMO_OUT)/pictures || exit $$?; \
	echo; echo "== effectproof compile Fixtures/TableReady/Shaders Fixtures/Holographic/Shaders"; \
	echo "   (the real .metal files, built for the CPU with the toolchain's clang)"; \
	$$bin/effectproof compile Fixtures/TableReady/Shaders Fixtures/Holographic/Shaders || exit $$?; \
	echo; echo "== effectproof run Fixtures/TableReady/Shaders/Ripple.metal --function ripple ..."; \
	echo "   (the real ripple, run per pixel on the CPU; every sample audited against 12 pt)"; \
	$$bin/effectproof run Fixtures/TableReady/Shaders/Ripple.metal --function ripple \
	  --size 200x120 --scale 2 --max-sample-offset 12,12 --out $(DEMO_OUT)/ripple.png \
	  --arguments '[{"float2": [100, 60]}, {"float": 0.08}, {"float": 12}, {"float": 15}, {"float": 8}, {"float": 1200}]' \
	  || exit $$?; \
	echo; echo "== effectproof scan Fixtures/Broken/Swift"; \
	echo "   (seeded mistakes in an app's Swift, each reported at its Swift line; decoys silent)"; \
	$$bin/effectproof scan Fixtures/Broken/Swift \
	  | grep -E ': (error|warning):|stitchable functions in'; \
	echo; echo "== effectproof scan Fixtures/Broken/*.metal --registry Fixtures/Broken/registry.json"; \
	echo "   (seeded Metal and registry problems: every line below is a diagnostic the gate must catch)"; \
	$$bin/effectproof scan Fixtures/Broken/*.metal --registry Fixtures/Broken/registry.json \
	  | grep -E ': (error|warning):|stitchable functions in'; \
	echo; echo "Demo done: TableReady and Holographic pass; Broken shows each diagnostic kind."; \
	echo "Open $(DEMO_OUT)/table-ready.html for the report with its pictures, and"; \
	echo "$(DEMO_OUT)/example-app.html for the app's: one sheet per shader from its compiled source."

## test: run every test target, TestHonestyTests among them (no withKnownIssue without a
## tracking comment, no expectation comparing two literals, no skip without a reason; see
## docs/writing-a-proof.md, "Honest tests").
## The tests are built in release (-enable-testing keeps @testable import working), the
## configuration the gate ships in, with the test targets' own code left unoptimised
## (Package.swift). On 2 cores a clean build took about 285 s instead of 265 s in debug, and
## the tests then ran in about 80 s instead of 360 s, because the certified promises (interval
## arithmetic over generic EffectScalar code) are 20-30 times slower unspecialised.
## For a quick debug loop: swift build --build-tests && swift test --skip-build.
## Measured after issue 37's certificate (a clean clone's .ci/run at c2658bb, 2 cores, idle):
## build 299 s, the test phase (2475 tests) 224 s, 8 min 53 s in all (after issue 37's first
## pieces, at fe76be4: 528 s, 308 s, 14 min 14 s; after issue 36's workspace, at
## 7e79977 beside a report capture: 572 s, 270 s, 14 min 16 s; after issue 36's first
## slices: 489 s, 274 s, 13 min 2 s; after issue 35's §6: 446 s, 259 s, 12 min 3 s; after
## issue 34: 459 s, 270 s, 12 min 28 s).
TEST_BUILD := -c release -Xswiftc -enable-testing
## The user package's debug build (about 2 minutes) runs beside the test phase, its output in
## $(USER_PACKAGE_BUILD)-build.log (printed when it fails); its tests and gate run after.
test: gsl png chromium pngtools
	$(SWIFT) build $(TEST_BUILD) --build-tests -Xswiftc -warnings-as-errors
	$(MAKE) -j2 test-suite user-package-build-quiet
	$(MAKE) user-package-check

.PHONY: test-suite user-package-build user-package-build-quiet user-package-check
test-suite:
	EFFECTPROOF_REQUIRE_PNG_TOOLS=1 $(SWIFT) test $(TEST_BUILD) --skip-build --parallel

user-package-build-quiet: gsl
	@mkdir -p .build; echo "building Tests/UserPackage (log: $(USER_PACKAGE_BUILD)-build.log)"; \
	$(MAKE) user-package-build > $(USER_PACKAGE_BUILD)-build.log 2>&1 \
	  || { cat $(USER_PACKAGE_BUILD)-build.log; exit 1; }

## user-package: build and test Tests/UserPackage, a separate package standing in for an app
## (docs/adopting.md). Its Swift Testing target proves its own property and promise with
## ProofEngine and EffectProofTesting alone, and writes the JSON, JUnit and HTML reports the
## EFFECTPROOF_REPORT_* variables ask for; its test binary's symbols must hold ProofEngine's and
## none of the seeds' catalogue, the kernel ports, EffectMath, the PNG module, the command line
## or libpng. Its gate executable, MyAppGate (EffectProofTool.main(adding:)), then runs check on
## the package's effectproof.json (its shader and Swift, plus the app's own proofs) in every
## format, and check_reports.py reads each report for the app's proofs.
USER_PACKAGE_BUILD ?= .build/user-package
USER_PACKAGE_REPORTS ?= $(USER_PACKAGE_BUILD)/reports
USER_PACKAGE_IDS := myapp.waveWithinAmplitude myapp.wavePromise150 myapp.wavePromise300
user-package: user-package-build
	$(MAKE) user-package-check

user-package-build: gsl
	$(SWIFT) build --package-path Tests/UserPackage --build-path $(CURDIR)/$(USER_PACKAGE_BUILD) \
	  --build-tests -Xswiftc -warnings-as-errors

user-package-check: gsl
	@rm -rf $(USER_PACKAGE_REPORTS); mkdir -p $(USER_PACKAGE_REPORTS)
	EFFECTPROOF_REPORT_JSON=$(CURDIR)/$(USER_PACKAGE_REPORTS)/tests.json \
	EFFECTPROOF_REPORT_JUNIT=$(CURDIR)/$(USER_PACKAGE_REPORTS)/tests.xml \
	EFFECTPROOF_REPORT_HTML=$(CURDIR)/$(USER_PACKAGE_REPORTS)/tests.html \
	  $(SWIFT) test --package-path Tests/UserPackage --build-path $(CURDIR)/$(USER_PACKAGE_BUILD) \
	  --skip-build
	python3 Tests/UserPackage/check_reports.py $(USER_PACKAGE_REPORTS)/tests.json \
	  $(USER_PACKAGE_REPORTS)/tests.xml $(USER_PACKAGE_REPORTS)/tests.html $(USER_PACKAGE_IDS)
	@binary=$(USER_PACKAGE_BUILD)/debug/UserPackagePackageTests.xctest; \
	symbols=$$(nm "$$binary") || { echo "error: cannot read $$binary" >&2; exit 1; }; \
	echo "$$symbols" | grep -q '$$s11ProofEngine' \
	  || { echo "error: $$binary has no ProofEngine symbols; the check reads the wrong file" >&2; exit 1; }; \
	for module in 11EffectProof 13EffectKernels 10EffectMath 18PromiseCertificate 3PNG \
	  22EffectProofCommandLine 14ShaderRegistry; do \
	  if echo "$$symbols" | grep -q "\$$s$$module"; then \
	    echo "error: the user package's tests link $${module#[0-9]*[0-9]}; a user's proof must need only ProofEngine and EffectProofTesting" >&2; \
	    exit 1; \
	  fi; \
	done; \
	if echo "$$symbols" | grep -q 'png_'; then echo "error: the user package's tests link libpng" >&2; exit 1; fi; \
	echo "user-package: the tests link ProofEngine and EffectProofTesting, nothing of the catalogue, the kernels, EffectMath or libpng"
	cd Tests/UserPackage && gate=$(CURDIR)/$(USER_PACKAGE_BUILD)/debug/MyAppGate; \
	reports=$(CURDIR)/$(USER_PACKAGE_REPORTS); \
	$$gate check --jobs 2 --format json --output $$reports/gate.json --html $$reports/gate.html \
	  && $$gate check --jobs 2 --format junit --output $$reports/gate.xml \
	  && $$gate check --list | grep -q '^myapp.wavePromise300	gate	' \
	  || { echo "error: MyAppGate check failed (above); its reports are in $$reports" >&2; exit 1; }
	python3 Tests/UserPackage/check_reports.py $(USER_PACKAGE_REPORTS)/gate.json \
	  $(USER_PACKAGE_REPORTS)/gate.xml $(USER_PACKAGE_REPORTS)/gate.html \
	  $(USER_PACKAGE_IDS) shader.nudge.samplePromise
	@echo "user-package: MyAppGate ran the app's own proofs beside its shader's in JSON, JUnit and HTML"

## lint: swift format lint with the checked-in .swift-format (strict: warnings fail).
lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks Fuzz

## format: rewrite sources in place with the checked-in .swift-format.
format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks Fuzz

## typecheck-times: the function bodies and expressions that take the type checker over 150 ms,
## slowest first (a debug build into .build/typecheck; one slow closure cost 24 s of every
## clean build until it was given its type).
typecheck-times: gsl png
	$(SWIFT) build --build-tests --build-path .build/typecheck \
	  -Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies=150 \
	  -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=150 > .build/typecheck.log 2>&1 \
	  || { tail -20 .build/typecheck.log; exit 1; }
	@grep -o '^[^ ]*\.swift:[0-9]*:[0-9]*: warning: .* took [0-9]*ms' .build/typecheck.log | sort -u \
	  | awk '{ ms = $$NF; sub("ms", "", ms); print ms " ms  " $$1 }' | sort -rn | head -15
	@echo "(an incremental build lists only the files it recompiled; rm -rf .build/typecheck for all)"

## docs-options: rewrite the option tables and config key tables in docs/ from their declarations
## (OptionDeclarationsTests and ConfigSchemaTests fail until they match).
docs-options:
	$(SWIFT) build --product effectproof
	python3 Tools/docs/update_option_tables.py .build/debug/effectproof docs

clean:
	$(SWIFT) package clean

## bench: the benchmark harness in release; options in BENCH_ARGS, e.g.
##   make bench BENCH_ARGS="--filter kernels --json bench.json"
##   make bench BENCH_ARGS="baseline compare main"   (fails on a regression; docs/benchmarks.md)
bench: gsl png
	$(SWIFT) build -c release --product EffectProofBenchmarks
	$$($(SWIFT) build -c release --show-bin-path)/EffectProofBenchmarks $(BENCH_ARGS)

## mutate: the gate's own mutation test (docs/mutation-testing.md). Applies each seeded app bug
## in Tools/mutate/mutations.json, one at a time, and requires `effectproof check` on the
## mutation's config to fail (by its killedBy proof, when it names one): a bug in
## Sources/EffectMath is applied to a copy of the tree (.build/mutate/tree), rebuilt in release
## and checked against TableReady (about 2 minutes each on 2 cores); a bug in a fixture's own
## .metal shaders (ExampleApp's and TableReady's) is applied to a copy of that fixture and checked
## with the built effectproof, no rebuild (about 6 s each for ExampleApp, 30-50 s for TableReady);
## a module mutation (killedByTests: PromiseCertificate, MetalCPU, SwiftCallSites) is applied to
## the same copy of the tree, whose tests are built in debug, and must make the module's own test
## target fail (swift test --filter TARGET).
## Prints the mutation score and fails when a mutation survives; not part of make test.
## One: make mutate MUTATE_ARGS="--only wheel.samplesNotCentred"; the shaders of one fixture:
## MUTATE_ARGS="--fixture ExampleApp" (--fixture TableReady includes the EffectMath ones); one
## module's: MUTATE_ARGS="--tests PromiseCertificateTests".
mutate: gsl png
	python3 Tools/mutate/run.py $(MUTATE_ARGS)

## sanitize: the whole test suite under AddressSanitizer (with LeakSanitizer), then under
## ThreadSanitizer, then the TSan-built effectproof checking the TableReady fixtures with
## --jobs 2 (proofs and their cases on two threads). Each sanitizer has its own build path, so
## the normal .build is untouched. Tests/lsan.supp suppresses three leaks inside XCTest and
## swift-corelibs-foundation, each with its reason; nothing of ours. Any report fails the target. Figures: docs/guarantees.md, Sanitizers.
SANITIZE_OUT ?= .build/sanitize
sanitize: gsl png chromium pngtools
	@mkdir -p $(SANITIZE_OUT)
	$(SWIFT) build --build-tests --sanitize=address --build-path .build/asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp \
	  $(SWIFT) test --skip-build --sanitize=address --build-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --build-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --build-path .build/tsan
	.build/tsan/debug/effectproof check --config $(CONFIG) \
	  --jobs 2 --density low --output $(SANITIZE_OUT)/tsan-check.txt
	@echo "sanitize: ASan and TSan clean; the --jobs 2 report is $(SANITIZE_OUT)/tsan-check.txt"

## fuzz: build each libFuzzer target (Fuzz/; -sanitize=fuzzer,address -DFUZZING, build path
## .build/fuzz) and run it for FUZZ_SECONDS (default 60) on a corpus seeded from Fixtures/ in a
## temporary folder (nothing generated is kept). FuzzArguments' seeds are the command lines in
## Fuzz/FuzzArguments/Seeds/command-lines.txt, one a line, split at spaces into NUL-separated
## arguments. FuzzMetalRuntime's seeds are Fuzz/FuzzMetalRuntime/Seeds/*.bin; each of its inputs
## compiles a generated shader with clang and runs it in a child, so it is allowed 20 s an input
## and manages one or two a second; it starts at full length (-len_control=0, up to 160 bytes,
## about 12 statements), since at that rate libFuzzer's slow growth of lengths never gets there.
## FuzzSwiftNesting's seeds are Fuzz/FuzzSwiftNesting/Seeds/*.bin; it is allowed 30 s an input
## (SwiftParser takes seconds on some forms nested within its own limit of 256). Crashes, timeouts (> 1 s) and memory errors are saved as
## $(FUZZ_OUT)/<target>-crash-*; replay one with a normal build:
## `$$(swift build --show-bin-path)/FuzzMetalScanner FILE`. Fails when any target finds one.
## First checks that the toolchain has libFuzzer (swift.org toolchains do on Linux; Xcode's
## does not) and stops with a clear message when it has not.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzMetalScanner FuzzSwiftScanner FuzzSwiftNesting FuzzRegistryJSON FuzzEffectProofConfig FuzzGoldenFile FuzzArguments FuzzMetalRuntime
FUZZ_OUT ?= .build/fuzz-findings
SWIFTC ?= $(SWIFT)c
.PHONY: fuzz fuzz-toolchain
fuzz-toolchain:
	@probe=$$(mktemp -d); \
	printf '@_cdecl("LLVMFuzzerTestOneInput") public func probe(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }\n' \
	  > $$probe/probe.swift; \
	if $(SWIFTC) -sanitize=fuzzer,address -parse-as-library $$probe/probe.swift -o $$probe/probe \
	  > $$probe/log 2>&1; then rm -rf $$probe; \
	else \
	  echo "error: make fuzz needs a Swift toolchain with libFuzzer (-sanitize=fuzzer), and" >&2; \
	  echo "  '$(SWIFTC) -sanitize=fuzzer,address' failed here. swift.org toolchains ship it on" >&2; \
	  echo "  Linux; Apple's Xcode toolchain does not (on macOS install a swift.org toolchain and" >&2; \
	  echo "  run with TOOLCHAINS=swift, or fuzz on Linux). The compiler said:" >&2; \
	  grep -v 'Cannot export local symbol' $$probe/log | head -5 | sed 's/^/    /' >&2; \
	  rm -rf $$probe; exit 1; \
	fi
fuzz: gsl png fuzz-toolchain
	@mkdir -p $(FUZZ_OUT); failed=""; \
	for t in $(FUZZ_TARGETS); do \
	  echo "== building $$t (log: .build/fuzz-build-$$t.log)"; \
	  $(SWIFT) build -c debug --product $$t --build-path .build/fuzz \
	    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING > .build/fuzz-build-$$t.log 2>&1 \
	    || { grep -v 'Cannot export local symbol' .build/fuzz-build-$$t.log; exit 1; }; \
	  lines=""; timeout=1; options=""; \
	  case $$t in \
	    FuzzMetalScanner) seeds=$$(find Fixtures -name '*.metal');; \
	    FuzzSwiftScanner) seeds=$$(find Fixtures -name '*.swift');; \
	    FuzzSwiftNesting) seeds=$$(find Fuzz/FuzzSwiftNesting/Seeds -name '*.bin'); timeout=30;; \
	    FuzzRegistryJSON) seeds=$$(find Fixtures -name '*.json');; \
	    FuzzEffectProofConfig) seeds=$$(find Fixtures -name 'effectproof.json');; \
	    FuzzGoldenFile) seeds=$$(find Fixtures/Golden -name '*.json');; \
	    FuzzArguments) seeds=""; lines=Fuzz/FuzzArguments/Seeds/command-lines.txt;; \
	    FuzzMetalRuntime) seeds=$$(find Fuzz/FuzzMetalRuntime/Seeds -name '*.bin'); timeout=20; \
	      options="-len_control=0 -max_len=160";; \
	    *) echo "error: no seeds for $$t; add it to the case in the Makefile's fuzz target" >&2; \
	       exit 1;; \
	  esac; \
	  corpus=$$(mktemp -d); i=0; \
	  for f in $$seeds; do i=$$((i+1)); cp "$$f" "$$corpus/seed-$$i"; done; \
	  if [ -n "$$lines" ]; then \
	    while IFS= read -r line; do \
	      case "$$line" in ''|'#'*) continue;; esac; \
	      i=$$((i+1)); printf '%s' "$$line" | tr ' ' '\000' > "$$corpus/seed-$$i"; \
	    done < $$lines; \
	  fi; \
	  echo "== fuzzing $$t for $(FUZZ_SECONDS) s ($$i seeds)"; \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp SWIFT_BACKTRACE=enable=no \
	    .build/fuzz/debug/$$t -max_total_time=$(FUZZ_SECONDS) -timeout=$$timeout -rss_limit_mb=2048 $$options \
	      -artifact_prefix=$(FUZZ_OUT)/$$t- $$corpus > .build/fuzz-run-$$t.log 2>&1; status=$$?; \
	  grep -E 'INITED|DONE|^Done|ERROR|SUMMARY|Test unit written' .build/fuzz-run-$$t.log; \
	  echo "   corpus: $$(ls $$corpus | wc -l) inputs, $$(cat $$corpus/* 2>/dev/null | wc -c) bytes (log: .build/fuzz-run-$$t.log)"; \
	  rm -rf $$corpus; \
	  [ $$status -eq 0 ] || failed="$$failed $$t"; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz: findings in$$failed (inputs in $(FUZZ_OUT)/)"; exit 1; fi
