import EffectProof
import Foundation
import ShaderProofs
import ShaderRegistry
import SwiftCallSites

/// `effectproof init [DIR] [--print]`: scans an app's folder (Metal and Swift) and writes a
/// starter `DIR/effectproof.json` whose guesses are marked for review (docs/init.md). It never
/// replaces a file.
enum InitCommand {
  /// A parsed `init` command line.
  struct Options: Equatable {
    /// The app's folder, if given (else the current folder).
    var folder: String?
    /// Print the config on standard output instead of writing it (the summary goes to
    /// standard error).
    var printOnly = false
    /// The program the "next" line names: `effectproof`, or a gate's own executable.
    var programName = "effectproof"
  }

  /// `init`'s operand, options, help and docs table, declared once.
  static var declaration: CommandDeclaration<Options> {
    CommandDeclaration(
      name: "init",
      summary:
        "Write a starter effectproof.json for an app's folder, its guesses marked for review.",
      abstract: "write a starter effectproof.json for an app's folder.", defaults: Options(),
      operands: CommandOperands(
        usage: "[DIR]",
        rows: [("DIR", "The app's folder (default: the current folder).")],
        apply: { options, operands in
          guard operands.count <= 1 else {
            return
              "init takes one folder, found \(operands.count): \(operands.joined(separator: " "))"
          }
          if operands.first == "" { return "init needs a folder path, not ''" }
          options.folder = operands.first
          return nil
        }),
      options: [
        .flag(
          "--print", \.printOnly,
          help: """
            Print the config on standard output instead of writing it; the summary goes to \
            standard error. Works when DIR/effectproof.json exists.
            """)
      ],
      discussion: """
        Scans DIR for .metal files and for Swift that draws shaders, leaving out hidden folders
        (.build, .git), DerivedData, Pods, Carthage, node_modules and any folder holding its own
        effectproof.json, and writes DIR/effectproof.json: the shader and Swift paths, and one
        shaderProofs entry per stitchable function the Swift uses, with
          - view sizes from the .frame(width:height:) around its modifiers (or around the
            .visualEffect, GeometryReader or .modifier(...) they are applied in), else a size
            argument's literals, else iPhone widths at scales 2 and 3 for a shader that reads
            the view's size, else 300 x 300 pt;
          - argument domains from what the app's code gives them: literals (through its
            factories), the Slider, Stepper or Picker bound to a property, its assignments, a
            modifier's callers, random(in:), a time's sign over an hour, proxy.size's sides;
            else from the Metal type and name, widened to every value seen;
          - the Swift's static maxSampleOffset left to check (a "note" says where it is); a
            promise written over the arguments (CGSize(width: amplitude, height: amplitude))
            as that formula; for any other distortion or layer effect whose sites promise
            nothing static, the largest sample offset measured on the compiled source, rounded
            up: {"measured": [x, y]}.
        Each guess is a line of the entry's "review" list, naming its evidence. check runs the
        file as it is and warns, once per entry, until the lines are deleted and the measured
        promise is written as [x, y].

        It never overwrites a file: an existing DIR/effectproof.json is an error (exit 2).
        Without a .metal file, or without any Swift that draws a shader when there is no .metal
        file either, it writes nothing and says why (exit 1). With Metal but no Swift, every
        stitchable function gets an entry guessed from its signature alone.
        """,
      exitStatus: """
        0  written (or printed)    1  nothing to write    2  usage error: no such folder, a
        file in its place, DIR/effectproof.json already there, or a folder that cannot be written
        """,
      footer: "See docs/init.md.")
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    declaration.plan(arguments)
  }

  /// The folder's and the file's problems, found by looking only: a folder that is missing or
  /// a file, and (unless printing) a config already there or a folder that cannot be written.
  static func fileProblem(_ options: Options, currentFolder: String? = nil) -> String? {
    let folder = self.folder(options, currentFolder: currentFolder)
    switch OutputFile.kind(of: folder) {
    case .missing: return "init: no such folder: \(folder)"
    case .file, .other: return "init: \(folder) is a file; give the app's folder"
    case .folder: break
    }
    guard !options.printOnly else { return nil }
    let file = target(options, currentFolder: currentFolder)
    let shown = self.shown(options, currentFolder: currentFolder)
    if OutputFile.kind(of: file) != .missing || FileManager.default.destinationOfLink(file) != nil {
      return "\(shown) already exists; init never overwrites it"
    }
    if access(folder, W_OK) != 0 {
      return "cannot write \(shown): the folder \(folder) is not writable (try --print)"
    }
    return nil
  }

  /// The app's folder: the one given, else `currentFolder`, else the working directory.
  static func folder(_ options: Options, currentFolder: String?) -> String {
    var folder = options.folder ?? currentFolder ?? "."
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    return folder
  }

  /// The config's path.
  static func target(_ options: Options, currentFolder: String?) -> String {
    let folder = self.folder(options, currentFolder: currentFolder)
    if folder == "." && options.folder == nil { return ConfigLookup.fileName }
    return (folder == "/" ? "" : folder) + "/" + ConfigLookup.fileName
  }

  /// The config's path as messages name it: `effectproof.json` in the current folder, else
  /// `DIR/effectproof.json` as DIR was given.
  static func shown(_ options: Options, currentFolder: String?) -> String {
    options.folder == nil ? ConfigLookup.fileName : target(options, currentFolder: currentFolder)
  }

  // MARK: - Running

  /// The second stage: survey, guess, measure, check and write (or print).
  static func run(_ options: Options, currentFolder: String? = nil) -> ToolRun {
    if let problem = fileProblem(options, currentFolder: currentFolder) { return .usage(problem) }
    let folder = self.folder(options, currentFolder: currentFolder)
    let file = target(options, currentFolder: currentFolder)
    let shown = self.shown(options, currentFolder: currentFolder)
    let survey = AppFolderSurvey(root: folder)
    if let problem = survey.unreadable.first(where: { $0.path == "." }) {
      return .usage("init: cannot read the folder \(folder): \(problem.reason)")
    }
    var starter = StarterConfig(folder: folder, file: file, shown: shown, survey: survey)
    if let nothing = starter.read() { return nothing }
    starter.measure()
    let text: String
    switch starter.checkedText() {
    case .text(let checked): text = checked
    case .failed(let problem): return problem
    }
    var summary = starter.summary
    if options.printOnly {
      summary[0] = "printed the config for \(shown) (not written)"
      return ToolRun(
        exitCode: ToolRun.success, standardOutput: text,
        standardError: summary.joined(separator: "\n") + "\n")
    }
    switch NewFileWrite.write(Array(text.utf8), to: file) {
    case nil: break
    case .exists?: return .usage("\(shown) already exists; init never overwrites it")
    case .failed(let reason)?: return .usage("cannot write \(shown): \(reason)")
    }
    summary.append("next: review and delete each entry's \"review\" lines, then run:")
    summary.append(
      "  \(options.programName) check" + (options.folder == nil ? "" : " --config \(shown)"))
    return ToolRun(
      exitCode: ToolRun.success, standardOutput: summary.joined(separator: "\n") + "\n")
  }
}

extension FileManager {
  /// Where the symbolic link at `path` points, or `nil` when `path` is not a link (a dangling
  /// link is a name taken all the same).
  fileprivate func destinationOfLink(_ path: String) -> String? {
    try? destinationOfSymbolicLink(atPath: path)
  }
}
