import CollectionRendering
import Testing
import UIKit

/// `UIListContentConfiguration`'s styles and `UIListContentView`'s layout by their metrics
/// (docs/REFERENCE.md §19). Text is measured with
/// `ApproximateTextLayout` (`.approximateTextMetrics`): per point of font size 0.6 per character and 1.2 per line, each
/// label's size rounded up to whole points (display scale 1). So a body (17 pt) line is
/// 20.4 → 21 high and 10.2 per character; a subheadline (15 pt) line is 18 high.
@Suite(.approximateTextMetrics) struct ListContentConfigurationTests {
    private func view(_ configuration: UIListContentConfiguration, width: CGFloat = 320, height: CGFloat = 44) -> UIListContentView {
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return view
    }

    /// The view's parts, as it adds them: image view, text label, secondary text label.
    private func image(_ view: UIListContentView) -> UIImageView? { view.subviews.first as? UIImageView }
    private func text(_ view: UIListContentView) -> UILabel? { view.subviews.dropFirst().first as? UILabel }
    private func secondary(_ view: UIListContentView) -> UILabel? { view.subviews.dropFirst(2).first as? UILabel }

    @Test func cellStylesStartWithTheDocumentedMetrics() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font.pointSize == 17 && cell.textProperties.color.color == .label)
        #expect(cell.secondaryTextProperties.font.pointSize == 15 && cell.secondaryTextProperties.color.color == .secondaryLabel)
        #expect(cell.textProperties.numberOfLines == 0 && cell.textProperties.alignment == .natural)
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.imageToTextPadding == 16 && cell.textToSecondaryTextVerticalPadding == 3)
        #expect(cell.textToSecondaryTextHorizontalPadding == 8 && !cell.prefersSideBySideTextAndSecondaryText)
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(cell.text == nil && cell.secondaryText == nil && cell.image == nil)
        #expect(UIListContentConfiguration.subtitleCell() == cell)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.font.pointSize == 17)
        #expect(value.secondaryTextProperties.color.color == .secondaryLabel)
        #expect(UIListContentConfiguration.sidebarCell().imageToTextPadding == 10)
        #expect(UICollectionViewListCell().defaultContentConfiguration() == cell)
    }

    @Test func headerAndFooterStylesStartWithTheDocumentedMetrics() {
        let plain = UIListContentConfiguration.plainHeader()
        #expect(plain.textProperties.font == UIFont.systemFont(ofSize: 15, weight: .semibold))
        #expect(plain.textProperties.color.color == .label)
        #expect(plain.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        #expect(UIListContentConfiguration.header() == plain)
        let grouped = UIListContentConfiguration.groupedHeader()
        #expect(grouped.textProperties.font.pointSize == 13 && grouped.textProperties.color.color == .secondaryLabel)
        #expect(grouped.directionalLayoutMargins.top == 17 && grouped.directionalLayoutMargins.bottom == 6)
        let footer = UIListContentConfiguration.groupedFooter()
        #expect(footer.directionalLayoutMargins.top == 6 && footer.directionalLayoutMargins.bottom == 17)
        #expect(UIListContentConfiguration.footer() == UIListContentConfiguration.plainFooter())
        #expect(UIListContentConfiguration.sidebarHeader().textProperties.color.color == .secondaryLabel)
    }

    @Test func textAloneIsCentredBetweenTheMargins() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Hi"
        let list = view(configuration)
        // x = leading margin 16; width 320 − 16 − 16 = 288; one body line 21 high, centred in
        // 44: middle 11 + (44 − 22) / 2 = 22, top 22 − 10.5 = 11.5, rounded to 12.
        #expect(text(list)?.frame == CGRect(x: 16, y: 12, width: 288, height: 21))
        #expect(secondary(list)?.isHidden == true && image(list)?.isHidden == true)
        // Needs 11 + 21 + 11 = 43 (the list layout raises a row to 44).
        #expect(list.sizeThatFits(CGSize(width: 320, height: 0)).height == 43)
    }

    @Test func secondaryTextStacksBelowThreePointsApart() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Subtitle"
        let list = view(configuration, height: 64)
        // Block 21 + 3 + 18 = 42; middle 11 + (64 − 22) / 2 = 32; top 32 − 21 = 11.
        #expect(text(list)?.frame == CGRect(x: 16, y: 11, width: 288, height: 21))
        #expect(secondary(list)?.frame == CGRect(x: 16, y: 35, width: 288, height: 18))
        #expect(list.systemLayoutSizeFitting(CGSize(width: 320, height: 44)) == CGSize(width: 320, height: 64))
        #expect(secondary(list)?.font.pointSize == 15 && secondary(list)?.textColor.color == .secondaryLabel)
    }

    @Test func anImageLeadsTheTextByItsWidthAndThePadding() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Star"
        configuration.image = UIImage(systemName: "star")
        let list = view(configuration)
        // The symbol is 20 × 20 at x 16, centred: 22 − 10 = 12. Text at 16 + 20 + 16 = 52,
        // 320 − 52 − 16 = 252 wide.
        #expect(image(list)?.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        #expect(text(list)?.frame == CGRect(x: 52, y: 12, width: 252, height: 21))
        // maximumSize scales it down: 12 × 12 centred in the reserved 30 × 30: x 16 + 9 = 25.
        configuration.imageProperties.maximumSize = CGSize(width: 12, height: 12)
        configuration.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 30)
        list.configuration = configuration
        #expect(image(list)?.frame == CGRect(x: 25, y: 16, width: 12, height: 12))
        // Text at 16 + 30 + 16 = 62, 320 − 62 − 16 = 242 wide.
        #expect(text(list)?.frame == CGRect(x: 62, y: 12, width: 242, height: 21))
    }

    @Test func rightToLeftMirrorsTheLayout() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Star"
        configuration.image = UIImage(systemName: "star")
        let list = view(configuration)
        list.semanticContentAttribute = .forceRightToLeft
        list.layoutSubviews()
        // Image 16…36 from the right edge: x = 320 − 36 = 284; text 52…304 from it: x = 16.
        #expect(image(list)?.frame == CGRect(x: 284, y: 12, width: 20, height: 20))
        #expect(text(list)?.frame == CGRect(x: 16, y: 12, width: 252, height: 21))
    }

    @Test func aValueCellSitsSideBySideWhenBothFit() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Name"
        configuration.secondaryText = "Value"
        let list = view(configuration)
        // "Name" 4 × 10.2 = 40.8 → 41, "Value" 5 × 10.2 = 51; 41 + 8 + 51 = 100 ≤ 288.
        #expect(text(list)?.frame == CGRect(x: 16, y: 12, width: 41, height: 21))
        // Secondary at the trailing margin: 16 + 288 − 51 = 253.
        #expect(secondary(list)?.frame == CGRect(x: 253, y: 12, width: 51, height: 21))
        // 120 wide: 88 for text, 100 > 88, so stacked: 11 + 21 + 3 + 21 + 11 = 67.
        #expect(list.sizeThatFits(CGSize(width: 120, height: 0)).height == 67)
    }

    @Test func anotherConfigurationTypeIsNotShown() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: UIConfigurationState) -> Other { self }
        }
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Kept"
        let list = view(configuration)
        #expect(!list.supports(Other()))
        list.configuration = Other()
        #expect((list.configuration as? UIListContentConfiguration)?.text == "Kept")
    }
}
