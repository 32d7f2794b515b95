import EffectProofBase
import LocatedJSON
import ShaderRegistry

#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftParser
  import SwiftSyntax
#endif

/// Reads a SwiftPM `Package.swift` with the toolchain's SwiftParser, without running it: each
/// `.target`, `.executableTarget` and `.testTarget` with its `name:`, `path:` (by default
/// `Sources/<name>`, `Tests/<name>` for a test target), `exclude:` and `resources:`, and the
/// package's `platforms:`.
///
/// A `.metal` file under a target's folder, not excluded and not `.copy(…)`d, is compiled into
/// that target's bundle (a known resource type). What the reader cannot follow (a target
/// built in a loop or a closure, a name or path that is not a string literal, `platforms:`
/// that is not an array literal) is a warning at its line.
public enum PackageManifestReader {
  /// The description of the manifest `text`, read from `file`, whose package folder is `root`
  /// (absolute). `folderExists` says whether a folder exists, to find a target's default path
  /// among `Sources`, `Source`, `src` and `srcs` as SwiftPM does.
  public static func read(
    text: String, file: String, root: String,
    folderExists: @escaping (String) -> Bool = { _ in false }
  ) -> AppBuildDescription {
    var description = AppBuildDescription(kind: .swiftPackage, file: file, root: root)
    #if EFFECTPROOF_SWIFT_SYNTAX
      var reading = ManifestReading(
        file: file, root: root, source: SwiftSourceText(file: file, bytes: Array(text.utf8)),
        folderExists: folderExists)
      let tree = Parser.parse(source: text)
      reading.walk(tree)
      description.targets = reading.targets
      description.deploymentTargets = reading.platforms
      description.diagnostics = reading.diagnostics
      if reading.targets.isEmpty && reading.diagnostics.isEmpty {
        description.diagnostics.append(
          Diagnostic.registry(
            severity: .warning, kind: .buildMembership, file: file, position: .start,
            message:
              "the manifest declares no .target, .executableTarget or .testTarget the reader can see; build membership not checked"
          ))
      }
    #else
      description.diagnostics.append(
        Diagnostic.registry(
          severity: .warning, kind: .buildMembership, file: file,
          message:
            "this build of effectproof does not link SwiftParser, so Package.swift is not read; build membership not checked"
        ))
    #endif
    return description
  }
}

