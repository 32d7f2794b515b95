import EffectProofBase

/// The textual LLVM IR of one `[[ stitchable ]]` function, as clang emits it for the abstract
/// run (``MetalCompiler/emitIR(of:function:)``, docs/metal-on-cpu.md, "The IR of a function").
///
/// ```
/// text      the whole module clang wrote (`-S -emit-llvm`): the function's `define`, the
///           helpers and globals it reaches, the hooks it calls (`ep_layer_sample`), metadata
/// symbol    the function's mangled name: `define … @<symbol>(` is the one to read
/// function  its qualified name (`ripple`, `effects::ripple`) and where it is declared
/// flags     the clang flags that made the text (MetalCompiler/irFlags)
/// ```
///
/// The `!dbg` attachments (`-gline-tables-only`) map each instruction back to a line of
/// ``file``; an instruction inlined from a helper or the prelude carries an `inlinedAt` chain
/// whose outermost entry is the user's line.
public struct ShaderIRText: Hashable, Sendable {
  /// The module's text, as clang wrote it (the paths of a rewritten copy replaced by ``file``).
  public var text: String
  /// The function's mangled symbol (`_Z5splitDv2_fN7SwiftUI5LayerES_`), the name of its
  /// `define` in ``text``.
  public var symbol: String
  /// The function's qualified name (`split`, or `effects::split` inside a namespace).
  public var function: String
  /// The user's source file the function is in, as it was given.
  public var file: String
  /// Where the function's name is in ``file``.
  public var position: SourcePosition
  /// The clang flags that produced ``text``, before the include paths.
  public var flags: [String]
  /// Whether the text came from the build cache.
  public var wasCached: Bool

  /// An IR text of `function` (mangled `symbol`) in `file`, made with `flags`.
  public init(
    text: String, symbol: String, function: String, file: String, position: SourcePosition,
    flags: [String], wasCached: Bool
  ) {
    self.text = text
    self.symbol = symbol
    self.function = function
    self.file = file
    self.position = position
    self.flags = flags
    self.wasCached = wasCached
  }
}
