import EffectProofBase
import Foundation
import MetalCPU
import ProofEngine

extension ShaderEvaluation {
  /// The sweep's cases with the identity's arguments fixed at their identity values (the
  /// others as swept), at most 32 of them, each run again.
  func identityRuns(_ fixed: [String: [Double]]) -> [ShaderSweep.Run] {
    // Without a child every run is the error that stopped it, never an empty pass.
    let session = proof.sweep.session(setup)
    var seen: Set<[Double]> = []
    var runs: [ShaderSweep.Run] = []
    for run in outcome.runs {
      let value = identityValue(run.value, fixed)
      guard seen.insert(value).inserted else { continue }
      var request = proof.sweep.request(setup, value)
      request.arguments = patched(request.arguments, fixed)
      runs.append(
        ShaderSweep.Run(
          index: run.index, value: value,
          result: session.flatMap { proof.sweep.run(setup, request, in: $0) }))
      if runs.count == 32 { break }
    }
    return runs
  }

  /// `value` with the coordinates of the fixed arguments at the domain's lower end (the
  /// arguments themselves are replaced in the request by ``patched(_:_:)``).
  private func identityValue(_ value: [Double], _ fixed: [String: [Double]]) -> [Double] {
    var copy = value
    for (index, axis) in layout.domain.axes.enumerated() {
      let name = axis.label.split(separator: ".").first.map(String.init) ?? axis.label
      if fixed[name] != nil { copy[index] = axis.lower }
    }
    return copy
  }

  private func patched(_ arguments: [MetalArgument], _ fixed: [String: [Double]]) -> [MetalArgument]
  {
    var copy = arguments
    var slot = 0
    for argument in entry.arguments {
      defer { slot += 1 }
      guard let value = fixed[argument.name]?.map(Float.init), slot < copy.count else { continue }
      switch argument.kind {
      case .float: copy[slot] = .float(value[0])
      case .float2: copy[slot] = .float2(SIMD2(value[0], value[1]))
      case .float3: copy[slot] = .float3(SIMD3(value[0], value[1], value[2]))
      case .float4: copy[slot] = .float4(SIMD4(value[0], value[1], value[2], value[3]))
      case .color: copy[slot] = .color(SIMD4(value[0], value[1], value[2], value[3]))
      case .floatArray, .colorArray, .image, .data: break
      }
    }
    return copy
  }

