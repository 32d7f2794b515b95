import EffectProofBase
import Foundation
import ShaderRegistry
import SwiftCallSites

/// One `shaderProofs` entry `effectproof init` writes: its guessed view sizes and argument
/// domains, its promise, and the lines for the user to review (docs/init.md).
struct StarterEntry {
  /// The entry's key: the function's name, or for an entry per site `wave-MiniPlayer-41`.
  var key: String
  /// The `[[ stitchable ]]` function, written when the key is not its name (an entry per site).
  var function: String? = nil
  /// The Swift modifier the entry proves (`MiniPlayer.swift:41`), for an entry per site.
  var site: String? = nil
  /// The usage it is proven as: the Swift's when its uses agree and the signature fits, else
  /// the signature's.
  var usage: ShaderUsage
  /// `viewSize` or `viewSizes`, and its value.
  var views: (key: String, value: StarterJSON)
  /// The scales to prove it at, when not `check`'s default.
  var scales: [Double]?
  /// The largest view guessed, for the domains that follow the view.
  var largestView: SIMD2<Double>
  /// Every view guessed.
  var viewList: [SIMD2<Double>] = []
  /// `arguments`, by Metal parameter name, in the signature's order.
  var arguments: [(key: String, value: StarterJSON)] = []
  /// A measured `maxSampleOffset`, once measured.
  var measured: SIMD2<Double>?
  /// The Swift's `maxSampleOffset` as a formula over the arguments, when it is one.
  var formula: [String]?
  /// What to review, one line each, in the order written.
  var review: [String] = []
  /// What the Swift promises, for people (`note`).
  var notes: [String] = []
  /// Why a promise is to be measured (a distortion or layer effect whose sites promise nothing
  /// static), or `nil` when the Swift's promise is proven.
  var measureBecause: String?

  /// The entry as JSON.
  var json: StarterJSON {
    var members: [(key: String, value: StarterJSON)] = []
    if let function { members.append(("function", .string(function))) }
    if let site { members.append(("site", .string(site))) }
    members.append(views)
    if let scales { members.append(("scale", .value(scales))) }
    if !arguments.isEmpty { members.append(("arguments", .object(arguments))) }
    if let formula {
      members.append(("maxSampleOffset", .array(formula.map(StarterJSON.string))))
    }
    if let measured {
      members.append(
        ("maxSampleOffset", .object([("measured", .numbers([measured.x, measured.y]))])))
    }
    if !review.isEmpty { members.append(("review", .array(review.map(StarterJSON.string)))) }
    if !notes.isEmpty { members.append(("note", .string(notes.joined(separator: "; ")))) }
    return .object(members)
  }
}

/// Builds a ``StarterEntry`` for one function from the Metal signature, the Swift model and its
/// value hints; or says why the function gets none.
struct StarterEntryGuess {
  let model: SwiftShaderModel
  let hints: SwiftValueHints
  /// A Swift location as the review lines name it.
  let place: (FileLocation) -> String

  /// One entry for `function`; or, when two or more modifiers apply it with static
  /// `maxSampleOffset`s that differ, or with arguments that get different values, one entry per
  /// such site, each naming its `site` (docs/shader-proofs.md, "One proof per site").
  func entries(for function: StitchableFunction) -> Result<[StarterEntry], StarterSkip> {
    let whole = entry(for: function)
    guard case .success(let single) = whole,
      single.usage == .distortionEffect || single.usage == .layerEffect
    else { return whole.map { [$0] } }
    let sites = Set(
      model.callSites.indices.filter { model.callSites[$0].function == function.name })
    let modifiers = model.uses.filter { use in
      use.kind == .modifier && use.callSites.contains(where: sites.contains)
    }
    let fixed = modifiers.filter { $0.maxSampleOffset?.isStatic == true }
    // Each site's promise and the values its call sites' arguments get.
    let promises = fixed.map { use in
      SitePromise(
        width: use.maxSampleOffset?.width ?? 0, height: use.maxSampleOffset?.height ?? 0,
        arguments: use.callSites.filter(sites.contains).sorted().map { index in
          index < hints.arguments.count ? hints.arguments[index] : []
        })
    }
    guard fixed.count >= 2, fixed.count == modifiers.count, Set(promises).count > 1 else {
      return .success([single])
    }
    var list: [StarterEntry] = []
    for use in fixed {
      guard case .success(var entry) = self.entry(for: function, only: use) else {
        return .success([single])
      }
      let file = (use.location.file as NSString).lastPathComponent
      let stem = (file as NSString).deletingPathExtension.filter {
        $0.isASCII && ($0.isLetter || $0.isNumber)
      }
      entry.key = "\(function.name)-\(stem)-\(use.location.positionOrStart.line)"
      entry.function = function.name
      entry.site = "\(file):\(use.location.positionOrStart.line)"
      list.append(entry)
    }
    return .success(list)
  }

