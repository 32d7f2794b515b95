import EffectProof
import Foundation
import PNG
import ProofEngine
import ShaderProofs
import SwiftCallSites

/// `effectproof render [--config FILE] [--out DIR] [--scale S]`: every picture of the
/// ``PictureBook`` for a config, written as PNG and SVG files plus an `index.html` listing: the
/// selected effects' sheets and plots, and one sheet per `shaderProofs` entry drawn from the
/// app's compiled source.
enum RenderCommand {
  /// The folder written when `--out` is not given.
  static let defaultOut = "effectproof-pictures"

  /// A parsed `render` command line.
  struct Options: Equatable {
    var config: String?
    var out = defaultOut
    var scale = 1.0
    /// `--run-time-limit`: the base of each shader run's time limit, over the config's.
    var runTimeLimit: Double?
  }

  /// Runs `render`. Tests pass their own `promises` (the promise reports to plot) to skip the
  /// promise proofs, and the `currentFolder` the config lookup starts from (`nil`: the working
  /// directory).
  static func run(
    _ arguments: [String], currentFolder: String? = nil,
    promises: @Sendable (EffectProofConfig, Int) -> [PromiseReport] = PictureBook.measurePromises
  ) -> ToolRun {
    switch plan(arguments) {
    case .run(let options):
      return run(options, currentFolder: currentFolder, promises: promises)
    case .stop(let run): return run
    }
  }

  /// The pixels per point `--scale` allows.
  static let scaleRange = 0.1...4.0

  /// `render`'s options, help and docs table, declared once.
  static var declaration: CommandDeclaration<Options> {
    CommandDeclaration(
      name: "render",
      summary: "Draw the contact sheets (PNG) and plots (SVG) of the effects for a config.",
      abstract: "draw the pictures of the effects for a config.", defaults: Options(),
      operands: .none(command: "render", suggesting: "--out"),
      options: [
        .option(
          "--config", "FILE", \.config, .path,
          help: """
            The effectproof.json whose effects and values the pictures use (default: the \
            first effectproof.json in the current folder or above, up to the repository's \
            root, as for check; none is an error).
            """),
        .option(
          "--out", "DIR", \.out, .folder,
          help: """
            The folder to write (default: \(defaultOut)). It is created when missing; its \
            parent folder must exist. Files are replaced atomically.
            """),
        .option(
          "--scale", "S", \.scale, .number(in: scaleRange),
          help: """
            Pixels per point, \(scaleRange.lowerBound) to \(Int(scaleRange.upperBound)) \
            (default 1: every sheet about 1100 pixels wide or less). Use a smaller scale for \
            quick drafts.
            """),
        .option(
          RunTimeLimitOption.name, "SECONDS", \.runTimeLimit, RunTimeLimitOption.value,
          help: RunTimeLimitOption.help),
      ],
      discussion: """
        Writes the pictures of the effects the config selects: PNG contact sheets of the kernel
        ports (holographic foil, felt themes, wheel blur, card curl, ripple, die faces, thrown die)
        and SVG plots of the math behind them (springs, timing curves, wheel speed and blur, ball
        angle and radius, curl source rows, and each sample-offset promise against its measured
        supremum), one sheet per shaderProofs entry drawn from the app's compiled source, plus an
        index.html listing them. Prints one line per file written. The promise plot runs the
        promise proofs at low density. A config that selects nothing to draw is an error.
        """,
      exitStatus:
        "0  every file written    2  usage or config error, or a file that cannot be written"
    )
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    declaration.plan(arguments)
  }

  /// The out folder's problems, found by looking only: a file in its place, a missing parent,
  /// or a folder that is not writable.
  static func fileProblem(_ options: Options) -> String? {
    OutputFile.folderProblem(option: "--out", folder: options.out)
  }

