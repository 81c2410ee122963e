/// A scroll view's two layout guides (iOS 11; docs/REFERENCE.md §21.5): constraints to the
/// content area, which size it, and to the scroll view's own frame, which does not scroll.
extension UIScrollView {
    /// The content area (`contentLayoutGuide`, iOS 11): its top-left corner is the content's
    /// origin and its size the ``UIScrollView/contentSize`` — unless constraints on the guide
    /// decide its size, which then becomes the content size at each layout pass (as UIKit's
    /// "constraints on the content layout guide define the content size"). `open` in UIKit;
    /// `public` here (a member of an extension cannot be overridden without Objective-C).
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide", slot: \.contentGuide)
    }

    /// The scroll view's frame (`frameLayoutGuide`, iOS 11): as large as the scroll view and
    /// where its bounds show the content, so a view constrained to it stays in place on screen
    /// while the content scrolls (the guide follows `contentOffset`). `open` in UIKit;
    /// `public` here.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide", slot: \.frameGuide)
    }

    /// The priority of the content layout guide's size as the content size: below any an app
    /// can give a constraint it makes (UIKit's value is not documented).
    static let contentSizePriority: Float = 0.5

    /// Takes the content layout guide's solved size as the content size where constraints
    /// moved it from the content size the engine was given (where they did not, a content size
    /// set since stays).
    func adoptContentGuideSize(from engine: LayoutEngine) {
        guard let guide = autoLayoutState?.contentGuide, engine.contains(guide),
            let given = autoLayoutState?.guideConstraints[.scrollContent], given.count == 4
        else { return }
        let solved = engine.frame(of: guide).size
        var size = contentSize
        if solved.width.isFinite, abs(solved.width - given[2].storedConstant) > 1e-6 { size.width = max(0, solved.width) }
        if solved.height.isFinite, abs(solved.height - given[3].storedConstant) > 1e-6 { size.height = max(0, solved.height) }
        if size != contentSize { contentSize = size }
    }
}
