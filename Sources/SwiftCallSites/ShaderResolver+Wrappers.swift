#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// A wrapper type asked about as a type (`static` subscript) or as an instance.
  struct WrapperKey: Hashable {
    var type: String
    var isStatic: Bool
  }

  extension Resolution {
    /// A library wrapper, as a type or an instance.
    static func wrapping(_ wrapper: WrapperValue) -> Resolution {
      var resolution = Resolution()
      resolution.wrappers = [wrapper]
      return resolution
    }
  }

  // MARK: - Library wrappers

  extension ShaderResolver {
    /// The wrapper `type` is, as a type (`isStatic`) or as an instance: a
    /// `subscript(dynamicMember:)` of that kind, declared in the type or an extension, that
    /// returns a `ShaderFunction` or `Shader`. `nil` when it has none.
    func wrapper(_ type: String, isStatic: Bool) -> WrapperValue? {
      let key = WrapperKey(type: type, isStatic: isStatic)
      if let memo = wrapperMemo[key] { return memo }
      guard
        let record = index.dynamicMemberSubscripts[type]?.first(where: {
          $0.isStatic == isStatic
        })
      else {
        wrapperMemo[key] = .some(nil)
        return nil
      }
      // A subscript that reaches itself again (`Self[dynamicMember: name]`) is not followed.
      guard wrappersInProgress.insert(key).inserted else {
        return WrapperValue(type: type, build: .unfollowable(unfollowable(record)))
      }
      defer { wrappersInProgress.remove(key) }
      let (build, library) = build(of: record)
      let value = WrapperValue(type: type, build: build, library: library)
      wrapperMemo[key] = value
      return value
    }

    /// What a wrapper's subscript gives: a function when its body looks its parameter up in a
    /// library (`L[dynamicMember: name]`, `ShaderFunction(library: L, name: name)`, another
    /// wrapper), a shader when it calls that lookup (`L[dynamicMember: name](args)`).
    private func build(of record: SubscriptRecord) -> (WrapperBuild, ShaderLibrarySource) {
      var build: WrapperBuild?
      var library: ShaderLibrarySource?
      for result in record.results {
        let result = SyntaxText.unwrapped(result)
        if let forwarded = resolve(result).functions.first(where: \.isForwarded) {
          build = build ?? .function
          library = Resolution.merged(library, forwarded.library)
        } else if let call = result.as(FunctionCallExprSyntax.self),
          let forwarded = resolve(call.calledExpression).functions.first(where: \.isForwarded)
        {
          build = build ?? .shader(call)
          library = Resolution.merged(library, forwarded.library)
        } else {
          return (.unfollowable(unfollowable(record)), .unknown)
        }
      }
      return (build ?? .unfollowable(unfollowable(record)), library ?? .unknown)
    }

    private func unfollowable(_ record: SubscriptRecord) -> String {
      "\(record.isStatic ? "static " : "")subscript(dynamicMember:) of '\(record.enclosingType)' (\(location(record.node))) returns a \(record.typeText) the reader cannot follow to a ShaderLibrary lookup"
    }

    /// `wrapper.name` for each wrapper `member`'s base is: a member the type declares comes
    /// first (`PackageShaders.shared`); any other name is a dynamic member, and so a function
    /// of the library the wrapper looks names up in.
    func wrapperMember(
      _ member: MemberAccessExprSyntax, of wrappers: [WrapperValue], labels: [String]?
    ) -> Resolution {
      let name = SyntaxText.bare(member.declName.baseName)
      var resolution = Resolution()
      for wrapper in wrappers {
        if !index.records(named: name, in: wrapper.type).isEmpty {
          resolution.merge(
            lookUp(name, inTypes: [wrapper.type], orGlobal: false, labels: labels))
          continue
        }
        // Without @dynamicMemberLookup, `.name` is no dynamic member: it is declared
        // somewhere the reader does not see.
        guard index.dynamicMemberLookupTypes.contains(wrapper.type) else { continue }
        resolution.merge(
          dynamicMember(
            FunctionReference(name: name, location: location(member.declName)), through: wrapper,
            key: Syntax(member), text: member.trimmedDescription))
      }
      return resolution
    }

    /// What looking `function` up through `wrapper` gives at `key` (a `.name` or a
    /// `[dynamicMember:]` written as `text`).
    func dynamicMember(
      _ function: FunctionReference, through wrapper: WrapperValue, key: Syntax, text: String
    ) -> Resolution {
      var resolution = Resolution()
      var function = function
      function.library = wrapper.library
      switch wrapper.build {
      case .function:
        resolution.functions = [function]
      case .shader(let template):
        guard !function.isForwarded else { break }
        let arguments: [ExprSyntax]? =
          template.trailingClosure == nil && template.additionalTrailingClosures.isEmpty
          ? template.arguments.map(\.expression) : nil
        resolution.callSites = [
          callSite(
            key: key, callLocation: location(key), function: function, arguments: arguments,
            argumentsReason: arguments == nil ? "a trailing closure is not a Shader.Argument" : nil,
            labels: template.arguments.map { $0.label?.text ?? "_" })
        ]
      case .unfollowable(let reason):
        resolution.unresolved = [
          UnresolvedPart(
            location: function.location,
            reason: "'\(SyntaxText.excerpt(text))' is not checked: the \(reason)")
        ]
      }
      return resolution
    }
  }
#endif
