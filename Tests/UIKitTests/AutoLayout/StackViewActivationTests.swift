import Testing

@testable import UIKit

/// A stack view installs its arrangement's constraints where `NSLayoutConstraint.activate(_:)`
/// installs any constraint — on its items' nearest common ancestor, in the order made
/// (docs/REFERENCE.md §21.2, §21.4) — although it does not search for that ancestor
/// (`UIStackView.activateArrangement(_:)`).
@MainActor @Suite struct StackViewActivationTests {
    /// Every arrangement of three labels, one of them hidden or not, in each axis,
    /// distribution and alignment, relative to the margins or not.
    @Test func arrangementConstraintsGoWhereActivationPutsThem() {
        var checked = 0
        for axis in NSLayoutConstraint.Axis.allCases {
            for distribution in [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering] {
                for alignment in [UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline] {
                    for hidden in [nil, 1] {
                        for margins in [false, true] {
                            let views = (0..<3).map { index -> UILabel in
                                let label = UILabel()
                                label.text = String(repeating: "word ", count: index + 1)
                                return label
                            }
                            if let hidden { views[hidden].isHidden = true }
                            let stack = UIStackView(arrangedSubviews: views)
                            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
                            stack.axis = axis
                            stack.distribution = distribution
                            stack.alignment = alignment
                            stack.isLayoutMarginsRelativeArrangement = margins
                            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                            root.addSubview(stack)
                            root.layoutIfNeeded()
                            let made = stack.arrangement.constraints
                            #expect(!made.isEmpty)
                            for constraint in made {
                                #expect(constraint.isActive)
                                #expect(constraint.container === constraint.installationView(), "\(constraint)")
                            }
                            // Each holder lists its share in the order they were made.
                            for holder in [stack] + views {
                                let own = made.filter { $0.container === holder }.map(ObjectIdentifier.init)
                                let listed = holder.constraints.map(ObjectIdentifier.init).filter { id in own.contains(id) }
                                #expect(listed == own)
                            }
                            // A constraint of one arranged view (hiding, ambiguity suppression) is
                            // that view's; one of a guide alone, the stack view's.
                            let single = made.filter { $0.secondItem == nil && $0.firstItem !== stack }
                            #expect(single.allSatisfy { $0.container === ($0.firstItem as? UIView ?? stack) })
                            checked += made.count
                        }
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }
}
