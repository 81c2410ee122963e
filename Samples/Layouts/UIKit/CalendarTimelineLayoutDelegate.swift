// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// What a ``CalendarTimelineLayout`` asks the collection view's `delegate`: the time span of
/// each event. Adopt it in the object that is already the collection view's delegate.
public protocol CalendarTimelineLayoutDelegate: UICollectionViewDelegate {
    /// The hours the event at `indexPath` covers, in hours since midnight: `9.5..<11` is
    /// 9:30 to 11:00. The section is the event's day.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        hoursForItemAt indexPath: IndexPath
    ) -> Range<CGFloat>
}
