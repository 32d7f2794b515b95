import EffectProofBase
import Foundation
import MetalCPU
import ShaderCertify
import ShaderIR

/// The certificate of an entry's `samplePromise` on its compiled source (docs/shader-proofs.md,
/// "Certificates"): clang's IR of the function, run over boxes of pixel centres × arguments
/// by ``AbstractRun``, split by ``CertifySearch`` until every box holds, one fails everywhere,
/// or the time runs out. Every view size and scale is a root of its own; a `values` list is a
/// discrete dimension (split down to single choices, so enumerated where it matters); the layer
/// is any content.
struct ShaderCertification {
  let setup: ShaderSweep.Setup
  let targets: [ShaderPromiseTarget]
  /// The abstract runs the whole certificate may spend (all roots together): a count, not a
  /// time, so a report is the same on any machine and under any load.
  let budget: Int
  /// A wall-clock guard past which the certificate stops even within its budget (a report
  /// that hits it says so).
  let timeLimit: Double

  var entry: ShaderProofEntry { setup.layout.entry }

  /// How the certificate ended.
  enum Outcome {
    /// Every root held: the largest offset on x and y over all of them, what it rests on.
    case certified(measures: [Double], boxes: Int, runs: Int, assumptions: Set<PrecisionAssumption>)
    /// A point where every conforming GPU samples past a promise: the case's coordinates (the
    /// sweep's), the pixel (index) and the assessment there.
    case counterexample(value: [Double], pixel: SIMD2<Int>, assessment: BoxAssessment)
    /// Not decided: why, in words, for the report.
    case notCertified(String)
  }

  /// Why there is no IR to certify.
  struct NotCertified: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// How an argument's lanes come from a box: each lane a box dimension or a fixed value.
  enum Lane {
    case axis(Int)
    case fixed(Double)
    case choices(axis: Int, list: [[Double]], lane: Int)
  }

