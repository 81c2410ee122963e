/// A range of motion for sliding and pin attachments (`UIFloatRange`, iOS 9): points along a
/// slide's axis, or radians of a pin's turn (docs/REFERENCE.md §24.11).
public struct UIFloatRange: Equatable, Sendable {
    /// How far motion may go the negative way (`minimum`): points along the axis, or radians
    /// counter-clockwise; 0 or less.
    public var minimum: CGFloat
    /// How far motion may go the positive way (`maximum`): points along the axis, or radians
    /// clockwise; 0 or more.
    public var maximum: CGFloat

    /// A range of 0…0 (`init()`).
    public init() {
        minimum = 0
        maximum = 0
    }

    /// A range from `minimum` to `maximum` (`init(minimum:maximum:)`).
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// 0…0 (`zero`).
    public static let zero = UIFloatRange()

    /// −∞…∞ (`infinite`).
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is infinitely large (`isInfinite`): both ends infinite.
    public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }
}