#if EFFECTPROOF_SWIFT_SYNTAX
  /// One pass over a manifest's syntax tree.
  private struct ManifestReading {
    let file: String
    let root: String
    let source: SwiftSourceText
    let folderExists: (String) -> Bool
    var targets: [BuildTarget] = []
    var platforms: [String: PlatformVersion] = [:]
    var diagnostics: [Diagnostic] = []

    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget"]

    init(
      file: String, root: String, source: SwiftSourceText, folderExists: @escaping (String) -> Bool
    ) {
      self.file = file
      self.root = root
      self.source = source
      self.folderExists = folderExists
    }

    mutating func walk(_ tree: SourceFileSyntax) {
      var stack: [Syntax] = [Syntax(tree)]
      while let node = stack.popLast() {
        if let call = node.as(FunctionCallExprSyntax.self) {
          visit(call)
        }
        stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
      }
    }

    private func position(_ node: some SyntaxProtocol) -> SourcePosition {
      source.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset).positionOrStart
    }

    private mutating func warn(
      _ node: some SyntaxProtocol, _ kind: RegistryDiagnosticKind, _ message: String
    ) {
      diagnostics.append(
        Diagnostic.registry(
          severity: .warning, kind: kind, file: file, position: position(node), message: message))
    }

    private mutating func visit(_ call: FunctionCallExprSyntax) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
        if call.calledExpression.trimmedDescription == "Package" { package(call) }
        return
      }
      let name = member.declName.baseName.text
      let base = member.base?.trimmedDescription
      guard Self.targetKinds.contains(name), base == nil || base == "Target" else { return }
      target(call, kind: name)
    }

    private mutating func package(_ call: FunctionCallExprSyntax) {
      guard let argument = call.arguments.first(where: { $0.label?.text == "platforms" }) else {
        return
      }
      guard let array = argument.expression.as(ArrayExprSyntax.self) else {
        warn(
          argument.expression, .availability,
          "platforms: is not an array literal, so the reader cannot read the deployment targets")
        return
      }
      for element in array.elements {
        guard let platform = element.expression.as(FunctionCallExprSyntax.self),
          let member = platform.calledExpression.as(MemberAccessExprSyntax.self),
          let name = AvailabilityGuard.platform(named: member.declName.baseName.text),
          platform.arguments.count == 1, let value = platform.arguments.first?.expression
        else {
          warn(
            element.expression, .availability,
            "the platform '\(SyntaxText.excerpt(element.expression))' is not one the reader knows (.iOS(.v17), .macOS(\"14.0\") …); its deployment target is not checked"
          )
          continue
        }
        let text =
          SyntaxText.stringValue(value)
          ?? value.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text }
        guard let text, let version = PlatformVersion(parsing: text) else {
          warn(
            value, .availability,
            "the version '\(SyntaxText.excerpt(value))' of \(name) is not a literal the reader can read; its deployment target is not checked"
          )
          continue
        }
        platforms[name] = version
      }
    }

    private mutating func target(_ call: FunctionCallExprSyntax, kind: String) {
      var ancestor = Syntax(call).parent
      while let node = ancestor {
        // `dependencies: [.target(name: "Core")]` names a target; it declares none.
        if let labeled = node.as(LabeledExprSyntax.self), labeled.label?.text == "dependencies" {
          return
        }
        if node.is(ClosureExprSyntax.self) || node.is(ForStmtSyntax.self)
          || node.is(FunctionDeclSyntax.self)
        {
          warn(
            call, .buildMembership,
            "a .\(kind) built in a loop, closure or function: the reader cannot tell which targets it makes; their .metal files are not known"
          )
          return
        }
        ancestor = node.parent
      }
      let arguments = Dictionary(
        call.arguments.compactMap { argument in
          argument.label.map { ($0.text, argument.expression) }
        },
        uniquingKeysWith: { first, _ in first })
      guard let nameExpression = arguments["name"] else { return }
      guard let name = SyntaxText.stringValue(nameExpression) else {
        warn(
          nameExpression, .buildMembership,
          "a .\(kind) whose name '\(SyntaxText.excerpt(nameExpression))' is not a string literal: the reader cannot follow it; its .metal files are not known"
        )
        return
      }
      var folder: String
      if let pathExpression = arguments["path"] {
        guard let path = SyntaxText.stringValue(pathExpression) else {
          warn(
            pathExpression, .buildMembership,
            "the path of target '\(name)' is not a string literal; its .metal files are not known")
          return
        }
        folder = BuildPath.normalized(path, base: root)
      } else {
        let parents =
          kind == "testTarget"
          ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        let candidates = parents.map { BuildPath.normalized("\($0)/\(name)", base: root) }
        folder = candidates.first(where: folderExists) ?? candidates[0]
      }
      var target = BuildTarget(name: name, position: position(call), folders: [folder])
      target.excluded = strings(arguments["exclude"], of: name, key: "exclude").map {
        BuildPath.normalized($0, base: folder)
      }
      if let resources = arguments["resources"] {
        if let array = resources.as(ArrayExprSyntax.self) {
          for element in array.elements {
            guard let rule = element.expression.as(FunctionCallExprSyntax.self),
              let member = rule.calledExpression.as(MemberAccessExprSyntax.self),
              let first = rule.arguments.first?.expression
            else { continue }
            guard let path = SyntaxText.stringValue(first) else {
              warn(
                first, .buildMembership,
                "a resource path of target '\(name)' is not a string literal; the reader cannot tell what it copies"
              )
              continue
            }
            if member.declName.baseName.text == "copy" {
              target.copied.append(BuildPath.normalized(path, base: folder))
            }
          }
        } else {
          warn(
            resources, .buildMembership,
            "the resources of target '\(name)' are not an array literal; the reader cannot tell which are copied uncompiled"
          )
        }
      }
      targets.append(target)
    }

    private mutating func strings(_ expression: ExprSyntax?, of target: String, key: String)
      -> [String]
    {
      guard let expression else { return [] }
      guard let array = expression.as(ArrayExprSyntax.self) else {
        warn(
          expression, .buildMembership,
          "\(key): of target '\(target)' is not an array literal; the reader cannot tell what it leaves out"
        )
        return []
      }
      var result: [String] = []
      for element in array.elements {
        guard let text = SyntaxText.stringValue(element.expression) else {
          warn(
            element.expression, .buildMembership,
            "an \(key): entry of target '\(target)' is not a string literal; the reader cannot tell what it leaves out"
          )
          continue
        }
        result.append(text)
      }
      return result
    }
  }
#endif
