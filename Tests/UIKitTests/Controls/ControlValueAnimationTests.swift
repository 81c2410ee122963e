import CollectionAnimation
import Testing
import UIKit

/// A control's value set with `animated` (`setValue(_:animated:)`, `setProgress(_:animated:)`;
/// the switch's is in ControlTests) moves over 0.25 s (chosen, docs/REFERENCE.md §25) on the
/// default ease-in-ease-out curve, so half way in time is half way in space by symmetry; set
/// without it, the value shows at once, even inside someone else's animation block. The curve
/// is a cubic Bézier solved numerically, hence the tolerance of 10⁻⁴ pt.
@Suite struct ControlValueAnimationTests {
    /// A 200 × 4 progress view at 0; its fill is its second subview.
    private func progressView() -> (progress: UIProgressView, fill: UIView) {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        return (progress, progress.subviews[1])
    }

    @Test func aProgressFillGrowsOverAQuarterSecond() {
        onFreshClock { clock in
            let (progress, fill) = progressView()
            progress.setProgress(1, animated: true)
            #expect(fill.frame.width == 200)
            clock.advance(to: 0.125)
            #expect(near(fill.layer.shown.bounds.width, 100, 1e-4))
            clock.advance(to: 0.3)
            #expect(fill.layer.shown.bounds.width == 200)
        }
    }

    @Test func aProgressSetWithoutAnimationShowsAtOnceInsideAnAnimationBlock() {
        onFreshClock { clock in
            let (progress, fill) = progressView()
            UIView.animate(withDuration: 1) { progress.setProgress(1, animated: false) }
            clock.advance(to: 0.1)
            #expect(fill.layer.shown.bounds.width == 200)
        }
    }

    @Test func aSliderThumbMovesOverAQuarterSecond() throws {
        try onFreshClock { clock in
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
            let thumb = try #require(slider.subviews.last) // added last, drawn on top
            let start = thumb.center.x
            slider.setValue(1, animated: true)
            let end = thumb.center.x
            #expect(end > start)
            clock.advance(to: 0.125)
            #expect(near(thumb.layer.shown.position.x, (start + end) / 2, 1e-4))
            clock.advance(to: 0.3)
            #expect(thumb.layer.shown.position.x == end)
        }
    }
}
