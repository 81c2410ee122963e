import Foundation
import Testing
import UIKit

/// UIKit's `NSIndexPath` additions (UITableView.h, UICollectionView.h): `section` is the first
/// index, `row` and `item` the second; `index(atPosition:)` answers `NSNotFound` beyond the
/// length, so a one-index path has no row.
@Suite struct NSIndexPathAdditionsTests {
    @Test func rowsAndItemsAreTheSecondIndex() {
        let row = NSIndexPath(row: 4, section: 2)
        #expect(row.length == 2 && row.section == 2 && row.row == 4 && row.item == 4)
        let item = NSIndexPath(item: 7, section: 1)
        #expect(item.section == 1 && item.item == 7 && item.row == 7)
        #expect(item as IndexPath == IndexPath(item: 7, section: 1))
        #expect((IndexPath(row: 3, section: 5) as NSIndexPath).section == 5)
    }

    @Test func aShortPathHasNoRow() {
        let single = NSIndexPath(index: 3)
        #expect(single.section == 3)
        #expect(single.row == NSNotFound && single.item == NSNotFound)
        #expect(NSIndexPath().section == NSNotFound)
    }
}
