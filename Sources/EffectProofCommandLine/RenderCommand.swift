import EffectProof
import Foundation

/// `effectproof render [--config FILE] [--out DIR] [--scale S]`: every picture of the
/// ``PictureBook`` for a config, written as PNG and SVG files plus an `index.html` listing.
enum RenderCommand {
  /// The folder written when `--out` is not given.
  static let defaultOut = "effectproof-pictures"
  static let spec = ParsedArguments.Spec(valued: ["--config", "--out", "--scale"])

  /// Runs `render`. Tests pass their own `promises` (the promise reports to plot) to skip the
  /// promise proofs.
  static func run(
    _ arguments: [String],
    promises: @Sendable (CheckConfig, Int) -> [PromiseReport] = PictureBook.measurePromises
  ) -> ToolRun {
    let parsed: ParsedArguments
    switch ParsedArguments.parse(arguments, spec: spec) {
    case .success(let value): parsed = value
    case .failure(let error): return .usage(error.message)
    }
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.render)
    }
    if let extra = parsed.operands.first {
      return .usage("render takes no operands, found '\(extra)' (did you mean --out \(extra)?)")
    }
    var scale = 1.0
    if let raw = parsed.value("--scale") {
      guard let value = Double(raw), value.isFinite, value >= 0.1, value <= 4 else {
        return .usage("--scale must be a number from 0.1 to 4, not '\(raw)'")
      }
      scale = value
    }
    let config: CheckConfig
    switch loadConfig(parsed.value("--config")) {
    case .success(let value): config = value
    case .failure(let error): return .usage(error.message)
    }
    let out = parsed.value("--out") ?? defaultOut
    if let problem = prepareFolder(out) { return .usage(problem) }

    let jobs = ProcessInfo.processInfo.activeProcessorCount
    let book = PictureBook(config: config, scale: scale, jobs: jobs)
    let pictures: [BookPicture]
    do throws(PNGError) {
      pictures = try book.pictures(promises: promises(config, jobs))
    } catch {
      return .usage("cannot draw the pictures: \(error)")
    }
    var lines: [String] = []
    for picture in pictures {
      let path = (out as NSString).appendingPathComponent(picture.fileName)
      if let problem = write(picture.bytes, to: path) { return .usage(problem) }
      lines.append("wrote \(path) (\(picture.bytes.count) bytes)")
    }
    let index = (out as NSString).appendingPathComponent("index.html")
    let page = Array(PictureBook.indexHTML(pictures, config: config.file).utf8)
    if let problem = write(page, to: index) { return .usage(problem) }
    lines.append("wrote \(index) (\(page.count) bytes)")
    return ToolRun(exitCode: ToolRun.success, standardOutput: lines.joined(separator: "\n") + "\n")
  }

  /// The config at `path`; without a path, the TableReady fixture when it exists, else the
  /// defaults.
  static func loadConfig(_ path: String?) -> Result<CheckConfig, ArgumentError> {
    let file =
      path
      ?? (FileManager.default.fileExists(atPath: CheckCommand.defaultConfig)
        ? CheckCommand.defaultConfig : nil)
    guard let file else { return .success(CheckConfig(shaderPaths: [])) }
    do throws(CheckConfigError) {
      return .success(try CheckConfig.load(contentsOf: file))
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
    let parent = (folder as NSString).deletingLastPathComponent
    let above = parent.isEmpty ? "." : parent
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

  /// Writes `bytes` to `path` atomically; the problem, or `nil`.
  static func write(_ bytes: [UInt8], to path: String) -> String? {
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return "cannot write \(path): \(error.localizedDescription)"
    }
    return nil
  }
}
