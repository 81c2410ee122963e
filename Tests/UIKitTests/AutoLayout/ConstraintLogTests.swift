import Testing
import UIKit

/// UIKit's Auto Layout console messages and exceptions, word for word
/// (docs/REFERENCE.md §21.3), recorded in `LayoutConstraintLog` with normalised addresses.
@Suite struct ConstraintLogTests {
    /// UIKit's message for unsatisfiable constraints, word for word: the `involved` constraints'
    /// descriptions listed, `victim` broken, and the note on autoresizing-mask constraints when
    /// `noted`.
    static func unsatisfiable(_ involved: [String], breaking victim: String, noted: Bool = false) -> String {
        let note =
            noted
            ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation "
                + "for the UIView property translatesAutoresizingMaskIntoConstraints) \n" : ""
        return """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \n\
            \tTry this: \n\
            \t\t(1) look at each constraint and try to figure out which you don't expect; \n\
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n\
            \(note)(
            \(involved.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint \n\
            \(victim)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
    }

    @Test func unsatisfiableConstraintsAreReportedAndTheNewestIsBroken() {
        let (root, child) = rootWithChild()
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        let (_, log) = recordingLayoutLog {
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            narrow.isActive = true
            wide.isActive = true
            root.layoutIfNeeded()
        }
        #expect(
            log.messages == [
                Self.unsatisfiable(
                    [
                        "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
                        "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>",
                    ], breaking: "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>")
            ])
        #expect(child.frame.width == 100)
        #expect(wide.isActive, "a broken constraint stays active, as in UIKit")
        // Once the conflict goes, the broken constraint takes part again.
        let (_, quiet) = recordingLayoutLog {
            narrow.isActive = false
            root.layoutIfNeeded()
        }
        #expect(quiet.messages.isEmpty)
        #expect(child.frame.width == 200)
    }

    @Test func uikitsOwnSizingConstraintsAreNeverBroken() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(fixed)
        let (_, log) = recordingLayoutLog {
            fixed.widthAnchor.constraint(equalToConstant: 80).isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        let message = log.messages.first ?? ""
        #expect(
            message.contains(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                    + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n("))
        #expect(message.contains("\"<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& UIView:0x2.width == 50   (active)>\""))
        #expect(
            message.contains(
                "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x1 UIView:0x2.width == 80   (active)>"))
        #expect(fixed.frame.width == 50)
    }

    @Test func descriptionsReadAsUIKitsDo() {
        let (root, child) = rootWithChild()
        let sibling = UIView()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sibling)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        let trailing = root.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 16)
        let spacing = sibling.leadingAnchor.constraint(greaterThanOrEqualTo: child.trailingAnchor, constant: 8)
        spacing.priority = .defaultHigh
        NSLayoutConstraint.activate([leading, trailing, spacing])
        #expect(
            withoutAddresses(leading.description) == "<NSLayoutConstraint:0x… H:|-(16)-[UIView:0x…]   (active, names: '|':UIView:0x… )>")
        #expect(
            withoutAddresses(trailing.description) == "<NSLayoutConstraint:0x… H:[UIView:0x…]-(16)-|   (active, names: '|':UIView:0x… )>")
        #expect(withoutAddresses(spacing.description) == "<NSLayoutConstraint:0x… H:[UIView:0x…]-(>=8@750)-[UIView:0x…]   (active)>")
        let ratio = child.widthAnchor.constraint(equalTo: child.heightAnchor, multiplier: 2, constant: 4)
        ratio.identifier = "avatar-ratio"
        ratio.priority = .defaultHigh
        #expect(
            withoutAddresses(ratio.description)
                == "<NSLayoutConstraint:0x… 'avatar-ratio' UIView:0x….width == 2*UIView:0x….height + 4 @750   (inactive)>")
        let label = UILabel()
        label.text = "Drag pieces to the grid so that they fit"
        let left = label.leftAnchor.constraint(equalTo: child.leftAnchor, constant: -2)
        #expect(
            withoutAddresses(left.description)
                == "<NSLayoutConstraint:0x… UILabel:0x…'Drag pieces to the grid s...'.left == UIView:0x….left - 2   (inactive)>")
    }

    @Test func itemsWithNoCommonAncestorAreUIKitsException() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let (_, log) = recordingLayoutLog { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(
            log.raisedExceptions == [
                UIKitException(
                    reason: "Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x1 \"UIView:0x2.leading\"> and "
                        + "<NSLayoutXAxisAnchor:0x3 \"UIView:0x4.leading\"> because they have no common ancestor.  Does the "
                        + "constraint or its anchors reference items in different view hierarchies?  That's illegal.",
                    name: "NSGenericException")
            ])
    }

    @Test func aRequiredPriorityCannotTurnOptionalOnceInstalled() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = .defaultLow
        constraint.priority = .required // not installed yet: fine
        constraint.isActive = true
        let (_, log) = recordingLayoutLog { constraint.priority = .defaultLow }
        #expect(constraint.priority == .required)
        #expect(
            log.raisedExceptions == [
                UIKitException(
                    reason: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority 250 and the existing priority was 1000.")
            ])
        // Between optional values it may change.
        let optional = view.heightAnchor.constraint(equalToConstant: 10)
        optional.priority = .defaultHigh
        optional.isActive = true
        optional.priority = .defaultLow
        #expect(optional.priority == .defaultLow)
    }

    @Test func aConstantThatIsNotFiniteIsRefused() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        let (_, log) = recordingLayoutLog { constraint.constant = .nan }
        #expect(constraint.constant == 10)
        #expect(
            log.raisedExceptions.first?.reason
                == "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:"
                + "<NSLayoutDimension:0x1 \"UIView:0x2.width\"> secondAnchor:(null)")
        let (made, madeLog) = recordingLayoutLog { view.heightAnchor.constraint(equalToConstant: .infinity) }
        #expect(madeLog.raisedExceptions.count == 1)
        made.isActive = true
        #expect(!made.isActive)
    }

    /// A cell whose content needs at least 100 points of height, fitted at its estimated 44:
    /// its size pin comes back at 44 after the fitting (LayoutEngine+Fitting.swift) and
    /// contradicts the content. UIKit's message lists the chain from the cell's height to the
    /// content's and breaks the app's newest constraint of it (never UIKit's own), which takes
    /// part again once the cell is resized to what it needs. iOS logs in this case too
    /// (docs/REFERENCE.md §21.3: a compositional item estimated at 50 with content of 80,
    /// recorded on the iOS 14.4 simulator).
    @Test func aFittedCellsSizePinThatContradictsItsContentIsReportedAndTheContentBroken() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        let content = cell.contentView
        let tall = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor), box.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            box.topAnchor.constraint(equalTo: content.topAnchor), box.bottomAnchor.constraint(equalTo: content.bottomAnchor), tall,
        ])
        let (size, log) = recordingLayoutLog {
            cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(size == CGSize(width: 390, height: 100))
        // The smallest set that cannot hold: the box's top, bottom and height, the content
        // view's height following the cell's (its autoresizing mask), and the pin; listed in
        // the order they were made, the box's newest one broken.
        #expect(
            log.messages == [
                Self.unsatisfiable(
                    [
                        "<NSLayoutConstraint:0x1 V:|-(0)-[UIView:0x2]   (active, names: '|':UIView:0x3 )>",
                        "<NSLayoutConstraint:0x4 UIView:0x2.bottom == UIView:0x3.bottom   (active)>",
                        "<NSLayoutConstraint:0x5 UIView:0x2.height >= 100   (active)>",
                        "<NSAutoresizingMaskLayoutConstraint:0x6 h=-&- v=-&- UIView:0x3.height == UICollectionViewCell:0x7.height   (active)>",
                        "<NSLayoutConstraint:0x8 'UIView-Encapsulated-Layout-Height' UICollectionViewCell:0x7.height == 44   (active)>",
                    ], breaking: "<NSLayoutConstraint:0x5 UIView:0x2.height >= 100   (active)>", noted: true)
            ])
        #expect(tall.isActive, "a broken constraint stays active, as in UIKit")
        let (_, quiet) = recordingLayoutLog {
            cell.frame.size = size
            cell.layoutIfNeeded()
        }
        #expect(quiet.messages.isEmpty)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    @Test func aLocationNeedsASecondItem() {
        let view = UIView()
        let (constraint, log) = recordingLayoutLog {
            NSLayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 10)
        }
        #expect(
            log.raisedExceptions == [
                UIKitException(
                    reason: "NSLayoutConstraint for <UIView: 0x1; frame = (0 0; 0 0); layer = <CALayer: 0x2>>: A multiplier "
                        + "of 0 or a nil second item together with a location for the first attribute creates an illegal "
                        + "constraint of a location equal to a constant. Location attributes must be specified in pairs.",
                    name: "NSInvalidArgumentException")
            ])
        constraint.isActive = true
        #expect(!constraint.isActive)
        let (_, pairing) = recordingLayoutLog {
            _ = NSLayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .left, multiplier: 1, constant: 0)
        }
        #expect(pairing.raisedExceptions.first?.reason.hasSuffix("Use leading/trailing for both or neither.") == true)
    }

    @Test func removingAViewDeactivatesItsConstraintsWithTheViewsItLeft() {
        let (root, child) = rootWithChild()
        let outside = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([outside, own])
        child.removeFromSuperview()
        #expect(!outside.isActive && own.isActive)
        #expect(root.constraints.isEmpty)
    }
}
