// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// The decoration view behind one hour of a ``CalendarTimelineLayout``: a band across the
/// day columns whose edges, with the gap to the next band, draw the hour's gridlines.
open class HourRowView: UICollectionReusableView {
    /// A band in `systemGray6`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
    }

    /// A band (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