  /// Runs the certificate.
  func run() -> Outcome {
    guard !targets.isEmpty else { return .notCertified("there is no promise to certify") }
    let kind: SamplePromiseAssessor.Kind
    switch setup.usage {
    case .distortionEffect: kind = .distortion
    case .layerEffect: kind = .layer
    default: return .notCertified("a \(setup.usage.rawValue) takes no samples")
    }
    let read: (IRModule, IRFunction)
    switch Self.ir(setup) {
    case .success(let made): read = made
    case .failure(let problem): return .notCertified(problem.reason)
    }
    // The argument axes: the sweep's, less view size, scale and input (roots and any layer).
    let domain = setup.layout.domain.axes
    var argumentAxes: [Int] = []  // the domain index of each box dimension after the pixels
    for (index, axis) in domain.enumerated()
    where !["viewSize", "scale", "input"].contains(
      axis.label)
    {
      argumentAxes.append(index)
    }
    // Each argument's lanes.
    var lanes: [String: [Lane]] = [:]
    var next = 0
    for argument in entry.arguments {
      switch argument.values {
      case .fixed(let value): lanes[argument.name] = value.map { .fixed($0) }
      case .viewSize, .boundingRect: lanes[argument.name] = []  // per root
      case .range(let lower, let upper):
        lanes[argument.name] = lower.indices.map { lane in
          guard lower[lane] < upper[lane] else { return .fixed(lower[lane]) }
          defer { next += 1 }
          return .axis(2 + next)
        }
      case .values(let list):
        guard list.count > 1 else {
          lanes[argument.name] = list[0].map { .fixed($0) }
          continue
        }
        lanes[argument.name] = list[0].indices.map {
          .choices(axis: 2 + next, list: list, lane: $0)
        }
        next += 1
      case .array, .images, .appImages:
        return .notCertified(
          "\(argument.name) is an array or an image, which the certificate does not model yet")
      }
    }
    guard next == argumentAxes.count else {
      return .notCertified("the entry's coordinates do not match its arguments")
    }
    let (module, function) = read
    let assessor = SamplePromiseAssessor(
      run: AbstractRun(module: module, function: function), kind: kind)
    let started = Date()
    var measures = [0.0, 0.0]
    var boxes = 0
    var runs = 0
    var assumptions: Set<PrecisionAssumption> = []
    var undecided: [String] = []
    for (sizeIndex, size) in entry.viewSizes.enumerated() {
      for (scaleIndex, scale) in entry.scales.enumerated() {
        let width = ShaderCaseLayout.pixels(size.x, scale)
        let height = ShaderCaseLayout.pixels(size.y, scale)
        let root = CertifyBox(
          axes: [
            CertifyAxis(label: "pixel x", lower: 0, upper: Double(width - 1), isDiscrete: true),
            CertifyAxis(label: "pixel y", lower: 0, upper: Double(height - 1), isDiscrete: true),
          ]
            + argumentAxes.map {
              CertifyAxis(
                label: domain[$0].label, lower: domain[$0].lower, upper: domain[$0].upper,
                isDiscrete: domain[$0].choices != nil)
            })
        let remaining = timeLimit - Date().timeIntervalSince(started)
        guard remaining > 0, runs < budget else {
          undecided.append(
            "view \(ShaderFacts.number(size.x))×\(ShaderFacts.number(size.y)) pt at scale \(ShaderFacts.number(scale)): not reached within the budget"
              + (remaining > 0 ? "" : " (the \(ShaderFacts.number(timeLimit)) s guard)"))
          continue
        }
        // The budget left, shared among the roots left (each view size and scale gets a turn).
        let rootsLeft =
          (entry.viewSizes.count - sizeIndex - 1) * entry.scales.count
          + (entry.scales.count - scaleIndex)
        let search = CertifySearch(
          budget: max(1, (budget - runs) / max(1, rootsLeft)), timeLimit: remaining)
        let outcome = search.run(root) { box in
          var inputs = CertifyInputs(
            columns: Int(box.axes[0].lower)...Int(box.axes[0].upper),
            rows: Int(box.axes[1].lower)...Int(box.axes[1].upper), scale: scale)
          guard
            let values = arguments(
              function, kind: kind, inputs: &inputs, box: box, lanes: lanes, size: size)
          else {
            return BoxAssessment(
              lower: -.infinity, upper: .infinity,
              unsupported: ("the function's parameters do not match its signature", nil))
          }
          return assessor.assess(
            inputs: inputs, arguments: values,
            promises: promises(box: box, lanes: lanes, size: size, scale: scale, inputs: inputs))
        }
        runs += outcome.assessments
        boxes += outcome.held.boxes
        assumptions.formUnion(outcome.assumptions)
        for lane in 0..<2 where lane < outcome.held.measures.count {
          measures[lane] = max(measures[lane], outcome.held.measures[lane])
        }
        switch outcome.verdict {
        case .certified: break
        case .counterexample(let witness, let assessment):
          var value = domain.map { $0.lower }
          for (slot, index) in argumentAxes.enumerated() {
            value[index] = witness.axes[2 + slot].lower
          }
          for (index, axis) in domain.enumerated() {
            if axis.label == "viewSize" { value[index] = Double(sizeIndex) }
            if axis.label == "scale" { value[index] = Double(scaleIndex) }
            if axis.label == "input" { value[index] = 0 }
          }
          return .counterexample(
            value: value, pixel: SIMD2(Int(witness.axes[0].lower), Int(witness.axes[1].lower)),
            assessment: assessment)
        case .undecided(let left, let share):
          let first = left.first.map { " (the first: \($0.box))" } ?? ""
          undecided.append(
            "\(ShaderFacts.number(min(1000, (share * 1000).rounded(.up)) / 10)) % of view \(ShaderFacts.number(size.x))×\(ShaderFacts.number(size.y)) pt at scale \(ShaderFacts.number(scale)) undecided after \(outcome.assessments) abstract runs, in \(left.count) box\(left.count == 1 ? "" : "es")\(first)"
          )
        case .unsupported(let reason, let location):
          // The file by its name, as the rest of the entry's messages name it.
          let at =
            location.map {
              " at \(($0.file as NSString).lastPathComponent)" + ($0.line.map { ":\($0)" } ?? "")
            } ?? ""
          return .notCertified("the abstract run stops\(at): \(reason)")
        }
      }
    }
    guard undecided.isEmpty else { return .notCertified(undecided.joined(separator: "; ")) }
    return .certified(measures: measures, boxes: boxes, runs: runs, assumptions: assumptions)
  }

  /// The IR of the entry's function, read; or why not.
  static func ir(_ setup: ShaderSweep.Setup) -> Result<(IRModule, IRFunction), NotCertified> {
    let emitted: Result<ShaderIRText, DiagnosticsError>
    do {
      emitted = try setup.compiled.compiler.emitIR(
        of: setup.compiled.file, function: setup.function.name)
    } catch {
      return .failure(NotCertified("clang could not give its IR: \(error.description)"))
    }
    switch emitted {
    case .failure(let problem):
      return .failure(NotCertified("clang gave no IR: \(problem.summary.message)"))
    case .success(let text):
      do {
        let module = try IRReader.read(bytes: Array(text.text.utf8))
        guard let function = module.function(text.symbol) else {
          return .failure(NotCertified("the IR has no definition of \(text.symbol)"))
        }
        return .success((module, function))
      } catch {
        return .failure(NotCertified("the IR could not be read: \(error)"))
      }
    }
  }

