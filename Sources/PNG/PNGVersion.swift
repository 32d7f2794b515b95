internal import CPNG

/// The libpng the pictures are written with.
public enum PNGLibrary {
  /// libpng's version string, e.g. "1.6.39".
  public static var version: String { String(cString: png_get_libpng_ver(nil)) }
}
