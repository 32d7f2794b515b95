import Foundation

/// How one option's text becomes its value: the value, or the reason it is not one, which the
/// usage error prints after the option's name (`--jobs must be a whole number from 1 to 64,
/// not '0'`). An option's declaration names one (``CommandOption``), as an option of
/// swift-argument-parser names a type that is `ExpressibleByArgument`.
struct ArgumentValue<Value> {
  /// The value, or what follows the option's name in the usage error.
  var parse: (String) -> Result<Value, ArgumentValueProblem>

  /// A value `read` accepts; anything else is refused with `must be <expectation>, not 'text'`.
  init(expecting expectation: String, _ read: @escaping (String) -> Value?) {
    parse = { text in
      read(text).map { .success($0) }
        ?? .failure(
          ArgumentValueProblem("must be \(expectation), not \(UsageMessage.quoted(text))"))
    }
  }

  /// A value read by `parse` itself, for a problem other than `must be …`.
  init(_ parse: @escaping (String) -> Result<Value, ArgumentValueProblem>) {
    self.parse = parse
  }
}

/// Why an option's text is not a value: the words after the option's name in the usage error.
struct ArgumentValueProblem: Error, Equatable {
  var predicate: String
  init(_ predicate: String) { self.predicate = predicate }
}

/// A value that reads itself from one command-line argument, like swift-argument-parser's
/// `ExpressibleByArgument`: options of its type need no parser of their own.
protocol CommandLineValue {
  /// The value `argument` spells, or `nil`.
  init?(commandLineArgument argument: String)
  /// What a value must look like, for the usage error: `i/n with 1 ≤ i ≤ n`.
  static var commandLineExpectation: String { get }
}

extension ArgumentValue where Value: CommandLineValue {
  /// The type's own reading of the argument.
  static var parsed: Self {
    Self(expecting: Value.commandLineExpectation) { Value(commandLineArgument: $0) }
  }
}

extension ArgumentValue where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// One of the type's cases, by raw value: `must be one of text, json, junit, not 'xml'`.
  static var choice: Self {
    Self(expecting: "one of " + Value.allCases.map(\.rawValue).joined(separator: ", ")) {
      Value(rawValue: $0)
    }
  }
}

extension ArgumentValue where Value == String {
  /// A path, which must not be empty: `--output needs a file path`.
  static var path: Self { nonEmpty("a file path") }

  /// A folder's path, which must not be empty: `--out needs a folder path`.
  static var folder: Self { nonEmpty("a folder path") }

  /// Any text but the empty one: `--function needs a name`.
  static func nonEmpty(_ what: String) -> Self {
    Self { text in text.isEmpty ? .failure(ArgumentValueProblem("needs \(what)")) : .success(text) }
  }
}

extension ArgumentValue where Value == Int {
  /// A whole number in `range`: `must be a whole number from 1 to 64`.
  static func wholeNumber(in range: ClosedRange<Int>) -> Self {
    Self(expecting: "a whole number from \(range.lowerBound) to \(range.upperBound)") { text in
      Int(text).flatMap { range.contains($0) ? $0 : nil }
    }
  }

  /// A whole number above zero, counted in `unit`: `must be a positive whole number of bytes`.
  static func positiveWholeNumber(of unit: String) -> Self {
    Self(expecting: "a positive whole number of \(unit)") { text in
      Int(text).flatMap { $0 > 0 ? $0 : nil }
    }
  }
}

extension ArgumentValue where Value == Double {
  /// A finite number in `range`: `must be a number from 0.1 to 4`.
  static func number(in range: ClosedRange<Double>) -> Self {
    Self(
      expecting: "a number from \(Self.shown(range.lowerBound)) to \(Self.shown(range.upperBound))"
    ) { text in
      Double(text).flatMap { $0.isFinite && range.contains($0) ? $0 : nil }
    }
  }

  /// `4` rather than `4.0`.
  private static func shown(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
