import CollectionAnimation
import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// `CalendarTimelineLayout`, values worked by hand: a 360 × 330 view, hours 8 to 13 (5
/// rows of 60), a 40-wide time column, 30-high day headers, events inset 2, gridlines 1.
/// Four days: dayWidth = (360 − 40) / 4 = 80, day d at x = 40 + 80 d; hour h at
/// y = 30 + (h − 8)·60. Content 360 × (30 + 5·60) = 330.
@Suite(.snapshots(record: .never)) struct CalendarTimelineLayoutTests {
    private func makeCalendar(_ events: CalendarEvents, width: CGFloat = 360) -> UICollectionView {
        let layout = CalendarTimelineLayout()
        layout.lastHour = 13
        return makeSampleView(layout, source: events, size: CGSize(width: width, height: 330))
    }

    private func week() -> CalendarEvents {
        CalendarEvents(days: [[8.5..<10], [9..<9.5, 11..<12.5], [], [10..<13]])
    }

    @Test func eventsSitInTheirDayColumnAtTheirHours() {
        let events = week()
        let view = makeCalendar(events)
        // [0,0] 8:30–10:00: (40 + 2, 30 + 0.5·60, 80 − 4, 1.5·60) = (42, 60, 76, 90).
        #expect(itemFrames(view, section: 0, count: 1) == [CGRect(x: 42, y: 60, width: 76, height: 90)])
        // [1,0] 9:00–9:30: (122, 90, 76, 30); [1,1] 11:00–12:30: (122, 210, 76, 90).
        #expect(
            itemFrames(view, section: 1, count: 2) == [
                CGRect(x: 122, y: 90, width: 76, height: 30), CGRect(x: 122, y: 210, width: 76, height: 90),
            ])
        // [3,0] 10:00–13:00: (40 + 240 + 2, 150, 76, 180).
        #expect(itemFrames(view, section: 3, count: 1) == [CGRect(x: 282, y: 150, width: 76, height: 180)])
        #expect(view.contentSize == CGSize(width: 360, height: 330))
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(events) {}
    }

    @Test func dayHeadersAndHourRowDecorations() throws {
        let events = week()
        let view = makeCalendar(events)
        let layout = view.collectionViewLayout
        // Day 2's header: (40 + 160, 0, 80, 30).
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))?.frame
                == CGRect(x: 200, y: 0, width: 80, height: 30))
        // Hour row 2 (10:00): (40, 30 + 120, 360 − 40, 60 − 1), behind the events.
        let row = try #require(
            layout.layoutAttributesForDecorationView(
                ofKind: CalendarTimelineLayout.hourRowKind, at: IndexPath(item: 2, section: 0)))
        #expect(row.frame == CGRect(x: 40, y: 150, width: 320, height: 59))
        #expect(row.zIndex == -1)
        #expect(row.representedElementCategory == .decorationView)
        #expect(row.representedElementKind == CalendarTimelineLayout.hourRowKind)
        // Five rows (8…12), none for 13:00 or another kind.
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: CalendarTimelineLayout.hourRowKind, at: IndexPath(item: 5, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
        // Everything: 5 rows, 4 headers, 4 events; the registered HourRowView raised nothing.
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 360, height: 330)) ?? []
        #expect(all.filter { $0.representedElementCategory == .decorationView }.count == 5)
        #expect(all.filter { $0.representedElementCategory == .supplementaryView }.count == 4)
        #expect(all.filter { $0.representedElementCategory == .cell }.count == 4)
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(events) {}
    }

    @Test func anInsertedEventGrowsDownFromItsTopEdge() throws {
        let events = week()
        let view = makeCalendar(events)
        view.performBatchUpdates({
            events.days[2].append(10..<11)
            view.insertItems(at: [IndexPath(item: 0, section: 2)])
        })
        #expect(view.raisedExceptions.isEmpty)
        // [2,0] 10:00–11:00: (40 + 160 + 2, 150, 76, 60); it starts 0 high at its top.
        let path = IndexPath(item: 0, section: 2)
        #expect(itemFrames(view, section: 2, count: 1) == [CGRect(x: 202, y: 150, width: 76, height: 60)])
        let animation = try #require(view.lastUpdateAnimation)
        let start = animation.state(atProgress: 0).elements.first { $0.attributes.key == .cell(path) }?.attributes
        let end = animation.state(atProgress: 1).elements.first { $0.attributes.key == .cell(path) }?.attributes
        #expect(start?.frame == CGRect(x: 202, y: 150, width: 76, height: 0))
        #expect(end?.frame == CGRect(x: 202, y: 150, width: 76, height: 60))
        withExtendedLifetime(events) {}
    }

    @Test func snapshots() {
        // 560 wide: days of (560 − 40) / 4 = 130, room for the headers' "Section n".
        let events = week()
        let view = makeCalendar(events, width: 560)
        assertSnapshot(of: view, as: .image(scale: 2), named: "calendar")
        view.performBatchUpdates({
            events.days[2].append(10..<11)
            events.days[1].remove(at: 0)
            view.insertItems(at: [IndexPath(item: 0, section: 2)])
            view.deleteItems(at: [IndexPath(item: 0, section: 1)])
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(events) {}
    }
}
