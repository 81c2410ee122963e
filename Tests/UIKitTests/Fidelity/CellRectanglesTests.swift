import PNGCodec
import TestTools
import Testing

/// The measuring of cells in a picture (`CellRectangles`, `Scripts/measure`) on synthetic
/// pictures whose rectangles are known.
@Suite struct CellRectanglesTests {
    /// A white picture of `width` × `height` pixels.
    func canvas(_ width: Int, _ height: Int) -> RGBAImage {
        RGBAImage(width: width, height: height, red: 255, green: 255, blue: 255, alpha: 255)
    }

    /// Paints the pixels `x..<x+w`, `y..<y+h` in `colour`, except where `keep` says not.
    func paint(
        _ image: inout RGBAImage, _ x: Int, _ y: Int, _ w: Int, _ h: Int, _ colour: CellRectangles.Colour,
        keep: (Int, Int) -> Bool = { _, _ in false }
    ) {
        for row in y..<(y + h) {
            for column in x..<(x + w) where !keep(column - x, row - y) {
                let index = (row * image.width + column) * 4
                image.pixels[index] = colour.red
                image.pixels[index + 1] = colour.green
                image.pixels[index + 2] = colour.blue
            }
        }
    }

    let grey = CellRectangles.Colour(red: 128, green: 128, blue: 128)
    let light = CellRectangles.Colour(red: 170, green: 170, blue: 170)

    @Test func aCellWithRoundedCornersAndTextMeasuresItsWholeBox() {
        // A 3× cell at pixels (48, 30) of 230 × 90: corners of 18 px cut away and a block of
        // "text" inside; its box is (16, 10, 76.667, 30) pt.
        var image = canvas(400, 200)
        paint(&image, 48, 30, 230, 90, grey) { column, row in
            let cornerX = min(column, 229 - column), cornerY = min(row, 89 - row)
            return cornerX < 18 && cornerY < 18 && (18 - cornerX) * (18 - cornerX) + (18 - cornerY) * (18 - cornerY) > 324
        }
        paint(&image, 120, 60, 40, 20, CellRectangles.Colour(red: 0, green: 0, blue: 0))
        // The inside of a letter, in the cell's colour, inside the text: not a cell of its own.
        paint(&image, 130, 65, 10, 10, grey)
        let found = CellRectangles.find(in: image, colour: grey, scale: 3)
        #expect(found.count == 1)
        #expect(found.first.map { ($0.pixelX, $0.pixelY, $0.pixelWidth, $0.pixelHeight) == (48, 30, 230, 90) } == true)
        #expect(found.first?.description == "16.0 10.0 76.667 30.0")
    }

    @Test func cellsComeInReadingOrderAndColoursApart() {
        // Two grey cells on a row, a third below, a light one touching the first: each
        // colour is measured on its own, a touching region of another colour does not join.
        var image = canvas(300, 300)
        paint(&image, 150, 0, 60, 60, grey)
        paint(&image, 0, 3, 60, 60, grey)
        paint(&image, 30, 150, 90, 30, grey)
        paint(&image, 60, 3, 15, 15, light)
        let cells = CellRectangles.find(in: image, colour: grey, scale: 3)
        #expect(cells.map { [$0.x, $0.y, $0.width, $0.height] } == [[50, 0, 20, 20], [0, 1, 20, 20], [10, 50, 30, 10]])
        let badges = CellRectangles.find(in: image, colour: light, scale: 3)
        #expect(badges.map { [$0.x, $0.y, $0.width, $0.height] } == [[20, 1, 5, 5]])
    }

    @Test func fragmentsBelowTheMinimumSideAndOtherShadesAreLeftOut() {
        // A 4-pixel speck is left out; a shade 30 away in one channel does not match at the
        // default tolerance of 12, and does at 30.
        var image = canvas(100, 100)
        paint(&image, 10, 10, 4, 4, grey)
        paint(&image, 40, 40, 30, 30, CellRectangles.Colour(red: 158, green: 128, blue: 128))
        #expect(CellRectangles.find(in: image, colour: grey, scale: 2).isEmpty)
        #expect(CellRectangles.find(in: image, colour: grey, scale: 2, tolerance: 30).map(\.description) == ["20.0 20.0 15.0 15.0"])
    }

    @Test func theDominantColoursListTheBackgroundFirst() {
        var image = canvas(100, 100)
        paint(&image, 0, 0, 50, 40, grey)
        paint(&image, 60, 60, 10, 10, light)
        let colours = CellRectangles.dominantColours(in: image, count: 3)
        #expect(colours.map(\.colour.description) == ["ffffff", "808080", "aaaaaa"])
        #expect(colours.map(\.pixels) == [10_000 - 2_000 - 100, 2_000, 100])
    }

    @Test func aColourIsReadFromSixHexadecimalDigits() {
        #expect(CellRectangles.Colour(hex: "#808080") == grey)
        #expect(CellRectangles.Colour(hex: "aaaaaa") == light)
        #expect(CellRectangles.Colour(hex: "80808") == nil)
        #expect(CellRectangles.Colour(hex: "gg0000") == nil)
    }
}
