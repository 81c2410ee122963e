import Foundation

/// One row of the feed.
public struct FeedItem: Hashable, Sendable {
    public var id: Int
    public var title: String
    public var detail: String
    public var isUnread: Bool

    public init(id: Int, title: String, detail: String, isUnread: Bool) {
        self.id = id
        self.title = title
        self.detail = detail
        self.isUnread = isUnread
    }

    /// A morning's feed, for previews and tests.
    public static let sample: [FeedItem] = [
        FeedItem(id: 1, title: "Design review", detail: "Today at 10:00 · Room 4", isUnread: true),
        FeedItem(id: 2, title: "Lunch with Sam", detail: "12:30 · Café Lumen", isUnread: false),
        FeedItem(id: 3, title: "Release 2.4 is out", detail: "Read the notes", isUnread: true),
        FeedItem(id: 4, title: "Flight to Lisbon", detail: "Friday 07:15 · Gate B12", isUnread: false),
        FeedItem(id: 5, title: "Invoice #1042 paid", detail: "€1,280.00", isUnread: false),
        FeedItem(id: 6, title: "Weekly digest", detail: "12 new stories", isUnread: true),
    ]
}
