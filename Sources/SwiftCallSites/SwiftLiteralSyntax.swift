#if EFFECTPROOF_SWIFT_SYNTAX
  import SwiftSyntax

  /// The shapes of literal the value reader reads for an argument.
  enum LiteralShape {
    /// A number: `.float(2)`.
    case scalar
    /// `width` numbers: `.float2(CGPoint(x: 1, y: 2))`, `.zero`.
    case vector(Int)
    /// A colour, straight RGBA: `.white`, `Color(red: 1, green: 0, blue: 0)`.
    case colour
    /// An array literal of `element`s: `.floatArray([0, 0.5])`.
    case array(element: ArrayElementShape)
  }

  /// What an array literal holds.
  enum ArrayElementShape {
    /// Numbers (`floatArray`).
    case scalar
    /// Colours (`colorArray`).
    case colour
  }

  /// Literal values written in place: numbers, points and sizes, SwiftUI's named colours and
  /// `Color(red:green:blue:opacity:)`. A name is not followed here (``SwiftValueReading`` does
  /// that); anything else is `nil`.
  enum SwiftLiteralSyntax {
    /// The named colours of SwiftUI, straight sRGB in light mode (iOS 17), rounded to three
    /// places: close enough for a domain guess, which the user reviews.
    static let namedColours: [String: [Double]] = [
      "white": [1, 1, 1, 1], "black": [0, 0, 0, 1], "clear": [0, 0, 0, 0],
      "gray": [0.557, 0.557, 0.576, 1], "red": [1, 0.231, 0.188, 1],
      "orange": [1, 0.584, 0, 1], "yellow": [1, 0.8, 0, 1], "green": [0.204, 0.78, 0.349, 1],
      "mint": [0, 0.78, 0.745, 1], "teal": [0.188, 0.69, 0.78, 1],
      "cyan": [0.196, 0.678, 0.902, 1], "blue": [0, 0.478, 1, 1],
      "indigo": [0.345, 0.337, 0.839, 1], "purple": [0.686, 0.322, 0.871, 1],
      "pink": [1, 0.176, 0.333, 1], "brown": [0.635, 0.518, 0.369, 1],
    ]

    /// Type names whose `.zero` or initialiser gives a vector: `CGPoint(x:y:)`, `CGSize.zero`.
    static let vectorTypes: Set<String> = [
      "CGPoint", "CGSize", "CGVector", "SIMD2", "SIMD3", "SIMD4", "UnitPoint",
    ]

    /// `.zero`, `CGPoint.zero`, `CGSize.zero`: `width` zeros.
    static func zero(_ expression: ExprSyntax, width: Int) -> [Double]? {
      guard let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "zero"
      else { return nil }
      if let base = member.base, !vectorTypes.contains(typeName(base)) { return nil }
      return Array(repeating: 0, count: width)
    }

    /// The component expressions of `CGPoint(x: a, y: b)`, `CGSize(width:height:)`,
    /// `SIMD2<Float>(a, b)` or `.init(…)`, when there are `width` of them.
    static func components(_ expression: ExprSyntax, width: Int) -> [ExprSyntax]? {
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
      let callee = call.calledExpression
      let isInit =
        callee.as(MemberAccessExprSyntax.self).map {
          $0.declName.baseName.text == "init"
            && $0.base.map { vectorTypes.contains(typeName($0)) }
              ?? true
        } ?? false
      guard isInit || vectorTypes.contains(typeName(callee)), call.arguments.count == width else {
        return nil
      }
      return call.arguments.map(\.expression)
    }

    /// A colour written in place: a named colour (`.white`, `Color.indigo`), or the expressions
    /// of `Color(red:green:blue:opacity:)` and `Color(white:opacity:)` to evaluate.
    enum Colour {
      /// A named colour's components.
      case named([Double])
      /// Components to evaluate, in RGBA order; a missing opacity is 1.
      case components([ExprSyntax], opacity: ExprSyntax?)
    }

    static func colour(_ expression: ExprSyntax) -> Colour? {
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.base.map({ typeName($0) == "Color" }) ?? true,
        let value = namedColours[member.declName.baseName.text]
      {
        return .named(value)
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        typeName(call.calledExpression) == "Color"
      else { return nil }
      var labelled: [String: ExprSyntax] = [:]
      for argument in call.arguments {
        if let label = argument.label?.text { labelled[label] = argument.expression }
      }
      if let red = labelled["red"], let green = labelled["green"], let blue = labelled["blue"] {
        return .components([red, green, blue], opacity: labelled["opacity"])
      }
      if let white = labelled["white"] {
        return .components([white, white, white], opacity: labelled["opacity"])
      }
      return nil
    }

    /// `base.opacity(a)`: the colour expression and the opacity expression.
    static func opacity(_ expression: ExprSyntax) -> (colour: ExprSyntax, opacity: ExprSyntax)? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "opacity", let base = member.base,
        call.arguments.count == 1, let value = call.arguments.first?.expression
      else { return nil }
      return (base, value)
    }

    /// `Double(x)`, `Float(x)`, `CGFloat(x)`: the converted expression.
    static func converted(_ expression: ExprSyntax) -> ExprSyntax? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        ["Double", "Float", "CGFloat", "Float16"].contains(typeName(call.calledExpression)),
        call.arguments.count == 1, call.arguments.first?.label == nil
      else { return nil }
      return call.arguments.first?.expression
    }

    /// Whether `expression` reads a view's size: `proxy.size`, `geometry.size`, `size`.
    static func isViewSize(_ expression: ExprSyntax) -> Bool {
      if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
        return member.declName.baseName.text == "size"
      }
      return expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "size"
    }

    /// `a ?? b` and `c ? a : b` before the parser folds them: the values it may take.
    static func alternatives(_ expression: ExprSyntax) -> [ExprSyntax]? {
      if let ternary = expression.as(TernaryExprSyntax.self) {
        return [ternary.thenExpression, ternary.elseExpression]
      }
      guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count == 3 else { return nil }
      if let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "??" {
        return [elements[0], elements[2]]
      }
      if let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
        return [ternary.thenExpression, elements[2]]
      }
      return nil
    }

    /// A type's simple name as written before a member or a call: `CGPoint`, `SIMD2` for
    /// `SIMD2<Float>`, `Color` for `SwiftUI.Color`; empty for anything else.
    static func typeName(_ expression: ExprSyntax) -> String {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      if let generic = expression.as(GenericSpecializationExprSyntax.self) {
        return typeName(generic.expression)
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
          || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "CoreGraphics"
      {
        return member.declName.baseName.text
      }
      return ""
    }
  }
#endif
