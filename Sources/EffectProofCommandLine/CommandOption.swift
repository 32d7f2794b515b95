/// One option of one command, declared once: the parser takes its name and whether it has a
/// value, the plan applies the value to the command's options, and `--help` and the docs'
/// option tables print its label and text (``CommandDeclaration``).
struct CommandOption<Options> {
  /// `--config`.
  var name: String
  /// The value's placeholder in help (`FILE`), or `nil` for a flag.
  var valueName: String?
  /// Whether it may be given more than once (its values are kept in order).
  var isRepeatable = false
  /// Whether USAGE shows it without brackets: the command needs it (or, for `run --size`,
  /// something in its place, which the command's own check says).
  var isRequired = false
  /// Left out of help and the docs: an option accepted only to say what to use instead.
  var isHidden = false
  /// The help text. Its lines are wrapped when printed; a line that starts with a space is
  /// printed as it is, for a list or an example.
  var help: String
  /// Applies one value (`""` for a flag) to the options, or returns the usage error.
  var apply: (inout Options, String) -> String?

  /// `--config FILE` or `--list`.
  var label: String { valueName.map { "\(name) \($0)" } ?? name }

  /// A flag that sets `keyPath` to `true`.
  static func flag(_ name: String, _ keyPath: WritableKeyPath<Options, Bool>, help: String) -> Self
  {
    Self(name: name, help: help) { options, _ in
      options[keyPath: keyPath] = true
      return nil
    }
  }

  /// An option whose value, read by `value`, is stored at `keyPath`.
  static func option<Value>(
    _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, Value>,
    _ value: ArgumentValue<Value>, required: Bool = false, help: String
  ) -> Self {
    Self(
      name: name, valueName: valueName, isRequired: required, help: help,
      apply: storing(name, value) { $0[keyPath: keyPath] = $1 })
  }

  /// An optional option: its value, read by `value`, is stored at `keyPath` when given.
  static func option<Value>(
    _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, Value?>,
    _ value: ArgumentValue<Value>, required: Bool = false, help: String
  ) -> Self {
    Self(
      name: name, valueName: valueName, isRequired: required, help: help,
      apply: storing(name, value) { $0[keyPath: keyPath] = $1 })
  }

  /// A repeatable option: each value, read by `value`, is appended at `keyPath`.
  static func repeated<Value>(
    _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, [Value]>,
    _ value: ArgumentValue<Value>, help: String
  ) -> Self {
    Self(
      name: name, valueName: valueName, isRepeatable: true, help: help,
      apply: storing(name, value) { $0[keyPath: keyPath].append($1) })
  }

  /// Reads a text with `value` and hands the value to `store`, or returns the usage error
  /// `<name> <problem>`.
  private static func storing<Value>(
    _ name: String, _ value: ArgumentValue<Value>, _ store: @escaping (inout Options, Value) -> Void
  ) -> (inout Options, String) -> String? {
    { options, text in
      switch value.parse(text) {
      case .success(let parsed):
        store(&options, parsed)
        return nil
      case .failure(let problem): return "\(name) \(problem.predicate)"
      }
    }
  }

  /// An option that is refused with `message`, kept out of help: for a name a user may carry
  /// over from elsewhere (`bench --filter`: use `--only`).
  static func refused(_ name: String, takesValue: Bool, message: String) -> Self {
    Self(name: name, valueName: takesValue ? "VALUE" : nil, isHidden: true, help: "") { _, _ in
      message
    }
  }
}

/// A command's operands, declared once: their placeholder in USAGE, their rows under
/// ARGUMENTS and in the docs, and how they are applied to the options.
struct CommandOperands<Options> {
  /// The placeholder in USAGE, such as `PATH...` or `[DIR]`; empty for none.
  var usage: String
  /// The ARGUMENTS rows: a placeholder and its help text.
  var rows: [(label: String, help: String)] = []
  /// Applies the operands to the options, or returns the usage error.
  var apply: (inout Options, [String]) -> String?

  /// One or more paths, stored at `keyPath`; none is refused with `<command> needs at least
  /// one PATH`.
  static func paths(
    command: String, _ keyPath: WritableKeyPath<Options, [String]>, help: String
  ) -> Self {
    Self(usage: "PATH...", rows: [("PATH", help)]) { options, operands in
      options[keyPath: keyPath] = operands
      return operands.isEmpty ? "\(command) needs at least one PATH" : nil
    }
  }

  /// No operands: any is refused with `<command> takes no operands, found 'x' (did you mean
  /// <option> x?)`.
  static func none(command: String, suggesting option: String) -> Self {
    Self(usage: "") { _, operands in
      operands.first.map {
        "\(command) takes no operands, found '\($0)' (did you mean \(option) \($0)?)"
      }
    }
  }
}
