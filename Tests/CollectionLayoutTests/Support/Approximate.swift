import CollectionLayout
import Foundation

/// Approximate comparison for tests. Not transitive; never used as `==`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { close($0, $1, tolerance) }
}