  /// The entry for `function`, or why there is none; with `only`, the entry for that modifier
  /// site alone (its call sites' argument values, its frame, its promise).
  func entry(for function: StitchableFunction, only: ShaderUseSite? = nil)
    -> Result<StarterEntry, StarterSkip>
  {
    let analysis = SignatureAnalysis(function)
    let sites = model.callSites.indices.filter {
      model.callSites[$0].function == function.name && only?.callSites.contains($0) != false
    }
    let uses = model.uses.filter { use in
      use.callSites.contains(where: sites.contains) && (only == nil || use == only)
    }
    let swiftUsages = Set(uses.compactMap(\.usage))
    var usage = analysis.usage(declared: nil)
    if swiftUsages.count == 1, let only = swiftUsages.first,
      analysis.mismatchReason(declared: only) == nil
    {
      usage = only
    }
    guard let usage else {
      return .failure(
        StarterSkip(function.name, analysis.unusableReason ?? "it fits no SwiftUI usage"))
    }
    // What reaches each argument, slot by slot.
    let slots = analysis.slots(for: usage)
    var slotHints:
      [(
        name: String, kind: ShaderArgumentKind, hint: ArgumentValueHint,
        kinds: Set<ShaderArgumentKind>
      )] = []
    for (index, slot) in slots.enumerated() {
      guard let parameter = slot.parameters.first else { continue }
      guard let kind = slot.kind, !slot.isMissingCount else {
        return .failure(
          StarterSkip(
            function.name,
            "its parameter \(parameter) is not one a Shader.Argument can fill\(slot.isMissingCount ? " (a pointer without its int count)" : "")"
          ))
      }
      var hint = ArgumentValueHint()
      var kinds: Set<ShaderArgumentKind> = []
      for site in sites {
        // A call whose arguments do not fit the signature is the registry proofs' to report;
        // its values say nothing about this parameter.
        guard let arguments = model.callSites[site].arguments, arguments.count == slots.count,
          site < hints.arguments.count, hints.arguments[site].count == slots.count,
          slot.accepts(arguments[index].kind)
        else { continue }
        kinds.insert(arguments[index].kind)
        hint.merge(hints.arguments[site][index])
      }
      slotHints.append((parameter.name, kind, hint, kinds))
    }
    // Views: the frames around the modifiers and shape styles that apply it.
    var frames: [FrameSizeHint] = []
    for (index, use) in model.uses.enumerated()
    where use.callSites.contains(where: sites.contains) && (only == nil || use == only) {
      if index < hints.frames.count, let frame = hints.frames[index],
        !frames.contains(where: { $0.size == frame.size })
      {
        frames.append(frame)
      }
    }
    let views = StarterViewGuess(function: function.name, place: place)
    var entry = views.entry(
      key: function.name, usage: usage, frames: frames,
      uses: uses.filter { $0.kind != .warmup },
      arguments: slotHints.map { ($0.name, $0.kind, $0.hint) })
    for slot in slotHints {
      let domain = StarterDomainGuess.domain(
        name: slot.name, kind: slot.kind, hint: slot.hint, kinds: slot.kinds,
        view: entry.largestView, views: entry.viewList, place: place)
      entry.arguments.append((slot.name, domain.json))
      if let line = domain.review { entry.review.append(line) }
    }
    if usage == .distortionEffect || usage == .layerEffect {
      promise(uses: uses, into: &entry)
      runtimePromise(sites: sites, names: slotHints.map(\.name), into: &entry)
    }
    return .success(entry)
  }

