import CollectionRendering
import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// Dynamic colours are drawn resolved with the traits of the view that draws them, when it
/// is drawn. Expected pixels are the HIG's values (ColorTests) at scale 1.
@Suite struct DarkModeRenderingTests {
    /// One 40 × 40 cell coloured `color`, in a collection view of `style`.
    private func image(_ color: UIColor, style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast = .unspecified) throws -> RGBAImage
    {
        let cells = StyledCells(count: 1) { cell, _ in cell.backgroundColor = color }
        let view = styledView(cells)
        view.overrideUserInterfaceStyle = style
        view.traitOverrides.accessibilityContrast = contrast
        return try #require(snapshotValue(.image(scale: 1), view))
    }

    @Test func systemColoursDrawTheirLightAndDarkValues() throws {
        pixel(try image(.systemBlue, style: .light), 20, 20, is: (0, 122, 255))
        pixel(try image(.systemBlue, style: .dark), 20, 20, is: (10, 132, 255))
        pixel(try image(.systemBlue, style: .dark, contrast: .high), 20, 20, is: (64, 156, 255))
        pixel(try image(.systemBackground, style: .dark), 20, 20, is: (0, 0, 0))
        pixel(try image(.secondarySystemBackground, style: .dark), 20, 20, is: (28, 28, 30))
        pixel(try image(.systemGray6, style: .light), 20, 20, is: (242, 242, 247))
    }

    @Test func aCellRedrawsInTheNewStyleAfterATraitChange() throws {
        let cells = StyledCells(count: 1) { cell, _ in cell.contentView.backgroundColor = .systemRed }
        let view = styledView(cells)
        pixel(try #require(snapshotValue(.image(scale: 1), view)), 20, 20, is: (255, 59, 48))
        view.overrideUserInterfaceStyle = .dark
        pixel(try #require(snapshotValue(.image(scale: 1), view)), 20, 20, is: (255, 69, 58))
        // The layer's colour follows, as UIKit resolves it again on the change.
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.contentView.layer.backgroundColor?.components == [1, 69.0 / 255, 58.0 / 255, 1])
    }

    @Test func aLabelsTextColourResolvesWithItsTraits() throws {
        // A 40 × 40 label of "█" (a full block) in the label colour, no background: its
        // middle is text.
        let cells = StyledCells(count: 1) { cell, _ in
            let label = UILabel(frame: cell.contentView.bounds)
            label.font = .systemFont(ofSize: 40)
            label.text = "█"
            label.textAlignment = .center
            cell.contentView.addSubview(label)
            cell.contentView.backgroundColor = .systemBackground
        }
        let view = styledView(cells)
        view.overrideUserInterfaceStyle = .dark
        let image = try #require(snapshotValue(.image(scale: 1), view))
        pixel(image, 20, 20, is: (255, 255, 255)) // label in dark: white
        pixel(image, 1, 1, is: (0, 0, 0)) // systemBackground in dark: black
    }

    @Test func listBackgroundConfigurationsFollowTheStyle() throws {
        // A grouped list's cells are secondarySystemGroupedBackground: white in light,
        // (28, 28, 30) in dark; the list behind them systemGroupedBackground.
        let fixture = ListCellFixture(appearance: .grouped) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        }
        fixture.view.overrideUserInterfaceStyle = .dark
        fixture.apply(["a", "b"])
        let cell = try #require(fixture.cell(0))
        let image = try #require(snapshotValue(.image(scale: 1), fixture.view))
        // The right end of the first row, clear of its text and of separators.
        pixel(image, Int(cell.frame.maxX) - 4, Int(cell.frame.midY), is: (28, 28, 30))
    }
}
