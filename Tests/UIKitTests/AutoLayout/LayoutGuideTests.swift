import Testing
import UIKit

/// Layout guides and margins (docs/REFERENCE.md §21.3), worked by hand.
@Suite struct LayoutGuideTests {
    @Test func theMarginsGuideIsTheBoundsInsetBy8ByDefault() {
        let (root, child) = rootWithChild()
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(margins.identifier == "UIViewLayoutMarginsGuide" && margins.owningView === root)
        #expect(root.layoutGuides.contains { $0 === margins })
    }

    @Test func newMarginsMoveWhatIsPinnedToThem() {
        let (root, child) = rootWithChild()
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1,
                constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.layoutIfNeeded()
        // x 20, width 320 − 20 − 40 = 260; y 10, height 480 − 10 − 30 = 440.
        #expect(child.frame == CGRect(x: 20, y: 10, width: 260, height: 440))
    }

    @Test func directionalMarginsFollowTheReadingDirection() {
        let (root, child) = rootWithChild()
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // Right to left: leading is the right margin (20), trailing the left one (40).
        #expect(root.layoutMargins.left == 40 && root.layoutMargins.right == 20)
        #expect(child.frame.minX == 40 && child.frame.width == 260)
    }

    @Test func theSafeAreaInsetsTheMarginsAndItsOwnGuide() {
        let (root, child) = rootWithChild(CGSize(width: 375, height: 812))
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: safe.topAnchor), child.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // Safe area: y 44, height 812 − 44 − 34 = 734. Margins from the safe area: 8 + 0 sideways.
        #expect(child.frame == CGRect(x: 8, y: 44, width: 359, height: 734))
        #expect(root.layoutMargins == UIEdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        #expect(safe.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test func aSubviewCoversItsPartOfTheSuperviewsSafeArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        root.addSubview(header)
        root.addSubview(middle)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
    }

    /// Apple: "For views not currently installed in a view hierarchy, or not yet visible
    /// onscreen, the edge insets in this property are 0"; in a window an edge of the
    /// superview with no inset is open. Outside a window, a view reaching 10 points past each
    /// edge of a superview without insets gets none, and past a 44-point top inset only the
    /// top's 44 + 10.
    @Test func aSubviewReachingPastAnEdgeWithoutInsetGetsNone() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let overhang = UIView(frame: CGRect(x: -10, y: -10, width: 395, height: 832))
        root.addSubview(overhang)
        #expect(overhang.safeAreaInsets == .zero)
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        #expect(overhang.safeAreaInsets == UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
    }

    @Test func aControllersRootViewUsesTheSystemMinimumMargins() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        controller.view.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        // Smaller margins are raised to the minimum while the controller respects it.
        controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 20))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    }

    @Test func preservedSuperviewMarginsApplyWhereTheViewReachesIntoThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let inner = UIView(frame: CGRect(x: 5, y: 100, width: 310, height: 100))
        root.addSubview(inner)
        inner.preservesSuperviewLayoutMargins = true
        // Left: 20 − 5 = 15 beats 8; right: 20 − (320 − 315) = 15; top and bottom are clear.
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 15, bottom: 8, right: 15))
    }

    @Test func theReadableGuideIsAtMost672WideAndCentred() {
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for view in [wide, narrow] {
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            let guide = view.readableContentGuide
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                child.topAnchor.constraint(equalTo: guide.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
            ])
            view.layoutIfNeeded()
        }
        // 1024: margins 8…1016 (1008 wide) → 672 wide, centred on 512: x 176.
        #expect(wide.readableContentGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
        // 320: the margins' width, 304.
        #expect(narrow.readableContentGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    @Test func aGuideOfYourOwnLaysOutBetweenViews() {
        let (root, child) = rootWithChild()
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor), spacer.widthAnchor.constraint(equalToConstant: 40),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 5),
            child.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), child.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            child.widthAnchor.constraint(equalTo: spacer.widthAnchor, multiplier: 2),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: 1),
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 40, height: 5))
        #expect(child.frame == CGRect(x: 40, y: 5, width: 80, height: 41))
        root.removeLayoutGuide(spacer)
        #expect(spacer.owningView == nil && root.layoutGuides.isEmpty)
        #expect(root.constraints.allSatisfy { !$0.layoutItemsIncludeGuide(spacer) })
    }
}

extension NSLayoutConstraint {
    fileprivate func layoutItemsIncludeGuide(_ guide: UILayoutGuide) -> Bool {
        firstItem === guide || secondItem === guide
    }
}
