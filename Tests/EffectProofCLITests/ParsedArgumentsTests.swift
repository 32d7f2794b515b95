import Testing

@testable import EffectProofCommandLine

@Suite struct ParsedArgumentsTests {
  let spec = ParsedArguments.Spec(valued: ["--registry", "--format"])

  func parse(_ arguments: [String], spec: ParsedArguments.Spec? = nil) -> Result<
    ParsedArguments, ArgumentError
  > {
    ParsedArguments.parse(arguments, spec: spec ?? self.spec)
  }

  func parsed(_ arguments: [String], spec: ParsedArguments.Spec? = nil) throws -> ParsedArguments {
    try parse(arguments, spec: spec).get()
  }

  func failure(_ arguments: [String], spec: ParsedArguments.Spec? = nil) -> String? {
    guard case .failure(let error) = parse(arguments, spec: spec) else { return nil }
    return error.message
  }

  @Test func aValueInTheNextArgument() throws {
    let result = try parsed(["a.metal", "--registry", "reg.json", "b.metal"])
    #expect(result.values == ["--registry": ["reg.json"]])
    #expect(result.value("--registry") == "reg.json")
    #expect(result.operands == ["a.metal", "b.metal"])
    #expect(result.flags.isEmpty)
  }

  @Test func aValueAfterAnEqualsSign() throws {
    let result = try parsed(["--registry=reg.json", "a.metal"])
    #expect(result.values == ["--registry": ["reg.json"]])
    #expect(result.operands == ["a.metal"])
  }

  @Test func onlyTheFirstEqualsSignSplits() throws {
    #expect(try parsed(["--registry=a=b"]).value("--registry") == "a=b")
    #expect(try parsed(["--registry="]).value("--registry") == "")
  }

  @Test func aValueMayStartWithADash() throws {
    #expect(try parsed(["--format", "-1"]).value("--format") == "-1")
  }

  @Test func flags() throws {
    let result = try parsed(["--help", "x", "-h"])
    #expect(result.flags == ["--help", "-h"])
    #expect(result.operands == ["x"])
    #expect(result.values.isEmpty)
  }

  @Test func doubleDashEndsOptions() throws {
    let result = try parsed(["--format", "json", "--", "--help", "--registry", "-x", "--"])
    #expect(result.value("--format") == "json")
    #expect(result.flags.isEmpty)
    #expect(result.operands == ["--help", "--registry", "-x", "--"])
  }

  @Test func aLoneDashIsAnOperand() throws {
    #expect(try parsed(["-"]).operands == ["-"])
  }

  @Test func noArgumentsParseToNothing() throws {
    #expect(try parsed([]) == ParsedArguments())
  }

  @Test(arguments: [
    (["--nope"], "--nope"), (["--nope=1"], "--nope"), (["-x"], "-x"),
  ])
  func unknownOptions(arguments: [String], name: String) {
    #expect(
      failure(arguments)
        == "unknown option '\(name)' (options: --format, --help, --registry, -h; see --help)")
  }

  @Test func anUnknownOptionSuggestsTheNearest() {
    #expect(
      failure(["a", "--Registry", "r"])
        == "unknown option '--Registry' (did you mean --registry?); options: --format, --registry; see --help"
    )
  }

  @Test func aSingleDashOptionIsNotSplitAtEquals() {
    #expect(
      failure(["-h=1"])
        == "unknown option '-h=1' (options: --format, --help, --registry, -h; see --help)")
  }

  @Test func aMissingValue() {
    #expect(failure(["a.metal", "--registry"]) == "--registry needs a value")
  }

  @Test func aRepeatedOption() {
    #expect(failure(["--format", "json", "--format", "text"]) == "--format is given twice")
    #expect(failure(["--format=json", "--format", "json"]) == "--format is given twice")
  }

  @Test func aRepeatableOptionKeepsEveryValue() throws {
    let spec = ParsedArguments.Spec(valued: ["--tag"], repeatable: ["--tag"])
    let result = try parsed(["--tag", "a", "--tag=b"], spec: spec)
    #expect(result.values == ["--tag": ["a", "b"]])
    #expect(result.value("--tag") == "b")
  }

  @Test func aFlagGivenAValue() {
    #expect(failure(["--help=yes"]) == "--help takes no value")
    #expect(failure(["--help="]) == "--help takes no value")
  }

  @Test func theFirstErrorWins() {
    #expect(
      failure(["--nope", "--registry"])
        == "unknown option '--nope' (options: --format, --help, --registry, -h; see --help)")
  }

  @Test func choice() throws {
    let format = ArgumentValue<ScanCommand.Format>.choice
    #expect(try format.parse("json").get() == .json)
    #expect(
      format.parse("JSON")
        == .failure(ArgumentValueProblem("must be one of text, json, not 'JSON'")))
  }
}
