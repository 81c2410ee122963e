// Written as it would be in an iOS app: it compiles unchanged in Xcode (the gesture's
// target-action is spelled for each platform, as Linux has no Objective-C runtime).
import UIKit

/// One row of the settings list.
public struct ToggleItem: Hashable {
    /// The row's title.
    public var title: String
    /// Whether its switch is on.
    public var isOn: Bool

    /// A row.
    public init(title: String, isOn: Bool) {
        self.title = title
        self.isOn = isOn
    }
}

/// A list of settings rows (``ToggleCell``): each has a switch and a button that flashes the
/// row; a long press on a row lifts it, and dragging reorders the list, with the app's own
/// `UILongPressGestureRecognizer` driving the collection view's interactive movement.
open class ToggleListController: UICollectionViewController {
    /// The rows, in order.
    public private(set) var items: [ToggleItem]
    /// The long press that reorders rows.
    public private(set) var reorderGesture: UILongPressGestureRecognizer?

    /// A list of `items`.
    public init(items: [ToggleItem]) {
        self.items = items
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        super.init(collectionViewLayout: layout)
        installsStandardGestureForInteractiveMovement = false
    }

    /// Not decoded.
    public required init?(coder: NSCoder) {
        items = []
        super.init(coder: coder)
    }

    /// Registers the cell and installs the reordering gesture.
    open override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(ToggleCell.self, forCellWithReuseIdentifier: "toggle")
        #if os(Linux)
        let press = UILongPressGestureRecognizer { [unowned self] gesture in
            handleLongPress(gesture as! UILongPressGestureRecognizer)
        }
        #else
        let press = UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:)))
        #endif
        collectionView.addGestureRecognizer(press)
        reorderGesture = press
    }

    #if !os(Linux)
    @objc private func longPressed(_ gesture: UILongPressGestureRecognizer) { handleLongPress(gesture) }
    #endif

    /// The classic reordering handler: lift the row under the finger, follow it, drop it.
    public func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: collectionView))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    /// Rows are as wide as the list less its insets, 56 points tall (set before each layout
    /// pass, so the pass uses it).
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = max(0, collectionView.bounds.width - layout.sectionInset.left - layout.sectionInset.right)
        if layout.itemSize.width != width { layout.itemSize = CGSize(width: width, height: 56) }
    }

    open override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    open override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "toggle", for: indexPath) as! ToggleCell
        let item = items[indexPath.item]
        cell.configure(title: item.title, isOn: item.isOn)
        cell.onToggle = { [unowned self, unowned cell] isOn in
            guard let path = collectionView.indexPath(for: cell) else { return }
            items[path.item].isOn = isOn
        }
        return cell
    }

    open override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    open override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let item = items.remove(at: sourceIndexPath.item)
        items.insert(item, at: destinationIndexPath.item)
    }
}
