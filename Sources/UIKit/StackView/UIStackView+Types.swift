extension UIStackView {
    /// How a stack view sizes its arranged views along its axis (`UIStackView.Distribution`),
    /// with UIKit's raw values.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the axis; the one that hugs least stretches, the one that resists
        /// compression least shrinks.
        case fill = 0
        /// The views fill the axis at equal lengths.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// The views keep their lengths; equal gaps, at least ``UIStackView/spacing``, fill the axis.
        case equalSpacing = 3
        /// The views' centres are equally far apart, their edges at least
        /// ``UIStackView/spacing`` apart.
        case equalCentering = 4
    }

    /// How a stack view places its arranged views across its axis (`UIStackView.Alignment`),
    /// with UIKit's raw values.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// Leading edges aligned (a vertical stack); see ``top`` for a horizontal one.
        case leading = 1
        /// First baselines aligned (horizontal stacks).
        case firstBaseline = 2
        /// Centres aligned.
        case center = 3
        /// Trailing edges aligned (a vertical stack); see ``bottom`` for a horizontal one.
        case trailing = 4
        /// Last baselines aligned (horizontal stacks).
        case lastBaseline = 5

        /// Top edges aligned (a horizontal stack): `leading`'s value.
        public static var top: Alignment { .leading }
        /// Bottom edges aligned (a horizontal stack): `trailing`'s value.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing that means "use the stack's ``spacing``" (`spacingUseDefault`), what
    /// ``customSpacing(after:)`` answers when none is set: `Float.greatestFiniteMagnitude`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing that means "use the system spacing" (`spacingUseSystem`), 8 points here:
    /// `Float.leastNormalMagnitude`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
