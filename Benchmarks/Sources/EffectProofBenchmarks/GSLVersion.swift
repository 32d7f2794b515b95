import Foundation

/// The version of the GSL this binary links, read from libgsl's `gsl_version` string with
/// `dlsym` (the benchmarks do not import GSL's headers); `unknown` when not found.
enum GSLVersion {
  static var current: String {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "gsl_version")
    else { return "unknown" }
    let pointer = symbol.assumingMemoryBound(to: UnsafePointer<CChar>?.self).pointee
    return pointer.map { String(cString: $0) } ?? "unknown"
  }
}
