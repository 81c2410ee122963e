import SnapshotTesting
import Testing
import UIKit

// Written as for the iOS simulator against swift-snapshot-testing 1.19; the one addition for
// Linux is the conditional import. Its references are the `.linux.png`/`.linux.txt` files
// beside where the simulator's would be (__Snapshots__/IOSStyleSnapshotTests/).
#if os(Linux)
import ReelTesting
#endif

final class GreetingViewController: UIViewController {
    let titleLabel = UILabel()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Good morning"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .label
        badge.backgroundColor = .systemOrange
        badge.layer.cornerRadius = 12
        view.addSubview(titleLabel)
        view.addSubview(badge)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let height = titleLabel.intrinsicContentSize.height
        titleLabel.frame = CGRect(x: safe.minX + 16, y: safe.minY + 8, width: safe.width - 32, height: height)
        badge.frame = CGRect(x: safe.maxX - 40, y: safe.maxY - 40, width: 24, height: 24)
    }
}

@Suite(.snapshots(record: .never))
struct IOSStyleSnapshotTests {
    @Test func greeting() {
        let viewController = GreetingViewController()
        assertSnapshot(of: viewController, as: .image(on: .iPhone13), named: "iPhone13")
        assertSnapshot(of: viewController, as: .image(on: .iPhoneSe(.landscape)), named: "iPhoneSe-landscape")
        assertSnapshot(
            of: viewController, as: .image(on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
        assertSnapshot(
            of: viewController,
            as: .image(on: .iPhone13, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)),
            named: "accessibility-large")
        assertSnapshot(of: viewController, as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98), named: "iPhone13")
        assertSnapshot(of: viewController, as: .recursiveDescription(on: .iPhone13), named: "iPhone13")
        assertSnapshot(of: viewController, as: .hierarchy)
    }

    @Test func aView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        view.backgroundColor = .systemTeal
        view.layer.cornerRadius = 8
        assertSnapshot(of: view, as: .image)
        assertSnapshot(of: view, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
        assertSnapshot(of: view, as: .recursiveDescription)
    }
}
