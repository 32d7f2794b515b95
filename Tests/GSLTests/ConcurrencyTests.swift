import Foundation
import GSL
import Testing

@Suite struct ConcurrencyTests {
  @Test func concurrentIntegrationsEachGetTheirOwnWorkspace() async throws {
    // ∫₀¹ xᵏ dx = 1/(k + 1), one integral per task.
    let results = try await withThrowingTaskGroup(of: (Int, Double).self) { group in
      for power in 0..<8 {
        group.addTask {
          (power, try Integration.qags(from: 0, to: 1) { pow($0, Double(power)) }.value)
        }
      }
      return try await group.reduce(into: [Int: Double]()) { $0[$1.0] = $1.1 }
    }
    #expect(results.count == 8)
    for (power, value) in results {
      #expect(abs(value - 1 / Double(power + 1)) < 1e-12, "power \(power)")
    }
  }

  @Test func concurrentFailuresEachReportTheirOwnReason() async {
    // Two GSL failures with different reasons, raced on many threads: each thread must read
    // back its own handler report, never another thread's.
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var mismatches = 0
          for round in 0..<200 {
            if (task + round).isMultiple(of: 2) {
              do throws(GSLError) {
                _ = try Integration.qags(from: 0, to: 1, limit: 0) { $0 }
              } catch {
                if error.reason != "workspace length n must be positive integer" { mismatches += 1 }
              }
            } else {
              do throws(GSLError) {
                _ = try RootFinding.root(between: 0, and: 1) { cos($0) }
              } catch {
                if error.reason != "endpoints do not straddle y=0" { mismatches += 1 }
              }
            }
          }
          return mismatches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}
