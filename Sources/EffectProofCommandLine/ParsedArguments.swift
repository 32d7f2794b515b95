import EffectProofBase
import LocatedJSON

/// Command-line arguments split into options and operands: the tokenizer under
/// ``CommandDeclaration``, which derives its ``Spec`` from the declared options.
///
/// Accepts `--name value`, `--name=value` and flags; `--` ends options. Each option may appear
/// once, except where `repeatable` allows more.
struct ParsedArguments: Equatable {
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var operands: [String] = []

  /// What a command accepts.
  struct Spec {
    var valued: Set<String>
    var flags: Set<String> = ["--help", "-h"]
    var repeatable: Set<String> = []
  }

  /// Parses `arguments` against `spec`; the error is one line naming the offending argument.
  static func parse(_ arguments: [String], spec: Spec) -> Result<ParsedArguments, ArgumentError> {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if spec.flags.contains(name) {
        guard inlineValue == nil else { return .failure(ArgumentError("\(name) takes no value")) }
        parsed.flags.insert(name)
        continue
      }
      guard spec.valued.contains(name) else {
        return .failure(ArgumentError(spec.unknownOption(name)))
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        return .failure(ArgumentError("\(name) needs a value"))
      }
      if parsed.values[name] != nil && !spec.repeatable.contains(name) {
        return .failure(ArgumentError("\(name) is given twice"))
      }
      parsed.values[name, default: []].append(value)
    }
    return .success(parsed)
  }

  func value(_ name: String) -> String? { values[name]?.last }
}

extension ParsedArguments.Spec {
  /// `unknown option '--conifg' (did you mean --config?); options: --config, --format, …; see
  /// --help`, the list left out when the line would pass 120 columns (``UsageMessage``).
  func unknownOption(_ name: String) -> String {
    let options = valued.union(flags).filter { $0.hasPrefix("--") && $0 != "--help" }.sorted()
    let start =
      "unknown option \(UsageMessage.quoted(name))"
      + (NearestName.suggestion(for: name, among: options).map { " (did you mean \($0)?)" } ?? "")
    return UsageMessage.firstFitting([
      start + " (options: \(valued.union(flags).sorted().joined(separator: ", ")); see --help)",
      start + "; options: \(options.joined(separator: ", ")); see --help",
      start + "; see --help for the options",
    ])
  }
}

/// A command line that cannot be run; the message is one line.
struct ArgumentError: Error, Equatable {
  var message: String
  init(_ message: String) { self.message = message }
}
