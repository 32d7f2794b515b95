import Foundation
import MetalCPU
import PNG

/// Finds an image the app names (`Image("noise")`, `Image(.noise)`) among its files: an
/// asset catalogue's image set (`Assets.xcassets/noise.imageset`, its `Contents.json` naming
/// the PNG per scale) or a bundled PNG (`noise.png`, `noise@2x.png`), under the config's folder
/// (docs/shader-proofs.md, "Image and data arguments").
///
/// ```
/// an image set named like the name   → its Contents.json's PNG of the largest scale
/// else a PNG named like the name     → the file of the largest @Nx suffix
/// names compare without case and without anything but letters and digits, so the
/// generated symbol .paperNoise finds paper-noise.imageset
/// ```
enum AppImageAssets {
  /// Folders not searched: hidden ones and build products.
  static let skipped: Set<String> = [".build", "build", "DerivedData", "node_modules", "Pods"]
  /// The deepest folder searched, below the root.
  static let maximumDepth = 8

  /// Why an image cannot be used.
  struct Problem: Error, Hashable, Sendable {
    var message: String
  }

  /// The PNG that holds `name` under `folder`, read and premultiplied; nil when no image set
  /// or PNG has that name; a problem when one does but cannot be read.
  static func find(_ name: String, under folder: String) -> Result<ShaderImageChoice, Problem>? {
    let key = normalised(name)
    guard !key.isEmpty else { return nil }
    let files = candidates(under: folder.isEmpty ? "." : folder)
    var sets: [String] = []
    var pngs: [(path: String, scale: Int)] = []
    for path in files {
      let last = (path as NSString).lastPathComponent
      if last.hasSuffix(".imageset"), normalised(String(last.dropLast(9))) == key {
        sets.append(path)
      } else if last.lowercased().hasSuffix(".png"), !path.contains(".imageset/") {
        let (base, scale) = splitScale(String(last.dropLast(4)))
        if normalised(base) == key { pngs.append((path, scale)) }
      }
    }
    if let set = sets.sorted().first {
      return read(imageSet: set, name: name, folder: folder)
    }
    guard let png = pngs.sorted(by: { ($0.scale, $1.path) > ($1.scale, $0.path) }).first else {
      return nil
    }
    return load(png.path, name: name, folder: folder)
  }

  /// The names of every image set and PNG under `folder`, for a suggestion.
  static func names(under folder: String) -> [String] {
    candidates(under: folder.isEmpty ? "." : folder).compactMap { path in
      let last = (path as NSString).lastPathComponent
      if last.hasSuffix(".imageset") { return String(last.dropLast(9)) }
      if last.lowercased().hasSuffix(".png"), !path.contains(".imageset/") {
        return splitScale(String(last.dropLast(4))).base
      }
      return nil
    }
  }

  /// A PNG at `path` as a choice named `name`.
  static func load(_ path: String, name: String, folder: String) -> Result<
    ShaderImageChoice, Problem
  > {
    do throws(PNGError) {
      let png = try PNGDecoder.decode(contentsOfFile: path)
      guard png.width > 0, png.height > 0 else {
        return .failure(Problem(message: "\(shown(path, folder)) has no pixels"))
      }
      return .success(
        .file(
          name: name, path: shown(path, folder), image: MetalRunImage(premultiplying: png)))
    } catch {
      return .failure(Problem(message: "cannot read \(shown(path, folder)) as a PNG: \(error)"))
    }
  }

  /// The image set's PNG of the largest scale its `Contents.json` names.
  private static func read(imageSet: String, name: String, folder: String) -> Result<
    ShaderImageChoice, Problem
  > {
    let contents = imageSet + "/Contents.json"
    let named: [ImageSetContents.Entry]
    switch ImageSetContents.pngs(contents, shown: shown(contents, folder)) {
    case .success(let entries): named = entries
    case .failure(let problem): return .failure(problem)
    }
    guard let best = named.sorted(by: { ($0.scale, $1.file) > ($1.scale, $0.file) }).first else {
      return .failure(
        Problem(message: "\(shown(contents, folder)) names no PNG (a \"filename\" ending .png)"))
    }
    return load(imageSet + "/" + best.file, name: name, folder: folder)
  }

  /// Every file and folder under `root`, hidden ones and build products left out.
  private static func candidates(under root: String) -> [String] {
    var found: [String] = []
    var queue: [(String, Int)] = [(root, 0)]
    let manager = FileManager.default
    while let (folder, depth) = queue.popLast() {
      guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
      for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
        let path = folder == "." ? name : folder + "/" + name
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
        found.append(path)
        if isFolder.boolValue, depth < maximumDepth { queue.append((path, depth + 1)) }
      }
    }
    return found
  }

  /// `noise@2x` → (`noise`, 2); `noise` → (`noise`, 1).
  private static func splitScale(_ base: String) -> (base: String, scale: Int) {
    guard let at = base.lastIndex(of: "@"), base.hasSuffix("x"),
      let scale = Int(base[base.index(after: at)..<base.index(before: base.endIndex)])
    else { return (base, 1) }
    return (String(base[..<at]), scale)
  }

  /// Letters and digits only, lowercased.
  static func normalised(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
  }

  /// `path` relative to `folder` when it is inside it.
  static func shown(_ path: String, _ folder: String) -> String {
    guard !folder.isEmpty, path.hasPrefix(folder + "/") else { return path }
    return String(path.dropFirst(folder.count + 1))
  }
}