  /// `continuousIn`: for up to 24 of the sweep's cases, the image at the argument's value and
  /// one step up (inside its range) differ by at most the bound in every channel. Returns how
  /// many pairs were checked (the evidence).
  func continuity(
    argument: String, step: Double, maximumChange: Double, into result: inout ProofResult
  ) -> Int {
    guard let axis = layout.domain.axes.firstIndex(where: { $0.label == argument }) else {
      result.findings.append(
        ProofFinding(
          kind: .discarded,
          message: "\(argument) does not vary in this entry's domain, so there is no step to check")
      )
      return 0
    }
    let session: MetalSession
    switch proof.sweep.session(setup) {
    case .success(let started): session = started
    case .failure(let error):
      result.findings.append(
        ProofFinding(
          kind: ShaderFindingKind.shaderSetup.finding,
          message: "the continuity runs of \(argument) could not start: \(error.description)",
          file: entry.file, line: entry.line))
      return 0
    }
    let range = layout.domain.axes[axis]
    var checked = 0
    var worst: (change: Double, value: [Double], pixel: SIMD2<Int>)?
    // Each pair as a run: its first side that did not finish, else the lower side's result.
    var pairs: [ShaderSweep.Run] = []
    for run in outcome.runs.prefix(24) {
      var low = run.value
      if low[axis] + step > range.upper { low[axis] = max(range.lower, range.upper - step) }
      var high = low
      high[axis] = min(range.upper, low[axis] + step)
      let lower = proof.sweep.run(setup, low, in: session, returnsImage: true)
      let upper = proof.sweep.run(setup, high, in: session, returnsImage: true)
      if case .failure = upper, case .success = lower {
        pairs.append(ShaderSweep.Run(index: run.index, value: high, result: upper))
      } else {
        pairs.append(ShaderSweep.Run(index: run.index, value: low, result: lower))
      }
      guard case .success(let a) = lower, case .success(let b) = upper,
        a.image.texels.count == b.image.texels.count
      else { continue }
      checked += 1
      var largest = 0.0
      var at = SIMD2(0, 0)
      for i in a.image.texels.indices {
        let d = Double(abs(a.image.texels[i] - b.image.texels[i]))
        if d > largest {
          largest = d
          at = SIMD2((i / 4) % a.image.width, (i / 4) / a.image.width)
        }
      }
      if largest > (worst?.change ?? -1) { worst = (largest, low, at) }
    }
    result.cases = checked
    result.details.append(
      "sampled: \(checked) pairs of argument sets a step of \(ShaderFacts.number(step)) apart in \(argument), every pixel of each: evidence, not a certificate"
    )
    if let unfinished = unfinishedFinding(
      pairs, total: pairs.count, what: "pairs of argument sets")
    {
      result.findings.append(unfinished)
    }
    guard let worst else {
      result.findings.append(
        ProofFinding(
          kind: .discarded, message: "no pair of argument sets ran, so nothing was proved"))
      return checked
    }
    result.details.append(
      "the largest change: \(ShaderFacts.number(worst.change)) at \(layout.concrete(worst.value).description)"
    )
    if worst.change > maximumChange {
      result.failingCases = 1
      result.findings.append(
        ProofFinding(
          kind: .counterexample,
          message:
            "a step of \(ShaderFacts.number(step)) in \(argument) from \(layout.concrete(worst.value).description) changes pixel (\(worst.pixel.x), \(worst.pixel.y)) by \(ShaderFacts.number(worst.change)), past \(ShaderFacts.number(maximumChange))",
          file: entry.file, line: entry.line))
    }
    return checked
  }

  /// `reads` also runs each array argument with no elements when 0 is outside its count's
  /// domain (when it is inside, the sweep's grid already ran it): SwiftUI passes an empty array
  /// when the app's is empty, so a read there is a warning, since the app may never pass one.
  func emptyArrays(into result: inout ProofResult) {
    guard let first = outcome.runs.first else { return }
    for (slot, argument) in entry.arguments.enumerated() where argument.kind.isArray {
      guard case .array(let count, _) = argument.values, let bounds = count.bounds,
        bounds.lower[0] > 0
      else { continue }
      let session = proof.sweep.session(setup)
      var request = proof.sweep.request(setup, first.value)
      guard slot < request.arguments.count else { continue }
      request.arguments[slot] =
        switch argument.kind {
        case .floatArray: .floatArray([])
        case .data: .data([])
        default: .colorArray([])
        }
      // No child is a run that did not finish: its reads are unchecked, and the warning says so.
      switch session.flatMap({ proof.sweep.run(setup, request, in: $0) }) {
      case .failure(let error) where owns(error):
        result.findings.append(
          ProofFinding(
            severity: .warning, kind: ShaderFindingKind.emptyArray.finding,
            message:
              "with an empty \(argument.name): \(error.description) (0 is outside the configured count, so this warns; guard the read if the app can pass an empty array)",
            file: entry.file, line: entry.line))
      case .failure(let error):
        // No read past the end was seen, but the run did not finish: no evidence either way.
        result.findings.append(
          ProofFinding(
            severity: .warning, kind: ShaderFindingKind.emptyArray.finding,
            message:
              "with an empty \(argument.name) the run did not finish, so its reads are unchecked there: \(error.description)",
            file: entry.file, line: entry.line))
      case .success:
        result.details.append("\(argument.name) with 0 elements: no read past its end")
      }
    }
  }
}
