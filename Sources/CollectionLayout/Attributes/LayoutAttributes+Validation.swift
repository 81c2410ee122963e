import Foundation

/// A programmer error in a layout: attributes UIKit would reject with an assertion.
public struct InvalidAttributesError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The element at fault.
    public var element: ElementKey
    /// What is wrong, in UIKit's words where it has them.
    public var problem: String

    /// An error for `element`.
    public init(element: ElementKey, problem: String) {
        self.element = element
        self.problem = problem
    }

    /// `layout attributes for cell [0, 3]: the size (-1.0, 10.0) is negative`.
    public var description: String { "invalid layout attributes for \(element): \(problem)" }
}

extension LayoutAttributes {
    /// Checks what UIKit asserts: a finite center, a finite non-negative size, finite
    /// alpha and transform.
    /// - Throws: ``InvalidAttributesError`` naming the element and the field.
    public func validate() throws(InvalidAttributesError) {
        func fail(_ problem: String) -> InvalidAttributesError {
            InvalidAttributesError(element: key, problem: problem)
        }
        guard center.x.isFinite, center.y.isFinite else {
            throw fail("the center (\(center.x), \(center.y)) is not finite")
        }
        guard size.width.isFinite, size.height.isFinite else {
            throw fail("the size (\(size.width), \(size.height)) is not finite")
        }
        guard size.width >= 0, size.height >= 0 else {
            throw fail("the size (\(size.width), \(size.height)) is negative")
        }
        guard alpha.isFinite else { throw fail("the alpha \(alpha) is not finite") }
        guard transform3D.rowMajor.allSatisfy(\.isFinite) else {
            throw fail("the transform3D has a non-finite entry")
        }
    }
}
