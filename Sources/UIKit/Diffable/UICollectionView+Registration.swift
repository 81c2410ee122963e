import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.CellRegistration`: a cell class and the handler that
    /// configures it for an item (docs/REFERENCE.md §15).
    ///
    /// Make it once, outside the cell provider, and pass it to
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``, which registers
    /// the class under the registration's own reuse identifier the first time. (From iOS 15
    /// UIKit raises when a registration is made inside a cell provider; that check is not
    /// made here.) A registration with a nib compiles, but no nib loads on Linux: dequeuing
    /// its cell records the exception for a nib that cannot load (docs/REFERENCE.md §15.1).
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures a dequeued cell for its index path and item.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The reuse identifier the class is registered under (unique per registration).
        let reuseIdentifier: String
        /// The configuration handler.
        let handler: Handler
        /// The nib the cell would be loaded from, if the registration has one.
        let nib: UINib?

        /// A registration of `Cell` configured by `handler` (`init(handler:)`).
        public init(handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration<\(Cell.self)>-" + UUID().uuidString
            self.handler = handler
            nib = nil
        }

        /// A registration of a cell loaded from `cellNib` (`init(cellNib:configurationHandler:)`);
        /// no nib loads here (see ``UINib``).
        public init(cellNib: UINib, configurationHandler handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration<\(Cell.self)>-" + UUID().uuidString
            self.handler = handler
            nib = cellNib
        }
    }

    /// UIKit's `UICollectionView.SupplementaryRegistration`: a supplementary view class for
    /// an element kind and the handler that configures it (docs/REFERENCE.md §15).
    /// A registration with a nib compiles and cannot load, as for cells.
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures a dequeued supplementary view for its kind and index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind (header, footer or a layout's own kind).
        let elementKind: String
        /// The reuse identifier the class is registered under (unique per registration).
        let reuseIdentifier: String
        /// The configuration handler.
        let handler: Handler
        /// The nib the view would be loaded from, if the registration has one.
        let nib: UINib?

        /// A registration of `Supplementary` for `elementKind` configured by `handler`
        /// (`init(elementKind:handler:)`).
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration<\(Supplementary.self)>-" + UUID().uuidString
            self.handler = handler
            nib = nil
        }

        /// A registration of a view of `elementKind` loaded from `supplementaryNib`
        /// (`init(supplementaryNib:elementKind:handler:)`); no nib loads here (see ``UINib``).
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration<\(Supplementary.self)>-" + UUID().uuidString
            self.handler = handler
            nib = supplementaryNib
        }
    }

    /// A recycled or new cell of the registration's class, configured by its handler for
    /// `item` (`dequeueConfiguredReusableCell(using:for:item:)`). The class is registered
    /// on first use. A nil item dequeues the cell without calling the handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if let nib = registration.nib {
            registerCell(nib: nib, registration.reuseIdentifier)
        } else if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A recycled or new supplementary view of the registration's class, configured by its
    /// handler (`dequeueConfiguredReusableSupplementary(using:for:)`). The class is
    /// registered on first use.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        if let nib = registration.nib {
            registerSupplementary(nib: nib, registration.elementKind, registration.reuseIdentifier)
        } else if !hasSupplementaryRegistration(kind: registration.elementKind, identifier: registration.reuseIdentifier) {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Supplementary
            ?? Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
