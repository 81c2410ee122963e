import Testing
import UIKit

/// A header-footer view's `backgroundView`: shown behind the content, filling the view, and
/// exclusive with `backgroundConfiguration` — setting either resets the other, as UIKit
/// documents for views with both.
@Suite struct HeaderFooterBackgroundViewTests {
    /// Whether `view` is among `root`'s descendants.
    private func contains(_ root: UIView, _ view: UIView) -> Bool {
        root.subviews.contains { $0 === view || contains($0, view) }
    }

    @Test func aBackgroundViewFillsTheHeaderBehindItsContent() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        let backdrop = UIView()
        header.backgroundView = backdrop
        #expect(contains(header, backdrop))
        #expect(backdrop.convert(backdrop.bounds, to: header) == CGRect(x: 0, y: 0, width: 320, height: 40))
        header.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        #expect(backdrop.bounds.size == CGSize(width: 200, height: 30))
    }

    @Test func eitherBackgroundResetsTheOther() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.backgroundConfiguration = .clear()
        let backdrop = UIView()
        header.backgroundView = backdrop
        #expect(header.backgroundConfiguration == nil)
        header.backgroundConfiguration = .listPlainHeaderFooter()
        #expect(header.backgroundView == nil)
        #expect(!contains(header, backdrop))
    }
}