  /// The second stage: checks the out folder, finds the config when no `--config` was given
  /// (from `currentFolder` up, ``ConfigLookup``), reads it, draws and writes every file.
  static func run(
    _ options: Options, currentFolder: String? = nil,
    promises: @Sendable (EffectProofConfig, Int) -> [PromiseReport] = PictureBook.measurePromises
  ) -> ToolRun {
    if let problem = fileProblem(options) { return .usage(problem) }
    let path: String
    switch ConfigLookup.resolve(options.config, from: currentFolder) {
    case .success(let found): path = found
    case .failure(let notFound): return .usage(notFound.message)
    }
    let workspace: Workspace
    switch openWorkspace(path, runTimeLimit: options.runTimeLimit) {
    case .success(let value): workspace = value
    case .failure(let error): return .usage(error.message)
    }
    let config = workspace.config
    let drawsEffects = !EffectCatalogue.selected(by: config).isEmpty
    if !drawsEffects && config.shaderProofs.isEmpty {
      return .usage(
        "\(config.file ?? "the config") selects no effect and has no shaderProofs, so there is nothing to draw: add a \"shaderProofs\" entry for the app's shaders, or an effect's section (\(EffectCatalogue.keyList))"
      )
    }
    let out = options.out
    if let problem = prepareFolder(out) { return .usage(problem) }

    let jobs = ProcessInfo.processInfo.activeProcessorCount
    let book = PictureBook(workspace: workspace, scale: options.scale, jobs: jobs)
    var pictures: [BookPicture] = []
    if drawsEffects {
      do throws(PNGError) {
        pictures = try book.pictures(promises: promises(config, jobs))
      } catch {
        return .usage("cannot draw the pictures: \(error)")
      }
    }
    // The app's own shaders, from their compiled source (the usage an entry is drawn with is
    // the one the app's Swift applies, as in check): one sheet per shaderProofs entry.
    let shaders = book.shaderSheets()
    pictures += shaders.pictures
    let index = (out as NSString).appendingPathComponent("index.html")
    let files =
      pictures.map { picture in
        let path = (out as NSString).appendingPathComponent(picture.fileName)
        return (path, picture.bytes, picture.fileName.hasSuffix(".svg") ? .svg : .png)
      } + [(index, Array(PictureBook.indexHTML(pictures, config: config.file).utf8), .html)]
      as [(String, [UInt8], ReplaceableFile.Content)]
    // Every file is checked before the first is written: none of the user's is replaced.
    for (path, _, content) in files {
      if let problem = ReplaceableFile.problem(option: "--out", path: path, content: content) {
        return .usage(problem)
      }
    }
    var lines: [String] = []
    for (path, bytes, content) in files {
      if let problem = OutputFile.write(bytes, to: path, content: content) {
        return .usage(problem)
      }
      lines.append("wrote \(path) (\(bytes.count) bytes)")
    }
    // An entry that cannot be drawn is said, and fails the command: no silent gap in the sheets.
    let problems = shaders.problems.map { "effectproof: error: \($0)\n" }.joined()
    return ToolRun(
      exitCode: problems.isEmpty ? ToolRun.success : ToolRun.failure,
      standardOutput: lines.joined(separator: "\n") + "\n", standardError: problems)
  }

  /// The workspace of the config at `path`, its entries' run time limit set to `runTimeLimit`
  /// when given.
  static func openWorkspace(_ path: String, runTimeLimit: Double?) -> Result<
    Workspace, ArgumentError
  > {
    do throws(EffectProofConfigError) {
      return .success(
        try Workspace.open(
          configAt: path, swiftReader: ToolchainSwiftReader(),
          editing: { RunTimeLimitOption.apply(runTimeLimit, to: &$0.shaderProofs) }))
    } catch {
      return .failure(ArgumentError(error.description))
    }
  }

  /// Creates `folder` when it is missing (its parent must exist); the problem, or `nil`.
  static func prepareFolder(_ folder: String) -> String? {
    guard !folder.isEmpty else { return "--out needs a folder path" }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return isDirectory.boolValue ? nil : "--out \(folder) is a file; give a folder"
    }
    let above = PathComponents.parentFolder(of: folder)
    guard manager.fileExists(atPath: above, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      return "cannot create --out \(folder): the folder \(above) does not exist"
    }
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
    } catch {
      return "cannot create --out \(folder): \(error.localizedDescription)"
    }
    return nil
  }
}
