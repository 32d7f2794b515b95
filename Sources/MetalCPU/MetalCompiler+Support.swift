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
  /// prelude version (in a temporary folder, then renamed into place).
  func includeFolder() throws(MetalCompileError) -> String {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
    } catch {
      throw .cache(folder: cacheFolder, reason: error.localizedDescription)
    }
    let folder =
      cacheFolder + "/include-"
      + Self.key(
        [MetalPrelude.text, MetalRuntimeSource.entries, MetalRuntimeSource.runtime].map {
          Array($0.utf8)
        })
    if manager.fileExists(atPath: folder + "/" + MetalPrelude.fileName) { return folder }
    let temporary =
      folder + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
    do {
      try manager.createDirectory(
        atPath: temporary + "/SwiftUI", withIntermediateDirectories: true)
      try Data(MetalPrelude.text.utf8).write(
        to: URL(fileURLWithPath: temporary + "/" + MetalPrelude.fileName))
      for (name, text) in [
        (MetalRuntimeSource.entriesFileName, MetalRuntimeSource.entries),
        (MetalRuntimeSource.runtimeFileName, MetalRuntimeSource.runtime),
      ] {
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary + "/" + name))
      }
      for shim in MetalPrelude.shims {
        let url = URL(fileURLWithPath: temporary + "/" + shim.path)
        // `simd/simd.h` and `SwiftUI/…` live in folders of their own.
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(shim.text.utf8).write(to: url)
      }
    } catch {
      try? manager.removeItem(atPath: temporary)
      throw .cache(folder: cacheFolder, reason: error.localizedDescription)
    }
    // Another run may have won the race; its folder is identical, so keep it.
    if rename(temporary, folder) != 0 { try? manager.removeItem(atPath: temporary) }
    guard manager.fileExists(atPath: folder + "/" + MetalPrelude.fileName) else {
      throw .cache(folder: cacheFolder, reason: "cannot create \(folder)")
    }
    return folder
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

  // MARK: - Processes

  /// Runs `tool` with `arguments`, its standard output going to the file `output`; its standard
  /// error and its status.
  static func run(_ tool: String, _ arguments: [String], outputFile: String)
    throws(MetalCompileError) -> (status: Int32, errors: String)
  {
    guard FileManager.default.createFile(atPath: outputFile, contents: nil),
      let handle = FileHandle(forWritingAtPath: outputFile)
    else { throw .cache(folder: outputFile, reason: "cannot create the file") }
    defer { try? handle.close() }
    let run = try launch(tool, arguments, output: handle)
    return (run.status, run.output)
  }

  /// Runs `tool` with `arguments`; its standard output and error together, and its status.
  static func run(_ tool: String, _ arguments: [String]) throws(MetalCompileError)
    -> (status: Int32, output: String)
  {
    try launch(tool, arguments, output: nil)
  }

  /// Runs `tool`, its standard output to `output` (or with its standard error when nil), and
  /// waits: the status and what came through the pipe.
  private static func launch(_ tool: String, _ arguments: [String], output: FileHandle?)
    throws(MetalCompileError) -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = output ?? pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      throw .launch(clang: tool, reason: error.localizedDescription)
    }
    let data = readToEnd(pipe.fileHandleForReading.fileDescriptor)
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

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
        Self.readSystem(descriptor, $0.baseAddress, $0.count)
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

  /// `read(2)` (the name `read` is taken by this type's own).
  private static func readSystem(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
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
