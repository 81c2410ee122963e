/// The sizes search bars and search fields are drawn with, in one place. Where each number
/// comes from is in docs/REFERENCE.md §25.6: the bar's height developers recorded on iOS 11
/// and later, Apple's system colours, and choices where nothing public gives a value.
enum SearchMetrics {
    /// A search bar's height without a scope bar: 56 points since iOS 11 (recorded by
    /// developers: jdisho/Papr pull request 67, Esri/maps-app-ios issue 67).
    static let barHeight: CGFloat = 56
    /// The search field's height: 36 points (chosen: iOS 13's field as developers describe it;
    /// no recording found).
    static let fieldHeight: CGFloat = 36
    /// The search field's corner radius: 10 points (chosen, as above).
    static let fieldCornerRadius: CGFloat = 10
    /// How far the field is from the bar's leading and trailing edges, and the cancel button
    /// from the field and the trailing edge: 8 points (chosen).
    static let edgeInset: CGFloat = 8
    /// The magnifying glass: 15 points square (`side`), 8 from the field's leading edge
    /// (`inset`), 6 before the text (`gap`) (chosen).
    static let glass = (side: CGFloat(15), inset: CGFloat(8), gap: CGFloat(6))
    /// The clear button's distance from the field's trailing edge (chosen).
    static let clearButtonInset: CGFloat = 6
    /// The row a scope bar adds under the field, and the segmented control's height in it:
    /// 44 and 32 points, the control centred (chosen).
    static let scopeRowHeight: CGFloat = 44
    /// The cancel button's title size: 17 points, the navigation bar's button size (chosen).
    static let cancelFontSize: CGFloat = 17
    /// The room a search field takes in a navigation bar, under the title row (or the large
    /// title): 52 points (chosen: the 96-point inline bar and 148-point large-title bar with
    /// a search field that developers report; no recording found).
    static let navigationSearchHeight: CGFloat = 52
}