  /// The values of an argument's lanes over `box` (a `values` list: the hull of its choices in
  /// the box), as intervals.
  func intervals(_ lanes: [Lane], box: CertifyBox) -> [RealInterval] {
    lanes.map { lane in
      switch lane {
      case .fixed(let value): return RealInterval(exactly: value)
      case .axis(let index):
        return RealInterval(box.axes[index].lower, box.axes[index].upper)
          ?? RealInterval(exactly: box.axes[index].lower)
      case .choices(let index, let list, let component):
        let chosen = list[Int(box.axes[index].lower)...Int(box.axes[index].upper)].map {
          $0[component]
        }
        return RealInterval(chosen.min() ?? 0, chosen.max() ?? 0) ?? RealInterval(exactly: 0)
      }
    }
  }

  /// Each promise target over the box: its range, and its relation to the inputs where the
  /// formula is a plain function of them (the argument lanes that are box dimensions carry
  /// theirs, as `inputs` anchored them).
  func promises(
    box: CertifyBox, lanes: [String: [Lane]], size: SIMD2<Double>, scale: Double,
    inputs: CertifyInputs
  ) -> [(x: PromiseBound, y: PromiseBound)] {
    var variables: [String: [RealInterval]] = [
      "viewSize": [RealInterval(exactly: size.x), RealInterval(exactly: size.y)],
      "scale": [RealInterval(exactly: scale)],
    ]
    var related: [String: [(range: RealInterval, relation: InputRelation?)]] = [:]
    for argument in entry.arguments {
      switch argument.values {
      case .viewSize: variables[argument.name] = variables["viewSize"]
      case .boundingRect:
        variables[argument.name] = [0, 0, size.x, size.y].map { RealInterval(exactly: $0) }
      default:
        let argumentLanes = lanes[argument.name] ?? []
        let ranges = intervals(argumentLanes, box: box)
        variables[argument.name] = ranges
        related[argument.name] = zip(argumentLanes, ranges).map { lane, range in
          guard case .axis(let index) = lane, let anchor = inputs.anchors[index] else {
            return (range, nil)
          }
          return (range, InputRelation.input(index, anchor: anchor))
        }
      }
    }
    for (name, ranges) in variables where related[name] == nil {
      related[name] = ranges.map { ($0, nil) }
    }
    // A promise that is not a distance (negative, or not defined) promises nothing: 0 there,
    // and the sweep names the value.
    let nothing = PromiseBound(RealInterval(exactly: 0))
    func bound(_ formula: PromiseFormula) -> PromiseBound {
      guard let range = formula.range(variables) else { return nothing }
      // The relation only where the promise is a distance at every input of the box.
      let relation = range.lower >= 0 ? formula.relation(related) : nil
      return PromiseBound(range.nonNegative, relation: relation)
    }
    return targets.map { (bound($0.x), bound($0.y)) }
  }

  /// The IR function's arguments over `box`: the position, the layer, then each entry argument
  /// in the form clang passes it (a `float` as itself, a `float2` as a `double` of two lanes, a
  /// colour as a `double` of four halves, a vector as itself); nil when the IR's parameters are
  /// not that.
  func arguments(
    _ function: IRFunction, kind: SamplePromiseAssessor.Kind, inputs: inout CertifyInputs,
    box: CertifyBox, lanes: [String: [Lane]], size: SIMD2<Double>
  ) -> [AbstractValue]? {
    var values: [AbstractValue] = [.lanes(inputs.lanes.map { .float($0) })]
    if kind == .layer { values.append(.pointer("layer")) }
    for argument in entry.arguments {
      let format: MetalFloatFormat = argument.kind == .color ? .half : .float
      var floats: [AbstractValue] = []
      switch argument.values {
      case .viewSize:
        floats = [size.x, size.y].map { .float(AbstractFloat(format, $0)) }
      case .boundingRect:
        floats = [0, 0, size.x, size.y].map { .float(AbstractFloat(format, $0)) }
      default:
        let argumentLanes = lanes[argument.name] ?? []
        let parts = intervals(argumentLanes, box: box)
        for (lane, part) in zip(argumentLanes, parts) {
          if case .axis(let index) = lane {
            // An argument that is a box dimension carries its relation to itself.
            floats.append(
              .float(inputs.argument(index, lower: part.lower, upper: part.upper, format: format)))
          } else {
            floats.append(.float(AbstractFloat(format, lower: part.lower, upper: part.upper)))
          }
        }
      }
      guard values.count < function.parameters.count else { return nil }
      switch function.parameters[values.count].type {
      case .float where floats.count == 1: values.append(floats[0])
      case .double where floats.count == 2 || floats.count == 4: values.append(.lanes(floats))
      case .vector(let count, _) where count >= floats.count:
        values.append(
          .lanes(
            floats + Array(repeating: .float(AbstractFloat(format, 0)), count: count - floats.count)
          ))
      default: return nil
      }
    }
    return values.count == function.parameters.count ? values : nil
  }
}
