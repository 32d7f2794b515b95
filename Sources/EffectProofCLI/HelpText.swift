/// The `--help` texts. Every option the parser accepts is documented here.
enum HelpText {
  static let main = """
    effectproof: prove the math behind SwiftUI shader effects, and gate CI on it.

    USAGE
      effectproof check [--config FILE] [--format text|json|junit] [--output FILE]
      effectproof scan PATH... [--registry FILE] [--format text|json] [--max-file-bytes N]
      effectproof help [COMMAND]
      effectproof --version

    COMMANDS
      check   Run every proof the config asks for (today: the registry.* proofs).
      scan    List the [[ stitchable ]] functions in Metal sources and check a registry.

    EXIT STATUS
      0  everything held    1  a proof or check failed    2  usage or config error

    Run 'effectproof help COMMAND' or 'effectproof COMMAND --help' for a command's options.
    Docs: docs/ci-gate.md, docs/registry.md.

    """

  static let check = """
    effectproof check: run every proof a config file asks for and report them.

    USAGE
      effectproof check [--config FILE] [--format text|json|junit] [--output FILE]

    OPTIONS
      --config FILE    The effectproof.json to run (default: \(CheckCommand.defaultConfig)).
                       Relative paths inside it are resolved against its folder.
      --format FORMAT  text (default), json or junit.
      --output FILE    Write the report to FILE (replaced atomically) and print only the
                       summary line. Without it the report goes to standard output.
      -h, --help       Show this help.

    EXIT STATUS
      0  every proof passed    1  a proof failed    2  usage or config error

    """

  static let scan = """
    effectproof scan: list the [[ stitchable ]] functions in Metal sources and, given a
    registry, check the registry's warm-ups against them.

    USAGE
      effectproof scan PATH... [--registry FILE] [--format text|json] [--max-file-bytes N]

    ARGUMENTS
      PATH                 A .metal file, or a folder searched recursively for .metal files.

    OPTIONS
      --registry FILE      A warm-up registry JSON file: {"warmups": [{"name", "usage",
                           "arguments"}]}. Without it only signature problems are reported.
      --format FORMAT      text (default) or json.
      --max-file-bytes N   Report, rather than read, sources larger than N bytes
                           (default 8388608).
      -h, --help           Show this help.

    EXIT STATUS
      0  no errors    1  an error diagnostic    2  usage error (bad option, missing path or registry)

    """
}
