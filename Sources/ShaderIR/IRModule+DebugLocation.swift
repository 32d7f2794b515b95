import EffectProofBase

extension IRModule {
  /// How many `inlinedAt` and `scope` links a walk follows at most (a cycle in a malformed
  /// module ends there).
  static let debugChainLimit = 256

  /// Where the user wrote `instruction` of `function`: the outermost frame of its `!dbg`
  /// location chain (the location, then each `inlinedAt`) whose scope is in the user's file,
  /// the file of `function`'s `DISubprogram` (not the prelude's, where inlined helpers such as
  /// `Layer::sample` or `dot` sit). `nil` when the instruction or the function has no debug
  /// location, or no frame is in the user's file.
  ///
  /// The file is the `DIFile`'s `filename`, joined to its `directory` when relative.
  public func userLocation(of instruction: IRInstruction, in function: IRFunction)
    -> FileLocation?
  {
    guard let location = instruction.debugLocation,
      let subprogram = function.subprogram,
      let userFile = filePath(ofScope: subprogram)
    else { return nil }
    var found: FileLocation?
    var next: Int? = location
    var steps = 0
    while let node = next.flatMap({ metadata[$0] }), node.kind == "DILocation",
      steps < Self.debugChainLimit
    {
      steps += 1
      if let scope = node.reference("scope"), filePath(ofScope: scope) == userFile,
        let line = node.integer("line")
      {
        let column = node.integer("column").flatMap { $0 > 0 ? $0 : nil }
        found = FileLocation(file: userFile, line: line, column: column)
      }
      next = node.reference("inlinedAt")
    }
    return found
  }

  /// The resolved path of the file a scope (`DISubprogram`, `DILexicalBlock`, …) is in: its
  /// `file` field, else its enclosing `scope`'s.
  public func filePath(ofScope scope: Int) -> String? {
    var next: Int? = scope
    var steps = 0
    while let number = next, let node = metadata[number], steps < Self.debugChainLimit {
      steps += 1
      if node.kind == "DIFile" { return filePath(ofFile: node) }
      if let file = node.reference("file"), let fileNode = metadata[file],
        fileNode.kind == "DIFile"
      {
        return filePath(ofFile: fileNode)
      }
      next = node.reference("scope")
    }
    return nil
  }

  /// A `DIFile`'s `filename`, joined to its `directory` when it is relative.
  func filePath(ofFile node: IRMetadataNode) -> String? {
    guard let name = node.string("filename") else { return nil }
    guard !name.hasPrefix("/"), let directory = node.string("directory"), !directory.isEmpty
    else { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
