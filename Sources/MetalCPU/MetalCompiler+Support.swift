import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension MetalCompiler {
  // MARK: - Files

  /// The source's text. Throws ``MetalCompileError/unreadable(file:reason:)``.
  func read(_ file: String) throws(MetalCompileError) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
      throw .unreadable(file: file, reason: "no such file")
    }
    guard !isFolder.boolValue else { throw .unreadable(file: file, reason: "is a folder") }
    let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
    guard size <= Self.maximumSourceBytes else {
      throw .unreadable(
        file: file, reason: "\(size) bytes, over the \(Self.maximumSourceBytes)-byte limit")
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      throw .unreadable(file: file, reason: "cannot be opened")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(file: file, reason: "not valid UTF-8")
    }
    return text
  }

  /// The include folder holding the prelude and the headers that include it, created once per
  /// prelude version (in a temporary folder, then renamed into place). A folder whose files
  /// differ from the tool's (emptied, edited, cut short) is moved aside and made again.
  func includeFolder() throws(MetalCompileError) -> String {
    try BuildCacheFiles.makeFolder(cacheFolder, cache: cacheFolder)
    let folder =
      cacheFolder + "/include-"
      + Self.key(
        ([MetalPrelude.text] + MetalRuntimeSource.texts).map { Array($0.utf8) })
    let files = Self.includeFiles
    if BuildCacheEntry.holds(folder, files) { return folder }
    if FileManager.default.fileExists(atPath: folder) {
      let aside = BuildCacheFiles.temporary(folder, suffix: ".stale")
      if rename(folder, aside) == 0 { BuildCacheFiles.remove(aside) }
    }
    let temporary = BuildCacheFiles.temporary(folder)
    do throws(MetalCompileError) {
      for file in files {
        try BuildCacheFiles.makeFolder(
          PathParent.of(temporary + "/" + file.path), cache: cacheFolder)
        try BuildCacheFiles.write(
          Array(file.text.utf8), to: temporary + "/" + file.path, cache: cacheFolder)
      }
    } catch {
      BuildCacheFiles.remove(temporary)
      throw error
    }
    // Another run may have won the race; its folder is identical, so keep it.
    if rename(temporary, folder) != 0 {
      let code = errno
      BuildCacheFiles.remove(temporary)
      guard BuildCacheEntry.holds(folder, files) else {
        throw .cache(
          folder: cacheFolder,
          reason: "cannot rename \(temporary) to \(folder): \(BuildCacheFiles.errorText(code))")
      }
    }
    return folder
  }

  /// The include folder's files: the prelude, the runtime's three sources and the headers that
  /// stand in for Metal's and SwiftUI's (`simd/simd.h` and `SwiftUI/…` in folders of their
  /// own).
  static var includeFiles: [(path: String, text: String)] {
    [
      (MetalPrelude.fileName, MetalPrelude.text),
      (MetalRuntimeSource.entriesFileName, MetalRuntimeSource.entries),
      (MetalRuntimeSource.runtimeFileName, MetalRuntimeSource.runtime),
      (MetalRuntimeSource.wireFileName, MetalRuntimeSource.wire),
    ] + MetalPrelude.shims
  }

  // MARK: - Keys

  /// 32 hex digits: FNV-1a 64 of the parts, twice with different offsets, each part's length
  /// mixed in so that parts cannot run into each other.
  static func key(_ parts: [[UInt8]]) -> String {
    func fnv(_ offset: UInt64) -> UInt64 {
      var hash = offset
      for part in parts {
        for byte in withUnsafeBytes(of: UInt64(part.count).littleEndian, Array.init) + part {
          hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
      }
      return hash
    }
    let high = String(fnv(0xCBF2_9CE4_8422_2325), radix: 16)
    let low = String(fnv(0x6C62_272E_07BB_0142), radix: 16)
    return String(repeating: "0", count: 16 - high.count) + high
      + String(repeating: "0", count: 16 - low.count) + low
  }

  // MARK: - Reading

  /// Everything `descriptor` gives until its end, read with `read(2)`, again after a signal
  /// interrupts it (`EINTR`), and up to an error. Foundation's `readDataToEndOfFile()` traps on
  /// `EINTR` instead (a `try!` in swift-corelibs-foundation), so any signal handler installed
  /// without `SA_RESTART` while clang runs (libFuzzer's timer, a host app's own) killed the
  /// tool: FuzzMetalRuntime found it (docs/guarantees.md, "Fuzzing").
  static func readToEnd(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        systemRead(descriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return bytes
      }
    }
  }

  /// `x86-64-v3` where the host has AVX2, FMA and F16C, `x86-64-v2` on other x86-64 hosts, and
  /// empty on other architectures.
  static func hostArchitecture() -> String {
    #if arch(x86_64)
      guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
        return "x86-64-v2"
      }
      let flags = info.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
      let words = Set(flags.split(separator: " ").map(String.init))
      return ["avx2", "fma", "f16c", "bmi2"].allSatisfy(words.contains) ? "x86-64-v3" : "x86-64-v2"
    #else
      return ""
    #endif
  }
}
