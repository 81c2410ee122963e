import Foundation
import Testing
import UIKit

/// A view controller's `topLayoutGuide` and `bottomLayoutGuide` (iOS 7, deprecated in iOS 11):
/// the parts of its root view the bars cover, as layout items; values worked by hand from a
/// safe area of 47 at the top and 34 at the bottom (an iPhone 13's, portrait).
@Suite struct BarsLayoutGuideTests {
    /// A controller whose 390 × 844 root view has the iPhone 13's safe area.
    static func controller() -> UIViewController {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return controller
    }

    @Test func theLengthsAreTheBarsInsets() {
        let controller = Self.controller()
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        // The same guide each time, owned by the root view.
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
        #expect(controller.view.layoutGuides.count == 2)
    }

    @Test func contentBetweenTheGuidesFillsTheUncoveredPart() {
        let controller = Self.controller()
        let content = controller.view.addConstrainedSubview(UIView())
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        controller.view.layoutIfNeeded()
        // From 47 + 8 = 55 down to 844 − 34 = 810.
        #expect(content.frame == CGRect(x: 0, y: 55, width: 390, height: 755))
        #expect((controller.topLayoutGuide as? UILayoutGuide)?.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect((controller.bottomLayoutGuide as? UILayoutGuide)?.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    }

    @Test func theControllersAddedInsetsAreNotBars() {
        let controller = Self.controller()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        #expect(controller.view.safeAreaInsets.top == 57)
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
    }

    @Test func aSafeAreaChangeMovesTheGuides() {
        let controller = Self.controller()
        let content = controller.view.addConstrainedSubview(UIView())
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        controller.view.layoutIfNeeded()
        #expect(content.frame.minY == 47)
        controller.view.simulatedSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        controller.view.layoutIfNeeded()
        #expect(content.frame.minY == 20)
        #expect(controller.topLayoutGuide.length == 20)
    }
}
