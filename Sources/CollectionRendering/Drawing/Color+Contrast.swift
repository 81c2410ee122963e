import Foundation

extension Color {
    /// WCAG 2 relative luminance of the opaque colour (alpha ignored), 0 (black)…1 (white).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two opaque colours, 1…21.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A label colour that reads on this fill: white on fills darker than luminance 0.3,
    /// else ``label`` (black).
    ///
    /// The threshold sits above WCAG's black/white crossover (0.18) so saturated fills such
    /// as systemBlue and systemRed get white text, as iOS draws them; either choice keeps a
    /// contrast of at least 3:1 (WCAG AA for large text).
    public var readableLabelColor: Color {
        relativeLuminance < 0.3 ? .white : .label
    }
}
