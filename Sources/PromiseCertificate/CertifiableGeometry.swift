import EffectMath
import ProofEngine

/// A sample-offset geometry written once, generically, so that a promise proof can both run it
/// in `Double` (the witness: real offsets at real pixels) and over intervals (the certificate:
/// a bound over whole boxes of parameters and pixels).
///
/// ```
/// displacement = sample − pixel,  for every position the pixel samples
/// offsetₐ      = max over displacements |dₐ|                       a ∈ {x, y}
/// ```
///
/// Over intervals, `visit` must be called for every displacement that *may* occur anywhere in
/// the box (a sample whose existence is undecided is visited), each enclosing every value it
/// takes there. `Double` visits exactly the pixel's displacements. Implementations call the
/// shipped `EffectMath` functions (``EffectMath/CardCurl/bend(y:peel:height:)``,
/// ``EffectMath/WheelBlur/visitArms(offset:angle:innerRadius:outerRadius:sampleSpacing:maxSamples:passThrough:arm:)``
/// …) so that what is certified is what the app runs.
public protocol CertifiableGeometry: OffsetBounding {
  /// Visits the displacement of every position `pixel` samples under `parameters` (in the
  /// order of the promise's ``SampleOffsetPromise/parameters``).
  func visitDisplacements<S: EffectScalar>(
    parameters: [S], pixel: EffectPoint<S>, _ visit: (EffectPoint<S>) -> Void)
}

extension CertifiableGeometry {
  /// The `Double` sampler of this geometry: `pixel + displacement` for each displacement.
  public var sampler: SampleOffsetPromise.Sampler {
    { parameters, pixel in
      var samples: [SIMD2<Double>] = []
      self.visitDisplacements(parameters: parameters, pixel: EffectPoint(pixel)) { d in
        samples.append(pixel + d.vector)
      }
      return samples
    }
  }

  /// The per-axis upper bound of `|displacement|` over a box, or +∞ where the bound is not a
  /// number (an invalid interval) or the geometry visits nothing. With at most
  /// ``GradientInterval/capacity`` coordinates each displacement is enclosed by the tighter of
  /// plain interval arithmetic and the mean-value form; beyond, by the plain interval alone.
  package func offsetBound(_ box: [ProofInterval], parameterCount: Int, isLarge: Bool = false)
    -> SIMD2<Double>
  {
    offsetBounds(box, parameterCount: parameterCount, isLarge: isLarge).bound
  }

  /// ``offsetBound(_:parameterCount:isLarge:)`` with, per axis, the smear of each coordinate:
  /// `|∂dₐ/∂zᵢ| · hᵢ` of the displacement with the largest bound, where the mean-value form
  /// applies to it (empty where it does not). The coordinate with the largest smear is the one
  /// whose width costs the bound most.
  public func offsetBounds(_ box: [ProofInterval], parameterCount: Int, isLarge: Bool = false)
    -> OffsetBounds
  {
    var result = OffsetBounds(bound: SIMD2(repeating: -.infinity), smear: ([], []))
    func record(_ x: ProofInterval, _ y: ProofInterval) {
      let x = ProofInterval.magnitude(x)
      let y = ProofInterval.magnitude(y)
      result.bound.x = x.isValid ? Swift.max(result.bound.x, x.upper) : .infinity
      result.bound.y = y.isValid ? Swift.max(result.bound.y, y.upper) : .infinity
    }
    // The mean-value form pays only on small boxes (it is quadratic in the width); a box
    // wider than 1/8 of the domain on some free coordinate takes the plain interval.
    if box.count <= GradientInterval.capacity && !isLarge {
      let coordinates = box.indices.map { GradientInterval.coordinate(box[$0], index: $0) }
      let halfWidths = box.indices.map { index in
        let m = coordinates[index].centre.lower
        return Swift.max(m - box[index].lower, box[index].upper - m).nextUp
      }
      func smear(_ d: GradientInterval) -> [Double] {
        guard d.isSmooth else { return [] }
        return box.indices.map { index in
          let g = ProofInterval.magnitude(d.gradient[index])
          return g.isValid ? g.upper * halfWidths[index] : .infinity
        }
      }
      let pixel = EffectPoint(coordinates[parameterCount], coordinates[parameterCount + 1])
      visitDisplacements(parameters: Array(coordinates[..<parameterCount]), pixel: pixel) { d in
        let before = result.bound
        record(d.x.enclosure(halfWidths: halfWidths), d.y.enclosure(halfWidths: halfWidths))
        if result.bound.x > before.x { result.smear.x = smear(d.x) }
        if result.bound.y > before.y { result.smear.y = smear(d.y) }
      }
    } else {
      let pixel = EffectPoint(box[parameterCount], box[parameterCount + 1])
      visitDisplacements(parameters: Array(box[..<parameterCount]), pixel: pixel) { d in
        record(d.x, d.y)
      }
    }
    let bound = result.bound
    result.bound = SIMD2(
      bound.x == -.infinity || bound.x.isNaN ? .infinity : bound.x,
      bound.y == -.infinity || bound.y.isNaN ? .infinity : bound.y)
    return result
  }
}
