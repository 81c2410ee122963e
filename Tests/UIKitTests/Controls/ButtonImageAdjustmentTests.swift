import Testing
import UIKit

/// A button without a configuration adjusts its image while highlighted or disabled
/// (docs/REFERENCE.md §22.28): mixed with black at 45 % while highlighted (Apple's "mix the
/// image with black at 45% alpha"), with white at 45 % while disabled (chosen), unless the
/// property is false or the image is one set for that state. A 20 × 20 red image fills a
/// 20 × 20 custom button, drawn at scale 1 on white; worked by hand: red darkened is
/// 0.55 × 255 = 140.25 → (140, 0, 0); red lightened is (255, 0.45 × 255 = 114.75, 114.75) →
/// (255, 115, 115).
@MainActor @Suite struct ButtonImageAdjustmentTests {
    private func button() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        button.setImage(filledImage(.red, size: CGSize(width: 20, height: 20)), for: .normal)
        return button
    }

    @Test func bothAdjustmentsAreOnByDefault() {
        let button = button()
        #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
    }

    @Test(arguments: [LegacyImageAdjustment.highlighted, .disabled])
    func theImageIsAdjustedInTheStateUntilItsPropertyIsFalse(_ adjustment: LegacyImageAdjustment) throws {
        let button = button()
        try expectPixel(of: button, 10, 10, is: (255, 0, 0))
        adjustment.enter(button)
        try expectPixel(of: button, 10, 10, is: adjustment.adjusted)
        adjustment.turnOff(button)
        try expectPixel(of: button, 10, 10, is: (255, 0, 0))
    }

    @Test func anImageSetForTheStateIsDrawnAsItIs() throws {
        let button = button()
        button.setImage(filledImage(.blue, size: CGSize(width: 20, height: 20)), for: .highlighted)
        button.isHighlighted = true
        try expectPixel(of: button, 10, 10, is: (0, 0, 255))
        button.isHighlighted = false
        button.isEnabled = false
        try expectPixel(of: button, 10, 10, is: (255, 115, 115))
    }

}

/// A state that adjusts a legacy button's image, what the red image becomes in it, and the
/// property that turns that off.
enum LegacyImageAdjustment: Sendable, CustomTestStringConvertible {
    case highlighted, disabled

    /// Puts `button` in the state.
    @MainActor func enter(_ button: UIButton) {
        switch self {
        case .highlighted: button.isHighlighted = true
        case .disabled: button.isEnabled = false
        }
    }

    /// The red image, adjusted: darker while highlighted, lighter while disabled.
    var adjusted: (Int, Int, Int) { self == .highlighted ? (140, 0, 0) : (255, 115, 115) }

    /// Sets the state's property to false.
    @MainActor func turnOff(_ button: UIButton) {
        switch self {
        case .highlighted: button.adjustsImageWhenHighlighted = false
        case .disabled: button.adjustsImageWhenDisabled = false
        }
    }

    var testDescription: String { self == .highlighted ? "highlighted" : "disabled" }
}
