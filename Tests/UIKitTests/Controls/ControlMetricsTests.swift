import CollectionAnimation
import CollectionRendering
import Testing
import UIKit

/// Each control's intrinsic size and behaviour, worked by hand from the metrics of
/// docs/REFERENCE.md §25. Text is measured with ApproximateTextLayout (0.6 × the size per
/// character, 1.2 × the size per line), rounded up to whole points at scale 1.
@Suite struct ControlMetricsTests {
    private func approximately<R>(_ body: () throws -> R) rethrows -> R {
        try UIFont.withTextMeasurer(ApproximateTextLayout(), body)
    }

    @Test func aLegacyButtonIsItsTitleWithSixPointsAboveAndBelow() {
        approximately {
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            // 15 pt: 6 × 9 = 54 wide, 18 tall, + 12.
            #expect(button.intrinsicContentSize == CGSize(width: 54, height: 30))
            button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            #expect(button.intrinsicContentSize == CGSize(width: 60, height: 34))
            #expect(button.titleColor(for: .normal) == UIColor.tintColor)
            #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        }
    }

    @Test func configurationButtonsPadTheirContentBySize() {
        approximately {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Go"
            let button = UIButton(configuration: configuration)
            // 17 pt: 2 × 10.2 = 20.4 → 21 wide, 20.4 → 21 tall; medium insets 12 and 7.
            #expect(button.intrinsicContentSize == CGSize(width: 45, height: 35))
            configuration.buttonSize = .large
            button.configuration = configuration
            #expect(button.intrinsicContentSize == CGSize(width: 61, height: 49))
            configuration.buttonSize = .small
            configuration.subtitle = "Now"
            configuration.titlePadding = 2
            button.configuration = configuration
            // Small: 15 pt title "Go" 18 × 18; 13 pt subtitle "Now" 3 × 7.8 = 23.4 → 24 wide,
            // 15.6 → 16 tall; insets 10 and 5: 44 × (18 + 2 + 16 + 10) = 46.
            #expect(button.intrinsicContentSize == CGSize(width: 44, height: 46))
        }
    }

    @Test func configurationStylesColourTheButton() {
        let filled = UIButton(configuration: .filled())
        #expect(filled.subviews[0].backgroundColor == UIColor.tintColor)
        #expect(filled.titleLabel?.textColor == .white)
        let plain = UIButton(configuration: .plain())
        #expect(plain.subviews[0].isHidden)
        #expect(plain.titleLabel?.textColor == UIColor.tintColor)
        var capsule = UIButton.Configuration.tinted()
        capsule.cornerStyle = .capsule
        let tinted = UIButton(configuration: capsule)
        tinted.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(tinted.subviews[0].layer.cornerRadius == 15)
        #expect(tinted.subviews[0].backgroundColor == UIColor.tintColor.withAlphaComponent(0.15))
    }

    @Test func aConfigurationUpdateHandlerSeesTheState() {
        onFreshClock { _ in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let button = UIButton(configuration: .plain())
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            var seen: [UIControl.State] = []
            button.configurationUpdateHandler = { button in
                seen.append(button.state)
                button.configuration?.title = button.isHighlighted ? "Down" : "Up"
            }
            root.addSubview(button)
            seen = []
            root.scheduleTouches(.press(at: CGPoint(x: 50, y: 20), duration: 0.2))
            AnimationClock.current.advance(to: 0.1)
            #expect(button.currentTitle == "Down")
            AnimationClock.current.advance(to: 0.2)
            #expect(button.currentTitle == "Up")
            #expect(seen == [.highlighted, .normal])
        }
    }

    @Test func segmentedControlsAre32TallAndSelectTheTappedSegment() {
        approximately {
            onFreshClock { _ in
                let control = UISegmentedControl(items: ["One", "Three"])
                // Equal widths: the widest, "Three" in 13 pt medium (5 × 7.8 = 39), + 2 × 8: 55 each.
                #expect(control.intrinsicContentSize == CGSize(width: 110, height: 32))
                #expect(control.bounds.size == CGSize(width: 110, height: 32))
                #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
                let log = EventLog()
                log.watch(control)
                control.simulateTouches(.tap(at: CGPoint(x: 80, y: 16)))
                #expect(control.selectedSegmentIndex == 1)
                #expect(log.events.suffix(2) == [.valueChanged, .primaryActionTriggered])
                control.simulateTouches(.tap(at: CGPoint(x: 80, y: 16)))
                #expect(log.events.filter { $0 == .valueChanged }.count == 1)
                control.apportionsSegmentWidthsByContent = true
                // "One": 3 × 7.8 = 23.4 → 24 + 16 = 40; "Three": 55.
                #expect(control.intrinsicContentSize.width == 95)
            }
        }
    }

    @Test func aSliderFollowsItsThumbAndIgnoresTheTrack() {
        onFreshClock { _ in
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 34))
            #expect(slider.intrinsicContentSize.height == 34)
            var values: [Float] = []
            slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
            // The thumb (28 across) travels 200 pt; at value 0 its centre is at x 14.
            slider.simulateTouches(.tap(at: CGPoint(x: 150, y: 17)))
            #expect(slider.value == 0 && values.isEmpty)
            slider.simulateTouches(.drag(through: [CGPoint(x: 14, y: 17), CGPoint(x: 114, y: 17)], duration: 0.1, fps: 20))
            // Dragged 100 of 200 pt: 0.5, through 0.25.
            #expect(slider.value == 0.5)
            #expect(values == [0.25, 0.5])
            slider.maximumValue = 10
            #expect(slider.value == 0.5)
        }
    }

    @Test func aStepperStepsAndRepeatsWhileHeld() {
        onFreshClock { clock in
            let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(stepper.frame.size == CGSize(width: 94, height: 32))
            stepper.simulateTouches(.tap(at: CGPoint(x: 70, y: 16)))
            #expect(stepper.value == 1)
            stepper.simulateTouches(.tap(at: CGPoint(x: 20, y: 16)))
            #expect(stepper.value == 0)
            stepper.simulateTouches(.tap(at: CGPoint(x: 20, y: 16)))
            #expect(stepper.value == 0)
            // Held 0.75 s: at once, then at 0.5, 0.6 and 0.7 s.
            stepper.simulateTouches(.press(at: CGPoint(x: 70, y: 16), duration: 0.75))
            #expect(stepper.value == 4)
            stepper.maximumValue = 3
            #expect(stepper.value == 3)
            _ = clock
        }
    }

    @Test func aPageControlsDotsAndTaps() {
        onFreshClock { _ in
            let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
            pages.numberOfPages = 3
            // 3 × 7 + 2 × 9 + 2 × 12.
            #expect(pages.intrinsicContentSize == CGSize(width: 63, height: 26))
            pages.simulateTouches(.tap(at: CGPoint(x: 90, y: 13)))
            #expect(pages.currentPage == 1)
            pages.simulateTouches(.tap(at: CGPoint(x: 5, y: 13)))
            #expect(pages.currentPage == 0)
            pages.currentPage = 7
            #expect(pages.currentPage == 2)
        }
    }

    @Test func progressAndActivityViews() {
        onFreshClock { clock in
            let progress = UIProgressView(progressViewStyle: .default)
            progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
            progress.progress = 0.25
            #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
            #expect(progress.subviews[1].frame.width == 50)
            progress.setProgress(1.5, animated: false)
            #expect(progress.progress == 1)

            let spinner = UIActivityIndicatorView(style: .large)
            #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
            #expect(spinner.isHidden && !spinner.isAnimating)
            spinner.startAnimating()
            #expect(!spinner.isHidden)
            // Eight steps a second: at 0.3 s the third step, 2 × 45°.
            clock.advance(to: 0.3)
            let turned = spinner.subviews[0].layer.shown.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
            #expect(abs(turned - .pi / 2) < 1e-9)
            spinner.stopAnimating()
            #expect(spinner.isHidden)
        }
    }

    @Test func aToolbarLaysOutItsItemsAndPerformsTheirActions() {
        approximately {
            onFreshClock { _ in
                var tapped: [String] = []
                let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                toolbar.items = [
                    UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in tapped.append("edit") }),
                    .flexibleSpace(),
                    UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in tapped.append("done") }),
                ]
                #expect(toolbar.intrinsicContentSize.height == 44)
                let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
                // "Edit" at 17 pt: 4 × 10.2 = 40.8 → 41 wide, 16 in from the left; "Done" 41 wide
                // ending 16 from the right.
                #expect(buttons.map(\.frame.minX) == [16, 320 - 16 - 41])
                toolbar.simulateTouches(.tap(at: CGPoint(x: buttons[1].frame.midX, y: 22)))
                #expect(tapped == ["done"])
            }
        }
    }
}
