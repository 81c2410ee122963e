// Core Graphics methods that Apple's CoreGraphics declares and Foundation on Linux lacks.

extension CGPoint {
    /// Whether two points are equal (`equalTo(_:)`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether two sizes are equal (`equalTo(_:)`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether two rectangles are equal (`equalTo(_:)`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
