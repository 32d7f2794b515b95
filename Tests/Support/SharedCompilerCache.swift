import Foundation

/// One `MetalCompiler` cache folder for the tests that do not test the cache itself, in this
/// test process and the next: a fixed folder under the temporary directory. The cache is keyed
/// by content and safe under concurrent builds (MetalCompilerTests proves both), so sharing it
/// only saves the precompiled prelude, the runtime object and each program being built again
/// per test.
public enum SharedCompilerCache {
  /// The folder.
  public static let folder = NSTemporaryDirectory() + "effectproof-test-cache-" + NSUserName()
}
