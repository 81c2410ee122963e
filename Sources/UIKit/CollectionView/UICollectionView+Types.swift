import Foundation

extension UICollectionView {
    /// What kind of view an element is, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (header, footer…).
        case supplementaryView
        /// A decoration view.
        case decorationView

        /// The UIKit spelling of a core category.
        init(_ category: CollectionLayout.ElementCategory) {
            switch category {
            case .cell: self = .cell
            case .supplementary: self = .supplementaryView
            case .decoration: self = .decorationView
            }
        }
    }

    /// The scroll direction of a flow layout, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows; content grows downwards.
        case vertical
        /// Lines are columns; content grows to the right.
        case horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` places an item
    /// (`UICollectionView.ScrollPosition`): `.top`, `.centeredVertically`, `.bottom`,
    /// `.left`, `.centeredHorizontally`, `.right`, or `[]`.
    public typealias ScrollPosition = CollectionView.ScrollPosition

    /// The kind of flow layout's section headers (`elementKindSectionHeader`).
    public static let elementKindSectionHeader = ElementKind.sectionHeader

    /// The kind of flow layout's section footers (`elementKindSectionFooter`).
    public static let elementKindSectionFooter = ElementKind.sectionFooter
}

/// The kind of flow layout's section headers (UIKit's Objective-C-era global).
public let UICollectionElementKindSectionHeader = ElementKind.sectionHeader

/// The kind of flow layout's section footers (UIKit's Objective-C-era global).
public let UICollectionElementKindSectionFooter = ElementKind.sectionFooter

/// UIKit's older name of ``UICollectionView/ElementCategory``.
public typealias UICollectionElementCategory = UICollectionView.ElementCategory

/// UIKit's older name of ``UICollectionView/ScrollDirection``.
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

/// An exception UIKit would have raised, recorded instead of crashing: the name
/// (`NSInternalInconsistencyException` for everything here) and UIKit's reason text.
///
/// A ``UICollectionView`` collects them in ``UICollectionView/raisedExceptions``; the
/// snapshot strategies fail a test that raised any.
public struct UIKitException: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exception's name.
    public var name: String
    /// UIKit's reason text.
    public var reason: String

    /// An `NSInternalInconsistencyException` with a reason.
    public init(reason: String, name: String = "NSInternalInconsistencyException") {
        self.name = name
        self.reason = reason
    }

    /// As the console shows it: `*** Terminating app due to uncaught exception '…', reason: '…'`.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    /// Prints the exception on standard error as the console shows it: for what iOS raises
    /// and the program here carries on after (a nib or storyboard that cannot load).
    func printToConsole() {
        FileHandle.standardError.write(Data((description + "\n").utf8))
    }

    /// UIKit's text for an index path in a message: `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`
    /// (the address is a placeholder here).
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath: 0x0000000000000000> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }
}
