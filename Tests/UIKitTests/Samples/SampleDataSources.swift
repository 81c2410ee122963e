import UIKit
import UIKitSampleLayouts

/// Tag widths from the model, with UIKit's exact delegate signature.
final class TagSizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var widths: [CGFloat]
    var sizeCalls = 0

    init(widths: [CGFloat]) { self.widths = widths }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        widths.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        cell.backgroundColor = .systemBlue
        cell.layer.cornerRadius = 8
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeCalls += 1
        return CGSize(width: widths[indexPath.row], height: 40)
    }
}

/// Item heights per section and column counts, as the waterfall's delegate.
final class WaterfallHeights: NSObject, UICollectionViewDataSource, WaterfallLayoutDelegate {
    var heights: [[CGFloat]]
    var columns: [Int]?
    /// The column widths the layout passed, by index path.
    var columnWidths: [IndexPath: CGFloat] = [:]

    init(heights: [[CGFloat]], columns: [Int]? = nil) {
        self.heights = heights
        self.columns = columns
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { heights.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        heights[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        numberOfColumnsInSection section: Int
    ) -> Int {
        columns?[section] ?? (collectionViewLayout as? WaterfallLayout)?.numberOfColumns ?? 2
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
    ) -> CGFloat {
        columnWidths[indexPath] = columnWidth
        return heights[indexPath.section][indexPath.item]
    }
}

/// Cards dequeued as ``CardCell``.
final class Cards: NSObject, UICollectionViewDataSource {
    var count: Int

    init(count: Int = 3) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.contentView.backgroundColor = [UIColor.systemBlue, .systemGreen, .systemIndigo, .systemOrange][indexPath.item % 4]
        return cell
    }
}

/// A week of events: one section per day, each event its hours.
final class CalendarEvents: NSObject, UICollectionViewDataSource, CalendarTimelineLayoutDelegate {
    var days: [[Range<CGFloat>]]

    init(days: [[Range<CGFloat>]]) { self.days = days }

    func numberOfSections(in collectionView: UICollectionView) -> Int { days.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        days[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        hoursForItemAt indexPath: IndexPath
    ) -> Range<CGFloat> {
        days[indexPath.section][indexPath.item]
    }
}
