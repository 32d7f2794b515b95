import Foundation
import MetalCPU
import ProofEngine

// MARK: - What kind of failure a case is, and where it lies in its domain

extension ShaderEvaluation {
  /// The kind of the first reason ``failure(_:_:)`` gives for a run, or nil when the run holds:
  /// `hang`, `crash SIGSEGV`, `outOfMemory`, `nonFinitePixel`, `nonFiniteSample`, `outputCut`,
  /// `invalidColour`, `promise`, `notADistance`, `outOfBounds name`, `indexOutOfRange`, or the
  /// invariant's name. Shrinking keeps it: a simpler case that fails another way is not the
  /// same counterexample.
  func failureKind(_ result: Result<MetalRunResult, MetalRunError>, _ value: [Double]) -> String? {
    guard failure(result, value) != nil else { return nil }
    switch result {
    case .failure(let error):
      switch error {
      case .timedOut: return "hang"
      case .crashed(_, let signal, _, _): return "crash \(signal)"
      case .outOfMemory: return "outOfMemory"
      case .outOfBounds(_, _, let parameter, _, _, _, let isWrite, _):
        return "outOfBounds \(parameter)\(isWrite ? " write" : "")"
      case .indexOutOfRange: return "indexOutOfRange"
      default: return "error"
      }
    case .success(let run):
      switch proof.check {
      case .finite:
        if run.nonFinite > 0 { return "nonFinitePixel" }
        if run.samples.nonFinite > 0 { return "nonFiniteSample" }
        if run.output.isCut { return "outputCut" }
        return "invalidColour"
      case .samplePromise:
        if run.samples.nonFinite > 0 { return "nonFiniteSample" }
        let message = promiseFailure(run, value)?.message ?? ""
        return message.contains("which is not a distance") ? "notADistance" : "promise"
      case .invariant(let invariant): return invariant.name
      case .reads, .compiles, .layerFits: return "error"
      }
    }
  }

  /// Whether a run was stopped as hung (not too slow: that run says nothing either way).
  static func isHang(_ result: Result<MetalRunResult, MetalRunError>) -> Bool {
    if case .failure(.timedOut) = result { return true }
    return false
  }

  /// "; it lies at the edge of its domain: amplitude = 0 is the lower end of its range 0…6
  /// (review the domain if the app never passes that)", or "" when no continuous coordinate
  /// of `value` is at an end of its range. Shrinking moves toward the ends, so a
  /// counterexample there may be a value the app never produces.
  func edgeNote(_ value: [Double]) -> String {
    var ends: [String] = []
    for (index, axis) in layout.domain.axes.enumerated()
    where axis.choices == nil && axis.lower < axis.upper && index < value.count {
      let end: String
      if value[index] == axis.lower {
        end = "lower"
      } else if value[index] == axis.upper {
        end = "upper"
      } else {
        continue
      }
      ends.append(
        "\(axis.label) = \(ShaderFacts.number(value[index])) is the \(end) end of its range \(ShaderFacts.number(axis.lower))…\(ShaderFacts.number(axis.upper))"
      )
    }
    guard !ends.isEmpty else { return "" }
    return
      "; it lies at the edge of its domain: \(ends.joined(separator: ", ")) (review the domain if the app never passes \(ends.count == 1 ? "that value" : "those values"))"
  }

  /// "; review the domain of `width`: guessed (…)", for each argument of the counterexample
  /// whose domain `effectproof init` guessed rather than read from the app's code: its review
  /// line (`arguments.width: guessed from …`) is still in the entry. "" when none is.
  func guessNote() -> String {
    Self.guessNote(review: entry.review, labels: layout.domain.axes.map(\.label))
  }

  /// ``guessNote()`` over an entry's review lines and the case's axis labels (`width`,
  /// `size.x`, `colors.count`: the argument is the part before the first dot).
  static func guessNote(review: [String], labels: [String]) -> String {
    var names: [String] = []
    for label in labels {
      let name = String(label.prefix { $0 != "." })
      if !names.contains(name) { names.append(name) }
    }
    let guessed = names.filter { name in
      review.contains { line in
        line.hasPrefix("arguments.\(name):") && line.contains("guessed")
      }
    }
    return guessed.map { "; review the domain of `\($0)`: guessed, not read from the app's code" }
      .joined()
  }
}
