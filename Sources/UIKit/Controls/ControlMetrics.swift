/// The sizes and colours controls are drawn with, in one place. Where each number comes from
/// is in docs/REFERENCE.md §25: sizes that developers recorded on devices (`intrinsicContentSize`
/// and frames, iOS 13–18), Apple's system colours, and choices where neither is public.
enum ControlMetrics {
    // MARK: Colours (iOS light appearance)

    /// `systemFill`: #787880 at 20 %.
    static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// `secondarySystemFill`: #787880 at 16 %.
    static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// `tertiarySystemFill`: #767680 at 12 %.
    static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// `tertiaryLabel`: #3C3C43 at 30 %, the disabled text colour.
    static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// `quaternaryLabel`: #3C3C43 at 18 %.
    static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    /// `opaqueSeparator`: #C6C6C8.
    static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    /// The hairline around white thumbs and the selected segment, standing in for their
    /// shadows, whose values UIKit does not publish: 0.5 pt, black at 12 % (chosen).
    static let thumbOutlineWidth: CGFloat = 0.5
    static let thumbOutline = UIColor(red: 0, green: 0, blue: 0, alpha: 0.12)
    /// How much a highlighted button's content keeps of its opacity (chosen).
    static let highlightedAlpha: CGFloat = 0.5

    // MARK: Sizes

