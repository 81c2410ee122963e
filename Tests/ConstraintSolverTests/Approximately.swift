import Testing

/// `|actual − expected| ≤ tolerance` (not transitive; for tests only).
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance
}
