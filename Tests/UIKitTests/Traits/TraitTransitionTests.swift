import DeviceCatalog
import Testing
import UIKit

/// Trait transitions on a rotation (docs/REFERENCE.md §26.9): a window the size of its screen
/// given that size the other way round is the device turned. When the size classes change with
/// it, each controller whose traits change hears `willTransition(to:with:)` with its new traits
/// before anything changes (Apple's documentation of the method), the root then hears
/// `viewWillTransition(to:with:)`, then the traits change top down (controllers before their
/// views, parents before children), the views lay out and the coordinator's blocks run. The
/// size classes are Apple's (HIG "Layout", size classes): an iPhone 13 is compact wide and
/// regular high upright, compact both ways on its side; a Max is regular wide on its side; an
/// iPad is regular both ways.
@Suite struct TraitTransitionTests {
    /// What every controller and view of a test says, in the order they say it.
    private final class CallLog {
        var lines: [String] = []
        func callAsFunction(_ line: String) { lines.append(line) }
    }

    /// "wC hR": the size classes of `traits`.
    private static func classes(_ traits: UITraitCollection?) -> String {
        func letter(_ sizeClass: UIUserInterfaceSizeClass?) -> String {
            switch sizeClass {
            case .compact: "C"
            case .regular: "R"
            default: "?"
            }
        }
        return "w\(letter(traits?.horizontalSizeClass)) h\(letter(traits?.verticalSizeClass))"
    }