  /// The Swift's promises: a note for each static site (check proves those), and why a promise
  /// is to be measured when a site is not static or none applies the function.
  private func promise(uses: [ShaderUseSite], into entry: inout StarterEntry) {
    let modifiers = uses.filter { $0.kind == .modifier }
    let fixed = modifiers.filter { $0.maxSampleOffset?.isStatic == true }
    let open = modifiers.filter { $0.maxSampleOffset?.isStatic != true }
    for use in fixed {
      guard let offset = use.maxSampleOffset else { continue }
      entry.notes.append(
        "maxSampleOffset: the Swift's \(offset.text) at \(place(offset.location)) is static, so check proves it there"
      )
    }
    if !open.isEmpty {
      let places = open.prefix(3).map { use in
        use.maxSampleOffset.map { "\(place($0.location)) (\($0.text))" } ?? place(use.location)
      }
      entry.measureBecause =
        "the Swift at \(places.joined(separator: ", ")) promises nothing static"
    } else if fixed.isEmpty {
      entry.measureBecause =
        model.files.isEmpty
        ? "there is no Swift to read a promise from"
        : "no modifier in the Swift applies \(entry.key) with a maxSampleOffset"
    }
  }
}

extension StarterEntryGuess {
  /// The promise of modifiers whose `maxSampleOffset` is known only at run time: when each
  /// writes it as one formula over the arguments (`CGSize(width: amplitude, height:
  /// amplitude)`), that formula, which `check` proves per argument set; otherwise a review
  /// line that asks the user for it. Never measured: a measured value proven against itself
  /// tests nothing (issue 35). Entries no modifier promises anything for are measured still.
  func runtimePromise(sites: [Int], names: [String], into entry: inout StarterEntry) {
    guard entry.measureBecause != nil else { return }
    let open = model.uses.indices.filter { index in
      let use = model.uses[index]
      return use.kind == .modifier && use.callSites.contains(where: sites.contains)
        && use.maxSampleOffset?.isStatic != true
    }
    let written = open.compactMap { model.uses[$0].maxSampleOffset }
    guard !open.isEmpty, written.count == open.count else { return }
    entry.measureBecause = nil
    var found: [String]?
    var places: [String] = []
    for index in open {
      guard index < hints.promises.count, let hint = hints.promises[index],
        let formula = hint.formula(names: names), found == nil || found == formula
      else {
        found = nil
        break
      }
      found = formula
      places.append(place(hint.location))
    }
    if let found {
      entry.formula = found
      entry.review.append(
        "maxSampleOffset: the Swift's promise at \(places.joined(separator: ", ")) as a formula over the arguments; check proves it per argument set"
      )
      return
    }
    let promises = written.map { "\($0.text) at \(place($0.location))" }
    entry.review.append(
      "maxSampleOffset: the Swift's \(promises.joined(separator: ", ")) is known only at run time: write the promise the app ships as [x, y], numbers or formulas over the arguments such as \"2 * radius\"; init measures none, as a measured promise proven against itself tests nothing"
    )
  }
}

/// A modifier site's static promise and the values its arguments get: two sites with the same
/// are proven by one entry.
private struct SitePromise: Hashable {
  var width: Double
  var height: Double
  var arguments: [[ArgumentValueHint]]
}

/// A function `effectproof init` writes no entry for, and why.
struct StarterSkip: Error {
  var function: String
  var reason: String

  init(_ function: String, _ reason: String) {
    self.function = function
    self.reason = reason
  }
}