    /// UISwitch: 51 × 31, its thumb 27 across, 2 in from the track's edge.
    static let switchSize = CGSize(width: 51, height: 31)
    static let switchThumbInset: CGFloat = 2
    /// UIStepper: 94 × 32, two halves with a 1 pt divider.
    static let stepperSize = CGSize(width: 94, height: 32)
    /// UISegmentedControl: 32 tall; the selected segment 2 in from the track; corner radii 8
    /// (track) and 7 (segment); titles 13 pt; a segment's text has 8 pt either side at least.
    static let segmentedHeight: CGFloat = 32
    static let segmentInset: CGFloat = 2
    static let segmentedCornerRadius: CGFloat = 8
    static let segmentCornerRadius: CGFloat = 7
    static let segmentFontSize: CGFloat = 13
    static let segmentPadding: CGFloat = 8
    /// UISlider: 34 tall, a 4 pt track, a 28 pt thumb.
    static let sliderHeight: CGFloat = 34
    static let sliderTrackHeight: CGFloat = 4
    static let sliderThumbDiameter: CGFloat = 28
    /// UIProgressView: 4 tall (`.default`), 2.5 (`.bar`).
    static let progressHeight: CGFloat = 4
    static let progressBarHeight: CGFloat = 2.5
    /// UIPageControl: dots 7 across, 9 apart (16 from centre to centre), 26 tall.
    static let pageDotDiameter: CGFloat = 7
    static let pageDotSpacing: CGFloat = 9
    static let pageControlHeight: CGFloat = 26
    static let pageControlPadding: CGFloat = 12
    /// UIActivityIndicatorView: 20 × 20 (`.medium`), 37 × 37 (`.large`); 8 spokes turning
    /// once a second, a step at a time.
    static let activityMediumSize: CGFloat = 20
    static let activityLargeSize: CGFloat = 37
    static let activitySpokes = 8
    /// UIRefreshControl: 60 tall (recorded on iOS 17: `frame = (0 0; 0 60)` for a new control);
    /// its title 4 below the spinner (chosen).
    static let refreshControlHeight: CGFloat = 60
    static let refreshTitleGap: CGFloat = 4
    /// UIToolbar: 44 tall, 32 in a compact height (docs/REFERENCE.md §20.20), items 16 from the
    /// edges and 8 apart (chosen).
    static let toolbarHeight: CGFloat = 44
    static let compactToolbarHeight: CGFloat = 32
    static let toolbarMargin: CGFloat = 16
    static let toolbarSpacing: CGFloat = 8
    /// A bar's background where it shows one (toolbar, navigation bar): near-white at 94 %
    /// (the translucent material is not drawn; chosen).
    static let barBackground = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
    /// UINavigationBar: 44 tall, 32 in a compact height, 52 more with a large title; the title
    /// 17 pt semibold, the large title 34 pt bold (Apple's Human Interface Guidelines); the
    /// back chevron 8 from the leading edge, its title 6 after it (chosen).
    static let navigationBarHeight: CGFloat = 44
    static let compactNavigationBarHeight: CGFloat = 32
    static let largeTitleHeight: CGFloat = 52
    static let navigationTitleFontSize: CGFloat = 17
    static let largeTitleFontSize: CGFloat = 34
    static let backChevronInset: CGFloat = 8
    static let backChevronSize = CGSize(width: 12, height: 21)
    static let backTitleGap: CGFloat = 6
    /// UIAlertController: the window dimmed by black at 20 %; an alert's box 270 wide with
    /// corners of 14, its text 20 from the top and bottom and 16 from the sides, its buttons 44
    /// tall; an action sheet 8 from the screen's edges, its rows 57 tall, the cancel group 8
    /// below the rest (observed on iOS 15–17, rounded).
    static let alertDimming = UIColor(red: 0, green: 0, blue: 0, alpha: 0.2)
    static let alertBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 0.98)
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertTextInset = CGSize(width: 16, height: 20)
    static let alertButtonHeight: CGFloat = 44
    static let actionSheetInset: CGFloat = 8
    static let actionSheetRowHeight: CGFloat = 57
    /// UITabBar: 49 tall, 32 in a compact height, plus the safe area's bottom [HIG]; items'
    /// images 30 square 7 from the top, titles 10 pt medium 2 under them, badges 18 tall in
    /// 13 pt (observed on iOS 15–17, rounded); unselected items in grey #999999 (observed).
    static let tabBarHeight: CGFloat = 49
    static let compactTabBarHeight: CGFloat = 32
    static let tabImageSize: CGFloat = 30
    static let tabImageTop: CGFloat = 7
    static let tabTitleFontSize: CGFloat = 10
    static let tabBadgeFontSize: CGFloat = 13
    static let tabBadgeHeight: CGFloat = 18
    static let tabUnselected = UIColor(red: 153 / 255, green: 153 / 255, blue: 153 / 255, alpha: 1)
    /// UIPickerView (docs/REFERENCE.md §25.15): 320 × 216 (recorded), rows 32 tall and titles
    /// 21 pt (chosen); the selection band 8 in from the sides with corners of 8 (chosen).
    static let pickerSize = CGSize(width: 320, height: 216)
    static let pickerRowHeight: CGFloat = 32
    static let pickerFontSize: CGFloat = 21
    static let pickerBandInset: CGFloat = 8
    static let pickerBandCornerRadius: CGFloat = 8
    /// A compact UIDatePicker (docs/REFERENCE.md §25.16, chosen after iOS 14's look): buttons 34
    /// tall with corners of 6, 17 pt text 11 in from each side, 6 apart.
    static let compactDateHeight: CGFloat = 34
    static let compactDateCornerRadius: CGFloat = 6
    static let compactDateFontSize: CGFloat = 17
    static let compactDatePadding: CGFloat = 11
    static let compactDateSpacing: CGFloat = 6
    /// A legacy (`setTitle(_:for:)`) button: 6 above and below its title, none beside, 15 pt.
    static let legacyButtonVerticalPadding: CGFloat = 6
    static let legacyButtonFontSize: CGFloat = 15
    /// How far outside its bounds a tracked touch still counts as inside (`isTouchInside`): 70 pt.
    static let trackingSlop: CGFloat = 70
    /// How long a control's value animates when set with `animated` (a slider's thumb, a
    /// switch's thumb and track, a progress bar's fill): 0.25 s (chosen).
    static let valueChangeDuration: TimeInterval = 0.25

    // MARK: Text fields (UITextField, docs/REFERENCE.md §25.4, all chosen)

    /// How far a text field's text sits in from its left and right edges, and the space above
    /// and below the line in its intrinsic height, by border: none 0; line and bezel 3 (the
    /// 1 pt border and 2 pt); rounded 7 (a 34 pt field less San Francisco's 20.3 pt line at
    /// 17 pt leaves about 7 above and below).
    static func textFieldPadding(_ style: UITextField.BorderStyle) -> CGFloat {
        switch style {
        case .none: 0
        case .line, .bezel: 3
        case .roundedRect: 7
        }
    }
    /// A rounded text field's corner radius and border colour (`opaqueSeparator`), its border
    /// one pixel wide.
    static let textFieldCornerRadius: CGFloat = 5
    /// The clear button: a circle 19 pt across in `systemGray` (#8E8E93), its cross 1.5 pt
    /// wide spanning 0.35 of it, placed the text's padding less 2 from the right (at least 0).
    static let clearButtonSize: CGFloat = 19
    static let clearButtonColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    static let clearButtonCrossWidth: CGFloat = 1.5
    static let clearButtonCrossSpan: CGFloat = 0.35
    /// A bezel border: 1 pt of #A0A0A0, its top and left edges #505050.
    static let bezelLight = UIColor(red: 160 / 255, green: 160 / 255, blue: 160 / 255, alpha: 1)
    static let bezelDark = UIColor(red: 80 / 255, green: 80 / 255, blue: 80 / 255, alpha: 1)
}