    private final class RecordingView: UIView {
        var name = ""
        var log: CallLog?

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?("\(name) traitCollectionDidChange \(classes(previousTraitCollection)) to \(classes(traitCollection))")
        }
    }

    private final class RecordingController: UIViewController {
        let name: String
        let log: CallLog

        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self]) {
                (controller: RecordingController, _) in
                controller.log("\(controller.name) handler")
            }
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let view = RecordingView()
            view.name = "\(name).view"
            view.log = log
            self.view = view
        }

        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            log("\(name) willTransition to \(classes(newCollection)) from \(classes(traitCollection))")
            #expect(transitionCoordinator === coordinator)
            coordinator.animate(
                alongsideTransition: { [self] _ in log("\(name) alongside, \(classes(traitCollection))") },
                completion: { [self] _ in log("\(name) completion") })
            super.willTransition(to: newCollection, with: coordinator)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log("\(name) viewWillTransition to \(Int(size.width))x\(Int(size.height)), \(classes(traitCollection))")
            super.viewWillTransition(to: size, with: coordinator)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log(
                "\(name) traitCollectionDidChange \(classes(previousTraitCollection)) to \(classes(traitCollection)), "
                    + "width \(Int(view.bounds.width))")
        }
    }

    /// A window of `frame` (by default the simulated device's upright screen), visible unless
    /// told otherwise, showing `root` with `child` inside it.
    private static func shown(_ root: UIViewController, child: UIViewController?, frame: CGRect?, visible: Bool) -> UIWindow {
        let window = UIWindow(frame: frame ?? UIScreen.main.bounds)
        if let child {
            root.addChild(child)
            root.view.addSubview(child.view)
            child.view.frame = root.view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            child.didMove(toParent: root)
        }
        window.rootViewController = root
        if visible { window.makeKeyAndVisible() }
        return window
    }

    /// A root controller (with a child, unless told otherwise) shown upright on a device, and
    /// what they said while the window turned.
    private struct Turn {
        let log: CallLog
        let root: RecordingController
        let child: RecordingController
        let window: UIWindow

        init(_ device: Device, withChild: Bool, frame: CGRect? = nil, visible: Bool = true) {
            let log = CallLog()
            let root = RecordingController("root", log: log), child = RecordingController("child", log: log)
            (self.log, self.root, self.child) = (log, root, child)
            window = SimulatedEnvironment(device: device).perform {
                TraitTransitionTests.shown(root, child: withChild ? child : nil, frame: frame, visible: visible)
            }
        }

        /// Gives the window `size` and returns what was said meanwhile.
        func resize(to size: CGSize) -> [String] {
            log.lines = []
            window.frame = CGRect(origin: .zero, size: size)
            return log.lines
        }
    }

    @Test func anIPhone13TurnedOnItsSideHearsOfItsCompactHeightBeforeItsSize() {
        let turn = Turn(.iPhone13, withChild: true)
        // Upright 390 × 844 is wC hR; on its side 844 × 390 is wC hC: only the height class changes.
        #expect(
            turn.resize(to: CGSize(width: 844, height: 390)) == [
                "root willTransition to wC hC from wC hR",
                "child willTransition to wC hC from wC hR",
                "root viewWillTransition to 844x390, wC hR",
                "child viewWillTransition to 844x390, wC hR",
                "root traitCollectionDidChange wC hR to wC hC, width 844",
                "root handler",
                "root.view traitCollectionDidChange wC hR to wC hC",
                "child traitCollectionDidChange wC hR to wC hC, width 844",
                "child handler",
                "child.view traitCollectionDidChange wC hR to wC hC",
                "root alongside, wC hC",
                "child alongside, wC hC",
                "root completion",
                "child completion",
            ])
        #expect(turn.root.transitionCoordinator == nil)
        // The window is on the device turned: its screen, safe area and size classes are the landscape ones.
        #expect(turn.window.screen.bounds.size == CGSize(width: 844, height: 390))
        #expect(turn.root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(turn.child.traitCollection.verticalSizeClass == .compact)
    }

    @Test func aMaxTurnedOnItsSideBecomesRegularWide() {
        let turn = Turn(.iPhone13ProMax, withChild: false)
        // Upright 428 × 926 is wC hR; on its side 926 × 428 is wR hC.
        let lines = turn.resize(to: CGSize(width: 926, height: 428))
        #expect(lines.first == "root willTransition to wR hC from wC hR")
        #expect(lines.contains("root traitCollectionDidChange wC hR to wR hC, width 926"))
        // Turned back, the classes return, announced the same way.
        #expect(turn.resize(to: CGSize(width: 428, height: 926)).first == "root willTransition to wC hR from wR hC")
        #expect(turn.window.screen.bounds.size == CGSize(width: 428, height: 926))
        #expect(turn.root.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func aChildHearsTheTraitsItsParentsOverrideGivesIt() {
        let turn = Turn(.iPhone13ProMax, withChild: true)
        turn.root.setOverrideTraitCollection(UITraitCollection(verticalSizeClass: .regular), forChild: turn.child)
        #expect(turn.root.overrideTraitCollection(forChild: turn.child)?.verticalSizeClass == .regular)
        // On its side the Max is wR hC; the child keeps a regular height by its parent's override.
        let lines = turn.resize(to: CGSize(width: 926, height: 428))
        #expect(lines.prefix(2) == ["root willTransition to wR hC from wC hR", "child willTransition to wR hR from wC hR"])
        #expect(lines.contains("child traitCollectionDidChange wC hR to wR hR, width 926"))
    }

    @Test func aChildWhoseOverrideKeepsItsTraitsHearsNothingOfThem() {
        let turn = Turn(.iPhone13, withChild: true)
        turn.child.traitOverrides.verticalSizeClass = .regular
        // The iPhone 13 on its side changes only the height class, which the child overrides.
        let lines = turn.resize(to: CGSize(width: 844, height: 390))
        #expect(lines.filter { $0.hasPrefix("child") } == ["child viewWillTransition to 844x390, wC hR"])
        #expect(lines.first == "root willTransition to wC hC from wC hR")
    }

    @Test func anIPadTurnedKeepsItsClassesSoOnlyItsSizeChanges() {
        let turn = Turn(.iPadPro12_9, withChild: false)
        // Regular both ways upright (1024 × 1366) and on its side (1366 × 1024).
        #expect(turn.resize(to: CGSize(width: 1366, height: 1024)) == ["root viewWillTransition to 1366x1024, wR hR"])
        #expect(turn.window.screen.bounds.size == CGSize(width: 1366, height: 1024))
    }

    @Test func aPresentedControllerHearsAfterThePresentingOne() {
        let turn = Turn(.iPhone13, withChild: false)
        let presented = RecordingController("presented", log: turn.log)
        presented.modalPresentationStyle = .overFullScreen
        turn.root.present(presented, animated: false)
        let lines = turn.resize(to: CGSize(width: 844, height: 390))
        #expect(lines.prefix(2) == ["root willTransition to wC hC from wC hR", "presented willTransition to wC hC from wC hR"])
        #expect(lines.contains("presented traitCollectionDidChange wC hR to wC hC, width 844"))
    }

    @Test func aWindowNotTheSizeOfItsScreenDoesNotTurn() {
        let small = Turn(.iPhone13, withChild: false, frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        #expect(small.resize(to: CGSize(width: 600, height: 300)) == ["root viewWillTransition to 600x300, wC hR"])
        // A screen-sized window given a size that is not the screen's the other way round does not turn either.
        let turn = Turn(.iPhone13, withChild: false)
        #expect(turn.resize(to: CGSize(width: 844, height: 400)) == ["root viewWillTransition to 844x400, wC hR"])
    }

    @Test func aHiddenWindowTurnsWithoutTellingItsController() {
        let turn = Turn(.iPhone13, withChild: false, visible: false)
        // No transition (nothing shows), but the window is on the turned device: only the traits change.
        #expect(
            turn.resize(to: CGSize(width: 844, height: 390)) == [
                "root traitCollectionDidChange wC hR to wC hC, width 844", "root handler",
                "root.view traitCollectionDidChange wC hR to wC hC",
            ])
        #expect(turn.window.traitCollection.verticalSizeClass == .compact)
    }

    /// Lays its items out in one column, two when the height is compact: it switches layouts in
    /// `willTransition(to:with:)`, as apps do.
    private final class ColumnsController: UICollectionViewController {
        init() { super.init(collectionViewLayout: Self.layout(columns: 1)) }

        required init?(coder: NSCoder) { nil }

        /// Rows 100 high of `columns` items across the width, measured from the collection view's edges.
        static func layout(columns: Int) -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item,
                count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsetsReference = .none
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.contentInsetsReference = .none
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            collectionView.setCollectionViewLayout(
                Self.layout(columns: newCollection.verticalSizeClass == .compact ? 2 : 1), animated: false)
        }
    }

    @Test func aControllerSwitchesToTwoColumnsWhenItsHeightBecomesCompact() {
        let controller = ColumnsController()
        let window = SimulatedEnvironment(device: .iPhone13).perform {
            TraitTransitionTests.shown(controller, child: nil, frame: nil, visible: true)
        }
        let frames = { (0..<3).map { controller.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } }
        // Upright, one column 390 wide: rows at y 0, 100, 200.
        #expect(frames() == [0, 100, 200].map { CGRect(x: 0, y: $0, width: 390, height: 100) })
        // On its side (wC hC), two columns of 844 / 2 = 422: items 0 and 1 side by side, item 2 below item 0.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(
            frames() == [
                CGRect(x: 0, y: 0, width: 422, height: 100), CGRect(x: 422, y: 0, width: 422, height: 100),
                CGRect(x: 0, y: 100, width: 422, height: 100),
            ])
    }

    /// Answers UIContentContainer's calls, to check they reach a subclass through the protocol.
    private final class Container: UIViewController {
        var calls: [String] = []
        override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            calls.append("fitting size")
            super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
        }
    }

    @Test func aChildsFittingSizeCallReachesTheOverrideThroughTheProtocol() {
        let container = Container()
        let asContainer: any UIContentContainer = container
        asContainer.systemLayoutFittingSizeDidChange(forChildContentContainer: UIViewController())
        #expect(container.calls == ["fitting size"])
    }
}
