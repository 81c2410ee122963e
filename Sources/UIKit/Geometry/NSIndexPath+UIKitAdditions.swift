import Foundation

// UIKit's additions to `NSIndexPath` (UITableView.h's `NSIndexPath (UITableView)` and
// UICollectionView.h's `NSIndexPath (UICollectionViewAdditions)`), which
// swift-corelibs-foundation lacks: code written against the Objective-C API reads
// `(indexPath as NSIndexPath).section` and makes `NSIndexPath(row:section:)`.

extension NSIndexPath {
    /// A two-index path of `row` in `section` (`init(row:section:)`).
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// A two-index path of `item` in `section` (`init(item:section:)`, iOS 6).
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The first index (`section`); `NSNotFound` for an empty path, as
    /// `index(atPosition:)` answers beyond the length.
    public var section: Int { index(orNotFoundAt: 0) }

    /// The second index (`row`); `NSNotFound` for a path shorter than two.
    public var row: Int { index(orNotFoundAt: 1) }

    /// The second index (`item`, iOS 6); `NSNotFound` for a path shorter than two.
    public var item: Int { index(orNotFoundAt: 1) }

    /// The index at `position`, or `NSNotFound` beyond the length (Apple's
    /// `index(atPosition:)`; swift-corelibs-foundation's traps there instead).
    private func index(orNotFoundAt position: Int) -> Int {
        position < length ? index(atPosition: position) : NSNotFound
    }
}
