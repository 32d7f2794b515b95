import CGSL

/// An owned `gsl_vector`.
typealias GSLVector = GSLHandle<gsl_vector>

extension GSLHandle where Pointee == gsl_vector {
  /// A new `gsl_vector` holding `elements`; an empty array fails in `gsl_vector_alloc`.
  convenience init(_ elements: [Double]) throws(GSLError) {
    try self.init(
      "gsl_vector_alloc", allocate: { gsl_vector_alloc(elements.count) }, free: gsl_vector_free)
    use { vector in
      for (index, element) in elements.enumerated() {
        gsl_vector_set(vector, index, element)
      }
    }
  }
}

/// The elements of a GSL vector (empty for null), honouring its stride.
func array(_ vector: UnsafePointer<gsl_vector>?) -> [Double] {
  guard let vector else { return [] }
  return (0..<vector.pointee.size).map { gsl_vector_get(vector, $0) }
}
