import UIKit

extension NSMutableParagraphStyle {
    /// A new style with the settings `set` gives it.
    static func made(_ set: (NSMutableParagraphStyle) -> Void) -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        set(style)
        return style
    }
}
