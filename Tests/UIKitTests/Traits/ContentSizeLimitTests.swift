import Testing
import UIKit

/// A view's content size limits (`minimumContentSizeCategory`, `maximumContentSizeCategory`,
/// iOS 15; docs/REFERENCE.md §26.10): the category of its traits and of the views below it
/// stays within them, at once and when the inherited category changes later; a minimum above
/// the maximum leaves only the maximum.
@MainActor @Suite struct ContentSizeLimitTests {
    /// A container whose traits ask for `category`, holding `view`, which holds `child`.
    private func tree(_ category: UIContentSizeCategory) -> (container: UIView, view: UIView, child: UILabel) {
        let container = UIView(), view = UIView(), child = UILabel()
        container.addSubview(view)
        view.addSubview(child)
        container.traitOverrides.preferredContentSizeCategory = category
        return (container, view, child)
    }

    @Test func aMaximumCapsTheViewAndTheViewsBelowIt() {
        let (container, view, child) = tree(.accessibilityExtraLarge)
        child.adjustsFontForContentSizeCategory = true
        child.font = .preferredFont(forTextStyle: .body)
        #expect(child.font.pointSize == 40) // body at AX3 (§26.4)
        view.maximumContentSizeCategory = .large
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
        #expect(child.traitCollection.preferredContentSizeCategory == .large)
        #expect(container.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        // The label follows its limited traits: body at Large is 17.
        #expect(child.font.pointSize == 17)
        // Below the cap, the inherited size passes through.
        container.traitOverrides.preferredContentSizeCategory = .small
        #expect(child.traitCollection.preferredContentSizeCategory == .small && child.font.pointSize == 15)
        // nil removes the limit.
        container.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        view.maximumContentSizeCategory = nil
        #expect(child.traitCollection.preferredContentSizeCategory == .extraExtraLarge && child.font.pointSize == 21)
    }

    @Test func aMinimumRaisesSmallerSizes() {
        let (container, view, child) = tree(.extraSmall)
        view.minimumContentSizeCategory = .medium
        #expect(view.minimumContentSizeCategory == .medium && view.maximumContentSizeCategory == nil)
        #expect(child.traitCollection.preferredContentSizeCategory == .medium)
        withExtendedLifetime(container) {}
    }

    @Test func aMinimumAboveTheMaximumLeavesOnlyTheMaximum() {
        let (container, view, child) = tree(.extraExtraLarge)
        view.minimumContentSizeCategory = .extraLarge
        view.maximumContentSizeCategory = .small
        #expect(child.traitCollection.preferredContentSizeCategory == .small)
        // The minimum is ignored: an extra-small request stays extra small.
        container.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(child.traitCollection.preferredContentSizeCategory == .extraSmall)
    }

    @Test func aLimitThatChangesTheTraitsTellsTheViewsBelow() {
        final class Watcher: UIView {
            var previous: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                previous.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
            }
        }
        let (container, view, _) = tree(.accessibilityMedium)
        let watcher = Watcher()
        view.addSubview(watcher)
        watcher.previous = []
        view.maximumContentSizeCategory = .extraLarge
        #expect(watcher.previous == [.accessibilityMedium])
        // A cap above the asked size gives it back: told again, from extra large.
        view.maximumContentSizeCategory = .accessibilityLarge
        #expect(watcher.previous == [.accessibilityMedium, .extraLarge])
        // A minimum below it changes nothing, and nobody is told.
        view.minimumContentSizeCategory = .small
        #expect(watcher.previous.count == 2)
        withExtendedLifetime(container) {}
    }

    @Test func theDescriptionListsTheViewAndItsSuperviews() {
        let (container, view, child) = tree(.extraLarge)
        view.maximumContentSizeCategory = .medium
        let lines = child.appliedContentSizeCategoryLimitsDescription.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first == "<UILabel>: \(UIContentSizeCategory.medium.rawValue)")
        #expect(
            lines.dropFirst().first
                == "<UIView>: \(UIContentSizeCategory.medium.rawValue), limits: minimum none, maximum \(UIContentSizeCategory.medium.rawValue)"
        )
        #expect(lines.last == "<UIView>: \(UIContentSizeCategory.extraLarge.rawValue)")
        withExtendedLifetime(container) {}
    }
}
